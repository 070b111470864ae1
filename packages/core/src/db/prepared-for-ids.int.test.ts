import { asc, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { preparedForIds } from './prepared-for-ids.ts';
import { queryRows } from './query.ts';
import { withTransaction } from './transaction.ts';

const kind = testDatabaseKind();
const numbers = pgTable('numbers', { id: integer('id').primaryKey(), n: integer('n').notNull() });
let test: TestDatabase;

beforeAll(async () => {
  test = await freshDatabase({ seed: false });
  await test.database.db.execute(sql`create table numbers (id int primary key, n int not null)`);
  await test.database.db.execute(
    sql`insert into numbers select i, i * 10 from generate_series(1, 300) i`,
  );
});

afterAll(async () => {
  await test?.dispose();
});

const numbersOf = preparedForIds('test_numbers_of', (db, ids) =>
  db
    .select({ id: numbers.id, n: sql<number>`${numbers.n} + ${sql.placeholder('plus')}::int` })
    .from(numbers)
    .where(sql`${numbers.id} in ${ids}`)
    .orderBy(asc(numbers.id)),
);

describe(`statements prepared for lists of ids on ${kind}`, () => {
  it('answers every id asked once, however long the list, with the other parameters', async () => {
    const { db } = test.database;
    const ids = (list: { id: number }[]) => list.map((r) => r.id);
    expect(await numbersOf(db, [7], { plus: 1 })).toEqual([{ id: 7, n: 71 }]);
    // Three fill a list of four: the last id is asked twice and answered once.
    expect(ids(await numbersOf(db, [9, 3, 5], { plus: 0 }))).toEqual([3, 5, 9]);
    expect(ids(await numbersOf(db, [4, 4, 999], { plus: 0 }))).toEqual([4]);
    // Longer than a statement takes: sent in parts, each part's rows in order.
    const many = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(ids(await numbersOf(db, many, { plus: 0 }))).toEqual(many);
    expect(await numbersOf(db, [], { plus: 0 })).toEqual([]);
  });

  it('is planned once per connection, not on every call', async () => {
    const ctx = createContext(test.database.db);
    const plans = await withTransaction(ctx, async (tx) => {
      for (let i = 1; i <= 8; i++) await numbersOf(tx.db, [i, i + 1], { plus: 0 });
      return queryRows<{ name: string; generic_plans: number }>(
        tx.db,
        sql`select name, generic_plans from pg_prepared_statements
            where name = 'test_numbers_of_2'`,
      );
    });
    // The embedded database runs statements unnamed: nothing is kept between calls there.
    if (kind === 'postgres') expect(Number(plans[0]?.generic_plans)).toBeGreaterThan(0);
    else expect(plans).toEqual([]);
  });
});
