import { type SQL, sql } from 'drizzle-orm';
import type { SearchSql } from './search-sql.ts';

/** A product as a result list shows it. */
export interface SearchHit {
  id: number;
  slug: string;
  sku: string;
  name: string;
  image: string | null;
  brand: string | null;
  price: number;
  selling_price: number;
  sale_percent: number;
  sale_expire_at: string | null;
  available_on: string;
  badge_ids: number[];
  average_rating: number;
  total_reviews: number;
  total_on_hand: number;
}

/** A hit as the database names it (`hitColumns`). */
export type HitRow = Omit<SearchHit, 'id' | 'brand'> & {
  product_id: number;
  brand_name: string | null;
};

/** The columns of a hit, with the price and sale as they stand at the search's time. */
export function hitColumns(query: SearchSql): SQL {
  return sql`product_id, slug, sku, coalesce(names->>${query.ctx.locale}, names->>'mn') as name,
    image, brand_name, price, ${query.sellingPrice} as selling_price,
    ${query.salePercent} as sale_percent,
    case when ${query.salePercent} > 0 then sale_expire_at end as sale_expire_at,
    available_on, badge_ids, average_rating, total_reviews, total_on_hand`;
}

export function toHit(r: HitRow): SearchHit {
  return {
    id: r.product_id,
    slug: r.slug,
    sku: r.sku,
    name: r.name,
    image: r.image,
    brand: r.brand_name,
    price: r.price,
    selling_price: Number(r.selling_price),
    sale_percent: Number(r.sale_percent),
    sale_expire_at: r.sale_expire_at ? new Date(r.sale_expire_at).toISOString() : null,
    available_on: new Date(r.available_on).toISOString(),
    badge_ids: r.badge_ids,
    average_rating: r.average_rating,
    total_reviews: r.total_reviews,
    total_on_hand: r.total_on_hand,
  };
}
