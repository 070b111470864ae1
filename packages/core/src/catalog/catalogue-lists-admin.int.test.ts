import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { reindexProductsOf, searchForShopper } from '../search/index.ts';
import { AppError } from '../shared/index.ts';
import { OrderFixtures, temporaryMediaStore } from '../testing/index.ts';
import { auditLog } from './audit.ts';
import {
  brandForStaff,
  brandsForStaff,
  createBrand,
  deleteBrand,
  updateBrand,
} from './brand-admin.ts';
import { getBrand } from './brands.ts';
import {
  createTaxon,
  deleteTaxon,
  moveTaxon,
  reorderTaxons,
  shiftTaxon,
  taxonForStaff,
  taxonSlug,
  taxonsForStaff,
  updateTaxon,
} from './taxon-admin.ts';
import { createVendor, deleteVendor, updateVendor, vendorsForStaff } from './vendor-admin.ts';

let testDb: TestDatabase;
let media: Awaited<ReturnType<typeof temporaryMediaStore>>;
let staff: number;
const ctx = (locale: 'mn' | 'en' = 'en') => createContext(testDb.database.db, locale);

beforeAll(async () => {
  testDb = await freshDatabase({ products: 40 });
  media = await temporaryMediaStore();
  staff = await new OrderFixtures(ctx()).user();
});

afterAll(async () => {
  await testDb?.dispose();
  await media?.remove();
});

/** What a refusal says: its type, message key and the fields it names. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { type: error.type, key: error.messageKey, fields: Object.keys(error.fieldErrors ?? {}) };
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0396b' } })
    .png()
    .toBuffer();

/** A category that has published products of its own, and those products. */
async function leafWithProducts(): Promise<{ taxonId: number; productIds: number[] }> {
  const rows = await queryRows<{ taxon_id: number; id: number }>(
    testDb.database.db,
    sql`select taxon_id, id from catalog_product where status = 'published' order by taxon_id, id`,
  );
  const taxonId = Number(rows[0]?.taxon_id);
  return {
    taxonId,
    productIds: rows.filter((r) => Number(r.taxon_id) === taxonId).map((r) => Number(r.id)),
  };
}

const lastAudit = async (entity: 'taxon' | 'brand' | 'vendor', entityId?: number) =>
  (await auditLog(ctx(), { entity, entityId, page: 1 })).entries[0];

