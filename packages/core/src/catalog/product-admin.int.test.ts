import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { addItem } from '../cart/index.ts';
import { completeOrder } from '../checkout/index.ts';
import { createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { listStoreLocations } from '../inventory/index.ts';
import { reindexProductsOf, searchForShopper } from '../search/index.ts';
import { OrderFixtures, refusal, temporaryMediaStore } from '../testing/index.ts';
import { auditLog } from './audit.ts';
import {
  createProduct,
  duplicateProduct,
  productForEditing,
  setProductStatus,
  updateProduct,
} from './product-admin.ts';
import { productDetail } from './product-detail.ts';
import { type ProductInput, productInput } from './product-input.ts';
import {
  addProductPicture,
  makeMainPicture,
  moveProductPicture,
  removeProductPicture,
} from './product-pictures.ts';
import { changeStock } from './stock-changes.ts';
import { variantOffers } from './variant-offers.ts';

let testDb: TestDatabase;
let fixtures: OrderFixtures;
const ctx = () => createContext(testDb.database.db, 'en');
let staffUserId: number;
let leaf: { id: number; permalink: string };
let colors: string[];
let store: number;
let media: Awaited<ReturnType<typeof temporaryMediaStore>>;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  fixtures = await new OrderFixtures(ctx()).load();
  staffUserId = await fixtures.user();
  [leaf] = (await queryRows<{ id: number; permalink: string }>(
    testDb.database.db,
    sql`select id, permalink from catalog_taxon t
        where not exists (select 1 from catalog_taxon c where c.parent_id = t.id) order by id limit 1`,
  )) as [{ id: number; permalink: string }];
  colors = (
    await queryRows<{ code: string }>(
      testDb.database.db,
      sql`select code from catalog_option_value where option_type = 'color' order by position limit 2`,
    )
  ).map((r) => r.code);
  store = (await listStoreLocations(ctx()))[0]?.id ?? 0;
  media = await temporaryMediaStore();
});

afterAll(async () => {
  await media?.remove();
  await testDb?.dispose();
});

let serial = 0;
/** A product as the editor would send it: two variants, names in mn and en. */
function bouquet(overrides: Partial<ProductInput> = {}): ProductInput {
  const n = ++serial;
  return productInput.parse({
    sku: `TEST-${n}`,
    names: { mn: `Цэнхэр мөрөөдөл ${n}`, en: `Blue dream ${n}` },
    descriptions: { mn: 'Хөх цэцгийн баглаа', en: 'A bunch of blue flowers' },
    taxonId: leaf.id,
    price: 85_000,
    availableOn: new Date('2026-01-01T00:00:00Z'),
    status: 'draft',
    keywords: [{ name: 'bluedream', mn: 'цэнхэр' }],
    properties: [{ label: { mn: 'Иш', en: 'Stems' }, value: { mn: '15', en: '15' } }],
    variants: [
      { sku: `TEST-${n}-S`, color: colors[0], size: 'S' },
      { sku: `TEST-${n}-L`, color: colors[1], size: 'L', price: 120_000 },
    ],
    ...overrides,
  });
}

async function photo(color: string) {
  return {
    name: 'IMG_0001.JPG',
    bytes: new Uint8Array(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
        .toBuffer(),
    ),
  };
}

/**
 * Stock for each variant at the first store, as the stock page would record it, and a photo
 * (shoppers are shown only products with a picture).
 */
async function stockUp(productId: number, units: number) {
  await addProductPicture(ctx(), media.store, staffUserId, productId, await photo('#3355ff'));
  const editable = await productForEditing(ctx(), productId);
  for (const v of editable.variants) {
    await changeStock(ctx(), {
      variantId: v.id,
      locationId: store,
      reason: 'delivery',
      quantity: units,
      staffUserId,
    });
  }
}

