import { catalog, createContext, search } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { ShopLoadContext } from '../context.ts';
import { formatListTime } from '../lib/dates.ts';
import { listingQuery } from '../lib/listing-query.ts';

export type ListingKind = 'all' | 'category' | 'search';

/**
 * Everything a product list page shows, from the URL and (for a category) its permalink; `deals`
 * lists the running sales with an end, each card saying until when.
 */
export async function loadListing(
  context: ShopLoadContext,
  locale: Locale,
  url: URL,
  options: { permalink?: string; deals?: boolean } = {},
) {
  const { permalink, deals } = options;
  const ctx = createContext(context.database.db, locale);
  const { pages, ...query } = { ...listingQuery(url.searchParams, permalink), deals };
  const [taxons, colors] = await Promise.all([catalog.listTaxons(ctx), catalog.listColors(ctx)]);
  const current = permalink ? taxons.find((t) => t.permalink === permalink) : undefined;
  if (permalink && !current) return null;
  const result = await search.searchForShopper(ctx, query);
  const breadcrumbs: { name: string; permalink: string }[] = [];
  for (let t = current; t; t = taxons.find((p) => p.id === t?.parent_id)) {
    breadcrumbs.unshift({ name: t.name, permalink: t.permalink });
  }
  const childIds = new Set(
    taxons.filter((t) => t.parent_id === (current?.id ?? null)).map((t) => t.id),
  );
  return {
    query: { ...query, pages },
    products: result.hits,
    /** When each deal's sale ends, as the card says it (formatted here: see dates.ts). */
    saleEnds: deals
      ? Object.fromEntries(
          result.hits.map((hit) => [hit.id, formatListTime(hit.sale_expire_at, locale, ctx.now)]),
        )
      : null,
    total: result.total,
    fuzzy: result.fuzzy,
    moreToFetch: result.hits.length >= (query.perPage ?? 0) && result.total > result.hits.length,
    category: current ? { name: current.name, permalink: current.permalink } : null,
    breadcrumbs,
    colors: Object.fromEntries(colors.map((c) => [c.code, { name: c.name, hex: c.hex }])),
    facets: result.facets
      ? {
          ...result.facets,
          // The categories one level below this one (or the top level), with their counts.
          taxons: result.facets.taxons.filter((f) => childIds.has(f.id)),
        }
      : null,
  };
}

export type ListingData = NonNullable<Awaited<ReturnType<typeof loadListing>>>;
