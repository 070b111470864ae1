import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { hasErrorCode, queryRows, TtlCache, withTransaction } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { canonicalWords } from './canonical.ts';
import {
  FACET_BUCKET_SIZE,
  MIN_PREFIX_LETTERS,
  type ParsedSearchParams,
  SEARCH_TIMEOUT_MS,
  type Sort,
  searchParams,
} from './params.ts';
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

/** The filters a facet leaves out when it counts (each facet ignores its own). */
const FACET_FILTERS = ['brand', 'size', 'color', 'price', 'availability'] as const;
type FacetFilter = (typeof FACET_FILTERS)[number];

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
/** Facet buckets of one set of rows (see `countRows`), shared by every search that needs them. */
const countCache = new TtlCache<FacetRow[]>(60_000, 2000);

export async function runSearch(ctx: Ctx, params: ParsedSearchParams): Promise<SearchResult> {
  const found = await resultCache.get(cacheKey(ctx, params), () =>
    withinTimeLimit(ctx, (limited) => searchUncached(limited, params)),
  );
  const result = structuredClone(found.result);
  if (params.facets) {
    // Usually already counted (and cached) for the total, in the same pass.
    result.facets = await cachedFacets(new SearchSql(ctx, params, found.text), 'own transaction');
  }
  return result;
}

/** Forgets cached results (after a reindex, and in tests that change data). */
export function forgetSearchResults(): void {
  resultCache.clear();
  facetCache.clear();
  countCache.clear();
}

function cacheKey(ctx: Ctx, params: unknown, text?: TextMatch): string {
  return JSON.stringify([ctx.locale, ctx.now.toISOString().slice(0, 13), params, text]);
}

/**
 * Facet counts of a search (words as matched, filters), computed at most once a minute; in a
 * time-limited transaction of their own unless the caller already runs in one.
 */
function cachedFacets(query: SearchSql, run: 'own transaction' | 'caller’s'): Promise<Facets> {
  const { ctx, params, text } = query;
  const { page: _page, perPage: _perPage, sort: _sort, ...filters } = params;
  return facetCache.get(cacheKey(ctx, filters, text), () =>
    run === 'own transaction'
      ? withinTimeLimit(ctx, (limited) => facets(new SearchSql(limited, params, text)))
      : facets(query),
  );
}

/**
 * Runs a search's queries in one read transaction with `statement_timeout` at the search's
 * time limit, so a query that outlives the limit is cancelled in the database instead of
 * holding a connection after the shopper got the 503 (PostgreSQL; PGlite has no timer and runs
 * the transaction alone).
 */
export async function withinTimeLimit<T>(
  ctx: Ctx,
  work: (ctx: Ctx) => Promise<T>,
  limitMs = SEARCH_TIMEOUT_MS,
): Promise<T> {
  try {
    return await withTransaction(ctx, async (limited) => {
      await limited.db.execute(sql.raw(`set local statement_timeout = ${Math.trunc(limitMs)}`));
      return work(limited);
    });
  } catch (error) {
    // PostgreSQL's "canceling statement due to statement timeout".
    if (hasErrorCode(error, '57014')) throw new AppError('unavailable', 'error.timeout');
    throw error;
  }
}

