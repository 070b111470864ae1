import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { openDatabase, queryRows } from '../db/index.ts';
import { reindexProducts } from '../search/index.ts';
import { BRAND_LINE } from './data/brand-line.ts';
import { PACKAGES } from './data/packages.ts';
import { isSeeded, seedIfEmpty } from './seed.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ seed: false });
});

afterAll(async () => {
  await testDb?.dispose();
});

const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      testDb.database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    )
  )[0]?.n;

describe(`seeding on ${testDatabaseKind()}`, () => {
  it('seeds once when several starts race for an empty database', async () => {
    expect(await isSeeded(testDb.database.db)).toBe(false);
    // On PostgreSQL each start is a process of its own, with its own pool: sharing the test's
    // pool (of one, in the pool-of-one run) would time the others out waiting for it.
    const url = testDb.url;
    const starts = url
      ? await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 1 })))
      : [testDb.database, testDb.database, testDb.database];
    const results = await Promise.all(
      starts.map((start) => seedIfEmpty(start.db, { products: 60 })),
    ).finally(() => url && Promise.all(starts.map((start) => start.close())));
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    // The generated products, then the package products filled from them, then the microsite
    // brand's own line.
    expect(await count('catalog_product')).toBe(60 + PACKAGES.length + BRAND_LINE.length);
    expect(await count('catalog_brand')).toBeGreaterThan(20);
    const packages = await queryRows<{ slug: string; components: number; restricted: number }>(
      testDb.database.db,
      sql`select p.slug, count(c.*)::int as components,
            count(*) filter (where part.age_restricted or part.id > 60)::int as restricted
          from catalog_product p
          join catalog_package_component c on c.package_product_id = p.id
          join catalog_product part on part.id = c.component_product_id
          group by p.slug order by p.slug`,
    );
    expect(packages.map((p) => p.slug)).toEqual(PACKAGES.map((p) => p.slug).sort());
    for (const p of packages) {
      expect(p.components).toBeGreaterThanOrEqual(4);
      expect(p.restricted).toBe(0);
    }
  });

  it('leaves ids free for new rows after the explicit seed ids', async () => {
    const [row] = await queryRows<{ id: number }>(
      testDb.database.db,
      sql`insert into catalog_brand (code, name, logo) values ('NEW', 'New brand', '/x.svg') returning id`,
    );
    expect(row?.id).toBeGreaterThan(20);
  });

  it('settles each rating from its reviews and writes it once, with no index left out', async () => {
    const db = testDb.database.db;
    const disagreeing = await queryRows<{ id: number }>(
      db,
      sql`select p.id from catalog_product p
          left join (select product_id, count(*)::int as n,
                            round(avg(rating)::numeric, 2)::float8 as average
                     from engagement_review group by product_id) r on r.product_id = p.id
          where p.total_reviews <> coalesce(r.n, 0)
             or p.average_rating <> coalesce(r.average, 0)`,
    );
    expect(disagreeing).toEqual([]);
    expect(await count('engagement_review')).toBeGreaterThan(100);
    // Every index the schema declares is there again after the load built them at its end.
    const indexes = await queryRows<{ name: string }>(
      db,
      sql`select indexname as name from pg_indexes
          where tablename in ('catalog_product', 'inventory_stock_item', 'search_product')`,
    );
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'catalog_product_taxon_idx',
        'inventory_stock_item_location_idx',
        'search_product_document_idx',
        'search_product_title_trgm_idx',
        'search_product_list_idx',
      ]),
    );
  });

  it('writes the search documents a rebuild of the index from the catalogue writes', async () => {
    const db = testDb.database.db;
    const documents = () =>
      queryRows<Record<string, unknown>>(
        db,
        sql`select product_id, slug, sku, names, image, brand_id, brand_name, vendor_id,
                   taxon_ids, colors, sizes, price, selling_price, sale_percent, sale_start_at,
                   sale_expire_at, available_on, created_at, total_on_hand, average_rating,
                   total_reviews, badge_ids, title_key, document::text as document
            from search_product order by product_id`,
      );
    const seeded = await documents();
    expect(seeded.length).toBe(await count('catalog_product'));
    await reindexProducts(createContext(db, 'mn'));
    expect(await documents()).toEqual(seeded);
  });
});
