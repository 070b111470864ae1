import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/index.ts';
import type { FacetRow } from './facets.ts';
import type { ParsedSearchParams, Sort } from './params.ts';
import { SearchSql, type TextMatch } from './search-sql.ts';

/**
 * The products a search's words and fixed conditions (categories, vendor, sale list, SKUs)
 * match, before the filters a shopper turns (brand, size, colour, price, stock): one compact row
 * each, in the list's order. Every setting of those filters then costs a pass over memory instead
 * of a count over the rows: a price slider moved to a value no cache has seen, the page, the
 * exact total and every facet come from the same set (about 25 bytes a product).
 */
export interface MatchSet {
  ids: Int32Array;
  /** The price the shopper pays, as it stood when the set was read. */
  prices: Int32Array;
  inStock: Uint8Array;
  /** 0 for a product without a brand. */
  brands: Int32Array;
  brandNames: Map<number, string>;
  /** Each product's brand as a slot of `brandIds`, for counting without a map. */
  brandSlots: Groups<number>;
  taxons: Groups<number>;
  sizes: Groups<string>;
  colors: Groups<string>;
  /** The prices in ascending order, made when first needed (`pageOf`). */
  sortedPrices?: { all?: Int32Array; inStock?: Int32Array };
}

/** A column of arrays, each distinct array kept once: row `i` holds `values[of[i]]`. */
interface Groups<T> {
  of: Int32Array;
  values: T[][];
}

/** A product of a match set as the database gives it (`readMatchSet`). */
export interface MatchRow {
  id: number;
  price: number;
  in_stock: boolean;
  brand_id: number | null;
  brand_name: string | null;
  /** `{1,2}`: PostgreSQL's text form of the int[]. */
  taxons: string;
  /** JSON arrays. */
  sizes: string;
  colors: string;
}

/** The filters a match set leaves to memory. */
type TurnedFilters = Pick<
  ParsedSearchParams,
  'brandIds' | 'sizes' | 'colors' | 'priceMin' | 'priceMax' | 'availability'
>;

/** Whether a search turns a filter the match set answers better than a count over the rows. */
export function turnsFilters(params: ParsedSearchParams): boolean {
  return Boolean(
    params.brandIds?.length ||
      params.sizes?.length ||
      params.colors?.length ||
      params.priceMin !== undefined ||
      params.priceMax !== undefined,
  );
}

/** The search with its turned filters taken off: what a match set is read for. */
export function withoutTurnedFilters(params: ParsedSearchParams): ParsedSearchParams {
  return {
    ...params,
    brandIds: undefined,
    sizes: undefined,
    colors: undefined,
    priceMin: undefined,
    priceMax: undefined,
    availability: 'all',
  };
}

/**
 * Reads the match set of a search in the list's order (in-stock products first), or null when
 * it holds more than `maxRows` products: then counting in the database is the better deal.
 */
export async function readMatchSet(
  ctx: Ctx,
  params: ParsedSearchParams,
  text: TextMatch,
  sort: Sort,
  maxRows: number,
): Promise<MatchSet | null> {
  const whole = new SearchSql(ctx, withoutTurnedFilters(params), text);
  const rows = await queryRows<MatchRow>(
    ctx.db,
    sql`select product_id as id, ${whole.sellingPrice} as price, total_on_hand > 0 as in_stock,
        brand_id, brand_name, taxon_ids::text as taxons, to_json(sizes)::text as sizes,
        to_json(colors)::text as colors
      from search_product
      where ${whole.common()}
      order by ${whole.orderBy(sort)}
      limit ${maxRows + 1}`,
  );
  return rows.length > maxRows ? null : buildMatchSet(rows);
}

