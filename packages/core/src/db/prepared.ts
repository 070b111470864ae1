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
