import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query.ts';
import { isTransaction } from './transaction.ts';

/** Memory for each index build at the end of a load (with the default 64 MB, GIN builds spill). */
const BUILD_MEMORY = '1GB';

/**
 * Runs a bulk load into `tables` with their secondary indexes dropped, then builds each again in
 * one pass: a sorted build costs a fraction of keeping the index up to date row by row (the
 * seed's search documents were written in 23 s of 100,000 products with their GIN indexes). The
 * indexes of primary keys and constraints stay, for the foreign keys and uniqueness checked as
 * rows arrive. Only inside a transaction, so that a failed load leaves every index as it was.
 */
export async function withIndexesDeferred<T>(
  db: Db,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  if (!isTransaction(db)) throw new Error('withIndexesDeferred runs inside a transaction');
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select quote_ident(i.relname) as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        where t.relnamespace = current_schema()::regnamespace
          and t.relname in (${sql.join(
            tables.map((t) => sql`${t}`),
            sql`, `,
          )})
          and not x.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        order by i.relname`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index ${name}`));
  const result = await load();
  await db.execute(sql.raw(`set local maintenance_work_mem = '${BUILD_MEMORY}'`));
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  return result;
}
