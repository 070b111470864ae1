import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A hot statement, built once per database handle instead of on every call: the pool's handle,
 * or a connection's transaction handle, which every transaction on that connection reuses.
 * Drizzle takes 0.2-0.4 ms of CPU to build a statement's SQL from its query builder; a prepared
 * one only fills in its values (`sql.placeholder`). On PostgreSQL it is also a named statement,
 * parsed and planned once per connection. `name` is unique in the shop.
 *
 *     const orderByNumber = prepared('order_by_number', (db) =>
 *       db.select().from(orderOrder).where(eq(orderOrder.number, sql.placeholder('number'))),
 *     );
 *     const [order] = await orderByNumber(ctx.db).execute({ number });
 */
export function prepared<Query extends { prepare(name: string): unknown }>(
  name: string,
  build: (db: Db) => Query,
): (db: Db) => ReturnType<Query['prepare']> {
  const made = new WeakMap<Db, ReturnType<Query['prepare']>>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = build(db).prepare(name) as ReturnType<Query['prepare']>;
      made.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A hot statement the query builder cannot write (a CTE that updates and inserts, `unnest` of
 * arrays), prepared as `prepared` prepares a built one: its SQL made once, sent under `name`,
 * its values `sql.placeholder`s filled in on each call.
 *
 *     const moveCounts = preparedSql('inventory_move', sql`update ... ${sql.placeholder('ids')}`);
 *     await moveCounts(tx).execute({ ids: intArray([1, 2]) });
 */
export function preparedSql<Row = Record<string, unknown>>(
  name: string,
  statement: SQL,
): (db: Db) => { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  const query = dialect.sqlToQuery(statement);
  return prepared(name, (db) => ({
    prepare: (named: string) => db._.session.prepareQuery(query, undefined, named, false),
  })) as (db: Db) => { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> };
}
