import { productIdForVariant, vendorIdFor } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { brandCodesFor, brandIdsFor, taxonIdsFor, taxonsOf } from './lookups.ts';
import { PAGE_SIZE, type SearchParams, type Sort } from './params.ts';
import type { Facets, SearchResult } from './query.ts';
import { postgresSearchIndex } from './service.ts';

/** A search as a shopper or an API client names things: codes and permalinks, not ids. */
export interface ShopperQuery {
  q?: string;
  /** Category ids or permalinks. */
  taxons?: string[];
  brands?: string[];
  vendor?: string;
  priceMin?: number;
  priceMax?: number;
  sizes?: string[];
  colors?: string[];
  availability?: 'in_stock' | 'all';
  onSale?: boolean;
  /** Running sales with an end, the first to end first (unless sorted otherwise). */
  deals?: boolean;
  skus?: string[];
  variantId?: number;
  sort?: Sort;
  page?: number;
  perPage?: number;
  facets?: boolean;
}

export interface TaxonFacet {
  id: number;
  name: string;
  permalink: string;
  depth: number;
  count: number;
}

export type ShopperResult = Omit<SearchResult, 'facets'> & {
  facets?: Omit<Facets, 'taxons' | 'brands'> & {
    taxons: TaxonFacet[];
    brands: { id: number; code: string; name: string; count: number }[];
  };
};

/**
 * Resolves codes and permalinks to ids, runs the search, and names the category facet. A code
 * that matches nothing gives no results (not all products), as a shopper would expect.
 */
export async function searchForShopper(ctx: Ctx, query: ShopperQuery): Promise<ShopperResult> {
  const [taxonIds, brandIds, vendorId, variantProduct] = await Promise.all([
    query.taxons?.length ? taxonIdsFor(ctx, query.taxons) : undefined,
    query.brands?.length ? brandIdsFor(ctx, query.brands) : undefined,
    query.vendor ? vendorIdFor(ctx, query.vendor) : undefined,
    query.variantId ? productIdForVariant(ctx, query.variantId) : undefined,
  ]);
  const nothing =
    (taxonIds && taxonIds.length === 0) ||
    (brandIds && brandIds.length === 0) ||
    vendorId === null ||
    variantProduct === null;
  if (nothing) {
    return {
      hits: [],
      total: 0,
      page: query.page ?? 1,
      per_page: query.perPage ?? PAGE_SIZE,
      fuzzy: false,
    };
  }
  const params: SearchParams = {
    q: query.q,
    taxonIds,
    brandIds,
    vendorId: vendorId ?? undefined,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    sizes: query.sizes,
    colors: query.colors,
    availability: query.availability,
    onSale: query.onSale,
    deals: query.deals,
    skus: query.skus,
    productIds: variantProduct ? [variantProduct] : undefined,
    sort: query.sort,
    page: query.page,
    perPage: query.perPage,
    facets: query.facets,
  };
  const result = await postgresSearchIndex.searchProducts(ctx, params);
  if (!result.facets) return { ...result, facets: undefined };
  const facetBrandIds = result.facets.brands.map((b) => b.id);
  const [taxons, brandCodes] = await Promise.all([
    taxonsOf(ctx),
    brandCodesFor(ctx, facetBrandIds),
  ]);
  const byId = new Map(taxons.map((t) => [t.id, t]));
  return {
    ...result,
    facets: {
      ...result.facets,
      brands: result.facets.brands.map((b) => ({
        ...b,
        code: brandCodes.get(b.id) ?? String(b.id),
      })),
      taxons: result.facets.taxons.flatMap((f) => {
        const taxon = byId.get(f.id);
        return taxon
          ? [
              {
                id: f.id,
                name: taxon.name,
                permalink: taxon.permalink,
                depth: taxon.depth,
                count: f.count,
              },
            ]
          : [];
      }),
    },
  };
}
