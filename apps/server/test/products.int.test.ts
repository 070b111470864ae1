import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp, type ShopApp } from '../src/app.ts';

const DAY = 86_400_000;
const seedDay = new Date();
seedDay.setUTCHours(0, 0, 0, 0);

let testDb: TestDatabase;
let app: ShopApp;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 300, now: seedDay });
  ({ app } = await buildApp({ database: testDb.database }));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await testDb.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers });
}

interface Detail {
  id: number;
  slug: string;
  sku: string;
  price: number;
  selling_price: number;
  sale_percent: number;
  images: string[];
  taxonomy: { id: number; depth: number; permalink: string }[];
  variants: {
    id: number;
    price: number;
    selling_price: number;
    total_on_hand: number;
    availability: string;
    option_values: { type: string; name: string; hex: string | null }[];
  }[];
  total_on_hand: number;
  availability: string;
  preorder: boolean;
  brand: { code: string } | null;
  store: { vendor_id: number } | null;
  properties: { label: string; value: string }[];
  keywords: { name: string; mn: string }[];
}

describe(`product detail API on ${testDatabaseKind()}`, () => {
  it('answers a product by slug and by id, with its variants, category path and stock', async () => {
    const [colored] = await rows<{ id: number; slug: string }>(
      sql`select p.id, p.slug from catalog_product p
          where exists (select 1 from catalog_variant v
                        where v.product_id = p.id and v.option_values ? 'color')
          order by p.id limit 1`,
    );
    const bySlug = await get(`/api/v2/products/${colored?.slug}?locale=en`);
    expect(bySlug.statusCode).toBe(200);
    const product = bySlug.json() as Detail;
    const byId = (await get(`/api/v2/products/${colored?.id}?locale=en`)).json() as Detail;
    expect(byId).toEqual(product);

    expect(product.images.length).toBeGreaterThan(0);
    expect(product.taxonomy.map((t) => t.depth)).toEqual(product.taxonomy.map((_, i) => i));
    const leaf = product.taxonomy.at(-1);
    const [own] = await rows<{ taxon_id: number }>(
      sql`select taxon_id from catalog_product where id = ${product.id}`,
    );
    expect(leaf?.id).toBe(own?.taxon_id);
    expect(product.total_on_hand).toBe(product.variants.reduce((s, v) => s + v.total_on_hand, 0));
    const color = product.variants[0]?.option_values.find((o) => o.type === 'color');
    expect(color?.hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(color?.name).toMatch(/^[A-Z][a-z]+/);
    expect(product.brand?.code).toBeTruthy();
    expect(product.store?.vendor_id).toBeGreaterThan(0);
    expect(product.keywords.length).toBeGreaterThan(0);
  });

  it('charges the list price outside the sale window and the sale price inside it', async () => {
    const [onSale] = await rows<{ id: number }>(
      sql`select id from catalog_product where sale_percent > 0 order by id limit 1`,
    );
    const id = onSale?.id as number;
    await testDb.database.db.execute(
      sql`update catalog_product set sale_start_at = ${new Date(Date.now() - DAY)},
          sale_expire_at = ${new Date(Date.now() + 5 * DAY)} where id = ${id}`,
    );
    const during = (await get(`/api/v2/products/${id}`)).json() as Detail;
    expect(during.sale_percent).toBeGreaterThan(0);
    expect(during.selling_price).toBeLessThan(during.price);
    expect(during.variants.every((v) => v.selling_price < v.price)).toBe(true);

    await testDb.database.db.execute(
      sql`update catalog_product set sale_expire_at = ${new Date(Date.now() - 1000)} where id = ${id}`,
    );
    const after = (await get(`/api/v2/products/${id}`)).json() as Detail;
    expect(after).toMatchObject({ sale_percent: 0, selling_price: after.price });
    expect(after.variants.every((v) => v.selling_price === v.price)).toBe(true);
  });

  it('shows a product not yet available as a pre-order rather than hiding it', async () => {
    await testDb.database.db.execute(
      sql`update catalog_product set available_on = ${new Date(Date.now() + 10 * DAY)} where id = 7`,
    );
    const response = await get('/api/v2/products/7');
    expect(response.statusCode).toBe(200);
    expect(response.json().preorder).toBe(true);
  });

  it('translates names, specifications and answers 404 in the error shape', async () => {
    const mn = (await get('/api/v2/products/3')).json() as Detail;
    const en = (await get('/api/v2/products/3', { 'accept-language': 'en' })).json() as Detail;
    expect(mn.slug).toBe(en.slug);
    if (mn.properties.length) expect(mn.properties[0]?.label).not.toBe(en.properties[0]?.label);

    const missing = await get('/api/v2/products/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Хуудас олдсонгүй.',
      request_id: missing.headers['x-request-id'],
    });
    const missingEn = await get('/api/v2/products/999999?locale=en');
    expect(missingEn.statusCode).toBe(404);
    expect(missingEn.json().error).toBe('Not found.');
  });

  it('refuses a malformed id or slug with 400', async () => {
    for (const bad of ['Bad_Slug', 'a--b', '-a', '12345678901', '2147483648', '%D0%B1%D0%B0']) {
      const response = await get(`/api/v2/products/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().request_id).toBeTruthy();
    }
  });
});

describe(`related products and other models on ${testDatabaseKind()}`, () => {
  it('lists up to 30 shopper-visible products of the same category, never the product itself', async () => {
    const [product] = await rows<{ id: number; taxon_id: number }>(
      sql`select id, taxon_id from catalog_product where id = 11`,
    );
    const siblings = await rows<{ id: number }>(
      sql`select id from catalog_product where taxon_id = ${product?.taxon_id} and id <> 11
          and total_on_hand > 0 and image is not null order by id`,
    );
    expect(siblings.length).toBeGreaterThan(1);
    const hidden = siblings[0]?.id as number;
    await testDb.database.db.execute(
      sql`update catalog_product set total_on_hand = 0 where id = ${hidden}`,
    );
    const response = await get('/api/v2/products/11/related');
    expect(response.statusCode).toBe(200);
    const { related, other_models } = response.json() as {
      related: { id: number; total_on_hand: number }[];
      other_models: { id: number }[];
    };
    const ids = related.map((p) => p.id);
    expect(ids).not.toContain(11);
    expect(ids).not.toContain(hidden);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(30);
    const taxons = await rows<{ taxon_id: number }>(
      sql`select distinct taxon_id from catalog_product where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(taxons).toEqual([{ taxon_id: product?.taxon_id }]);
    expect(other_models.map((p) => p.id)).not.toContain(11);
  });

  it('finds other models by the SKU part before the first hyphen', async () => {
    const [series] = await rows<{ prefix: string; ids: number[] }>(
      sql`select split_part(sku, '-', 1) as prefix, array_agg(id order by id) as ids
          from catalog_product where total_on_hand > 0 and image is not null
            and available_on <= now()
          group by 1 having count(*) >= 2 order by 1 limit 1`,
    );
    expect(series).toBeDefined();
    const [first, ...others] = series?.ids ?? [];
    const body = (await get(`/api/v2/products/${first}/related`)).json();
    const found = body.other_models.map((p: { id: number }) => p.id);
    expect(found).toEqual(expect.arrayContaining(others));
    expect(found).not.toContain(first);
  });

  it('adds more like this: products sharing its names’ words, none already in the other lists', async () => {
    const [rose] = await rows<{ id: number; name: string }>(
      sql`select id, name from catalog_product where name like '%сарнай%' and total_on_hand > 0
          and image is not null order by id limit 1`,
    );
    expect(rose).toBeDefined();
    const response = await get(`/api/v2/products/${rose?.id}/related`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<
      'related' | 'other_models' | 'more_like_this',
      { id: number; name: string }[]
    >;
    expect(body.more_like_this.length).toBeGreaterThan(0);
    expect(body.more_like_this.length).toBeLessThanOrEqual(20);
    const elsewhere = new Set([
      rose?.id,
      ...body.related.map((p) => p.id),
      ...body.other_models.map((p) => p.id),
    ]);
    for (const p of body.more_like_this) expect(elsewhere.has(p.id), p.name).toBe(false);
    // The roses are in `related`; the best of the rest shares a word of the rose's name.
    const words = (name = '') =>
      name
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length >= 3);
    const shared = words(body.more_like_this[0]?.name).filter((w) => words(rose?.name).includes(w));
    expect(shared.length, `${rose?.name} / ${body.more_like_this[0]?.name}`).toBeGreaterThan(0);
  });

  it('answers 404 for the related products of an unknown product', async () => {
    expect((await get('/api/v2/products/nothing-here-9/related')).statusCode).toBe(404);
  });
});

describe(`stock per store location on ${testDatabaseKind()}`, () => {
  it('lists every store with its hours, count on hand and availability label', async () => {
    const product = (await get('/api/v2/products/5')).json() as Detail;
    const variant = product.variants[0];
    const response = await get(`/api/v2/products/0/variants/${variant?.id}/stock_items`);
    expect(response.statusCode).toBe(200);
    const items = response.json().stock_items as {
      name: string;
      opens_at: string;
      closes_at: string;
      count_on_hand: number;
      availability: string;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.reduce((s, i) => s + i.count_on_hand, 0)).toBe(variant?.total_on_hand);
    for (const item of items) {
      expect(item.opens_at).toBe('11:00');
      if (item.count_on_hand === 0)
        expect(['out_of_stock', 'sold_out']).toContain(item.availability);
      if (item.count_on_hand >= 1 && item.count_on_hand <= 5)
        expect(item.availability).toBe('low_stock');
    }
  });

  it('answers an unknown variant with 404 and a malformed one with 400', async () => {
    expect((await get('/api/v2/products/0/variants/99999999/stock_items')).statusCode).toBe(404);
    expect((await get('/api/v2/products/0/variants/abc/stock_items')).statusCode).toBe(400);
    expect((await get('/api/v2/products/0/variants/0/stock_items')).statusCode).toBe(400);
  });
});

describe(`nutrition on ${testDatabaseKind()}`, () => {
  it('gives food its facts per 100 g with ingredients and allergens in the locale', async () => {
    const [food] = await rows<{ product_id: number }>(
      sql`select product_id from catalog_nutrition order by product_id limit 1`,
    );
    const response = await get(`/api/v2/products/${food?.product_id}/nutrition?locale=en`);
    expect(response.statusCode).toBe(200);
    const facts = response.json();
    expect(facts).toMatchObject({ product_id: food?.product_id, per: '100g' });
    expect(facts.energy_kcal).toBeGreaterThan(20);
    expect(facts.sugar).toBeLessThanOrEqual(facts.carbohydrates);
    expect(
      Math.abs(facts.energy_kcal - (4 * facts.protein + 9 * facts.fat + 4 * facts.carbohydrates)),
    ).toBeLessThanOrEqual(1);
    expect(facts.ingredients).toMatch(/^[\x20-\x7e%]+$/);
    const mn = (await get(`/api/v2/products/${food?.product_id}/nutrition`)).json();
    expect(mn.allergens).toMatch(/[а-яөү]/i);
  });

  it('answers 404 for a product that is not food', async () => {
    const [other] = await rows<{ id: number }>(
      sql`select id from catalog_product p
          where not exists (select 1 from catalog_nutrition n where n.product_id = p.id)
          order by id limit 1`,
    );
    const response = await get(`/api/v2/products/${other?.id}/nutrition`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Хуудас олдсонгүй.' });
  });

  it('documents the product endpoints in OpenAPI', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/products/{slugOrId}',
        '/api/v2/products/{slugOrId}/related',
        '/api/v2/products/0/variants/{id}/stock_items',
        '/api/v2/products/{slugOrId}/nutrition',
      ]),
    );
  });
});
