import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { buildApp } from '../../src/app.ts';
import type { paths } from './api.gen.ts';
import { GENERATED_TYPES, typesFromDocument } from './generate.ts';

// Issue 13: the contract is what the server really answers. A client typed from the OpenAPI
// document (openapi-typescript, openapi-fetch) talks to the server over HTTP; the type check
// holds the client to the document, and these calls hold the server to the client.

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let client: ReturnType<typeof createClient<paths>>;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 20 });
  ({ app } = await buildApp({ database: testDb.database }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  client = createClient<paths>({ baseUrl: address });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe(`the API as its typed client sees it, on ${testDatabaseKind()}`, () => {
  it('is described by the committed types (npm run api:types after changing a route)', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json() as object;
    expect(await typesFromDocument(document)).toBe(readFileSync(GENERATED_TYPES, 'utf8'));
  });

  it('searches, shows a product, starts a cart and refuses in the error shape, as typed', async () => {
    const found = await client.GET('/api/v2/search/products', {
      params: { query: { per_page: '20', sort: 'price_asc' } },
    });
    expect(found.response.status).toBe(200);
    expect(found.data?.products.every((p) => p.selling_price > 0)).toBe(true);
    // The first one bought in one step: not a box to fill, not behind the age gate.
    let variant: { id: number } | undefined;
    for (const hit of found.data?.products ?? []) {
      const product = await client.GET('/api/v2/products/{slugOrId}', {
        params: { path: { slugOrId: hit.slug } },
      });
      expect(product.data?.slug).toBe(hit.slug);
      if (!product.data || product.data.package_components || product.data.age_restricted) continue;
      variant = product.data.variants.find((v) => v.total_on_hand > 0);
      if (variant) break;
    }
    expect(variant?.id).toBeGreaterThan(0);

    const cart = await client.POST('/api/v2/orders/{number}/line_items', {
      params: { path: { number: '0' } },
      body: { line_item: { variant_id: Number(variant?.id), quantity: 1 } },
    });
    expect(cart.response.status, JSON.stringify(cart.error)).toBe(200);
    expect(cart.data?.line_items.map((l) => l.variant_id)).toEqual([variant?.id]);

    const missing = await client.GET('/api/v2/products/{slugOrId}', {
      params: { path: { slugOrId: 'no-such-product' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({
      error: expect.any(String),
      request_id: expect.any(String),
    });
  });
});