/** A match set of rows as the database gives them. */
export function buildMatchSet(rows: MatchRow[]): MatchSet {
  const set: MatchSet = {
    ids: new Int32Array(rows.length),
    prices: new Int32Array(rows.length),
    inStock: new Uint8Array(rows.length),
    brands: new Int32Array(rows.length),
    brandNames: new Map(),
    brandSlots: { of: new Int32Array(rows.length), values: [] },
    taxons: { of: new Int32Array(rows.length), values: [] },
    sizes: { of: new Int32Array(rows.length), values: [] },
    colors: { of: new Int32Array(rows.length), values: [] },
  };
  const brandIndex = new Map<string, number>();
  const taxonIndex = new Map<string, number>();
  const sizeIndex = new Map<string, number>();
  const colorIndex = new Map<string, number>();
  rows.forEach((row, i) => {
    set.ids[i] = row.id;
    set.prices[i] = Number(row.price);
    set.inStock[i] = row.in_stock ? 1 : 0;
    set.brands[i] = row.brand_id ?? 0;
    if (row.brand_id !== null) set.brandNames.set(row.brand_id, row.brand_name ?? '');
    set.brandSlots.of[i] = groupOf(
      set.brandSlots.values,
      brandIndex,
      String(row.brand_id ?? 0),
      (id) => [Number(id)],
    );
    set.taxons.of[i] = groupOf(set.taxons.values, taxonIndex, row.taxons, parseIntArray);
    set.sizes.of[i] = groupOf(set.sizes.values, sizeIndex, row.sizes, JSON.parse);
    set.colors.of[i] = groupOf(set.colors.values, colorIndex, row.colors, JSON.parse);
  });
  return set;
}

function groupOf<T>(
  values: T[][],
  index: Map<string, number>,
  literal: string,
  parse: (literal: string) => T[],
): number {
  let at = index.get(literal);
  if (at === undefined) {
    at = values.push(parse(literal)) - 1;
    index.set(literal, at);
  }
  return at;
}

/** PostgreSQL's text form of an int[]: `{1,2,3}`. */
function parseIntArray(literal: string): number[] {
  return literal === '{}' ? [] : literal.slice(1, -1).split(',').map(Number);
}

/** The turned filters but stock, ready for a pass: null where a filter is not in use. */
interface Turned {
  brands: Set<number> | null;
  /** Per distinct array of the column, 1 when it shares a value with the chosen ones. */
  sizes: Uint8Array | null;
  colors: Uint8Array | null;
  min: number;
  max: number;
}

function turned(set: MatchSet, filters: TurnedFilters): Turned {
  return {
    brands: filters.brandIds?.length ? new Set(filters.brandIds) : null,
    sizes: filters.sizes?.length ? overlapping(set.sizes, filters.sizes) : null,
    colors: filters.colors?.length ? overlapping(set.colors, filters.colors) : null,
    min: filters.priceMin ?? Number.NEGATIVE_INFINITY,
    max: filters.priceMax ?? Number.POSITIVE_INFINITY,
  };
}

function overlapping(groups: Groups<string>, chosen: string[]): Uint8Array {
  const wanted = new Set(chosen);
  return Uint8Array.from(groups.values, (values) => (values.some((v) => wanted.has(v)) ? 1 : 0));
}

/**
 * Whether a row passes the turned filters but stock, as the database's test would: the brand
 * among the chosen, any chosen size or colour, the price in range. Small enough to be inlined
 * into the passes, which visit every product.
 */
function passes(set: MatchSet, t: Turned, row: number): boolean {
  const price = set.prices[row] as number;
  return (
    price >= t.min &&
    price <= t.max &&
    (t.brands === null || t.brands.has(set.brands[row] as number)) &&
    (t.sizes === null || t.sizes[set.sizes.of[row] as number] === 1) &&
    (t.colors === null || t.colors[set.colors.of[row] as number] === 1)
  );
}

/**
 * The ids of one page of a search, in order, and how many products match in all. With only a
 * price range (a slider), the pass stops at the page's end and the total comes from the set's
 * prices in order: a page near the start costs microseconds whatever the catalogue's size.
 */
export function pageOf(
  set: MatchSet,
  params: ParsedSearchParams,
): { ids: number[]; total: number } {
  const t = turned(set, params);
  const priceOnly = t.brands === null && t.sizes === null && t.colors === null;
  const stockOnly = params.availability === 'in_stock';
  const from = (params.page - 1) * params.perPage;
  const to = from + params.perPage;
  const ids: number[] = [];
  let total = 0;
  for (let row = 0; row < set.ids.length; row++) {
    if ((stockOnly && set.inStock[row] === 0) || !passes(set, t, row)) continue;
    if (total >= from && total < to) ids.push(set.ids[row] as number);
    total++;
    if (priceOnly && total === to) {
      return { ids, total: pricedBetween(sortedPrices(set, stockOnly), t.min, t.max) };
    }
  }
  return { ids, total };
}

