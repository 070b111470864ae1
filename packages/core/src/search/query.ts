import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/query.ts';
import { TtlCache } from '../shared/ttl-cache.ts';
import { canonicalWords } from './canonical.ts';
import { FACET_BUCKET_SIZE, type ParsedSearchParams, type Sort } from './params.ts';
import { correctWords } from './spelling.ts';

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

export interface Facets {
  brands: { id: number; name: string; count: number }[];
  taxons: { id: number; count: number }[];
  sizes: { value: string; count: number }[];
  colors: { value: string; count: number }[];
  availability: { in_stock: number; sold_out: number };
  price: { min: number | null; max: number | null };
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  page: number;
  per_page: number;
  facets?: Facets;
  /** True when no word matched exactly and the results come from typo-tolerant matching. */
  fuzzy: boolean;
}

type FilterName = 'text' | 'taxon' | 'brand' | 'price' | 'size' | 'color' | 'availability';

/** SQL pieces for one search; facets reuse them leaving out their own filter. */
class SearchSql {
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
  where(leaveOut?: FilterName): SQL {
    const p = this.params;
    const parts: SQL[] = [
      sql`${this.sellingPrice} > 1`,
      sql`available_on <= ${this.ctx.now}`,
      sql`image is not null`,
    ];
    if (leaveOut !== 'availability' && p.availability === 'in_stock')
      parts.push(sql`total_on_hand > 0`);
    if (leaveOut !== 'text') {
      if (this.text.tsquery)
        parts.push(sql`document @@ to_tsquery('simple', ${this.text.tsquery})`);
      // The last resort: trigram word similarity through the index (pg_trgm's default
      // threshold, 0.6).
      else if (this.text.fuzzyKey) parts.push(sql`${this.text.fuzzyKey} <% title_key`);
    }
    if (leaveOut !== 'taxon' && p.taxonIds?.length) {
      parts.push(sql`taxon_ids && ${pgIntArray(p.taxonIds)}`);
    }
    if (leaveOut !== 'brand' && p.brandIds?.length) {
      parts.push(sql`brand_id = any(${pgIntArray(p.brandIds)})`);
    }
    if (leaveOut !== 'size' && p.sizes?.length) parts.push(sql`sizes && ${pgTextArray(p.sizes)}`);
    if (leaveOut !== 'color' && p.colors?.length)
      parts.push(sql`colors && ${pgTextArray(p.colors)}`);
    if (leaveOut !== 'price') {
      if (p.priceMin !== undefined) parts.push(sql`${this.sellingPrice} >= ${p.priceMin}`);
      if (p.priceMax !== undefined) parts.push(sql`${this.sellingPrice} <= ${p.priceMax}`);
    }
    if (p.vendorId) parts.push(sql`vendor_id = ${p.vendorId}`);
    if (p.onSale) parts.push(this.active);
    if (p.skus?.length) parts.push(sql`sku = any(${pgTextArray(p.skus)})`);
    if (p.productIds?.length) parts.push(sql`product_id = any(${pgIntArray(p.productIds)})`);
    if (p.excludeIds?.length) parts.push(sql`not (product_id = any(${pgIntArray(p.excludeIds)}))`);
    if (p.skuPrefix) parts.push(sql`starts_with(sku, ${p.skuPrefix})`);
    return sql.join(parts, sql` and `);
  }

