import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { type ProductCard, visibleProductCards } from './product-cards.ts';
import { productKey } from './product-detail.ts';
import { catalogProduct } from './schema.ts';

/** Spec §9: 30 related products. */
export const RELATED_LIMIT = 30;

export interface ProductNeighbours {
  /** The product's own id (its neighbours were asked by slug or id). */
  product_id: number;
  /** Same leaf category, best rated first. */
  related: ProductCard[];
  /** Same series: the SKU part before the first '-' (spec §7 "same series by sku prefix"). */
  other_models: ProductCard[];
}

/** The series a SKU belongs to: its part before the first '-'. */
export function skuSeries(sku: string): string {
  return sku.split('-', 1)[0] ?? sku;
}

/**
 * Related products and other models of one product, both with the default filter and without the
 * product itself; null when the product does not exist. Both queries use an index: the taxon
 * index and the expression index on the SKU series (`catalog_product_series_idx`).
 */
export async function productNeighbours(
  ctx: Ctx,
  slugOrId: string | number,
  limit = RELATED_LIMIT,
): Promise<ProductNeighbours | null> {
  const [product] = await ctx.db
    .select({ id: catalogProduct.id, sku: catalogProduct.sku, taxonId: catalogProduct.taxonId })
    .from(catalogProduct)
    .where(productKey(slugOrId))
    .limit(1);
  if (!product) return null;
  const notItself = ne(catalogProduct.id, product.id);
  const [related, otherModels] = await Promise.all([
    visibleProductCards(ctx, {
      where: and(eq(catalogProduct.taxonId, product.taxonId), notItself),
      order: [
        desc(catalogProduct.averageRating),
        desc(catalogProduct.totalReviews),
        asc(catalogProduct.id),
      ],
      limit,
    }),
    visibleProductCards(ctx, {
      where: and(
        sql`split_part(${catalogProduct.sku}, '-', 1) = ${skuSeries(product.sku)}`,
        notItself,
      ),
      order: [asc(catalogProduct.id)],
      limit,
    }),
  ]);
  return { product_id: product.id, related, other_models: otherModels };
}
