import { and, eq, sql } from 'drizzle-orm';
import { setProductRating } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { setIndexedRating } from '../search/index.ts';
import { engagementReview } from './schema.ts';

/**
 * Works the product's average and count out again from its visible reviews, and keeps them on
 * the product and in search (sort by popularity reads them), in the caller's transaction, which
 * holds the product's lock (catalog.lockProductForRating).
 */
export async function refreshProductRating(tx: Ctx, productId: number): Promise<void> {
  const [row] = await tx.db
    .select({
      average: sql<number>`coalesce(avg(${engagementReview.rating}), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(engagementReview)
    .where(and(eq(engagementReview.productId, productId), eq(engagementReview.hidden, false)));
  const rating = {
    average: Math.round(Number(row?.average ?? 0) * 100) / 100,
    count: Number(row?.count ?? 0),
  };
  await setProductRating(tx.db, productId, rating);
  await setIndexedRating(tx.db, productId, rating);
}
