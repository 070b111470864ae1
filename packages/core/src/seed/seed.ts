import { sql } from 'drizzle-orm';
import {
  bulkInsert,
  type Db,
  longTransaction,
  queryRows,
  syncSequences,
  withIndexesDeferred,
} from '../db/index.ts';
import { loadAirportsIfMissing } from '../search/index.ts';
import { makeBrandLine } from './brand-line.ts';
import { planKeywords, planTaxons, translationsOf } from './catalog-plan.ts';
import { BRAND_LINE } from './data/brand-line.ts';
import { BADGES } from './data/content.ts';
import { PACKAGES } from './data/packages.ts';
import { STORE_LOCATIONS } from './data/store-locations.ts';
import { VENDORS } from './data/vendors.ts';
import { insertArticles } from './insert-articles.ts';
import { insertJobs } from './insert-jobs.ts';
import { insertLookBooks } from './insert-look-books.ts';
import { insertPackages } from './insert-packages.ts';
import { insertPromotionPages } from './insert-promotion-pages.ts';
import { insertPromotions } from './insert-promotions.ts';
import { insertReferenceData } from './insert-reference-data.ts';
import { insertRoulette } from './insert-roulette.ts';
import { insertStaff } from './insert-staff.ts';
import { insertTravelIfMissing } from './insert-travel.ts';
import { makeProduct, type SeedProduct } from './product-factory.ts';
import { SeedProductWriter } from './product-writer.ts';
import { SeedSearchSources } from './search-sources.ts';
import { SeedReviews } from './seed-reviews.ts';

export const DEFAULT_PRODUCT_COUNT = 2000;
const BATCH = 2000;
// Any fixed number: processes starting together on one database seed it once, not twice.
const SEED_LOCK = 7_240_002;
/** What the products are written into, a batch at a time. */
const BULK_TABLES = [
  'catalog_product',
  'catalog_product_image',
  'catalog_variant',
  'inventory_stock_item',
  'catalog_nutrition',
  'catalog_product_keyword',
  'engagement_review',
  'search_product',
];

export interface SeedOptions {
  products?: number;
  /** The moment the shop's dates are relative to; defaults to the start of today (UTC). */
  now?: Date;
  /** Exactly this many reviews on every product (benchmarks); else a spread behind the ratings. */
  reviewsPerProduct?: number;
  onProgress?: (done: number, total: number) => void;
  /** Called as each stage of the seed begins ('products', 'indexes', …): benchmarks time them. */
  onStage?: (stage: string) => void;
}

/** True when the shop has been seeded (the categories are written first, in the same transaction). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalog_taxon`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Fills an empty, migrated database with a believable, deterministic shop, in one transaction
 * under an advisory lock: an interrupted seed leaves nothing behind, and of several processes
 * starting at once only the first seeds. Answers whether it seeded.
 */
export async function seedIfEmpty(
  db: Db,
  options: SeedOptions = {},
): Promise<{ seeded: boolean; products: number }> {
  return longTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Reference data, not demo data: a shop seeded before airports existed gets them too.
    await loadAirportsIfMissing(tx);
    // Demo travel came after shops were first seeded: one seeded before gets it too.
    await insertTravelIfMissing(tx, options.now ?? startOfToday());
    if (await isSeeded(tx)) return { seeded: false, products: 0 };
    const products = await writeShop(tx, options);
    return { seeded: true, products };
  });
}

async function writeShop(db: Db, options: SeedOptions): Promise<number> {
  const total = options.products ?? DEFAULT_PRODUCT_COUNT;
  const now = options.now ?? startOfToday();
  const taxons = planTaxons();
  const keywords = planKeywords(taxons);
  const stage = options.onStage ?? (() => {});

  stage('reference data');
  await insertReferenceData(db, now);
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
    vendors: VENDORS,
    badgeCount: BADGES.length,
    locationCount: STORE_LOCATIONS.length,
    now,
  };
  const reviews = await SeedReviews.start(db, {
    now,
    products: total > 0 ? total + PACKAGES.length + BRAND_LINE.length : 0,
    perProduct: options.reviewsPerProduct,
  });
  const brands = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from catalog_brand`,
  );
  const sources = new SeedSearchSources(
    taxons,
    new Map(brands.map((b) => [b.id, b.name])),
    keywords,
  );
  const writer = new SeedProductWriter(keywords, reviews, sources);
  stage('products');
  await withIndexesDeferred(db, BULK_TABLES, async () => {
    // The database writes one batch while Node makes the next: both cores busy, not in turn.
    let writing: Promise<void> = Promise.resolve();
    let written = 0;
    for (let from = 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      const products: SeedProduct[] = [];
      for (let id = from; id <= to; id++)
        products.push(makeProduct(factory, id, () => ++variantId));
      const batch = await writer.prepare(products);
      await writing;
      if (written > 0) options.onProgress?.(written, total);
      writing = writer.send(db, batch);
      // Awaited before the next batch is sent; this only keeps a failure meanwhile from being
      // reported as unhandled.
      writing.catch(() => {});
      written = to;
    }
    await writing;
    if (written > 0) options.onProgress?.(written, total);
    stage('indexes');
  });
  // What follows picks products by query (packages, the demo content): without statistics of
  // the tables just filled, the database plans those as for empty tables (minutes at 100,000).
  stage('analyze');
  await db.execute(sql.raw(`analyze ${[...BULK_TABLES, 'catalog_taxon'].join(', ')}`));
  stage('packages and promotions');
  if (total > 0)
    await insertPackages(db, {
      firstId: total + 1,
      nextVariantId: () => ++variantId,
      taxons,
      writer,
      locationCount: STORE_LOCATIONS.length,
      now,
    });
  // The microsite brand's own bottles follow the packages (a shop seeded with no products has
  // none of them either).
  const firstOfLine = total + PACKAGES.length + 1;
  const brandLine = total > 0 ? makeBrandLine(factory, taxons, firstOfLine, () => ++variantId) : [];
  await writer.write(db, brandLine);
  await insertPromotions(db, taxons, now);
  stage('content');
  await insertArticles(db, now);
  await insertLookBooks(db, now);
  await insertPromotionPages(db, now);
  await insertJobs(db, now);
  await insertStaff(db);
  await insertRoulette(db, now);
  await syncSequences(db, [
    'catalog_taxon',
    'catalog_brand',
    'catalog_vendor',
    'catalog_badge_group',
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
  stage('analyze the rest');
  await db.execute(sql`analyze`);
  stage('done');
  return total;
}

function startOfToday(): Date {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
}
