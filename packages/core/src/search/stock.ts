import { eq, sql } from 'drizzle-orm';
import { type Db, prepared } from '../db/index.ts';
import { searchProduct } from './schema.ts';

/**
 * Moves the index's copy of a product's stock with the catalogue's (same transaction), so a
 * product that sells out leaves shopper lists at once instead of at the next reindex.
 */
export async function adjustIndexedStock(tx: Db, productId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await adjustStock(tx).execute({ productId, delta });
}

const adjustStock = prepared('search_adjust_stock', (db) =>
  db
    .update(searchProduct)
    .set({
      totalOnHand: sql`greatest(${searchProduct.totalOnHand} + ${sql.placeholder('delta')}::int, 0)`,
    })
    .where(eq(searchProduct.productId, sql.placeholder('productId'))),
);

/** The index's copy of a product's rating and review count, with the catalogue's (same transaction). */
export async function setIndexedRating(
  tx: Db,
  productId: number,
  rating: { average: number; count: number },
): Promise<void> {
  await tx
    .update(searchProduct)
    .set({ averageRating: rating.average, totalReviews: rating.count })
    .where(eq(searchProduct.productId, productId));
}
