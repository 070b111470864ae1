import { sql } from 'drizzle-orm';
import { queryRows } from '../db/index.ts';
import { FACET_BUCKET_SIZE, type ParsedSearchParams } from './params.ts';
import { FACET_FILTERS, type FacetFilter, type SearchSql } from './search-sql.ts';

export interface Facets {
  brands: { id: number; name: string; count: number }[];
  taxons: { id: number; count: number }[];
  sizes: { value: string; count: number }[];
  colors: { value: string; count: number }[];
  availability: { in_stock: number; sold_out: number };
  price: { min: number | null; max: number | null };
}

/** The total a search's facets imply: the availability facet counts under every other filter. */
export function totalOf(facets: Facets, params: ParsedSearchParams): number {
  const { in_stock, sold_out } = facets.availability;
  return params.availability === 'in_stock' ? in_stock : in_stock + sold_out;
}

/** One bucket of the counting pass (see `countRows`). */
export interface FacetRow {
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
 * brand facet is the words' alone), counted once and shared by the caller's `countsOf`. The stock
 * filter needs no second pass: every count is split by stock.
 */
export async function facetsOf(
  query: SearchSql,
  countsOf: (rows: SearchSql) => Promise<FacetRow[]>,
): Promise<Facets> {
  const stockOnly = query.params.availability === 'in_stock';
  const own = FACET_FILTERS.filter((f) => f !== 'availability' && query.facetFilter(f));
  const rowsOf = new Map<FacetFilter | undefined, FacetRow[]>();
  // One at a time: inside a transaction the queries share one connection anyway.
  for (const leaveOut of [undefined, ...own]) {
    rowsOf.set(leaveOut, await countsOf(query.without(leaveOut)));
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

/**
 * One pass over the rows of a search without its stock filter, grouped at once by each facet's
 * key and by stock (grouping sets). Arrays (categories, sizes, colours) are grouped whole —
 * far fewer distinct arrays than rows — and split by the caller.
 */
export function countRows(query: SearchSql): Promise<FacetRow[]> {
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
