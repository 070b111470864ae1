import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';
import type { PageCache } from '../src/web/page-cache.ts';

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let cache: PageCache;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 3 });
  const built = await buildApp({
    database: testDb.database,
    testHooks: true,
    pageCache: { freshMs: 60_000, staleMs: 60_000, maxBytes: 1_000_000 },
  });
  app = built.app;
  if (!built.pageCache) throw new Error('no page cache');
  cache = built.pageCache;
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const keep = () => cache.store('web http://shop/products', { status: 200, headers: [], body: 'x' });

describe(`the page cache's invalidation on ${testDatabaseKind()}`, () => {
  it('forgets the kept pages when staff change something, not when shoppers read or shop', async () => {
    keep();
    await app.inject({ url: '/api/v2/products?per_page=1' });
    await app.inject({ method: 'POST', url: '/api/v2/orders/0/line_items', payload: {} });
    expect(cache.size.pages).toBe(1);
    // A staff write refused changes nothing either.
    await app.inject({ method: 'POST', url: '/api/back_office/vouchers', payload: {} });
    expect(cache.size.pages).toBe(1);

    const staff = await app.inject({ method: 'POST', url: '/api/_test/staff_session' });
    expect(staff.statusCode).toBe(200);
    expect(cache.size.pages).toBe(0);

    // A voucher given in the back office: a real staff change.
    keep();
    const bearer = { authorization: `Bearer ${staff.json().access_token as string}` };
    const me = await app.inject({ url: '/api/back_office/users/me', headers: bearer });
    const voucher = await app.inject({
      method: 'POST',
      url: '/api/back_office/vouchers',
      headers: bearer,
      payload: { user_id: me.json().id, amount: 5000, reference: 'page-cache-test' },
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(cache.size.pages).toBe(0);
  });
});
