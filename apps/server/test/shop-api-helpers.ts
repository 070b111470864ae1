import { accounts, createContext, notify, payments } from '@shop/core';
import { OrderFixtures, SAMPLE_ADDRESS } from '@shop/core/testing';
import { startSandbox } from '@shop/sandbox';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { freshDatabase } from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';
import { pushKeys } from '../src/push-keys.ts';

export interface ApiCall {
  body?: unknown;
  bearer?: string;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
}

/**
 * The shop over HTTP with the sandbox's providers and message gateway, on a fresh database:
 * shoppers and staff with bearer tokens, carts ready for payment (pickup or delivery).
 */
export async function startShopApi(options: { products?: number; trustProxy?: boolean } = {}) {
  const testDb = await freshDatabase({ products: options.products ?? 60 });
  const sandbox = await startSandbox(0);
  let address = '';
  const { app } = await buildApp({
    database: testDb.database,
    payments: payments.sandboxProviders(sandbox.url, (path) => address + path),
    accounts: {
      deps: { gateway: notify.httpMessageGateway(sandbox.url) },
      oauthProviders: {},
      cookieSecure: 'auto',
    },
    // The sandbox stands in for the browsers' push services.
    push: {
      vapidKeys: pushKeys(testDb.database.db, null),
      extraServices: [`${sandbox.url}/push/`],
    },
    // Each test's shopper may come from an address of its own, as behind the shop's balancer.
    ...(options.trustProxy ? { trustProxy: (_address: string, hop: number) => hop < 1 } : {}),
  });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = testDb.database.db;
  const ctx = () => createContext(db);
  const fixtures = await new OrderFixtures(ctx()).load();

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    o: ApiCall = {},
  ) =>
    app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api/v2${url}`,
      headers: {
        ...(o.bearer ? { authorization: `Bearer ${o.bearer}` } : {}),
        ...(o.token ? { 'x-spree-order-token': o.token } : {}),
        ...(o.lang ? { 'accept-language': o.lang } : {}),
        ...o.headers,
      },
      ...(o.body === undefined ? {} : { payload: o.body as Record<string, unknown> }),
    });

  /** A multipart/form-data POST, as a browser's form with a file sends it. */
  const postForm = async (url: string, form: FormPost) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(form.fields ?? {})) body.append(key, value);
    if (form.file) {
      const { field, bytes, type, name } = form.file;
      body.append(field, new Blob([new Uint8Array(bytes)], { type }), name ?? 'upload');
    }
    const request = new Request('http://shop.test/', { method: 'POST', body });
    return app.inject({
      method: 'POST',
      url: url.startsWith('/api/') ? url : `/api/v2${url}`,
      remoteAddress: form.remoteAddress ?? '127.0.0.1',
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        'accept-language': form.lang ?? 'en',
        ...(form.bearer ? { authorization: `Bearer ${form.bearer}` } : {}),
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  let users = 0;
  /** A new account (a shopper, or staff with role 'staff') signed in through the API. */
  const shopper = async (role = 'customer') => {
    const rows = (await db.execute(
      sql`insert into account_user (email, role) values (${`api${++users}-${Date.now()}@example.mn`}, ${role}) returning id`,
    )) as unknown as { rows: { id: number }[] };
    const userId = Number(rows.rows[0]?.id);
    const session = await accounts.startSession(ctx(), userId, 'api');
    return { userId, bearer: session.token };
  };

  const pickupId = async () => {
    const rows = (await db.execute(
      sql`select min(id) as id from inventory_stock_location where pickup`,
    )) as unknown as { rows: { id: number }[] };
    return Number(rows.rows[0]?.id);
  };

  /** A signed-in shopper's cart of one variant costing at least `minPrice`, ready but for payment. */
  const cartOf = async (
    bearer: string,
    minPrice: number,
    how: { delivery?: boolean; quantity?: number; email?: string } = {},
  ) => {
    const variant = await fixtures.variantCosting(minPrice, 30);
    const added = await call('POST', '/orders/0/line_items', {
      bearer,
      body: { line_item: { variant_id: variant.id, quantity: how.quantity ?? 1 } },
    });
    expect(added.statusCode, added.body).toBe(200);
    const number = added.json().number as string;
    const steps = await call('PATCH', `/checkouts/${number}`, {
      bearer,
      body: how.delivery
        ? {
            phone: '99112233',
            ...(how.email ? { email: how.email } : {}),
            address: SAMPLE_ADDRESS,
            delivery_option: 'standard',
          }
        : { phone: '99112233', shipping_method_id: 849, pickup_location_id: await pickupId() },
    });
    expect(steps.statusCode, steps.body).toBe(200);
    return { number, total: steps.json().total as number, variantId: variant.id };
  };

  return {
    app,
    address,
    db,
    sandbox,
    fixtures,
    ctx,
    call,
    postForm,
    shopper,
    cartOf,
    pickupId,
    async close() {
      await app.close();
      await sandbox.close();
      await testDb.dispose();
    },
  };
}

export interface FormPost {
  fields?: Record<string, string>;
  file?: { field: string; bytes: Buffer; type: string; name?: string };
  bearer?: string;
  lang?: string;
  remoteAddress?: string;
}

export type ShopApi = Awaited<ReturnType<typeof startShopApi>>;
