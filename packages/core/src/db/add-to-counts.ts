import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { intArray } from './int-array.ts';

/**
 * Adds each row's delta to a count that never goes below zero (`deltas`: the row's key to its
 * delta), inside the caller's transaction: one statement for all the rows, written in key
 * order, so two transactions moving the same rows never wait on each other crosswise.
 */
export async function addToCounts(
  tx: Db,
  target: { table: PgTable; key: PgColumn; count: PgColumn },
  deltas: ReadonlyMap<number, number>,
): Promise<void> {
  const moved = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  if (moved.length === 0) return;
  const { table, key, count } = target;
  await tx.execute(sql`update ${table}
    set ${sql.identifier(count.name)} = greatest(${count} + d.delta, 0)
    from unnest(${intArray(moved.map(([k]) => k))}::int[],
                ${intArray(moved.map(([, delta]) => delta))}::int[]) as d(key, delta)
    where ${key} = d.key`);
}
