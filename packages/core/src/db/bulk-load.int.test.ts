import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { bulkInsert, type Cell } from './bulk-insert.ts';
import { withIndexesDeferred } from './bulk-load.ts';
import type { Db } from './client.ts';
import { copyPayload, copyRows, sendCopies } from './copy-rows.ts';
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

/**
 * The two ways rows are loaded: `bulkInsert` (one statement) and COPY on a transaction, sent by
 * `sendCopies`, which refuses rather than fall back, so these rows went in by COPY.
 */
const LOADERS = {
  bulkInsert: (rows: Cell[][]) => bulkInsert(db, 'loaded', COLUMNS, rows),
  copy: (rows: Cell[][]) =>
    longTransaction(db, (tx) =>
      sendCopies(tx, [copyPayload({ table: 'loaded', columns: COLUMNS, rows })]),
    ),
};

describe(`bulk loads on ${testDatabaseKind()}`, () => {
  it.each(Object.keys(LOADERS) as (keyof typeof LOADERS)[])(
    '%s writes every value as given: quotes, backslashes, braces, tabs, line breaks, "NULL", JSON strings',
    async (loader) => {
      const load = LOADERS[loader];
      await db.execute(sql`delete from loaded`);
      const at = new Date('2026-11-28T05:00:00.123Z');
      const awkward = [
        'say "hi"',
        'C:\\path\\',
        '{a,b}',
        'NULL',
        ' spaced ',
        'Улаан сарнай 玫瑰',
        '',
        'tab\there',
        'two\nlines\r\n',
        '\\N',
        '\\t',
      ];
      await load(
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
      await load([[100, 'code-null', null, null, null, null, null, null]]);
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
    },
  );

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
    // The key the failing load takes again, whatever the tests before left.
    await db.execute(
      sql`insert into loaded (id, code) values (1, 'code-taken') on conflict do nothing`,
    );
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

  it('writes nothing of a COPY that fails, and the transaction fails with it', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from loaded`))[0]?.n;
    const before = await count();
    await expect(
      longTransaction(db, async (tx) => {
        await sendCopies(tx, [
          copyPayload({
            table: 'loaded',
            columns: COLUMNS,
            rows: [[300, 'code-300', 'fine', null, null, null, null, null]],
          }),
          // The second row's key is taken: the whole COPY fails, and the first one is undone.
          copyPayload({
            table: 'loaded',
            columns: COLUMNS,
            rows: [
              [301, 'code-301', 'fine', null, null, null, null, null],
              [1, 'code-dup', 'taken', null, null, null, null, null],
            ],
          }),
        ]);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
    // The connection is sound afterwards: the next transaction copies.
    await LOADERS.copy([[302, 'code-302', 'after', null, null, null, null, null]]);
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('copies only on a transaction; a pool handle writes the same rows by statement', async () => {
    const payload = copyPayload({
      table: 'loaded',
      columns: COLUMNS,
      rows: [[400, 'code-400', null, null, null, null, null, null]],
    });
    await expect(sendCopies(db, [payload])).rejects.toThrow(/transaction/);
    await copyRows(db, {
      table: 'loaded',
      columns: COLUMNS,
      rows: [[401, 'code-401', 'pool', null, null, null, null, null]],
    });
    const found = await queryRows<{ label: string }>(
      db,
      sql`select label from loaded where id = 401`,
    );
    expect(found).toEqual([{ label: 'pool' }]);
  });
});
