import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { getBrand, listBrands } from './brands.ts';
import { productRail, shopperVisible } from './product-cards.ts';
import { catalogBrand, catalogProduct } from './schema.ts';

const now = new Date('2026-11-22T12:00:00Z');
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 150, now: new Date('2026-11-22T00:00:00Z') });
});

afterAll(async () => {
  await testDb?.dispose();
});

const ctx = () => createContext(testDb.database.db, 'mn', now);

describe(`brands on ${testDatabaseKind()}`, () => {
  it('lists every brand by name, accents ignored, with 999 per page', async () => {
    const [total] = await testDb.database.db.select({ n: count() }).from(catalogBrand);
    const all = await listBrands(ctx(), { page: 1, perPage: 999 });
    expect(all.brands).toHaveLength(total!.n);
    expect(all).toMatchObject({ total_count: total!.n, current_page: 1, pages: 1 });
    const keys = all.brands.map((b) =>
      b.name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(),
    );
    expect(keys).toEqual([...keys].sort());
    // "Üseg" sorts among the U's, not after Z.
    const names = all.brands.map((b) => b.name);
    expect(names.indexOf('Üseg Stationery')).toBeLessThan(names.indexOf('Vellora Milano'));
    expect(names.indexOf('Üseg Stationery')).toBeGreaterThan(names.indexOf('Tuul Textile'));
  });

  it('pages through the brands without gaps or repeats', async () => {
    const all = (await listBrands(ctx(), { page: 1, perPage: 999 })).brands;
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.length / 10); page++) {
      const result = await listBrands(ctx(), { page, perPage: 10 });
      expect(result.pages).toBe(Math.ceil(all.length / 10));
      pages.push(...result.brands);
    }
    expect(pages.map((b) => b.id)).toEqual(all.map((b) => b.id));
    const past = await listBrands(ctx(), { page: 99, perPage: 10 });
    expect(past).toMatchObject({ brands: [], count: 0, total_count: all.length });
  });

  it('counts only the products a shopper can see', async () => {
    const brand = (await getBrand(ctx(), 'NOMAD'))!;
    const [visible] = await testDb.database.db
      .select({ n: count() })
      .from(catalogProduct)
      .where(and(eq(catalogProduct.brandId, brand.id), shopperVisible(now)));
    expect(brand.product_count).toBe(visible!.n);
    expect(brand.product_count).toBeGreaterThan(0);

    const rail = await productRail(ctx(), { sort: 'date_desc', brandId: brand.id, limit: 100 });
    expect(rail).toHaveLength(brand.product_count);
    const [hidden] = rail;
    await testDb.database.db
      .update(catalogProduct)
      .set({ totalOnHand: 0 })
      .where(eq(catalogProduct.id, hidden!.id));
    expect((await getBrand(ctx(), 'NOMAD'))!.product_count).toBe(brand.product_count - 1);
  });

  it('finds a brand by its code and answers null for an unknown one', async () => {
    expect(await getBrand(ctx(), 'FLORA')).toMatchObject({
      code: 'FLORA',
      name: 'Floravelle',
      country: 'NL',
      logo: expect.stringMatching(/^\/media\/logo\/\d+\/.+\.svg$/),
    });
    expect(await getBrand(ctx(), 'NO-SUCH-BRAND')).toBeNull();
  });
});
