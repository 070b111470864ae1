import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { queryRows } from '../db/index.ts';
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
    const results = await Promise.all(
      [1, 2, 3].map(() => seedIfEmpty(testDb.database.db, { products: 60 })),
    );
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
});