describe(`staff's products on ${testDatabaseKind()}`, () => {
  it('creates a draft that shoppers cannot see; published, it is in search and its category', async () => {
    const created = await createProduct(ctx(), staffUserId, bouquet());
    expect(created.slug).toMatch(/^blue-dream-\d+$/);
    await stockUp(created.id, 4);
    await reindexProductsOf(ctx(), [created.id]);
    expect(await productDetail(ctx(), created.slug)).toBeNull();
    const name = `Blue dream ${serial}`;
    expect((await searchForShopper(ctx(), { q: name })).hits.map((p) => p.id)).not.toContain(
      created.id,
    );

    await setProductStatus(ctx(), staffUserId, created.id, 'published');
    await reindexProductsOf(ctx(), [created.id]);
    const detail = await productDetail(ctx(), created.slug);
    expect(detail?.variants.map((v) => [v.sku, v.price])).toEqual([
      [`TEST-${serial}-S`, 85_000],
      [`TEST-${serial}-L`, 120_000],
    ]);
    expect(detail?.properties).toEqual([{ label: 'Stems', value: '15' }]);
    // Typed in Latin, the Mongolian name is found too (the shop's own search).
    const mn = createContext(testDb.database.db, 'mn');
    const byLatin = await searchForShopper(mn, {
      q: 'tsenkher moroodol',
      taxons: [leaf.permalink],
    });
    expect(byLatin.hits.map((p) => p.id)).toContain(created.id);
    const inCategory = await searchForShopper(ctx(), { taxons: [leaf.permalink], perPage: 100 });
    expect(inCategory.hits.map((p) => p.id)).toContain(created.id);

    const log = await auditLog(ctx(), { entity: 'product', entityId: created.id, page: 1 });
    expect(log.entries.map((e) => [e.action, e.staff_user_id])).toEqual([
      ['update', staffUserId],
      ['create', staffUserId],
    ]);
    expect(log.entries[0]?.before).toEqual({ status: 'draft' });
  });

  it('archives: the product leaves its page, search and the cart', async () => {
    const created = await createProduct(ctx(), staffUserId, bouquet({ status: 'published' }));
    await stockUp(created.id, 2);
    const [variant] = (await productForEditing(ctx(), created.id)).variants;
    const add = () =>
      addItem(
        ctx(),
        { userId: null, token: null },
        { orderNumber: '0', variantId: variant?.id ?? 0, quantity: 1 },
      );
    await add();
    const inCategory = async () =>
      (await searchForShopper(ctx(), { taxons: [leaf.permalink], perPage: 100 })).hits.map(
        (h) => h.id,
      );
    await reindexProductsOf(ctx(), [created.id]);
    expect(await inCategory()).toContain(created.id);
    await setProductStatus(ctx(), staffUserId, created.id, 'archived');
    await reindexProductsOf(ctx(), [created.id]);
    expect(await productDetail(ctx(), created.slug)).toBeNull();
    expect(await inCategory()).not.toContain(created.id);
    expect((await refusal(add())).messageKey).toBe('error.temporarily_unavailable');
  });

  it('changes a price for new carts and never for a placed order', async () => {
    const created = await createProduct(ctx(), staffUserId, bouquet({ status: 'published' }));
    await stockUp(created.id, 5);
    const editable = await productForEditing(ctx(), created.id);
    const variantId = editable.variants[0]?.id ?? 0;
    const placed = await fixtures.readyGuest(variantId);
    await completeOrder(ctx(), placed.owner, placed.number);

    const { variants, updatedAt: _u, pictures: _p, image: _i, id: _id, ...fields } = editable;
    await updateProduct(
      ctx(),
      staffUserId,
      created.id,
      productInput.parse({ ...fields, price: 99_000, variants }),
      editable.updatedAt,
    );
    const lines = await queryRows<{ price: number }>(
      testDb.database.db,
      sql`select l.price from order_line_item l join order_order o on o.id = l.order_id
          where o.number = ${placed.number}`,
    );
    expect(lines.map((l) => Number(l.price))).toEqual([85_000]);
    const fresh = await addItem(
      ctx(),
      { userId: null, token: null },
      { orderNumber: '0', variantId, quantity: 1 },
    );
    const cartLines = await queryRows<{ price: number }>(
      testDb.database.db,
      sql`select l.price from order_line_item l join order_order o on o.id = l.order_id
          where o.number = ${fresh.order.number}`,
    );
    expect(cartLines.map((l) => Number(l.price))).toEqual([99_000]);
  });

  it('refuses a save made on an older copy, a taken SKU, and a sale above the price', async () => {
    const created = await createProduct(ctx(), staffUserId, bouquet());
    const editable = await productForEditing(ctx(), created.id);
    const { variants, updatedAt, pictures: _p, image: _i, id: _id, ...fields } = editable;
    const input = productInput.parse({ ...fields, variants });
    await updateProduct(ctx(), staffUserId, created.id, input, updatedAt);
    const stale = await refusal(updateProduct(ctx(), staffUserId, created.id, input, updatedAt));
    expect([stale.type, stale.messageKey]).toEqual(['conflict', 'error.product_changed']);

    const [seeded] = await queryRows<{ sku: string }>(
      testDb.database.db,
      sql`select sku from catalog_variant order by id limit 1`,
    );
    const taken = await refusal(
      createProduct(
        ctx(),
        staffUserId,
        bouquet({
          variants: [{ sku: seeded?.sku ?? '', price: null, salePrice: null, weightGrams: 500 }],
        }),
      ),
    );
    expect(taken.fieldErrors).toEqual({ 'variants.0.sku': ['validation.sku_taken'] });

    const sale = productInput.safeParse({ ...bouquet(), salePrice: 90_000 });
    expect(sale.success).toBe(false);
    expect(sale.error?.issues.map((i) => i.message)).toEqual(['validation.sale_above_price']);
    const noMongolian = productInput.safeParse({
      ...bouquet(),
      names: { mn: ' ', en: 'Only English' },
    });
    expect(noMongolian.error?.issues.map((i) => i.path.join('.'))).toEqual(['names.mn']);
  });

  it('keeps the hours to report a damaged item, 24 unless chosen, shown on the product’s page', async () => {
    const created = await createProduct(ctx(), staffUserId, bouquet({ status: 'published' }));
    await stockUp(created.id, 3);
    expect((await productForEditing(ctx(), created.id)).returnNoticeHours).toBe(24);
    expect((await productDetail(ctx(), created.slug))?.return_notice_hours).toBe(24);

    const editable = await productForEditing(ctx(), created.id);
    const { variants, updatedAt, pictures: _p, image: _i, id: _id, ...fields } = editable;
    const input = productInput.parse({ ...fields, variants, returnNoticeHours: 72 });
    await updateProduct(ctx(), staffUserId, created.id, input, updatedAt);
    expect((await productForEditing(ctx(), created.id)).returnNoticeHours).toBe(72);
    expect((await productDetail(ctx(), created.slug))?.return_notice_hours).toBe(72);
    const [change] = (await auditLog(ctx(), { entity: 'product', entityId: created.id, page: 1 }))
      .entries;
    expect(change?.before).toMatchObject({ returnNoticeHours: 24 });
    expect(change?.after).toMatchObject({ returnNoticeHours: 72 });

    for (const hours of [36, 0, 24.5]) {
      const refused = productInput.safeParse({ ...bouquet(), returnNoticeHours: hours });
      expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['returnNoticeHours', 'validation.invalid_choice'],
      ]);
    }
  });

  it('keeps how soon a product can be sent, from stock unless chosen, in its detail and its offer', async () => {
    const created = await createProduct(ctx(), staffUserId, bouquet({ status: 'published' }));
    await stockUp(created.id, 3);
    expect((await productForEditing(ctx(), created.id)).deliveryLead).toBe('now');
    expect((await productDetail(ctx(), created.slug))?.delivery_lead).toBe('now');

    const editable = await productForEditing(ctx(), created.id);
    const { variants, updatedAt, pictures: _p, image: _i, id: _id, ...fields } = editable;
    const input = productInput.parse({ ...fields, variants, deliveryLead: '24-48h' });
    await updateProduct(ctx(), staffUserId, created.id, input, updatedAt);
    expect((await productForEditing(ctx(), created.id)).deliveryLead).toBe('24-48h');
    expect((await productDetail(ctx(), created.slug))?.delivery_lead).toBe('24-48h');
    const variantId = (await productForEditing(ctx(), created.id)).variants[0]?.id ?? 0;
    expect((await variantOffers(ctx(), [variantId])).get(variantId)?.deliveryLead).toBe('24-48h');
    const [change] = (await auditLog(ctx(), { entity: 'product', entityId: created.id, page: 1 }))
      .entries;
    expect(change?.before).toMatchObject({ deliveryLead: 'now' });
    expect(change?.after).toMatchObject({ deliveryLead: '24-48h' });

    for (const lead of ['14d', '', 48]) {
      const refused = productInput.safeParse({ ...bouquet(), deliveryLead: lead });
      expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['deliveryLead', 'validation.invalid_choice'],
      ]);
    }
  });

  it('lets one of many saves made at once on the same copy win; the others are told', async () => {
    const created = await createProduct(ctx(), staffUserId, bouquet());
    const editable = await productForEditing(ctx(), created.id);
    const { variants, updatedAt, pictures: _p, image: _i, id: _id, ...fields } = editable;
    // More saves at once than the database pool holds, each from the same loaded copy.
    const saves = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        updateProduct(
          ctx(),
          staffUserId,
          created.id,
          productInput.parse({ ...fields, price: 90_000 + i, variants }),
          updatedAt,
        ),
      ),
    );
    const won = saves.flatMap((s, i) => (s.status === 'fulfilled' ? [90_000 + i] : []));
    expect(won).toHaveLength(1);
    for (const s of saves) {
      if (s.status === 'rejected') expect(s.reason.messageKey).toBe('error.product_changed');
    }
    expect((await productForEditing(ctx(), created.id)).price).toBe(won[0]);
    const log = await auditLog(ctx(), { entity: 'product', entityId: created.id, page: 1 });
    expect(log.entries.filter((e) => e.action === 'update')).toHaveLength(1);
  });

  it('keeps a food’s nutrition facts and a package’s contents, and refuses an unknown SKU in it', async () => {
    const component = await createProduct(ctx(), staffUserId, bouquet());
    const componentSku = `TEST-${serial}`;
    const food = bouquet({
      nutrition: {
        energyKcal: 380,
        protein: 6.04,
        fat: 1.2,
        carbohydrates: 80,
        sugar: 2.5,
        salt: 0.123,
        ingredients: { mn: 'Гурил, ус', en: 'Flour, water' },
        allergens: { mn: 'Глютен' },
      },
      packageContents: [{ sku: componentSku, maxQty: 3 }],
    });
    const created = await createProduct(ctx(), staffUserId, food);
    const editable = await productForEditing(ctx(), created.id);
    expect(editable.nutrition).toEqual({
      energyKcal: 380,
      protein: 6,
      fat: 1.2,
      carbohydrates: 80,
      sugar: 2.5,
      salt: 0.12,
      ingredients: { mn: 'Гурил, ус', en: 'Flour, water' },
      allergens: { mn: 'Глютен' },
    });
    expect(editable.packageContents).toEqual([{ sku: componentSku, maxQty: 3 }]);
    expect(component.id).toBeGreaterThan(0);

    const unknown = await refusal(
      createProduct(
        ctx(),
        staffUserId,
        bouquet({ packageContents: [{ sku: 'NO-SUCH-SKU', maxQty: 2 }] }),
      ),
    );
    expect(unknown.fieldErrors).toEqual({
      'packageContents.0.sku': ['validation.package_unknown'],
    });
    const nested = await refusal(
      createProduct(
        ctx(),
        staffUserId,
        bouquet({ packageContents: [{ sku: editable.sku, maxQty: 2 }] }),
      ),
    );
    expect(nested.fieldErrors).toEqual({ 'packageContents.0.sku': ['validation.package_nested'] });

    // Not food any more: the facts go.
    const { variants, updatedAt, pictures: _p, image: _i, id: _id, ...fields } = editable;
    await updateProduct(
      ctx(),
      staffUserId,
      created.id,
      productInput.parse({ ...fields, nutrition: null, variants }),
      updatedAt,
    );
    expect((await productForEditing(ctx(), created.id)).nutrition).toBeNull();
  });

  it('duplicates as a draft with its own SKUs and slug', async () => {
    const created = await createProduct(ctx(), staffUserId, bouquet({ status: 'published' }));
    const copy = await duplicateProduct(ctx(), staffUserId, created.id);
    const again = await duplicateProduct(ctx(), staffUserId, created.id);
    const a = await productForEditing(ctx(), copy.id);
    const b = await productForEditing(ctx(), again.id);
    expect([a.status, a.sku, b.sku]).toEqual([
      'draft',
      `TEST-${serial}-copy`,
      `TEST-${serial}-copy-2`,
    ]);
    expect(a.variants.map((v) => v.sku)).toEqual([
      `TEST-${serial}-S-copy`,
      `TEST-${serial}-L-copy`,
    ]);
    expect(new Set([created.slug, copy.slug, again.slug]).size).toBe(3);
    expect(a.keywords).toEqual([{ name: 'bluedream', mn: 'цэнхэр' }]);
  });

  it('takes photos: made safe, the first is the main one, reordered and removed', async () => {
    {
      const created = await createProduct(ctx(), staffUserId, bouquet());
      const first = await addProductPicture(
        ctx(),
        media.store,
        staffUserId,
        created.id,
        await photo('#3355ff'),
      );
      const second = await addProductPicture(
        ctx(),
        media.store,
        staffUserId,
        created.id,
        await photo('#ff5533'),
      );
      expect((await productForEditing(ctx(), created.id)).image).toBe(first.url);
      expect(first.url).toMatch(/^\/media\/.+-l\.webp$/);

      await makeMainPicture(ctx(), staffUserId, created.id, second.id);
      let editable = await productForEditing(ctx(), created.id);
      expect([editable.image, editable.pictures.map((p) => p.id)]).toEqual([
        second.url,
        [second.id, first.id],
      ]);
      await moveProductPicture(ctx(), staffUserId, created.id, first.id, 'up');
      expect((await productForEditing(ctx(), created.id)).image).toBe(first.url);
      await moveProductPicture(ctx(), staffUserId, created.id, first.id, 'up');
      await moveProductPicture(ctx(), staffUserId, created.id, second.id, 'up');
      editable = await productForEditing(ctx(), created.id);
      expect(editable.pictures.map((p) => p.id)).toEqual([second.id, first.id]);
      await removeProductPicture(ctx(), staffUserId, created.id, second.id);
      editable = await productForEditing(ctx(), created.id);
      expect([editable.image, editable.pictures.map((p) => p.position)]).toEqual([first.url, [0]]);

      const notAPicture = await refusal(
        addProductPicture(ctx(), media.store, staffUserId, created.id, {
          name: 'photo.jpg',
          bytes: new TextEncoder().encode('<html>not a picture</html>'),
        }),
      );
      expect(notAPicture.fieldErrors).toEqual({ picture: ['validation.image_type'] });
    }
  });
});
