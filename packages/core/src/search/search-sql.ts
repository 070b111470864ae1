import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { intArray } from '../db/index.ts';
import type { ParsedSearchParams, Sort } from './params.ts';

/** The filters a facet leaves out when it counts (each facet ignores its own). */
export const FACET_FILTERS = ['brand', 'size', 'color', 'price', 'availability'] as const;
export type FacetFilter = (typeof FACET_FILTERS)[number];

/** How a search's words are matched: full text, or similarity when nothing matched. */
export type TextMatch = SearchSql['text'];

/** SQL pieces for one search; facets reuse them leaving out their own filter. */
export class SearchSql {
  readonly sellingPrice: SQL;
  readonly salePercent: SQL;
  private readonly active: SQL;

  constructor(
    readonly ctx: Ctx,
    readonly params: ParsedSearchParams,
    readonly text: { tsquery: string | null; fuzzyKey: string | null; exact?: string | null },
  ) {
    const now = ctx.now;
    this.active = sql`(sale_percent > 0 and (sale_start_at is null or sale_start_at <= ${now})
      and (sale_expire_at is null or sale_expire_at > ${now}))`;
    this.sellingPrice = sql`(case when ${this.active} then selling_price else price end)`;
    this.salePercent = sql`(case when ${this.active} then sale_percent else 0 end)`;
  }

  /** The default filter (§9) and every active filter but `leaveOut`. */
  where(leaveOut?: FacetFilter): SQL {
    const parts = [this.common()];
    for (const name of FACET_FILTERS) {
      const own = name === leaveOut ? undefined : this.facetFilter(name);
      if (own) parts.push(own);
    }
    return sql.join(parts, sql` and `);
  }

  /** The conditions no facet leaves out: the default filter, the words, categories and more. */
  common(): SQL {
    const p = this.params;
    const parts: SQL[] = [
      sql`${this.sellingPrice} > 1`,
      sql`available_on <= ${this.ctx.now}`,
      sql`image is not null`,
    ];
    if (this.text.tsquery) parts.push(sql`document @@ to_tsquery('simple', ${this.text.tsquery})`);
    // The last resort: trigram word similarity through the index (pg_trgm's default
    // threshold, 0.6).
    else if (this.text.fuzzyKey) parts.push(sql`${this.text.fuzzyKey} <% title_key`);
    if (p.taxonIds?.length) parts.push(sql`taxon_ids && ${pgIntArray(p.taxonIds)}`);
    if (p.vendorId) parts.push(sql`vendor_id = ${p.vendorId}`);
    if (p.onSale) parts.push(this.active);
    // A running sale with an end, written so the partial index on the end (search_product_deal_idx)
    // can find the sales that have not ended yet.
    if (p.deals) {
      parts.push(sql`sale_percent > 0 and sale_expire_at > ${this.ctx.now}
        and (sale_start_at is null or sale_start_at <= ${this.ctx.now})`);
    }
    if (p.skus?.length) parts.push(sql`sku = any(${pgTextArray(p.skus)})`);
    if (p.productIds?.length) parts.push(sql`product_id = any(${pgIntArray(p.productIds)})`);
    if (p.excludeIds?.length) parts.push(sql`not (product_id = any(${pgIntArray(p.excludeIds)}))`);
    if (p.skuPrefix) parts.push(sql`starts_with(sku, ${p.skuPrefix})`);
    return sql.join(parts, sql` and `);
  }

  /** The condition of one facet's own filter, or undefined when that filter is not in use. */
  facetFilter(name: FacetFilter): SQL | undefined {
    const p = this.params;
    switch (name) {
      case 'availability':
        return p.availability === 'in_stock' ? sql`total_on_hand > 0` : undefined;
      case 'brand':
        return p.brandIds?.length ? sql`brand_id = any(${pgIntArray(p.brandIds)})` : undefined;
      case 'size':
        return p.sizes?.length ? sql`sizes && ${pgTextArray(p.sizes)}` : undefined;
      case 'color':
        return p.colors?.length ? sql`colors && ${pgTextArray(p.colors)}` : undefined;
      case 'price': {
        const bounds: SQL[] = [];
        if (p.priceMin !== undefined) bounds.push(sql`${this.sellingPrice} >= ${p.priceMin}`);
        if (p.priceMax !== undefined) bounds.push(sql`${this.sellingPrice} <= ${p.priceMax}`);
        return bounds.length ? sql`(${sql.join(bounds, sql` and `)})` : undefined;
      }
    }
  }

  /** The same search without one facet's filter (and without the stock filter). */
  without(name?: FacetFilter): SearchSql {
    const p = { ...this.params, availability: 'all' as const };
    if (name === 'brand') p.brandIds = undefined;
    if (name === 'size') p.sizes = undefined;
    if (name === 'color') p.colors = undefined;
    if (name === 'price') [p.priceMin, p.priceMax] = [undefined, undefined];
    return new SearchSql(this.ctx, p, this.text);
  }

  orderBy(sort: Sort): SQL {
    // Only when sold-out products can match: the default listing order then walks the partial
    // index search_product_popularity_idx instead of sorting every match.
    const inStockFirst =
      this.params.availability === 'all' ? sql`(total_on_hand > 0) desc,` : sql``;
    const name = sql`lower(coalesce(names->>${this.ctx.locale}, names->>'mn'))`;
    switch (sort) {
      case 'relevance':
        return this.text.tsquery
          ? sql`${inStockFirst}
              ${this.text.exact ? sql`(document @@ to_tsquery('simple', ${this.text.exact})) desc,` : sql``}
              ts_rank(document, to_tsquery('simple', ${this.text.tsquery}), 1) desc, product_id desc`
          : this.text.fuzzyKey
            ? sql`${inStockFirst} word_similarity(${this.text.fuzzyKey}, title_key) desc, product_id desc`
            : sql`${inStockFirst} (total_reviews * average_rating) desc, product_id desc`;
      case 'random':
        // Seeded by the day, so paging through a random order neither repeats nor skips.
        return sql`md5(product_id::text || ${this.ctx.now.toISOString().slice(0, 10)})`;
      case 'date_desc':
        return sql`${inStockFirst} available_on desc, product_id desc`;
      case 'date_asc':
        return sql`${inStockFirst} available_on asc, product_id asc`;
      case 'price_asc':
        return sql`${inStockFirst} ${this.sellingPrice} asc, product_id asc`;
      case 'price_desc':
        return sql`${inStockFirst} ${this.sellingPrice} desc, product_id desc`;
      case 'sale_desc':
        return sql`${inStockFirst} ${this.salePercent} desc, product_id desc`;
      case 'name_asc':
        return sql`${inStockFirst} ${name} asc, product_id asc`;
      case 'name_desc':
        return sql`${inStockFirst} ${name} desc, product_id desc`;
      case 'popularity':
        return sql`${inStockFirst} (total_reviews * average_rating) desc, product_id desc`;
      case 'ending_soon':
        return sql`${inStockFirst} (case when ${this.active} then sale_expire_at end) asc nulls last,
          product_id asc`;
    }
  }
}

export function pgIntArray(values: number[]): SQL {
  return sql`${intArray(values)}::int[]`;
}

export function pgTextArray(values: string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
