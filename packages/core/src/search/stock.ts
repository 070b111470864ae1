import { eq } from 'drizzle-orm';
import { addToCounts, type Db } from '../db/index.ts';
import { searchProduct } from './schema.ts';

/**
 * Moves the index's copies of products' stock with the catalogue's (`deltas`: product id to
 * change; same transaction), so a product that sells out leaves shopper lists at once instead
 * of at the next reindex.
 */
export async function adjustIndexedStock(
  tx: Db,
  deltas: ReadonlyMap<number, number>,
): Promise<void> {
  await addToCounts(
    tx,
    { table: searchProduct, key: searchProduct.productId, count: searchProduct.totalOnHand },
    deltas,
  );
}

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
