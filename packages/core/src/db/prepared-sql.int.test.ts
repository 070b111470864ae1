import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { intArray } from './int-array.ts';
import { preparedSql } from './prepared.ts';
import { queryRows } from './query.ts';
import { withTransaction } from './transaction.ts';

const kind = testDatabaseKind();
let test: TestDatabase;

beforeAll(async () => {
  test = await freshDatabase({ seed: false });
  await test.database.db.execute(sql`create table tallies (id int primary key, n int not null)`);
  await test.database.db.execute(sql`insert into tallies select i, 0 from generate_series(1, 5) i`);
});

afterAll(async () => {
  await test?.dispose();
});

const addTo = preparedSql<{ id: number; n: number }>(
  'test_add_to_tallies',
  sql`update tallies t set n = t.n + d.delta
      from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('deltas')}::int[]) as d(id, delta)
      where t.id = d.id returning t.id, t.n`,
);

describe(`raw statements prepared on ${kind}`, () => {
  it('fills its placeholders anew on each call and answers its rows', async () => {
    const { db } = test.database;
    const first = await addTo(db).execute({ ids: intArray([1, 3]), deltas: intArray([2, 5]) });
    expect(first.rows.map((r) => [Number(r.id), Number(r.n)]).sort()).toEqual([
      [1, 2],
      [3, 5],
    ]);
    const second = await addTo(db).execute({ ids: intArray([3]), deltas: intArray([-1]) });
    expect(second.rows.map((r) => [Number(r.id), Number(r.n)])).toEqual([[3, 4]]);
  });

  it('is sent under its name inside a transaction, planned once per connection', async () => {
    const ctx = createContext(test.database.db);
    const kept = await withTransaction(ctx, async (tx) => {
      for (let i = 0; i < 3; i++) await addTo(tx.db).execute({ ids: '{2}', deltas: '{1}' });
      return queryRows<{ name: string }>(
        tx.db,
        sql`select name from pg_prepared_statements where name = 'test_add_to_tallies'`,
      );
    });
    // The embedded database runs statements unnamed: nothing is kept between calls there.
    expect(kept.map((r) => r.name)).toEqual(kind === 'postgres' ? ['test_add_to_tallies'] : []);
    const [row] = await queryRows<{ n: number }>(
      test.database.db,
      sql`select n from tallies where id = 2`,
    );
    expect(Number(row?.n)).toBe(3);
  });
});
