import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export type Cell = string | number | boolean | null | object;

/**
 * Inserts many rows with one statement and one parameter per column (`unnest` of text arrays):
 * one round trip on any handle, pool or transaction. Loads of many thousands of rows inside a
 * transaction use `copyRows` (copy-rows.ts), several times less work for the database.
 * `columns` maps a column name to its SQL type; objects are stored as JSON.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: Cell[][],
): Promise<void> {
  const statement = bulkInsertStatement(table, columns, rows);
  if (statement) await db.execute(statement);
}

/**
 * The statement `bulkInsert` runs, or null for no rows: a bulk load builds its next statements
 * while the database runs the last ones.
 */
export function bulkInsertStatement(
  table: string,
  columns: Record<string, string>,
  rows: Cell[][],
): SQL | null {
  if (rows.length === 0) return null;
  const names = Object.keys(columns);
  const selectList = names.map((n, i) => `c${i}::${columns[n]}`).join(', ');
  return sql`insert into ${sql.identifier(table)} (${sql.raw(names.map((n) => `"${n}"`).join(', '))})
      select ${sql.raw(selectList)} from ${unnestOf(columns, rows)}`;
}

/**
 * Updates many rows by key with one statement, the same way: the first column is the key the
 * rows are matched on (`id`), the others are set.
 */
export async function bulkUpdate(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: Cell[][],
): Promise<void> {
  if (rows.length === 0) return;
  const [key = 'id', ...rest] = Object.keys(columns);
  const sets = rest.map((n, i) => `"${n}" = t.c${i + 1}::${columns[n]}`).join(', ');
  await db.execute(
    sql`update ${sql.identifier(table)} as target set ${sql.raw(sets)}
      from ${unnestOf(columns, rows)}
      where target."${sql.raw(key)}" = t.c0::${sql.raw(columns[key] ?? 'int')}`,
  );
}

/** `unnest(...) as t(c0, c1, …)`: one text-array parameter per column. */
function unnestOf(columns: Record<string, string>, rows: Cell[][]) {
  const names = Object.keys(columns);
  const arrays = names.map((name, i) =>
    toArrayLiteral(
      rows.map((row) => {
        const value = row[i] ?? null;
        // Strings are JSON too: encode every jsonb value so 'MNT' arrives as "MNT".
        return columns[name] === 'jsonb' && value !== null ? JSON.stringify(value) : value;
      }),
    ),
  );
  const unnestArgs = sql.join(
    arrays.map((a) => sql`${a}::text[]`),
    sql`, `,
  );
  const aliases = names.map((_, i) => `c${i}`).join(', ');
  return sql`unnest(${unnestArgs}) as t(${sql.raw(aliases)})`;
}

function toArrayLiteral(values: Cell[]): string {
  return `{${values.map(toElement).join(',')}}`;
}

function toElement(value: Cell): string {
  if (value === null) return 'NULL';
  // A number needs no quotes; a string is quoted always (it may read "NULL" or hold a comma).
  if (typeof value === 'number') return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return NEEDS_ESCAPE.test(text) ? `"${text.replace(ESCAPED, '\\$&')}"` : `"${text}"`;
}

const NEEDS_ESCAPE = /["\\]/;
const ESCAPED = /["\\]/g;

/** Moves each serial sequence past the ids the seed wrote explicitly. */
export async function syncSequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}
