import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { searchDocumentsStatement } from '../search/index.ts';
import type { SeedProduct } from './product-factory.ts';
import { productStatements } from './product-statements.ts';
import type { SeedSearchSources } from './search-sources.ts';
import type { SeedReviews } from './seed-reviews.ts';

/**
 * Writes seeded products whole: the catalogue rows, their reviews (which settle each product's
 * rating before it is written) and their search documents, so nothing is read back or updated
 * afterwards.
 */
export class SeedProductWriter {
  constructor(
    private readonly keywords: Map<string, { id: number }>,
    private readonly reviews: SeedReviews,
    private readonly sources: SeedSearchSources,
  ) {}

  /**
   * A batch as one statement (null for none), its inserts as data-modifying WITH parts: one
   * round trip, so the database writes the whole batch while Node builds the next (a statement
   * at a time, each next one would wait for Node to be free to send it).
   */
  statementFor(products: SeedProduct[]): SQL | null {
    const reviews = this.reviews.statementFor(products);
    const inserts = [
      ...productStatements(products, this.keywords),
      reviews,
      searchDocumentsStatement(products.map((p) => this.sources.sourceOf(p))),
    ].filter((s): s is SQL => s !== null);
    const last = inserts.pop();
    if (!last) return null;
    if (inserts.length === 0) return last;
    return sql`with ${sql.join(
      inserts.map((insert, i) => sql`${sql.raw(`w${i}`)} as (${insert})`),
      sql`, `,
    )} ${last}`;
  }

  async write(db: Db, products: SeedProduct[]): Promise<void> {
    const statement = this.statementFor(products);
    if (statement) await db.execute(statement);
  }
}
