import { sql } from 'drizzle-orm';
import type { Cell, Db } from '../../db/index.ts';

/**
 * Updates many rows by id with one statement: one text-array parameter per column, unnested and
 * joined on `id` (the first column), the way `bulkInsert` writes them.
 */
export async function bulkUpdate(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: Cell[][],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const arrays = names.map((name, i) =>
    arrayLiteral(
      rows.map((row) => {
        const value = row[i] ?? null;
        return columns[name] === 'jsonb' && value !== null ? JSON.stringify(value) : value;
      }),
    ),
  );
  const unnest = sql.join(
    arrays.map((a) => sql`${a}::text[]`),
    sql`, `,
  );
  const sets = names
    .slice(1)
    .map((n, i) => `"${n}" = u.c${i + 1}::${columns[n]}`)
    .join(', ');
  const aliases = names.map((_, i) => `c${i}`).join(', ');
  await db.execute(
    sql`update ${sql.identifier(table)} as t set ${sql.raw(sets)}
      from unnest(${unnest}) as u(${sql.raw(aliases)})
      where t."${sql.raw(names[0] ?? 'id')}" = u.c0::${sql.raw(columns[names[0] ?? 'id'] ?? 'int')}`,
  );
}

function arrayLiteral(values: Cell[]): string {
  return `{${values.map(element).join(',')}}`;
}

function element(value: Cell): string {
  if (value === null) return 'NULL';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
