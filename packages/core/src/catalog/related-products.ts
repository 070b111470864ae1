import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/i18n-text.ts';
import { type ProductCard, saleActive, shopperVisible } from './product-cards.ts';
import { productKey } from './product-detail.ts';
import { catalogBrand, catalogProduct } from './schema.ts';

/** Spec §9: 30 related products. */
export const RELATED_LIMIT = 30;

export interface ProductNeighbours {
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
    visibleCards(
      ctx,
      and(eq(catalogProduct.taxonId, product.taxonId), notItself) as SQL,
      [
        desc(catalogProduct.averageRating),
        desc(catalogProduct.totalReviews),
        asc(catalogProduct.id),
      ],
      limit,
    ),
    visibleCards(
      ctx,
      and(
        sql`split_part(${catalogProduct.sku}, '-', 1) = ${skuSeries(product.sku)}`,
        notItself,
      ) as SQL,
      [asc(catalogProduct.id)],
      limit,
    ),
  ]);
  return { related, other_models: otherModels };
}

async function visibleCards(
  ctx: Ctx,
  where: SQL,
  order: SQL[],
  limit: number,
): Promise<ProductCard[]> {
  const active = saleActive(ctx.now);
  const rows = await ctx.db
    .select({
      id: catalogProduct.id,
      slug: catalogProduct.slug,
      name: catalogProduct.name,
      translations: catalogProduct.translations,
      image: catalogProduct.image,
      brand: catalogBrand.name,
      price: catalogProduct.price,
      sellingPrice: sql<number>`case when ${active} then ${catalogProduct.sellingPrice} else ${catalogProduct.price} end`,
      salePercent: sql<number>`case when ${active} then ${catalogProduct.salePercent} else 0 end`,
      badgeIds: catalogProduct.badgeIds,
      averageRating: catalogProduct.averageRating,
      totalReviews: catalogProduct.totalReviews,
      totalOnHand: catalogProduct.totalOnHand,
    })
    .from(catalogProduct)
    .leftJoin(catalogBrand, eq(catalogBrand.id, catalogProduct.brandId))
    .where(and(shopperVisible(ctx.now), where))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: translated(r.name, r.translations, ctx.locale),
    image: r.image,
    brand: r.brand,
    price: r.price,
    selling_price: Number(r.sellingPrice),
    sale_percent: Number(r.salePercent),
    badge_ids: r.badgeIds,
    average_rating: r.averageRating,
    total_reviews: r.totalReviews,
    total_on_hand: r.totalOnHand,
  }));
}
