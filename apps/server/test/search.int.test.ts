import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createContext, search } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp, type ShopApp } from '../src/app.ts';

let testDb: TestDatabase;
let app: ShopApp;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 300 });
  ({ app } = await buildApp({ database: testDb.database }));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe(`search API on ${testDatabaseKind()}`, () => {
  it('searches with filters and named category facets', async () => {
    const response = await app.inject({
      url: '/api/v2/search/products?q=sarnai&facets=true&per_page=5&locale=en',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.products[0].name.toLowerCase()).toContain('rose');
    expect(body.facets.taxons[0]).toMatchObject({
      name: expect.any(String),
      permalink: expect.any(String),
    });
    expect(body.total).toBeGreaterThanOrEqual(body.products.length);
  });

  it('gives new arrivals and the sale list as plain queries', async () => {
    const fresh = (
      await app.inject({ url: '/api/v2/search/products?sort=date_desc&per_page=40' })
    ).json();
    expect(fresh.products).toHaveLength(40);
    const sale = (
      await app.inject({ url: '/api/v2/search/products?on_sale=true&sort=sale_desc' })
    ).json();
    expect(sale.products.every((p: { sale_percent: number }) => p.sale_percent > 0)).toBe(true);
    const deals = (await app.inject({ url: '/api/v2/search/products?deals=true' })).json();
    const ends: string[] = deals.products.map((p: { sale_expire_at: string }) => p.sale_expire_at);
    expect(ends.length).toBeGreaterThan(0);
    expect(ends.every((end) => Date.parse(end) > Date.now())).toBe(true);
    expect(ends).toEqual([...ends].sort());
  });

  it('finds nothing for a brand that does not exist', async () => {
    const body = (await app.inject({ url: '/api/v2/search/products?brand=NO_SUCH' })).json();
    expect(body).toMatchObject({ total: 0, products: [] });
  });

  it('refuses malformed parameters with 400 in the error shape', async () => {
    for (const query of [
      'per_page=0',
      'per_page=abc',
      'sort=cheapest',
      'price_min=-1',
      'page=0',
      'on_sale=maybe',
      'deals=soon',
    ]) {
      const response = await app.inject({ url: `/api/v2/search/products?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['cdn-cache-control'], query).toBeUndefined();
      expect(response.json().errors).toBeDefined();
    }
  });

  it('suggests as the shopper types, and nothing for nothing', async () => {
    const body = (await app.inject({ url: '/api/v2/search/suggestions?q=sarn' })).json();
    expect(body.suggestions.length).toBeGreaterThan(0);
    const empty = (await app.inject({ url: '/api/v2/search/suggestions?q=' })).json();
    expect(empty.suggestions).toEqual([]);
  });

  it('finds airports by code or name in Latin or Cyrillic, at most 40, and refuses a bad size', async () => {
    const cyrillic = await app.inject({ url: '/api/v2/search/airports?q=Чингис' });
    expect(cyrillic.statusCode).toBe(200);
    const codes = cyrillic.json().airports.map((a: { iata: string }) => a.iata);
    expect(codes).toEqual(expect.arrayContaining(['ULN', 'UBN']));
    const [first] = (await app.inject({ url: '/api/v2/search/airports?q=ubn&locale=mn' })).json()
      .airports;
    expect(first).toMatchObject({ iata: 'UBN', icao: 'ZMCK', cc: 'MN', country: 'Монгол' });
    const many = (await app.inject({ url: '/api/v2/search/airports?q=airport' })).json();
    expect(many.airports).toHaveLength(40);
    const few = (await app.inject({ url: '/api/v2/search/airports?q=airport&size=3' })).json();
    expect(few.airports).toHaveLength(3);
    expect((await app.inject({ url: '/api/v2/search/airports?q=x&size=41' })).statusCode).toBe(400);
  });

  it('sends searches and suggestions compressed as each client takes them, the same answer', async () => {
    for (const url of [
      '/api/v2/search/products?q=sarnai&facets=true&per_page=24&locale=en',
      '/api/v2/search/suggestions?q=sarn&locale=en',
    ]) {
      const plain = await app.inject({ url });
      expect(plain.statusCode).toBe(200);
      // The same for everyone: a CDN in front may keep it as long as the shop does.
      expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=5');
      expect(plain.headers['cdn-cache-control']).toBe('max-age=5, stale-while-revalidate=5');
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/);
      expect(plain.headers.vary).toMatch(/accept-language/);
      // Each twice: made for the first client, then sent as kept.
      for (const [accepted, unpack] of [
        ['gzip, deflate, br', brotliDecompressSync],
        ['gzip', gunzipSync],
        ['gzip, deflate, br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const packed = await app.inject({ url, headers: { 'accept-encoding': accepted } });
        expect(packed.headers['content-encoding'], url).toBe(accepted === 'gzip' ? 'gzip' : 'br');
        expect(packed.headers.vary).toMatch(/accept-encoding/);
        expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
        expect(unpack(packed.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('shows a stock change at once, not an answer kept before it', async () => {
    const listed = (await app.inject({ url: '/api/v2/search/products?per_page=1' })).json();
    const { id, sku } = (listed.products as { id: number; sku: string }[])[0] ?? { id: 0, sku: '' };
    const url = `/api/v2/search/products?sku=${encodeURIComponent(sku)}`;
    const asked = { headers: { 'accept-encoding': 'br' } };
    const total = async () =>
      JSON.parse(brotliDecompressSync((await app.inject({ url, ...asked })).rawPayload).toString())
        .total as number;
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    // What staff changing stock does: the count, then the search documents and their caches.
    await testDb.database.db.execute(
      sql`update catalog_product set total_on_hand = 0 where id = ${id}`,
    );
    await search.refreshStockOf(createContext(testDb.database.db), [id]);
    expect(await total()).toBe(0);
  });

  it('documents the search in the OpenAPI page', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/search/products',
        '/api/v2/search/suggestions',
        '/api/v2/search/airports',
      ]),
    );
  });
});
