import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/index.ts';
import { catalogProduct } from './schema.ts';

/**
 * Locks the product's row for a change of its reviews, so two reviews written at once count
 * each other when the average is worked out again. False when there is no such product.
 */
export async function lockProductForRating(tx: Ctx, productId: number): Promise<boolean> {
  const [row] = await tx.db
    .select({ id: catalogProduct.id })
    .from(catalogProduct)
    .where(eq(catalogProduct.id, productId))
    .for('update');
  return row !== undefined;
}

/** The product's average rating and number of reviews, as its reviews now say. */
export async function setProductRating(
  tx: Db,
  productId: number,
  rating: { average: number; count: number },
): Promise<void> {
  await tx
    .update(catalogProduct)
    .set({ averageRating: rating.average, totalReviews: rating.count })
    .where(eq(catalogProduct.id, productId));
}
