import { eq } from 'drizzle-orm';
import { productStockTotals } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { forgetSearchResults } from './query.ts';
import { searchProduct } from './schema.ts';

/**
 * Copies the products' total on hand into their search documents after staff changed stock, so
 * that the "in stock" filter and its facet count them at once, and drops this process's cached
 * results (other processes' caches expire by themselves within their short lifetime).
 */
export async function refreshStockOf(ctx: Ctx, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const totals = await productStockTotals(ctx, productIds);
  for (const { id, totalOnHand } of totals) {
    await ctx.db.update(searchProduct).set({ totalOnHand }).where(eq(searchProduct.productId, id));
  }
  forgetSearchResults();
}