describe(`categories, brands and vendors for staff on ${testDatabaseKind()}`, () => {
  it('writes a Mongolian name in Latin letters for a category address', () => {
    expect(taxonSlug('Өвлийн цэцэг')).toBe('ovliin-tsetseg');
    expect(taxonSlug('Хүүхдийн ХУВЦАС')).toBe('khuukhdiin-khuvtsas');
    expect(taxonSlug('Spring Roses!')).toBe('spring-roses');
  });

  it("counts a category's products with those of every category below it", async () => {
    const { taxons } = await taxonsForStaff(ctx(), { page: 1 });
    const everyTaxon = [...taxons];
    for (let page = 2; everyTaxon.length < (await taxonsForStaff(ctx(), {})).total; page++) {
      everyTaxon.push(...(await taxonsForStaff(ctx(), { page })).taxons);
    }
    const top = everyTaxon.find((t) => t.parent_id === null && t.child_count > 0);
    if (!top) throw new Error('no category with subcategories');
    const below = everyTaxon.filter(
      (t) => t.permalink === top.permalink || t.permalink.startsWith(`${top.permalink}/`),
    );
    const filed = below.reduce((sum, t) => sum + t.product_count, 0);
    expect(filed).toBeGreaterThan(top.product_count);
    expect(top.products_in_tree).toBe(filed);
    // A category without subcategories: its own products.
    const leaf = everyTaxon.find((t) => t.child_count === 0 && t.product_count > 0);
    expect(leaf?.products_in_tree).toBe(leaf?.product_count);
  });

  it('adds a category last under its parent, with its address made from its name, and logs it', async () => {
    const parent = (await taxonsForStaff(ctx(), {})).taxons[0];
    if (!parent) throw new Error('no category');
    const taxon = await createTaxon(ctx(), staff, {
      name: 'Өвлийн цэцэг',
      translations: { en: { name: '' }, ru: { name: 'Зимние цветы' } },
      parentId: parent.id,
    });
    expect(taxon).toMatchObject({
      parent_id: parent.id,
      slug: 'ovliin-tsetseg',
      permalink: `${parent.permalink}/ovliin-tsetseg`,
      depth: parent.depth + 1,
      position: parent.child_count,
      translations: { ru: { name: 'Зимние цветы' } },
    });
    const entry = await lastAudit('taxon', taxon.id);
    expect(entry).toMatchObject({ action: 'create', staff_user_id: staff, before: null });
    expect(entry?.after).toMatchObject({ name: 'Өвлийн цэцэг', permalink: taxon.permalink });

    // A second one of the same name gets the next free address; a typed taken one is refused.
    const again = await createTaxon(ctx(), staff, { name: 'Өвлийн цэцэг', parentId: parent.id });
    expect(again.slug).toBe('ovliin-tsetseg-2');
    expect(
      await refusal(
        createTaxon(ctx(), staff, { name: 'Х', parentId: parent.id, slug: 'ovliin-tsetseg' }),
      ),
    ).toEqual({ type: 'invalid_input', key: 'error.invalid_input', fields: ['slug'] });
    // The Mongolian name is required; the other locales are not.
    expect(await refusal(createTaxon(ctx(), staff, { name: '  ', parentId: null }))).toMatchObject({
      fields: ['name'],
    });
    expect(
      await refusal(
        createTaxon(ctx(), staff, {
          name: 'Урт',
          translations: { it: { name: 'x'.repeat(121) } },
          parentId: null,
        }),
      ),
    ).toMatchObject({ fields: ['name_it'] });
  });

  it('finds a renamed category’s products by the new name once they are reindexed', async () => {
    const { taxonId, productIds } = await leafWithProducts();
    const before = await taxonForStaff(ctx(), taxonId);
    const change = await updateTaxon(ctx(), staff, taxonId, {
      name: before.name,
      translations: { ...before.translations, en: { name: 'Zephyrantha' } },
      slug: before.slug,
      parentId: before.parent_id,
    });
    expect(change.productIds).toEqual(expect.arrayContaining(productIds));
    expect(change.record.permalink).toBe(before.permalink);
    await reindexProductsOf(ctx(), change.productIds);
    const { hits } = await searchForShopper(ctx(), {
      q: 'zephyrantha',
      availability: 'all',
      perPage: 100,
    });
    expect(hits.map((h) => h.id).sort((a, b) => a - b)).toEqual(expect.arrayContaining(productIds));
    const entry = await lastAudit('taxon', taxonId);
    expect(entry).toMatchObject({
      action: 'update',
      before: { translations: { en: { name: before.translations.en?.name } } },
      after: { translations: { en: { name: 'Zephyrantha' } } },
    });
  });

  it('moves a branch: the addresses and depths below follow, and products are given back', async () => {
    const top = await createTaxon(ctx(), staff, { name: 'Салбар', parentId: null, slug: 'branch' });
    const child = await createTaxon(ctx(), staff, { name: 'Хүү', parentId: top.id, slug: 'kid' });
    const grandchild = await createTaxon(ctx(), staff, { name: 'Ач', parentId: child.id });
    const other = await createTaxon(ctx(), staff, { name: 'Өөр', parentId: null, slug: 'other' });
    const { taxonId, productIds } = await leafWithProducts();
    // The leaf with products comes along to the branch, so the move has products to give.
    const leaf = await moveTaxon(ctx(), staff, taxonId, grandchild.id);
    expect(leaf.record.permalink).toBe(`branch/kid/${grandchild.slug}/${leaf.record.slug}`);
    expect(leaf.productIds).toEqual(productIds);

    const moved = await moveTaxon(ctx(), staff, child.id, other.id);
    expect(moved.record).toMatchObject({ permalink: 'other/kid', depth: 1, parent_id: other.id });
    expect(moved.productIds).toEqual(productIds);
    const below = await taxonForStaff(ctx(), grandchild.id);
    expect(below).toMatchObject({ permalink: `other/kid/${grandchild.slug}`, depth: 2 });
    expect((await taxonForStaff(ctx(), taxonId)).depth).toBe(3);

    // Never under itself or its own branch, and never deeper than products can say.
    expect(await refusal(moveTaxon(ctx(), staff, child.id, grandchild.id))).toMatchObject({
      fields: ['parent_id'],
    });
    expect(await refusal(moveTaxon(ctx(), staff, child.id, child.id))).toMatchObject({
      fields: ['parent_id'],
    });
    const deep = await createTaxon(ctx(), staff, { name: 'Гүн', parentId: taxonId });
    expect(deep.depth).toBe(4);
    expect(await refusal(createTaxon(ctx(), staff, { name: 'Хэт', parentId: deep.id }))).toEqual({
      type: 'invalid_input',
      key: 'error.invalid_input',
      fields: ['parent_id'],
    });
    await deleteTaxon(ctx(), staff, deep.id);
  });

  it('puts siblings in a new order, one step at a time or all at once, and refuses a stale list', async () => {
    const parent = await createTaxon(ctx(), staff, { name: 'Эрэмбэ', parentId: null });
    const [a, b, c] = [
      await createTaxon(ctx(), staff, { name: 'А', parentId: parent.id, slug: 'a' }),
      await createTaxon(ctx(), staff, { name: 'Б', parentId: parent.id, slug: 'b' }),
      await createTaxon(ctx(), staff, { name: 'В', parentId: parent.id, slug: 'c' }),
    ];
    if (!a || !b || !c) throw new Error('unreachable');
    const order = async () =>
      (await taxonsForStaff(ctx(), {})).taxons
        .filter((t) => t.parent_id === parent.id)
        .map((t) => t.id);
    expect(await order()).toEqual([a.id, b.id, c.id]);
    await shiftTaxon(ctx(), staff, c.id, 'up');
    expect(await order()).toEqual([a.id, c.id, b.id]);
    await shiftTaxon(ctx(), staff, a.id, 'up');
    expect(await order()).toEqual([a.id, c.id, b.id]);
    await reorderTaxons(ctx(), staff, parent.id, [b.id, a.id, c.id]);
    expect(await order()).toEqual([b.id, a.id, c.id]);
    expect(await lastAudit('taxon', parent.id)).toMatchObject({
      action: 'reorder',
      before: { parent_id: parent.id, order: [a.id, c.id, b.id] },
      after: { parent_id: parent.id, order: [b.id, a.id, c.id] },
    });
    expect(await refusal(reorderTaxons(ctx(), staff, parent.id, [b.id, a.id]))).toMatchObject({
      type: 'conflict',
      key: 'staff.catalogue.order_changed',
    });
    // A category that leaves closes the gap behind it.
    await deleteTaxon(ctx(), staff, a.id);
    const left = (await taxonsForStaff(ctx(), {})).taxons.filter((t) => t.parent_id === parent.id);
    expect(left.map((t) => [t.id, t.position])).toEqual([
      [b.id, 0],
      [c.id, 1],
    ]);
  });

  it('refuses to delete a category with categories or products under it, and logs a delete', async () => {
    const { taxonId } = await leafWithProducts();
    expect(await refusal(deleteTaxon(ctx(), staff, taxonId))).toMatchObject({
      type: 'conflict',
      key: 'staff.catalogue.taxon_in_use',
    });
    const parent = await createTaxon(ctx(), staff, { name: 'Устгах', parentId: null });
    const child = await createTaxon(ctx(), staff, { name: 'Хүүхэд', parentId: parent.id });
    expect(await refusal(deleteTaxon(ctx(), staff, parent.id))).toMatchObject({
      type: 'conflict',
      key: 'staff.catalogue.taxon_has_children',
    });
    await deleteTaxon(ctx(), staff, child.id);
    await deleteTaxon(ctx(), staff, parent.id);
    expect(await refusal(taxonForStaff(ctx(), parent.id))).toMatchObject({ type: 'not_found' });
    expect(await lastAudit('taxon', parent.id)).toMatchObject({ action: 'delete', after: null });
  });

  it('adds a brand with a logo made safe, renames it in English for English shoppers, and logs both', async () => {
    const brand = await createBrand(ctx(), staff, {
      code: 'ZEPHYR',
      name: 'Зефир',
      translations: { en: { name: 'Zephyr Flowers' } },
      country: 'mn',
      logo: { upload: { bytes: await png(), name: 'logo.png' }, store: media.store },
    });
    expect(brand).toMatchObject({ code: 'ZEPHYR', country: 'MN', product_count: 0 });
    expect(brand.logo).toMatch(/^\/media\/brands\/[\w-]+-l\.webp$/);
    const key = brand.logo.replace(/^\/media\//, '');
    expect(await media.store.get(key)).not.toBeNull();
    expect((await getBrand(ctx('en'), 'ZEPHYR'))?.name).toBe('Zephyr Flowers');
    expect((await getBrand(ctx('mn'), 'ZEPHYR'))?.name).toBe('Зефир');
    expect((await brandsForStaff(ctx(), { q: 'zephyr flo' })).brands.map((b) => b.id)).toEqual([
      brand.id,
    ]);

    expect(await refusal(createBrand(ctx(), staff, { code: 'zephyr', name: 'Өөр' }))).toMatchObject(
      { fields: ['code'] },
    );
    // A file that is no picture refuses the form, and no brand is added.
    expect(
      await refusal(
        createBrand(ctx(), staff, {
          code: 'NOPIC',
          name: 'Зураггүй',
          logo: { upload: { bytes: new Uint8Array([1, 2, 3]), name: 'x.png' }, store: media.store },
        }),
      ),
    ).toMatchObject({ fields: ['logo'] });
    expect((await brandsForStaff(ctx(), { q: 'NOPIC' })).total).toBe(0);

    // A new logo replaces the old one, whose files go.
    const changed = await updateBrand(ctx(), staff, brand.id, {
      code: 'ZEPHYR',
      name: 'Зефир цэцэг',
      logo: { upload: { bytes: await png(), name: 'new.png' }, store: media.store },
    });
    expect(changed.record.logo).not.toBe(brand.logo);
    expect(await media.store.get(key)).toBeNull();
    expect(changed.record.translations).toEqual({});
    expect(await lastAudit('brand', brand.id)).toMatchObject({
      action: 'update',
      before: { name: 'Зефир', logo: brand.logo },
      after: { name: 'Зефир цэцэг', logo: changed.record.logo },
    });
    await deleteBrand(ctx(), staff, brand.id);
    expect(await lastAudit('brand', brand.id)).toMatchObject({ action: 'delete', after: null });
  });

  it('gives back a renamed brand’s products, and refuses to delete a brand products name', async () => {
    const [row] = await queryRows<{ brand_id: number }>(
      testDb.database.db,
      sql`select brand_id from catalog_product where brand_id is not null order by id limit 1`,
    );
    const brandId = Number(row?.brand_id);
    const brand = await brandForStaff(ctx(), brandId);
    const change = await updateBrand(ctx(), staff, brandId, {
      code: brand.code,
      name: `${brand.name} Zest`,
      country: brand.country,
    });
    expect(change.productIds.length).toBe(brand.product_count);
    expect(await refusal(deleteBrand(ctx(), staff, brandId))).toMatchObject({
      type: 'conflict',
      key: 'staff.catalogue.brand_in_use',
    });
  });

  it('adds, changes and deletes a vendor with its words about itself in each locale', async () => {
    const vendor = await createVendor(ctx(), staff, {
      code: 'zephyr-store',
      name: 'Зефир дэлгүүр',
      about: 'Хаврын цэцэг',
      translations: { en: { name: 'Zephyr Store', about: 'Spring flowers' } },
    });
    expect(vendor.logo).toMatch(/^\/media\/logo\/\d+\//);
    expect((await vendorsForStaff(ctx(), { q: 'spring' })).vendors.map((v) => v.id)).toEqual([
      vendor.id,
    ]);
    const changed = await updateVendor(ctx(), staff, vendor.id, {
      code: 'zephyr-shop',
      name: 'Зефир дэлгүүр',
      about: '',
      translations: { en: { name: 'Zephyr Shop', about: '' } },
    });
    expect(changed.record).toMatchObject({
      code: 'zephyr-shop',
      about: null,
      translations: { en: { name: 'Zephyr Shop' } },
    });
    expect(changed.productIds).toEqual([]);
    await deleteVendor(ctx(), staff, vendor.id);
    expect(
      (await auditLog(ctx(), { entity: 'vendor', entityId: vendor.id, page: 1 })).entries.map(
        (e) => e.action,
      ),
    ).toEqual(['delete', 'update', 'create']);

    const [used] = await queryRows<{ vendor_id: number }>(
      testDb.database.db,
      sql`select vendor_id from catalog_product where vendor_id is not null limit 1`,
    );
    expect(await refusal(deleteVendor(ctx(), staff, Number(used?.vendor_id)))).toMatchObject({
      type: 'conflict',
      key: 'staff.catalogue.vendor_in_use',
    });
  });
});
