import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { queryRows } from '../db/query.ts';
import { BRAND_LINE } from './data/brand-line.ts';
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
    // The 60 generated products and, after them, the microsite brand's own line.
    expect(await count('catalog_product')).toBe(60 + BRAND_LINE.length);
    expect(await count('catalog_brand')).toBeGreaterThan(20);
  });

  it('leaves ids free for new rows after the explicit seed ids', async () => {
    const [row] = await queryRows<{ id: number }>(
      testDb.database.db,
      sql`insert into catalog_brand (code, name, logo) values ('NEW', 'New brand', '/x.svg') returning id`,
    );
    expect(row?.id).toBeGreaterThan(20);
  });
});
