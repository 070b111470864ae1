import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { intArray } from './int-array.ts';
import { preparedSql } from './prepared.ts';

interface CountTarget {
  table: PgTable;
  key: PgColumn;
  count: PgColumn;
}

type Statement = ReturnType<typeof preparedSql>;
/** One prepared statement per table and count: orders move stock counts on every placing. */
const statements = new Map<string, Statement>();

function statementFor({ table, key, count }: CountTarget): Statement {
  const name = `add_to_counts_${getTableName(table)}_${count.name}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = preparedSql(
      name,
      sql`update ${table}
        set ${sql.identifier(count.name)} = greatest(${count} + d.delta, 0)
        from unnest(${sql.placeholder('keys')}::int[], ${sql.placeholder('deltas')}::int[]) as d(key, delta)
        where ${key} = d.key`,
    );
    statements.set(name, statement);
  }
  return statement;
}

/**
 * Adds each row's delta to a count that never goes below zero (`deltas`: the row's key to its
 * delta), inside the caller's transaction: one statement for all the rows, written in key
 * order, so two transactions moving the same rows never wait on each other crosswise.
 */
export async function addToCounts(
  tx: Db,
  target: CountTarget,
  deltas: ReadonlyMap<number, number>,
): Promise<void> {
  const moved = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  if (moved.length === 0) return;
  await statementFor(target)(tx).execute({
    keys: intArray(moved.map(([k]) => k)),
    deltas: intArray(moved.map(([, delta]) => delta)),
  });
}