async function searchUncached(
  ctx: Ctx,
  params: ParsedSearchParams,
): Promise<{ result: SearchResult; text: TextMatch }> {
  const words = params.q ? canonicalWords(params.q) : [];
  // A prefix of one or two letters would match most of the catalogue ("sa": 58% of it) and
  // count it all for the total and the facets: when no word has three letters, the words match
  // whole words only ("сүү", milk, is "su"; "ус", water, "us"); prefixes this short are the
  // suggestions' job (`popularTitles`). With a longer word beside it, a short word stays a
  // prefix ("gar u").
  const prefixes = words.some((w) => w.length >= MIN_PREFIX_LETTERS);
  const tsquery = words.length ? words.map((w) => (prefixes ? `${w}:*` : w)).join(' & ') : null;
  // Whole words in the name rank above words they merely begin ("utas" the phone before
  // "utasgui", the wireless charger).
  const exact = words.length ? words.map((w) => `${w}:A`).join(' & ') : null;
  let text: SearchSql['text'] = { tsquery, fuzzyKey: null, exact };
  let result = await page(new SearchSql(ctx, params, text));
  // Fallbacks only when the words themselves match nothing, not when filters empty the list,
  // and not for words too short to correct.
  const tryFallbacks =
    params.fallbacks &&
    prefixes &&
    result.total === 0 &&
    words.length > 0 &&
    !(await anyMatch(ctx, tsquery));
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

/** A product a suggestion box offers. */
export interface TitleMatch {
  id: number;
  slug: string;
  name: string;
  popularity: number;
}

/** How many of the most popular products matching the words anywhere `popularTitles` looks at. */
const TITLE_SCAN = 400;

/**
 * The most popular products (under the default filter) with every word as the beginning of a
 * word of their titles (names in every locale, keywords, brand), for suggestions. The words are
 * first matched in the whole document, through its index or by walking the popularity index
 * (search_product_popularity_idx), whichever the planner finds cheaper; titles are checked only
 * among the first 400 of those, so a word common in descriptions but rare in titles costs a
 * bounded amount instead of a walk through the whole catalogue. No total, facets or fallbacks.
 */
export async function popularTitles(ctx: Ctx, q: string, limit: number): Promise<TitleMatch[]> {
  const words = canonicalWords(q);
  if (words.length === 0) return [];
  const tsquery = words.map((w) => `${w}:*`).join(' & ');
  const query = new SearchSql(ctx, searchParams.parse({}), { tsquery, fuzzyKey: null });
  const rows = await queryRows<TitleMatch>(
    ctx.db,
    sql`select product_id as id, slug, name, popularity from (
        select product_id, slug, coalesce(names->>${ctx.locale}, names->>'mn') as name, title_key,
          (total_reviews * average_rating) as popularity
        from search_product
        where ${query.where()}
        order by (total_reviews * average_rating) desc, product_id desc
        limit ${TITLE_SCAN}
      ) popular
      where to_tsvector('simple', title_key) @@ to_tsquery('simple', ${tsquery})
      order by popularity desc, product_id desc
      limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, popularity: Number(r.popularity) }));
}

/** Whether any product at all has these words (ignoring every filter). */
async function anyMatch(ctx: Ctx, tsquery: string | null): Promise<boolean> {
  if (!tsquery) return false;
  // With LIMIT 1 the planner expects an early hit and reads the table in order: for words that
  // match nothing (when this runs most) that is every row, 330 ms at 100,000 products. In the
  // search's transaction (`withinTimeLimit`), this one query is made to use the index.
  await ctx.db.execute(sql`set local enable_seqscan = off`);
  const rows = await queryRows<{ one: number }>(
    ctx.db,
    sql`select 1 as one from search_product where document @@ to_tsquery('simple', ${tsquery}) limit 1`,
  );
  await ctx.db.execute(sql`set local enable_seqscan = on`);
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
        available_on, badge_ids, average_rating, total_reviews, total_on_hand
      from search_product
      where ${query.where()}
      order by ${query.orderBy(sort)}
      limit ${params.perPage} offset ${(params.page - 1) * params.perPage}`,
  );
  // Counted apart (a window count over the page query would sort every match); with facets,
  // taken from the availability facet, which counts the same rows in the same pass.
  const total =
    !params.countTotal || (params.page === 1 && rows.length < params.perPage)
      ? (params.page - 1) * params.perPage + rows.length
      : params.facets
        ? totalOf(await cachedFacets(query, 'caller’s'), params)
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

/** The total a search's facets imply: the availability facet counts under every other filter. */
function totalOf(facets: Facets, params: ParsedSearchParams): number {
  const { in_stock, sold_out } = facets.availability;
  return params.availability === 'in_stock' ? in_stock : in_stock + sold_out;
}

/** How many products match in all. */
async function countAll(query: SearchSql): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    query.ctx.db,
    sql`select count(*)::int as n from search_product where ${query.where()}`,
  );
  return row?.n ?? 0;
}

/** One bucket of the counting pass (see `countRows`). */
interface FacetRow {
  facet: 'brand' | 'taxon' | 'size' | 'color' | 'price';
  in_stock: boolean;
  brand_id: number | null;
  brand_name: string | null;
  taxon_ids: number[] | null;
  sizes: string[] | null;
  colors: string[] | null;
  count: number;
  min: number | null;
  max: number | null;
}

/**
 * The facets of a search. Each facet counts under every active filter but its own, so a facet
 * whose filter is in use counts the rows of the same search without that filter: the rows of
 * another search (a brand page's brand facet is the whole shop's; after choosing a brand, the
 * brand facet is the words' alone), counted once and shared through `countCache`. The stock
 * filter needs no second pass: every count is split by stock.
 */
