import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { bulkInsert, type Cell, syncSequences } from './bulk-insert.ts';
import { planKeywords, planTaxons, translationsOf } from './catalog-plan.ts';
import { BRANDS } from './data/brands.ts';
import {
  BADGES,
  COLORS,
  CONFIGS,
  MENUS,
  type MenuSeed,
  NOTIFICATIONS,
  PRESETS,
} from './data/content.ts';
import { STORE_LOCATIONS } from './data/store-locations.ts';
import { VENDORS } from './data/vendors.ts';
import { POSTAL_ZONES } from './data/zones.ts';
import { makeProduct, type SeedProduct } from './product-factory.ts';

export const DEFAULT_PRODUCT_COUNT = 2000;
const BATCH = 2000;
const DAY = 86_400_000;

export interface SeedOptions {
  products?: number;
  /** The moment the shop's dates are relative to; defaults to the start of today (UTC). */
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

/** True when the catalogue already has products (the first start seeds, later ones do not). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalog_product`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

/** Fills an empty, migrated database with a believable, deterministic shop. */
export async function seedDatabase(
  db: Db,
  options: SeedOptions = {},
): Promise<{ products: number }> {
  const total = options.products ?? DEFAULT_PRODUCT_COUNT;
  const now = options.now ?? startOfToday();
  const taxons = planTaxons();
  const keywords = planKeywords(taxons);

  await seedReferenceData(db, now);
  await bulkInsert(
    db,
    'catalog_taxon',
    {
      id: 'int',
      parent_id: 'int',
      slug: 'text',
      permalink: 'text',
      name: 'text',
      translations: 'jsonb',
      depth: 'int',
      position: 'int',
      illustration: 'text',
    },
    taxons.map((t) => [
      t.id,
      t.parentId,
      t.slug,
      t.permalink,
      t.name.mn,
      translationsOf({ name: t.name }),
      t.depth,
      t.position,
      t.illustration,
    ]),
  );
  await bulkInsert(
    db,
    'catalog_keyword',
    { id: 'int', name: 'text', mn: 'text' },
    [...keywords].map(([name, k]) => [k.id, name, k.mn]),
  );

  const leaves = taxons.filter((t) => t.kinds.length > 0);
  let variantId = 0;
  const factory = {
    leaves,
    vendorCount: VENDORS.length,
    badgeCount: BADGES.length,
    locationCount: STORE_LOCATIONS.length,
    now,
  };
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    const products: SeedProduct[] = [];
    for (let id = from; id <= to; id++) products.push(makeProduct(factory, id, () => ++variantId));
    await insertProducts(db, products, keywords);
    options.onProgress?.(to, total);
  }
  await syncSequences(db, [
    'catalog_taxon',
    'catalog_brand',
    'catalog_vendor',
    'catalog_badge',
    'catalog_option_value',
    'catalog_product',
    'catalog_product_image',
    'catalog_variant',
    'catalog_keyword',
    'inventory_stock_location',
    'geo_postal_zone',
    'content_menu',
    'content_notification',
    'content_preset',
  ]);
  await db.execute(sql`analyze`);
  return { products: total };
}

