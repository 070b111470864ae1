import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { shopperVisible } from './product-cards.ts';
import { catalogProduct, catalogVendor } from './schema.ts';
import { brandVendors, getVendor, listVendors, vendorPage, vendorProducts } from './vendors.ts';

const now = new Date('2026-11-22T12:00:00Z');
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 150, now: new Date('2026-11-22T00:00:00Z') });
});

afterAll(async () => {
  await testDb?.dispose();
});

const ctx = (locale: 'mn' | 'en' | 'cn' = 'mn') => createContext(testDb.database.db, locale, now);

async function visibleOfVendor(vendorId: number) {
  const [row] = await testDb.database.db
    .select({ n: count() })
    .from(catalogProduct)
    .where(and(eq(catalogProduct.vendorId, vendorId), shopperVisible(now)));
  return row!.n;
}

describe(`vendors on ${testDatabaseKind()}`, () => {
  it('lists the vendors, the shop itself first, with visible product counts', async () => {
    const [total] = await testDb.database.db.select({ n: count() }).from(catalogVendor);
    const list = await listVendors(ctx(), { page: 1, perPage: 20 });
    expect(list.total_count).toBe(total!.n);
    expect(list.vendors[0]).toMatchObject({ code: 'TSETSEG', name: 'Цэцэг Маркет' });
    for (const vendor of list.vendors) {
      expect(vendor.product_count).toBe(await visibleOfVendor(vendor.id));
    }
  });

  it('names a vendor and its story in the locale, falling back to Mongolian', async () => {
    expect(await getVendor(ctx('en'), 'TSETSEG')).toMatchObject({
      name: 'Tsetseg Market',
      about: expect.stringContaining('Ulaanbaatar'),
    });
    expect((await getVendor(ctx('cn'), 'TSETSEG'))?.name).toBe('策策格市场');
    await testDb.database.db
      .update(catalogVendor)
      .set({ translations: {} })
      .where(eq(catalogVendor.code, 'UNUR'));
    expect(await getVendor(ctx('en'), 'UNUR')).toMatchObject({
      name: 'Өнөр цэцгийн өргөө',
      about: expect.stringMatching(/[а-яөү]/),
    });
    expect(await getVendor(ctx(), 'NOBODY')).toBeNull();
  });

  it("pages through a vendor's visible products, newest first", async () => {
    const vendor = (await getVendor(ctx(), 'TSETSEG'))!;
    const first = await vendorProducts(ctx(), vendor.id, { page: 1, perPage: 5 });
    expect(first.total_count).toBe(vendor.product_count);
    expect(first.pages).toBe(Math.ceil(vendor.product_count / 5));
    const second = await vendorProducts(ctx(), vendor.id, { page: 2, perPage: 5 });
    const ids = [...first.products, ...second.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await vendorProducts(ctx(), vendor.id, { page: 1, perPage: 100 });
    expect(all.products.slice(0, 10).map((p) => p.id)).toEqual(ids);
    expect(all.products.every((p) => p.selling_price > 1 && p.total_on_hand > 0)).toBe(true);
  });

  it('answers a vendor page with its products, or null for an unknown code', async () => {
    const page = await vendorPage(ctx(), 'TSETSEG', { page: 1, perPage: 40 });
    expect(page?.vendor.code).toBe('TSETSEG');
    expect(page?.products.length).toBe(Math.min(40, page!.vendor.product_count));
    expect(await vendorPage(ctx(), 'NOBODY', { page: 1, perPage: 40 })).toBeNull();
  });

  it("names the vendors selling a brand's products, busiest first", async () => {
    const [brandRow] = await testDb.database.db
      .select({ brandId: catalogProduct.brandId })
      .from(catalogProduct)
      .where(shopperVisible(now))
      .limit(1);
    const vendors = await brandVendors(ctx(), brandRow!.brandId!);
    expect(vendors.length).toBeGreaterThan(0);
    const counts = vendors.map((v) => v.product_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [visible] = await testDb.database.db
      .select({ n: count() })
      .from(catalogProduct)
      .where(and(eq(catalogProduct.brandId, brandRow!.brandId!), shopperVisible(now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(visible!.n);
  });
});
