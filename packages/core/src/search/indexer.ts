import { sql } from 'drizzle-orm';
import { type ProductSource, productsForIndex } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { copyRows, type TableRows } from '../db/index.ts';
import { documentText } from './document.ts';
import { forgetLookups } from './lookups.ts';
import { forgetMoreLikeThis } from './more-like-this.ts';
import { forgetSearchResults } from './query.ts';
import { forgetVocabulary } from './spelling.ts';
import { forgetSuggestions } from './suggest.ts';

const BATCH = 2000;

/**
 * Rebuilds the search documents of every product from the catalogue. Runs in the caller's
 * transaction when given one (the seed does), so readers see the old index or the new one.
 */
export async function reindexProducts(
  ctx: Ctx,
  onProgress?: (done: number) => void,
): Promise<number> {
  await ctx.db.execute(sql`delete from search_product`);
  return indexBatches(ctx, undefined, onProgress);
}

/**
 * Rewrites the search documents of these products after staff changed them (a draft or an
 * archived product leaves the index), and drops this process's cached results, suggestions and
 * facets so that the next search sees them.
 */
export async function reindexProductsOf(ctx: Ctx, productIds: number[]): Promise<void> {
  for (let from = 0; from < productIds.length; from += BATCH) {
    const ids = productIds.slice(from, from + BATCH);
    await ctx.db.execute(
      sql`delete from search_product where product_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await indexBatches(ctx, ids);
  }
  forgetSearchCaches();
}

async function indexBatches(
  ctx: Ctx,
  ids: number[] | undefined,
  onProgress?: (done: number) => void,
): Promise<number> {
  let afterId = 0;
  let done = 0;
  for (;;) {
    const batch = await productsForIndex(ctx, { afterId, limit: BATCH, ids });
    if (batch.length === 0) break;
    await copyRows(ctx.db, searchDocumentRows(batch));
    afterId = batch[batch.length - 1]?.id ?? afterId;
    forgetSearchCaches();
    done += batch.length;
    onProgress?.(done);
  }
  return done;
}

/**
 * The search documents of these products as rows of `search_product`: the index's one writer,
 * for a rebuild and for the seed, which writes them as it makes the products.
 */
export function searchDocumentRows(sources: ProductSource[]): TableRows {
  return {
    table: 'search_product',
    columns: {
      product_id: 'int',
      slug: 'text',
      sku: 'text',
      names: 'jsonb',
      image: 'text',
      brand_id: 'int',
      brand_name: 'text',
      vendor_id: 'int',
      taxon_ids: 'int[]',
      colors: 'text[]',
      sizes: 'text[]',
      price: 'int',
      selling_price: 'int',
      sale_percent: 'int',
      sale_start_at: 'timestamptz',
      sale_expire_at: 'timestamptz',
      available_on: 'timestamptz',
      created_at: 'timestamptz',
      total_on_hand: 'int',
      average_rating: 'float8',
      total_reviews: 'int',
      badge_ids: 'int[]',
      title_key: 'text',
      document: 'tsvector',
    },
    rows: sources.map((p) => {
      const { document, titleKey } = documentText(p);
      return [
        p.id,
        p.slug,
        p.sku,
        p.names,
        p.image,
        p.brandId,
        p.brandName,
        p.vendorId,
        pgArray(p.taxonIds.map(String)),
        pgArray(p.colors),
        pgArray(p.sizes),
        p.price,
        p.sellingPrice,
        p.salePercent,
        p.saleStartAt,
        p.saleExpireAt,
        p.availableOn,
        p.createdAt,
        p.totalOnHand,
        p.averageRating,
        p.totalReviews,
        pgArray(p.badgeIds.map(String)),
        titleKey,
        document,
      ];
    }),
  };
}

/**
 * Forgets everything the process keeps of the search (results, facet counts, look-ups, the
 * spelling vocabulary, suggestions): after a reindex, and when a process starts on another
 * database (a test file run after another in the same process).
 */
export function forgetSearchCaches(): void {
  forgetVocabulary();
  forgetSearchResults();
  forgetLookups();
  forgetSuggestions();
  forgetMoreLikeThis();
}

/** An array literal for a text[]/int[] cell (bulkInsert passes it as text and casts). */
function pgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