async function facets(query: SearchSql): Promise<Facets> {
  const stockOnly = query.params.availability === 'in_stock';
  const own = FACET_FILTERS.filter((f) => f !== 'availability' && query.facetFilter(f));
  const rowsOf = new Map<FacetFilter | undefined, FacetRow[]>();
  // One at a time: inside a transaction the queries share one connection anyway.
  for (const leaveOut of [undefined, ...own]) {
    rowsOf.set(leaveOut, await cachedCounts(query.without(leaveOut)));
  }
  const rowsFor = (facet: FacetFilter) =>
    (rowsOf.get(own.includes(facet) ? facet : undefined) ?? []).filter(
      (r) => r.in_stock || !stockOnly,
    );
  const base = rowsOf.get(undefined) ?? [];
  const pick = (rows: FacetRow[], facet: FacetRow['facet']) =>
    rows.filter((r) => r.facet === facet);
  const tally = <K>(rows: FacetRow[], keys: (r: FacetRow) => K[] | null) => {
    const counts = new Map<K, number>();
    for (const row of rows) {
      for (const key of keys(row) ?? []) counts.set(key, (counts.get(key) ?? 0) + row.count);
    }
    return [...counts];
  };
  const order = <K>(a: K, b: K) => (a < b ? -1 : a > b ? 1 : 0);
  const byCount = <K>(a: [K, number], b: [K, number]) => b[1] - a[1] || order(a[0], b[0]);
  const brandRows = pick(rowsFor('brand'), 'brand').filter((r) => r.brand_id !== null);
  const brandNames = new Map(brandRows.map((r) => [r.brand_id as number, r.brand_name ?? '']));
  const prices = pick(rowsFor('price'), 'price');
  const availability = { in_stock: 0, sold_out: 0 };
  for (const row of pick(base, 'price')) {
    if (row.in_stock) availability.in_stock += row.count;
    else availability.sold_out += row.count;
  }
  return {
    brands: tally(brandRows, (r) => [r.brand_id as number])
      .map(([id, count]) => ({ id, name: brandNames.get(id) ?? '', count }))
      .sort((a, b) => b.count - a.count || order(a.name, b.name))
      .slice(0, FACET_BUCKET_SIZE),
    taxons: tally(
      pick(
        base.filter((r) => r.in_stock || !stockOnly),
        'taxon',
      ),
      (r) => r.taxon_ids,
    )
      .sort(byCount)
      .slice(0, 200)
      .map(([id, count]) => ({ id, count })),
    sizes: tally(pick(rowsFor('size'), 'size'), (r) => r.sizes)
      .sort(([a], [b]) => order(a, b))
      .slice(0, FACET_BUCKET_SIZE)
      .map(([value, count]) => ({ value, count })),
    colors: tally(pick(rowsFor('color'), 'color'), (r) => r.colors)
      .sort(byCount)
      .slice(0, FACET_BUCKET_SIZE)
      .map(([value, count]) => ({ value, count })),
    availability,
    price: prices.length
      ? {
          min: Math.min(...prices.map((r) => r.min ?? Number.POSITIVE_INFINITY)),
          max: Math.max(...prices.map((r) => r.max ?? Number.NEGATIVE_INFINITY)),
        }
      : { min: null, max: null },
  };
}

/** The facet buckets of a search's rows (sold-out ones included), at most once a minute. */
function cachedCounts(query: SearchSql): Promise<FacetRow[]> {
  const { q: _q, page: _p, perPage: _pp, sort: _s, facets: _f, ...filters } = query.params;
  const { countTotal: _c, fallbacks: _fb, availability: _a, ...rows } = filters;
  // Not keyed by locale: the buckets carry ids, values and brand names, the same in every one.
  const key = JSON.stringify([query.ctx.now.toISOString().slice(0, 13), rows, query.text]);
  return countCache.get(key, () => countRows(query));
}

/**
 * One pass over the rows of a search without its stock filter, grouped at once by each facet's
 * key and by stock (grouping sets). Arrays (categories, sizes, colours) are grouped whole —
 * far fewer distinct arrays than rows — and split by the caller.
 */
function countRows(query: SearchSql): Promise<FacetRow[]> {
  return queryRows<FacetRow>(
    query.ctx.db,
    sql`select case when grouping(brand_id) = 0 then 'brand' when grouping(taxon_ids) = 0 then 'taxon'
          when grouping(sizes) = 0 then 'size' when grouping(colors) = 0 then 'color'
          else 'price' end as facet,
        in_stock, brand_id, brand_name, taxon_ids, sizes, colors, count(*)::int as count,
        min(selling_price)::int as min, max(selling_price)::int as max
      from (
        select brand_id, brand_name, taxon_ids, sizes, colors, total_on_hand > 0 as in_stock,
          ${query.sellingPrice} as selling_price
        from search_product
        where ${query.where('availability')}
      ) matching
      group by grouping sets ((in_stock, brand_id, brand_name), (in_stock, taxon_ids),
        (in_stock, sizes), (in_stock, colors), (in_stock))`,
  );
}

function pgIntArray(values: number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
}

function pgTextArray(values: string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