  orderBy(sort: Sort): SQL {
    const inStockFirst = sql`(total_on_hand > 0) desc`;
    const name = sql`lower(coalesce(names->>${this.ctx.locale}, names->>'mn'))`;
    switch (sort) {
      case 'relevance':
        return this.text.tsquery
          ? sql`${inStockFirst},
              ${this.text.exact ? sql`(document @@ to_tsquery('simple', ${this.text.exact})) desc,` : sql``}
              ts_rank(document, to_tsquery('simple', ${this.text.tsquery}), 1) desc, product_id desc`
          : this.text.fuzzyKey
            ? sql`${inStockFirst}, word_similarity(${this.text.fuzzyKey}, title_key) desc, product_id desc`
            : sql`${inStockFirst}, (total_reviews * average_rating) desc, product_id desc`;
      case 'random':
        // Seeded by the day, so paging through a random order neither repeats nor skips.
        return sql`md5(product_id::text || ${this.ctx.now.toISOString().slice(0, 10)})`;
      case 'date_desc':
        return sql`${inStockFirst}, available_on desc, product_id desc`;
      case 'date_asc':
        return sql`${inStockFirst}, available_on asc, product_id asc`;
      case 'price_asc':
        return sql`${inStockFirst}, ${this.sellingPrice} asc, product_id asc`;
      case 'price_desc':
        return sql`${inStockFirst}, ${this.sellingPrice} desc, product_id desc`;
      case 'sale_desc':
        return sql`${inStockFirst}, ${this.salePercent} desc, product_id desc`;
      case 'name_asc':
        return sql`${inStockFirst}, ${name} asc, product_id asc`;
      case 'name_desc':
        return sql`${inStockFirst}, ${name} desc, product_id desc`;
      case 'popularity':
        return sql`${inStockFirst}, (total_reviews * average_rating) desc, product_id desc`;
    }
  }
}

/**
 * Searches the product documents: full text over canonical words (Latin- or Cyrillic-typed,
 * prefixes match), falling back to trigram word similarity for typos, with filters, the default
 * filter, sorts, paging and (when asked) facet counts that reflect the other active filters.
 */
// Lists and their facet counts repeat (a category page, a popular word): each process keeps
// them briefly, so stock and price changes show within a minute. Keyed by everything that
// changes the answer, including the locale and the day (random order, sale windows by date).
type TextMatch = SearchSql['text'];
const resultCache = new TtlCache<{ result: SearchResult; text: TextMatch }>(30_000, 2000);
const facetCache = new TtlCache<Facets>(60_000, 2000);

export async function runSearch(ctx: Ctx, params: ParsedSearchParams): Promise<SearchResult> {
  const hour = ctx.now.toISOString().slice(0, 13);
  const { facets: withFacets, page: _page, perPage: _perPage, sort: _sort, ...filters } = params;
  const found = await resultCache.get(JSON.stringify([ctx.locale, hour, params]), () =>
    searchUncached(ctx, params),
  );
  const result = structuredClone(found.result);
  if (withFacets) {
    result.facets = await facetCache.get(JSON.stringify([ctx.locale, hour, filters]), () =>
      facets(new SearchSql(ctx, params, found.text)),
    );
  }
  return result;
}

/** Forgets cached results (after a reindex, and in tests that change data). */
export function forgetSearchResults(): void {
  resultCache.clear();
  facetCache.clear();
}

async function searchUncached(
  ctx: Ctx,
  params: ParsedSearchParams,
): Promise<{ result: SearchResult; text: TextMatch }> {
  const words = params.q ? canonicalWords(params.q) : [];
  const tsquery = words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
  // Whole words in the name rank above words they merely begin ("utas" the phone before
  // "utasgui", the wireless charger).
  const exact = words.length ? words.map((w) => `${w}:A`).join(' & ') : null;
  let text: SearchSql['text'] = { tsquery, fuzzyKey: null, exact };
  let result = await page(new SearchSql(ctx, params, text));
  // Fallbacks only when the words themselves match nothing, not when filters empty the list.
  const tryFallbacks =
    params.fallbacks && result.total === 0 && words.length > 0 && !(await anyMatch(ctx, tsquery));
  if (tryFallbacks) {
    // Nothing spelled like that: correct words the index does not know ("сарнйа" → сарнай).
    const corrected = await correctWords(ctx, words);
    if (corrected.join(' ') !== words.join(' ')) {
      text = {
        tsquery: corrected.map((w) => `${w}:*`).join(' & '),
        fuzzyKey: null,
        exact: corrected.map((w) => `${w}:A`).join(' & '),
      };
      result = await page(new SearchSql(ctx, params, text));
      result.fuzzy = result.total > 0;
    }
  }
  if (tryFallbacks && result.total === 0) {
    // Still nothing: try typo-tolerant matching of the whole phrase.
    text = { tsquery: null, fuzzyKey: words.join(' ') };
    result = await page(new SearchSql(ctx, params, text));
    result.fuzzy = result.total > 0;
  }
  return { result, text };
}

