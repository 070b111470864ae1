import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { AppError, withTimeout } from '../shared/index.ts';
import { reindexProducts } from './indexer.ts';
import { SEARCH_TIMEOUT_MS, type SearchParams, searchParams } from './params.ts';
import { runSearch, type SearchResult } from './query.ts';

/** The search service's contract, so a search cluster (OpenSearch) can replace PostgreSQL. */
export interface SearchIndex {
  searchProducts(ctx: Ctx, params: SearchParams): Promise<SearchResult>;
  reindex(ctx: Ctx): Promise<number>;
  isEmpty(ctx: Ctx): Promise<boolean>;
}

export { SEARCH_TIMEOUT_MS };

/** Search on PostgreSQL full-text search and pg_trgm (PGlite or a server). */
export const postgresSearchIndex: SearchIndex = {
  async searchProducts(ctx, params) {
    const parsed = searchParams.safeParse(params);
    if (!parsed.success) throw new AppError('invalid_input', 'error.invalid_input');
    return withTimeout(
      runSearch(ctx, parsed.data),
      SEARCH_TIMEOUT_MS,
      () => new AppError('unavailable', 'error.timeout'),
    );
  },
  reindex: (ctx) => reindexProducts(ctx),
  async isEmpty(ctx) {
    const rows = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from (select 1 from search_product limit 1) s`,
    );
    return (rows[0]?.n ?? 0) === 0;
  },
};
