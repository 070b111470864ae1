import { catalog, createContext } from '@shop/core';
import { tables } from '@shop/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import type { ShopLoadContext } from '../context.ts';
import { loader } from './product-short-link.tsx';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 12 });
});

afterAll(async () => {
  await testDb?.dispose();
});

/** The short link's answer: where it sends the shopper, or the status it refused with. */
async function follow(id: string, locale?: string): Promise<string | number> {
  const context = { database: testDb.database } as ShopLoadContext;
  try {
    const response = await loader({
      params: { id, locale },
      context,
      request: new Request(`http://shop.test/p/${id}`),
    } as unknown as Parameters<typeof loader>[0]);
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.headers.get('location') ?? '';
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

/** A product a shopper can see, from the catalogue's own list of them. */
async function visibleProduct() {
  const ctx = createContext(testDb.database.db);
  for await (const batch of catalog.visibleProductUrls(ctx, { offset: 0, limit: 1 })) {
    if (batch[0]) return batch[0];
  }
  throw new Error('no visible product');
}

describe(`a product's short link on ${testDatabaseKind()}`, () => {
  it('sends the shopper to the product’s page in their language, as it is named now', async () => {
    const product = await visibleProduct();
    expect(await follow(String(product.id))).toBe(`/products/${product.slug}`);
    expect(await follow(String(product.id), 'en')).toBe(`/en/products/${product.slug}`);

    // Renamed since the SMS went out: the same link finds it.
    const renamed = `${product.slug}-shine`;
    await testDb.database.db
      .update(tables.catalogProduct)
      .set({ slug: renamed })
      .where(eq(tables.catalogProduct.id, product.id));
    expect(await follow(String(product.id))).toBe(`/products/${renamed}`);
  });

  it('is not found for a hidden product, one that does not exist, or no id at all', async () => {
    const product = await visibleProduct();
    await testDb.database.db
      .update(tables.catalogProduct)
      .set({ availableOn: new Date(Date.now() + 86_400_000) })
      .where(eq(tables.catalogProduct.id, product.id));
    expect(await follow(String(product.id))).toBe(404);
    for (const id of ['999999', '2147483648', '0', '-1', '1e3', '0x10', 'abc', ''])
      expect(await follow(id), id).toBe(404);
  });
});