/** Whether any product at all has these words (ignoring every filter). */
async function anyMatch(ctx: Ctx, tsquery: string | null): Promise<boolean> {
  if (!tsquery) return false;
  const rows = await queryRows<{ one: number }>(
    ctx.db,
    sql`select 1 as one from search_product where document @@ to_tsquery('simple', ${tsquery}) limit 1`,
  );
  return rows.length > 0;
}

async function page(query: SearchSql): Promise<SearchResult> {
  const { params, ctx } = query;
  const sort =
    params.sort ?? (query.text.tsquery || query.text.fuzzyKey ? 'relevance' : 'popularity');
  // A hit as the database names it (product_id, brand_name); mapped to SearchHit below.
  const rows = await queryRows<
    Omit<SearchHit, 'id' | 'brand'> & { product_id: number; brand_name: string | null }
  >(
    ctx.db,
    sql`select product_id, slug, sku, coalesce(names->>${ctx.locale}, names->>'mn') as name, image,
        brand_name, price, ${query.sellingPrice} as selling_price,
        ${query.salePercent} as sale_percent,
        case when ${query.salePercent} > 0 then sale_expire_at end as sale_expire_at,
        available_on, badge_ids, average_rating, total_reviews, total_on_hand, count(*) over () as total
      from search_product
      where ${query.where()}
      order by ${query.orderBy(sort)}
      limit ${params.perPage} offset ${(params.page - 1) * params.perPage}`,
  );
  // Counted apart: a window count over the page query would sort every match.
  const total =
    !params.countTotal || (params.page === 1 && rows.length < params.perPage)
      ? (params.page - 1) * params.perPage + rows.length
      : await countAll(query);
  return {
    hits: rows.map((r) => ({
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
    })),
    total,
    page: params.page,
    per_page: params.perPage,
    fuzzy: false,
  };
}

/** How many products match in all. */
async function countAll(query: SearchSql): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    query.ctx.db,
    sql`select count(*)::int as n from search_product where ${query.where()}`,
  );
  return row?.n ?? 0;
}

async function facets(query: SearchSql): Promise<Facets> {
  const db = query.ctx.db;
  const [brands, taxons, sizes, colors, availability, price] = await Promise.all([
    queryRows<{ id: number; name: string; count: number }>(
      db,
      sql`select brand_id as id, brand_name as name, count(*)::int as count from search_product
        where ${query.where('brand')} and brand_id is not null
        group by brand_id, brand_name order by count desc, name limit ${FACET_BUCKET_SIZE}`,
    ),
    queryRows<{ id: number; count: number }>(
      db,
      sql`select t as id, count(*)::int as count from search_product, unnest(taxon_ids) t
        where ${query.where()} group by t order by count desc limit 200`,
    ),
    queryRows<{ value: string; count: number }>(
      db,
      sql`select s as value, count(*)::int as count from search_product, unnest(sizes) s
        where ${query.where('size')} group by s order by s limit ${FACET_BUCKET_SIZE}`,
    ),
    queryRows<{ value: string; count: number }>(
      db,
      sql`select c as value, count(*)::int as count from search_product, unnest(colors) c
        where ${query.where('color')} group by c order by count desc limit ${FACET_BUCKET_SIZE}`,
    ),
    queryRows<{ in_stock: number; sold_out: number }>(
      db,
      sql`select count(*) filter (where total_on_hand > 0)::int as in_stock,
        count(*) filter (where total_on_hand <= 0)::int as sold_out
        from search_product where ${query.where('availability')}`,
    ),
    queryRows<{ min: number | null; max: number | null }>(
      db,
      sql`select min(${query.sellingPrice})::int as min, max(${query.sellingPrice})::int as max
        from search_product where ${query.where('price')}`,
    ),
  ]);
  return {
    brands,
    taxons,
    sizes,
    colors,
    availability: availability[0] ?? { in_stock: 0, sold_out: 0 },
    price: price[0] ?? { min: null, max: null },
  };
}

function pgIntArray(values: number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
}

function pgTextArray(values: string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
