import { createContext, licences, payments } from '@shop/core';
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
});
