import { type ShopperQuery, SORTS, type Sort } from '@shop/core/browser';

export const LISTING_PAGE_SIZE = 40;
/** "Load more" shows pages 1..n from the server; past this a shopper should filter instead. */
export const MAX_PAGES = 25;

const csv = (value: string | null) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 30);
const whole = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/**
 * The list a URL asks for: filters, sort and page live in the query string so a list can be
 * shared and Back works. Unknown or malformed values are ignored rather than refused: a shopper
 * who edits a URL by hand still gets a list.
 */
export function listingQuery(
  params: URLSearchParams,
  taxon?: string,
): ShopperQuery & { pages: number } {
  const sort = params.get('sort');
  const pages = Math.min(MAX_PAGES, Math.max(1, whole(params.get('page')) ?? 1));
  return {
    q: params.get('q')?.trim().slice(0, 200) || undefined,
    taxons: taxon ? [taxon] : undefined,
    brands: csv(params.get('brand')),
    sizes: csv(params.get('size')),
    colors: csv(params.get('color')),
    priceMin: whole(params.get('price_min')),
    priceMax: whole(params.get('price_max')),
    availability: params.get('availability') === 'all' ? 'all' : 'in_stock',
    onSale: params.get('on_sale') === '1' || undefined,
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : undefined,
    page: 1,
    perPage: LISTING_PAGE_SIZE * pages,
    facets: true,
    pages,
  };
}

/** The parameters a shopper narrows a list with (the filters' form); `q`, `sort` define the list. */
export const FILTER_PARAMS = ['brand', 'size', 'color', 'price_min', 'price_max', 'availability'];

/** Whether the list is narrowed by any filter. */
export const isFiltered = (params: URLSearchParams) => FILTER_PARAMS.some((n) => params.has(n));

/** The same list without its filters (the search and sort kept; back to the first page). */
export function withoutFilters(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const name of [...FILTER_PARAMS, 'page']) next.delete(name);
  const text = next.toString();
  return text ? `?${text}` : '?';
}

/** The same list with one parameter changed (and the page reset unless it is the page). */
export function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '?';
}
