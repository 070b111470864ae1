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
  const seedDay = new Date();
  seedDay.setUTCHours(0, 0, 0, 0);
  testDb = await freshDatabase({ products: 150, now: seedDay });
  ({ app } = await buildApp({ database: testDb.database }));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe(`brands API on ${testDatabaseKind()}`, () => {
  it('lists 20 brands by default and all of them with per_page=999', async () => {
    const first = await get('/api/v2/brands');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ count: 20, current_page: 1, per_page: 20 });
    expect(page.brands[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
      logo: expect.stringMatching(/^\/media\/logo\//),
      country: expect.stringMatching(/^[A-Z]{2}$/),
      product_count: expect.any(Number),
    });
    const all = (await get('/api/v2/brands?per_page=999')).json();
    expect(all.brands).toHaveLength(page.total_count);
    expect(all).toMatchObject({ pages: 1, count: page.total_count });
    expect(all.brands.slice(0, 20)).toEqual(page.brands);
    const second = (await get('/api/v2/brands?page=2&per_page=20')).json();
    expect(second.brands).toEqual(all.brands.slice(20, 40));
  });

  it('refuses a malformed page or per_page with 400 in the error shape', async () => {
    for (const query of ['page=0', 'page=abc', 'per_page=1000', 'per_page=0', 'per_page=1e2']) {
      const response = await get(`/api/v2/brands?${query}`, { 'accept-language': 'en' });
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.error).toBe('The request is not valid.');
      expect(Object.keys(body.errors)).toHaveLength(1);
      expect(body.request_id).toBe(response.headers['x-request-id']);
    }
  });

  it('answers one brand by code, and 404 in the shopper’s language for an unknown one', async () => {
    const response = await get('/api/v2/brands/NOMAD');
    expect(response.statusCode).toBe(200);
    expect(response.json().brand).toMatchObject({
      code: 'NOMAD',
      name: 'Nomad Bloom',
      country: 'MN',
    });
    const missing = await get('/api/v2/brands/NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Хуудас олдсонгүй.');
    const english = await get('/api/v2/brands/NOPE?locale=en');
    expect(english.json().error).toBe('Not found.');
  });
});

describe(`vendors API on ${testDatabaseKind()}`, () => {
  it('lists the vendors in the requested locale', async () => {
    const body = (await get('/api/v2/vendors?locale=en')).json();
    expect(body.vendors[0]).toMatchObject({ code: 'TSETSEG', name: 'Tsetseg Market' });
    expect(body.vendors[0].about).toContain('Ulaanbaatar');
    expect(body.total_count).toBe(body.vendors.length);
  });

  it('answers a vendor with 40 of its products per page, newest first', async () => {
    const body = (await get('/api/v2/vendors/TSETSEG')).json();
    expect(body.vendor).toMatchObject({ code: 'TSETSEG', name: 'Цэцэг Маркет' });
    expect(body).toMatchObject({ per_page: 40, current_page: 1 });
    expect(body.total_count).toBe(body.vendor.product_count);
    expect(body.products).toHaveLength(Math.min(40, body.total_count));
    const product = body.products[0];
    expect(Number.isInteger(product.selling_price)).toBe(true);
    expect(product.slug).toMatch(/^[a-z0-9-]+$/);
    const small = (await get('/api/v2/vendors/TSETSEG?per_page=2&page=2')).json();
    expect(small.products.map((p: { id: number }) => p.id)).toEqual(
      body.products.slice(2, 4).map((p: { id: number }) => p.id),
    );
  });

  it('answers 404 for an unknown vendor and 400 for a page size past 100', async () => {
    expect((await get('/api/v2/vendors/NOPE')).statusCode).toBe(404);
    expect((await get('/api/v2/vendors/TSETSEG?per_page=101')).statusCode).toBe(400);
  });

  it('documents the four calls in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/brands',
        '/api/v2/brands/{code}',
        '/api/v2/vendors',
        '/api/v2/vendors/{code}',
      ]),
    );
  });
});