/** The set's prices (of products in stock, or of all), in ascending order; sorted once a set. */
function sortedPrices(set: MatchSet, stockOnly: boolean): Int32Array {
  const kept = stockOnly ? 'inStock' : 'all';
  let prices = set.sortedPrices?.[kept];
  if (!prices) {
    prices = stockOnly ? set.prices.filter((_, row) => set.inStock[row] === 1) : set.prices.slice();
    prices.sort();
    set.sortedPrices = { ...set.sortedPrices, [kept]: prices };
  }
  return prices;
}

/** How many of the ascending `prices` lie in [min, max]. */
function pricedBetween(prices: Int32Array, min: number, max: number): number {
  const firstAbove = (limit: number, inclusive: boolean) => {
    let [low, high] = [0, prices.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      const price = prices[middle] as number;
      if (price < limit || (inclusive && price === limit)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return firstAbove(max, true) - firstAbove(min, false);
}

/**
 * The facet buckets of a search's rows under its filters, sold-out ones included: the same
 * buckets the database's counting pass (`countRows`) gives, grouped by key and stock.
 */
export function countsOf(set: MatchSet, filters: TurnedFilters): FacetRow[] {
  const t = turned(set, filters);
  const brands = new Int32Array(set.brandSlots.values.length * 2);
  const taxons = new Int32Array(set.taxons.values.length * 2);
  const sizes = new Int32Array(set.sizes.values.length * 2);
  const colors = new Int32Array(set.colors.values.length * 2);
  const prices = [
    { count: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY },
    { count: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY },
  ];
  for (let row = 0; row < set.ids.length; row++) {
    if (!passes(set, t, row)) continue;
    const stock = set.inStock[row] as number;
    (brands[(set.brandSlots.of[row] as number) * 2 + stock] as number)++;
    (taxons[(set.taxons.of[row] as number) * 2 + stock] as number)++;
    (sizes[(set.sizes.of[row] as number) * 2 + stock] as number)++;
    (colors[(set.colors.of[row] as number) * 2 + stock] as number)++;
    const price = prices[stock] as (typeof prices)[number];
    const paid = set.prices[row] as number;
    price.count++;
    if (paid < price.min) price.min = paid;
    if (paid > price.max) price.max = paid;
  }
  const bucket = (facet: FacetRow['facet'], key: number, count: number): FacetRow => ({
    facet,
    in_stock: key % 2 === 1,
    brand_id: null,
    brand_name: null,
    taxon_ids: null,
    sizes: null,
    colors: null,
    count,
    min: null,
    max: null,
  });
  const rows: FacetRow[] = [];
  brands.forEach((count, key) => {
    if (count === 0) return;
    const brand = set.brandSlots.values[Math.floor(key / 2)]?.[0] ?? 0;
    rows.push({
      ...bucket('brand', key, count),
      brand_id: brand === 0 ? null : brand,
      brand_name: brand === 0 ? null : (set.brandNames.get(brand) ?? null),
    });
  });
  const grouped = <T>(facet: 'taxon' | 'size' | 'color', counts: Int32Array, values: T[][]) => {
    counts.forEach((count, key) => {
      if (count === 0) return;
      const field = facet === 'taxon' ? 'taxon_ids' : facet === 'size' ? 'sizes' : 'colors';
      rows.push({ ...bucket(facet, key, count), [field]: values[Math.floor(key / 2)] });
    });
  };
  grouped('taxon', taxons, set.taxons.values);
  grouped('size', sizes, set.sizes.values);
  grouped('color', colors, set.colors.values);
  prices.forEach(({ count, min, max }, stock) => {
    if (count > 0) rows.push({ ...bucket('price', stock, count), min, max });
  });
  return rows;
}

/** What a match set weighs, in products, for the cache's bound. */
export function matchSetSize(set: MatchSet | null): number {
  return set?.ids.length ?? 0;
}
