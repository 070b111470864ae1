import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { withIndexesDeferred } from './bulk-load.ts';
import type { Db } from './client.ts';
import { queryRows } from './query.ts';
import { longTransaction } from './transaction.ts';

let test: TestDatabase;
let db: Db;

beforeAll(async () => {
  test = await freshDatabase({ seed: false });
  db = test.database.db;
  await db.execute(sql`create table loaded (
    id int primary key, code text not null unique, label text, tags text[], facts jsonb,
    at timestamptz, score float8, flag boolean)`);
  await db.execute(sql`create index loaded_label_idx on loaded (label)`);
  await db.execute(sql`create index loaded_tags_idx on loaded using gin (tags)`);
});

afterAll(async () => {
  await test?.dispose();
});

const COLUMNS = {
  id: 'int',
  code: 'text',
  label: 'text',
  tags: 'text[]',
  facts: 'jsonb',
  at: 'timestamptz',
  score: 'float8',
  flag: 'boolean',
};

const indexNames = async () =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`select indexname as name from pg_indexes where tablename = 'loaded' order by 1`,
    )
  ).map((r) => r.name);

describe(`bulk loads on ${testDatabaseKind()}`, () => {
  it('writes every value as given: quotes, backslashes, braces, "NULL", JSON strings', async () => {
    const at = new Date('2026-11-28T05:00:00.123Z');
    const awkward = [
      'say "hi"',
      'C:\\path\\',
      '{a,b}',
      'NULL',
      ' spaced ',
      'Улаан сарнай 玫瑰',
      '',
    ];
    await bulkInsert(
      db,
      'loaded',
      COLUMNS,
      awkward.map((label, i) => [
        i + 1,
        `code-${i}`,
        label,
        `{"${label.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"}`,
        i % 2 === 0 ? { label, n: i } : label,
        at,
        i - 1.5,
        i % 3 === 0,
      ]),
    );
    await bulkInsert(db, 'loaded', COLUMNS, [
      [100, 'code-null', null, null, null, null, null, null],
    ]);
    const rows = await queryRows<{
      label: string | null;
      tags: string[] | null;
      facts: unknown;
      at: Date | null;
      score: number | null;
      flag: boolean | null;
    }>(db, sql`select label, tags, facts, at, score, flag from loaded order by id`);
    expect(rows.slice(0, awkward.length).map((r) => r.label)).toEqual(awkward);
    expect(rows.slice(0, awkward.length).map((r) => r.tags)).toEqual(awkward.map((a) => [a]));
    expect(rows[0]?.facts).toEqual({ label: awkward[0], n: 0 });
    expect(rows[1]?.facts).toBe(awkward[1]);
    expect(new Date(rows[2]?.at as Date).toISOString()).toBe(at.toISOString());
    expect(rows.map((r) => r.score).slice(0, 3)).toEqual([-1.5, -0.5, 0.5]);
    expect(rows.map((r) => r.flag).slice(0, 4)).toEqual([true, false, false, true]);
    expect(rows.at(-1)).toEqual({
      label: null,
      tags: null,
      facts: null,
      at: null,
      score: null,
      flag: null,
    });
  });

  it('loads without the secondary indexes and builds them again, keeping keys checked', async () => {
    const before = await indexNames();
    const during = await longTransaction(db, (tx) =>
      withIndexesDeferred(tx, ['loaded'], async () => {
        await bulkInsert(tx, 'loaded', COLUMNS, [
          [200, 'code-200', 'late', '{x}', {}, null, 1, true],
        ]);
        return queryRows<{ name: string }>(
          tx,
          sql`select indexname as name from pg_indexes where tablename = 'loaded' order by 1`,
        );
      }),
    );
    // The primary key and the unique constraint stay; the plain and GIN indexes wait.
    expect(during.map((r) => r.name)).toEqual(['loaded_code_key', 'loaded_pkey']);
    expect(await indexNames()).toEqual(before);
    expect(before).toEqual(
      expect.arrayContaining(['loaded_label_idx', 'loaded_tags_idx', 'loaded_pkey']),
    );
    const found = await queryRows<{ id: number }>(
      db,
      sql`select id from loaded where tags @> '{x}'`,
    );
    expect(found).toEqual([{ id: 200 }]);
  });

  it('leaves every index as it was when the load fails', async () => {
    const before = await indexNames();
    await expect(
      longTransaction(db, (tx) =>
        withIndexesDeferred(tx, ['loaded'], async () => {
          // A key taken already: the load fails while its indexes are dropped.
          await bulkInsert(tx, 'loaded', COLUMNS, [
            [1, 'again', null, null, null, null, null, null],
          ]);
        }),
      ),
    ).rejects.toThrow();
    expect(await indexNames()).toEqual(before);
  });

  it('runs only inside a transaction', async () => {
    await expect(withIndexesDeferred(db, ['loaded'], async () => {})).rejects.toThrow(
      /inside a transaction/,
    );
  });
});
