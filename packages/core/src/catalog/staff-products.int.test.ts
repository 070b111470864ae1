import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { canonicalWords, searchForShopper } from '../search/index.ts';
import { LOW_STOCK_MAX } from './availability.ts';
import { productsForStaff, type StaffProductQuery, staffProductChoices } from './staff-products.ts';
import { listTaxons } from './taxons.ts';

let testDb: TestDatabase;
const mn = () => createContext(testDb.database.db, 'mn');
const en = () => createContext(testDb.database.db, 'en');

interface Row {
  id: number;
  sku: string;
  name: string;
  brand_id: number | null;
  vendor_id: number | null;
  taxon_id: number;
}
let products: Row[];

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  products = await queryRows<Row>(
    testDb.database.db,
    sql`select id, sku, name, brand_id, vendor_id, taxon_id from catalog_product order by id`,
  );
});

afterAll(async () => {
  await testDb?.dispose();
});

const everything = { page: 1, perPage: 100 };
const idsOf = async (query: Partial<StaffProductQuery>, ctx = en()) =>
  (await productsForStaff(ctx, { ...everything, ...query })).products.map((p) => p.id).sort();
const exec = (statement: ReturnType<typeof sql>) =>
  queryRows(testDb.database.db, statement).then(() => undefined);

describe(`the back office's product list on ${testDatabaseKind()}`, () => {
  it('lists every product, drafts and archived ones too, and filters by status', async () => {
    const [draft, archived] = products.slice(-2);
    if (!draft || !archived) throw new Error('too few products');
    await exec(sql`update catalog_product set status = 'draft' where id = ${draft.id}`);
    await exec(sql`update catalog_product set status = 'archived' where id = ${archived.id}`);
    const all = await productsForStaff(en(), everything);
    expect(all.total).toBe(products.length);
    expect(all.products.map((p) => p.id)).toContain(draft.id);
    expect(await idsOf({ status: 'draft' })).toEqual([draft.id]);
    expect(await idsOf({ status: 'archived' })).toEqual([archived.id]);
    expect(await idsOf({ status: 'published' })).toHaveLength(products.length - 2);
    const listed = all.products.find((p) => p.id === draft.id);
    expect(listed).toMatchObject({ status: 'draft', sku: draft.sku, name: expect.any(String) });
    expect(listed?.variants).toBeGreaterThan(0);
  });

  it('names products, brands and categories in the reader’s language', async () => {
    const withBrand = products.find((p) => p.brand_id !== null);
    if (!withBrand) throw new Error('no product with a brand');
    const [inMn] = (await productsForStaff(mn(), { ...everything, q: withBrand.sku })).products;
    expect(inMn?.name).toBe(withBrand.name);
    expect(inMn?.brand).toEqual(expect.any(String));
    expect(inMn?.category).toEqual(expect.any(String));
  });

  it('pages through the list without repeating a product', async () => {
    const first = await productsForStaff(en(), { page: 1, perPage: 7 });
    const second = await productsForStaff(en(), { page: 2, perPage: 7 });
    expect(first.total).toBe(products.length);
    expect(second.total).toBe(products.length);
    expect(first.products).toHaveLength(7);
    expect(second.products).toHaveLength(7);
    const shown = new Set([...first.products, ...second.products].map((p) => p.id));
    expect(shown.size).toBe(14);
    const pages = Math.ceil(products.length / 7);
    const last = await productsForStaff(en(), { page: pages, perPage: 7 });
    expect(last.products).toHaveLength(products.length - (pages - 1) * 7);
    expect((await productsForStaff(en(), { page: pages + 1, perPage: 7 })).products).toEqual([]);
  });

  it('filters by brand, vendor, and a category with the ones below it', async () => {
    const brandId = products.find((p) => p.brand_id !== null)?.brand_id ?? 0;
    expect(await idsOf({ brandId })).toEqual(
      products.filter((p) => p.brand_id === brandId).map((p) => p.id),
    );
    const vendorId = products.find((p) => p.vendor_id !== null)?.vendor_id;
    if (vendorId) {
      expect(await idsOf({ vendorId })).toEqual(
        products.filter((p) => p.vendor_id === vendorId).map((p) => p.id),
      );
    }
    const taxons = await listTaxons(en());
    const leaf = products[0]?.taxon_id ?? 0;
    const parent = taxons.find((t) => t.id === leaf)?.parent_id;
    if (!parent) throw new Error('a product in a top category');
    const inLeaf = await idsOf({ taxonId: leaf });
    const inParent = await idsOf({ taxonId: parent });
    expect(inLeaf).toEqual(products.filter((p) => p.taxon_id === leaf).map((p) => p.id));
    expect(inParent.length).toBeGreaterThanOrEqual(inLeaf.length);
    expect(inParent).toEqual(expect.arrayContaining(inLeaf));
    expect(await idsOf({ taxonId: 999_999 })).toEqual([]);
    const choices = await staffProductChoices(en());
    expect(choices.brands.map((b) => b.id)).toContain(brandId);
  });

  it('filters by stock: sold out, few left, in stock', async () => {
    const [out, low, plenty] = products;
    if (!out || !low || !plenty) throw new Error('too few products');
    await exec(sql`update catalog_product set total_on_hand = 0 where id = ${out.id}`);
    await exec(
      sql`update catalog_product set total_on_hand = ${LOW_STOCK_MAX} where id = ${low.id}`,
    );
    await exec(sql`update catalog_product set total_on_hand = 500 where id = ${plenty.id}`);
    const sold = await idsOf({ stock: 'out' });
    const few = await idsOf({ stock: 'low' });
    const some = await idsOf({ stock: 'in' });
    expect(sold).toContain(out.id);
    expect(few).toContain(low.id);
    expect(few).not.toContain(plenty.id);
    expect(some).toEqual(expect.arrayContaining([low.id, plenty.id]));
    expect(some).not.toContain(out.id);
    expect(sold.length + some.length).toBe(products.length);
    const listed = await productsForStaff(en(), { ...everything, stock: 'low' });
    for (const p of listed.products) expect(p.total_on_hand).toBeLessThanOrEqual(LOW_STOCK_MAX);
  });

  it('finds by the start of a SKU and by a piece of a name in any language', async () => {
    const [product] = products;
    if (!product) throw new Error('no product');
    expect(await idsOf({ q: product.sku })).toContain(product.id);
    expect(await idsOf({ q: product.sku.slice(1) })).not.toContain(product.id);
    const piece = product.name.slice(1, 6).toUpperCase();
    expect(await idsOf({ q: piece })).toContain(product.id);
    // The English name of a product found in a Mongolian page's list.
    const [english] = await queryRows<{ name: string }>(
      testDb.database.db,
      sql`select translations->'en'->>'name' as name from catalog_product where id = ${product.id}`,
    );
    if (english?.name) expect(await idsOf({ q: english.name }, mn())).toContain(product.id);
    expect(await idsOf({ q: 'no such product anywhere' })).toEqual([]);
  });

  it('lists the shop search’s Latin-typed finds beside the direct matches, filters still on', async () => {
    // A published product with a Cyrillic name, written in Latin letters as a shopper would.
    const named = products.find(
      (p, i) => i < products.length - 2 && /^[а-яёөү]/i.test(p.name) && p.name.length > 4,
    );
    if (!named) throw new Error('no Cyrillic name');
    const latin = canonicalWords(named.name)[0] ?? '';
    expect(await idsOf({ q: latin })).not.toContain(named.id);
    const found = await searchForShopper(mn(), { q: latin, perPage: 100 });
    const ids = found.hits.map((h) => h.id);
    expect(ids).toContain(named.id);
    expect(await idsOf({ q: latin, ids })).toContain(named.id);
    expect(await idsOf({ q: latin, ids, status: 'draft' })).not.toContain(named.id);
  });
});
