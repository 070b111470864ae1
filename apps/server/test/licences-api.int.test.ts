import { createContext, licences, payments } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type OrderApi, startOrderApi } from './order-api-helpers.ts';

let api: OrderApi;

beforeAll(async () => {
  api = await startOrderApi();
});

afterAll(async () => {
  await api?.close();
});

/** The back office's licence keys route, with a bearer token. */
const backOffice = (method: 'GET' | 'POST', bearer: string, body?: Record<string, unknown>) =>
  api.app.inject({
    method,
    url: '/api/back_office/licence_keys',
    headers: { authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { payload: body }),
  });

describe(`licence keys API on ${testDatabaseKind()}`, () => {
  it('lists a signed-in shopper’s keys once their order is paid, and refuses a guest', async () => {
    const refused = await api.call('GET', '/orders/licenses');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    expect(refused.json()).toHaveProperty('error');

    const ctx = createContext(api.db, 'en');
    const variant = await api.variantWithStock(5);
    await licences.loadKeys(ctx, {
      productId: variant.productId,
      text: 'API-KEY-0001\nAPI-KEY-0002',
      staffUserId: 1,
    });
    const user = await api.signedIn();
    const added = await api.call('POST', '/orders/0/line_items', {
      bearer: user.bearer,
      body: { line_item: { variant_id: variant.id, quantity: 1 } },
    });
    const { number } = added.json();
    await api.call('PATCH', `/checkouts/${number}`, {
      bearer: user.bearer,
      body: {
        email: 'keys@example.mn',
        shipping_method: 'pickup',
        pickup_location_id: api.pickupLocationId,
        payment_method: 'bank_transfer',
      },
    });
    const placed = await api.call('POST', `/checkouts/${number}/complete`, { bearer: user.bearer });
    expect(placed.statusCode, placed.body).toBe(200);
    const before = await api.call('GET', '/orders/licenses', { bearer: user.bearer });
    expect(before.json()).toEqual({ licenses: [] });

    await payments.recordBankTransfer(ctx, {
      orderNumber: number,
      staffUserId: 1,
      bankReference: `ref-${number}`,
    });
    const listed = await api.call('GET', '/orders/licenses', { bearer: user.bearer });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().licenses).toEqual([
      expect.objectContaining({
        order_number: number,
        product_id: variant.productId,
        state: 'issued',
        key: 'API-KEY-0001',
        issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    // Someone else's token sees none of them.
    const other = await api.signedIn();
    const theirs = await api.call('GET', '/orders/licenses', { bearer: other.bearer });
    expect(theirs.json()).toEqual({ licenses: [] });
  });

  it('lets staff load keys by a variant’s SKU and read every product’s keys; a shopper is refused', async () => {
    // Of a product that never had keys (the test before gave one product some).
    let variant = await api.variantWithStock(2);
    const hasKeys = async (productId: number) =>
      (
        (await api.db.execute(
          sql`select 1 from licence_key where product_id = ${productId} limit 1`,
        )) as unknown as { rows: unknown[] }
      ).rows.length > 0;
    while (await hasKeys(variant.productId)) variant = await api.variantWithStock(2);
    const sku = (await api.db.execute(
      sql`select sku from catalog_variant where id = ${variant.id}`,
    )) as unknown as { rows: { sku: string }[] };
    const staff = await api.signedIn();
    await api.db.execute(sql`update account_user set role = 'staff' where id = ${staff.userId}`);
    const shopper = await api.signedIn();
    const body = { sku: sku.rows[0]?.sku, keys: 'STAFF-KEY-0001\nSTAFF-KEY-0002\n' };

    const poolOf = async () =>
      (
        (await backOffice('GET', staff.bearer)).json().pools as {
          product_id: number;
          available: number;
        }[]
      ).find((p) => p.product_id === variant.productId)?.available ?? 0;
    const before = await poolOf();
    const refused = await backOffice('POST', shopper.bearer, body);
    expect(refused.statusCode).toBe(403);
    // The product's first keys make it a licence product (no delivery): staff must say so.
    const unconfirmed = await backOffice('POST', staff.bearer, body);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors).toHaveProperty('new_product');
    expect(await poolOf()).toBe(before);
    const loaded = await backOffice('POST', staff.bearer, { ...body, new_product: true });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toEqual({ added: 2, known: 0, filled: 0 });
    // Later loads need no confirming: it sells keys already.
    const again = await backOffice('POST', staff.bearer, body);
    expect(again.json()).toEqual({ added: 0, known: 2, filled: 0 });

    const unknown = await backOffice('POST', staff.bearer, {
      sku: 'NO-SUCH-SKU',
      keys: 'STAFF-KEY-0003',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('sku');
    const bad = await backOffice('POST', staff.bearer, {
      sku: body.sku,
      keys: 'STAFF-KEY-0004\nno good',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('2');

    const pools = await backOffice('GET', staff.bearer);
    expect(pools.statusCode).toBe(200);
    expect(pools.json().pools[0]).toEqual({
      product_id: expect.any(Number),
      name: expect.any(String),
      sku: expect.any(String),
      available: expect.any(Number),
      issued: expect.any(Number),
      owed: expect.any(Number),
    });
    // Two more to hand out (the first test's product may be this one too: variants share one).
    expect(await poolOf()).toBe(before + 2);
  });
});