async function insertProducts(
  db: Db,
  products: SeedProduct[],
  keywords: Map<string, { id: number }>,
): Promise<void> {
  await bulkInsert(
    db,
    'catalog_product',
    {
      id: 'int',
      slug: 'text',
      sku: 'text',
      name: 'text',
      description: 'text',
      translations: 'jsonb',
      brand_id: 'int',
      vendor_id: 'int',
      taxon_id: 'int',
      price: 'int',
      selling_price: 'int',
      sale_percent: 'int',
      sale_start_at: 'timestamptz',
      sale_expire_at: 'timestamptz',
      available_on: 'timestamptz',
      total_on_hand: 'int',
      image: 'text',
      average_rating: 'float8',
      total_reviews: 'int',
      badge_ids: 'int[]',
      gpc: 'text',
      gpc_txt: 'text',
      properties: 'jsonb',
      age_restricted: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    products.map((p) => [
      p.id,
      p.slug,
      p.sku,
      p.name.mn,
      p.description.mn,
      translationsOf({ name: p.name, description: p.description }),
      p.brandId,
      p.vendorId,
      p.taxonId,
      p.price,
      p.sellingPrice,
      p.salePercent,
      p.saleStartAt,
      p.saleExpireAt,
      p.availableOn,
      p.totalOnHand,
      p.images[0] ?? null,
      p.averageRating,
      p.totalReviews,
      `{${p.badgeIds.join(',')}}`,
      p.gpc,
      p.gpcText,
      p.properties ?? [],
      p.ageRestricted,
      p.availableOn,
      p.availableOn,
    ]),
  );
  await bulkInsert(
    db,
    'catalog_product_image',
    { product_id: 'int', url: 'text', position: 'int' },
    products.flatMap((p) => p.images.map((url, i): Cell[] => [p.id, url, i])),
  );
  await bulkInsert(
    db,
    'catalog_variant',
    {
      id: 'int',
      product_id: 'int',
      sku: 'text',
      price: 'int',
      selling_price: 'int',
      option_values: 'jsonb',
      image: 'text',
      position: 'int',
    },
    products.flatMap((p) =>
      p.variants.map((v): Cell[] => [
        v.id,
        p.id,
        v.sku,
        v.price,
        v.sellingPrice,
        v.optionValues,
        v.image,
        v.position,
      ]),
    ),
  );
  await bulkInsert(
    db,
    'inventory_stock_item',
    { variant_id: 'int', stock_location_id: 'int', count_on_hand: 'int' },
    products.flatMap((p) =>
      p.variants.flatMap((v) => v.stock.map((count, i): Cell[] => [v.id, i + 1, count])),
    ),
  );
  await bulkInsert(
    db,
    'catalog_product_keyword',
    { product_id: 'int', keyword_id: 'int' },
    products.flatMap((p) =>
      [...new Set(p.keywordNames)].map((name): Cell[] => [p.id, keywords.get(name)?.id ?? null]),
    ),
  );
}

async function seedReferenceData(db: Db, now: Date): Promise<void> {
  await bulkInsert(
    db,
    'catalog_brand',
    { id: 'int', code: 'text', name: 'text', logo: 'text', country: 'text' },
    BRANDS.map((b, i) => [
      i + 1,
      b.code,
      b.name,
      `/media/logo/${b.hue}/${encodeURIComponent(b.name)}.svg`,
      b.country,
    ]),
  );
  await bulkInsert(
    db,
    'catalog_vendor',
    { id: 'int', code: 'text', name: 'text', translations: 'jsonb', logo: 'text', about: 'text' },
    VENDORS.map((v, i) => [
      i + 1,
      v.code,
      v.name.mn,
      translationsOf({ name: v.name, about: v.about }),
      `/media/logo/${v.hue}/${encodeURIComponent(v.name.en)}.svg`,
      v.about.mn,
    ]),
  );
  await bulkInsert(
    db,
    'catalog_badge',
    { id: 'int', code: 'text', name: 'text', translations: 'jsonb', color: 'text' },
    BADGES.map((b, i) => [i + 1, b.code, b.name.mn, translationsOf({ name: b.name }), b.color]),
  );
  await bulkInsert(
    db,
    'catalog_option_value',
    {
      id: 'int',
      option_type: 'text',
      code: 'text',
      name: 'text',
      translations: 'jsonb',
      hex: 'text',
      position: 'int',
    },
    COLORS.map((c, i) => [
      i + 1,
      'color',
      c.code,
      c.name.mn,
      translationsOf({ name: c.name }),
      c.hex,
      i,
    ]),
  );
  await bulkInsert(
    db,
    'inventory_stock_location',
    {
      id: 'int',
      code: 'text',
      name: 'text',
      address: 'text',
      translations: 'jsonb',
      phone: 'text',
      lat: 'float8',
      lng: 'float8',
      opens_at: 'text',
      closes_at: 'text',
      pickup: 'boolean',
      zipcode: 'text',
    },
    STORE_LOCATIONS.map((s, i) => [
      i + 1,
      s.code,
      s.name.mn,
      s.address.mn,
      translationsOf({ name: s.name, address: s.address }),
      s.phone,
      s.lat,
      s.lng,
      s.opensAt,
      s.closesAt,
      s.pickup,
      s.zipcode,
    ]),
  );
  await bulkInsert(
    db,
    'geo_postal_zone',
    {
      id: 'int',
      zipcode: 'text',
      name: 'text',
      translations: 'jsonb',
      cat: 'int',
      parent_zipcode: 'text',
    },
    POSTAL_ZONES.map((z, i) => [
      i + 1,
      z.zipcode,
      z.name.mn,
      translationsOf({ name: z.name }),
      z.cat,
      z.parent ?? null,
    ]),
  );
  const menuRows: Cell[][] = [];
  const addMenus = (menus: MenuSeed[], parentId: number | null) => {
    menus.forEach((m, position) => {
      const id = menuRows.length + 1;
      menuRows.push([
        id,
        m.placement,
        parentId,
        m.title.mn,
        translationsOf({ title: m.title }),
        m.url ?? null,
        position,
      ]);
      if (m.children) addMenus(m.children, id);
    });
  };
  addMenus(MENUS, null);
  await bulkInsert(
    db,
    'content_menu',
    {
      id: 'int',
      placement: 'text',
      parent_id: 'int',
      title: 'text',
      translations: 'jsonb',
      url: 'text',
      position: 'int',
    },
    menuRows,
  );
  await bulkInsert(
    db,
    'content_notification',
    {
      id: 'int',
      title: 'text',
      body: 'text',
      translations: 'jsonb',
      level: 'text',
      url: 'text',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
    },
    NOTIFICATIONS.map((n, i) => [
      i + 1,
      n.title.mn,
      n.body.mn,
      translationsOf({ title: n.title, body: n.body }),
      n.level,
      n.url ?? null,
      new Date(now.getTime() + n.startsInDays * DAY),
      n.endsInDays === undefined ? null : new Date(now.getTime() + n.endsInDays * DAY),
    ]),
  );
  await bulkInsert(
    db,
    'content_preset',
    {
      id: 'int',
      code: 'text',
      kind: 'text',
      title: 'text',
      translations: 'jsonb',
      query: 'jsonb',
      position: 'int',
    },
    PRESETS.map((p, i) => [
      i + 1,
      p.code,
      p.kind,
      p.title.mn,
      translationsOf({ title: p.title }),
      p.query,
      i,
    ]),
  );
  await bulkInsert(
    db,
    'content_config',
    { key: 'text', value: 'jsonb', public: 'boolean' },
    Object.entries(CONFIGS).map(([key, value]) => [key, value as Cell, true]),
  );
}

function startOfToday(): Date {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
}
