import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/index.ts';

/** Products under one catalogue root the demo content takes, at most (first by id). */
export const PRODUCTS_PER_ROOT = 60;
/**
 * Where they are looked for: the product factory spreads products over the categories in turn,
 * so the first 20,000 hold hundreds of every root's; the bound keeps each walk short whatever
 * plan the database picks for a catalogue it has no statistics of yet.
 */
const LOOKED_AT = 20_000;

/**
 * The first products (by id) under each catalogue root that meet `condition` (on `p`), in id
 * order: what the seeded articles, look books and promotion pages pick from. Not a read of the
 * whole catalogue (three such reads took 30 s of a million-product seed).
 */
export function firstProductsByRoot(
  db: Db,
  condition: SQL,
): Promise<{ root: string; id: number; image: string }[]> {
  return queryRows(
    db,
    sql`select r.permalink as root, x.id, x.image
        from catalog_taxon r
        cross join lateral (
          select p.id, p.image
          from catalog_product p join catalog_taxon t on t.id = p.taxon_id
          where p.id <= ${LOOKED_AT}
            and (t.permalink = r.permalink or starts_with(t.permalink, r.permalink || '/'))
            and ${condition}
          order by p.id
          limit ${PRODUCTS_PER_ROOT}
        ) x
        where r.parent_id is null
        order by x.id`,
  );
}
