import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';
import type { ForgettingCache } from '../src/forgetting-cache.ts';
import type { EncodedBody } from '../src/http/encoded-body.ts';
import type { PageCache } from '../src/web/page-cache.ts';

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let cache: PageCache;
let details: ForgettingCache<EncodedBody>;
/** The same shop without caches, to compare answers with. */
let uncached: Awaited<ReturnType<typeof buildApp>>['app'];

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
  if (!built.productCache) throw new Error('no product cache');
  details = built.productCache;
  uncached = (await buildApp({ database: testDb.database })).app;
});

afterAll(async () => {
  await app?.close();
  await uncached?.close();
  await testDb?.dispose();
});

const keep = () =>
  cache.store('web http://shop/products', {
    status: 200,
    headers: [],
    body: { br: Buffer.from('x'), gzip: Buffer.from('x') },
  });

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

describe(`product details kept for the API on ${testDatabaseKind()}`, () => {
  it('sends a kept detail as built, per language, and forgets it when staff change something', async () => {
    const listed = await app.inject({ url: '/api/v2/search/products?per_page=1' });
    const slug = (listed.json().products as { slug: string }[])[0]?.slug ?? '';
    expect(slug).not.toBe('');
    const detail = (locale = 'mn') =>
      app.inject({ url: `/api/v2/products/${slug}?locale=${locale}` });
    const answer = await detail();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const fresh = await uncached.inject({ url: `/api/v2/products/${slug}?locale=mn` });
    expect(answer.body).toBe(fresh.body);
    // A CDN in front may keep it as long as the shop does (60 s here), and not where the shop
    // keeps none.
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(answer.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=60');
    expect(fresh.headers['cdn-cache-control']).toBeUndefined();
    const name = answer.json().name as string;
    const english = (await detail('en')).json().name as string;
    expect(english).not.toBe(name);

    // Compressed as each client takes it, the same answer in each; without the compression
    // stream (a known length), and a cache in front keeps one copy per encoding.
    for (const [accepted, unpack] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let visit = 0; visit < 2; visit++) {
        const packed = await app.inject({
          url: `/api/v2/products/${slug}?locale=mn`,
          headers: { 'accept-encoding': accepted },
        });
        expect(packed.headers['content-encoding']).toBe(accepted === 'gzip' ? 'gzip' : 'br');
        expect(packed.headers.vary).toMatch(/accept-encoding/);
        expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
        expect(unpack(packed.rawPayload).toString()).toBe(fresh.body);
      }
    }
    expect((await detail()).headers['content-encoding']).toBeUndefined();
    // Each encoding was made once, for its first client, and kept beside the JSON.
    const kept = await details.get(`mn ${slug}`, () => Promise.reject(new Error('not kept')));
    expect(Object.keys(kept).sort()).toEqual(['br', 'gzip', 'identity']);
    expect(kept.identity?.toString()).toBe(fresh.body);

    // A change made behind the shop's back shows only when the kept answer is forgotten.
    await testDb.database.db.execute(
      sql`update catalog_product set name = 'Шинэ нэр' where slug = ${slug}`,
    );
    expect((await detail()).json().name).toBe(name);
    expect((await uncached.inject({ url: `/api/v2/products/${slug}` })).json().name).toBe(
      'Шинэ нэр',
    );
    const staff = await app.inject({ method: 'POST', url: '/api/_test/staff_session' });
    expect(staff.statusCode).toBe(200);
    expect((await detail()).json().name).toBe('Шинэ нэр');

    // An unknown product is not kept: it answers 404 until it exists.
    expect((await app.inject({ url: '/api/v2/products/no-such-product' })).statusCode).toBe(404);
    const unknown = await app.inject({ url: '/api/v2/products/no-such-product' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cdn-cache-control']).toBeUndefined();
  });
});
