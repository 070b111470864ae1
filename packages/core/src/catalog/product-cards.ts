import { and, asc, desc, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { catalogBrand, catalogProduct } from './schema.ts';

/** A product as a list shows it. */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  brand: string | null;
  price: number;
  selling_price: number;
  sale_percent: number;
  badge_ids: number[];
  average_rating: number;
  total_reviews: number;
  total_on_hand: number;
}

export type RailSort = 'date_desc' | 'sale_desc' | 'price_asc' | 'price_desc';

export interface RailQuery {
  sort: RailSort;
  onSale?: boolean;
  /** Only this brand's or this vendor's products (brand and vendor pages). */
  brandId?: number;
  vendorId?: number;
  limit: number;
  /** Rows to skip, for a paged grid. */
  offset?: number;
}

/**
 * Whether a sale is running at `now`: a percent and a window that has started and not ended (an
 * open start or end means "since ever" or "until further notice"). Outside the window the list
 * price is the selling price.
 */
export function saleActive(now: Date | SQL): SQL<boolean> {
  return sql<boolean>`(${catalogProduct.salePercent} > 0
    and (${catalogProduct.saleStartAt} is null or ${catalogProduct.saleStartAt} <= ${now})
    and (${catalogProduct.saleExpireAt} is null or ${catalogProduct.saleExpireAt} > ${now}))`;
}

/** The default filter every shopper-facing list applies (spec §9). */
export function shopperVisible(now: Date): SQL {
  return and(
    eq(catalogProduct.status, 'published'),
    gt(catalogProduct.sellingPrice, 1),
    gt(catalogProduct.totalOnHand, 0),
    lte(catalogProduct.availableOn, now),
    isNotNull(catalogProduct.image),
  ) as SQL;
}

/** A short product list for a rail (new arrivals, on sale), with the default filter applied. */
export async function productRail(ctx: Ctx, query: RailQuery): Promise<ProductCard[]> {
  const active = saleActive(ctx.now);
  const { sellingPrice, salePercent } = effectivePrices(ctx.now);
  const order = {
    date_desc: [desc(catalogProduct.availableOn), desc(catalogProduct.id)],
    sale_desc: [desc(salePercent), desc(catalogProduct.id)],
    price_asc: [asc(sellingPrice), asc(catalogProduct.id)],
    price_desc: [desc(sellingPrice), desc(catalogProduct.id)],
  }[query.sort];
  return visibleProductCards(ctx, {
    where: and(
      query.onSale ? active : undefined,
      query.brandId === undefined ? undefined : eq(catalogProduct.brandId, query.brandId),
      query.vendorId === undefined ? undefined : eq(catalogProduct.vendorId, query.vendorId),
    ),
    order,
    limit: query.limit,
    offset: query.offset,
  });
}

/** The cards of these products that shoppers may see now, in the order asked (an article's). */
export async function productCardsByIds(ctx: Ctx, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const cards = await visibleProductCards(ctx, {
    where: inArray(catalogProduct.id, ids),
    order: [asc(catalogProduct.id)],
    limit: ids.length,
  });
  return ids.flatMap((id) => cards.filter((c) => c.id === id));
}

/** The price paid now and the running sale percent (outside the window: list price, 0). */
function effectivePrices(now: Date) {
  const active = saleActive(now);
  return {
    sellingPrice: sql<number>`case when ${active} then ${catalogProduct.sellingPrice} else ${catalogProduct.price} end`,
    salePercent: sql<number>`case when ${active} then ${catalogProduct.salePercent} else 0 end`,
  };
}

/**
 * Product cards that pass the default filter and `where`, in `order`: the one card query that
 * rails, brand and vendor pages, related products and other models share.
 */
export async function visibleProductCards(
  ctx: Ctx,
  query: { where?: SQL; order: SQL[]; limit: number; offset?: number },
): Promise<ProductCard[]> {
  const { sellingPrice, salePercent } = effectivePrices(ctx.now);
  const rows = await ctx.db
    .select({
      id: catalogProduct.id,
      slug: catalogProduct.slug,
      name: catalogProduct.name,
      translations: catalogProduct.translations,
      image: catalogProduct.image,
      brand: catalogBrand.name,
      price: catalogProduct.price,
      sellingPrice,
      salePercent,
      badgeIds: catalogProduct.badgeIds,
      averageRating: catalogProduct.averageRating,
      totalReviews: catalogProduct.totalReviews,
      totalOnHand: catalogProduct.totalOnHand,
    })
    .from(catalogProduct)
    .leftJoin(catalogBrand, eq(catalogBrand.id, catalogProduct.brandId))
    .where(and(shopperVisible(ctx.now), query.where))
    .orderBy(...query.order)
    .limit(query.limit)
    .offset(query.offset ?? 0);
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
