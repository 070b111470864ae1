import {
  brandCodesByIds,
  listTaxons,
  brandIdsFor as lookUpBrandIds,
  type Taxon,
} from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { TtlCache } from '../db/index.ts';

// Every list asks for these (permalinks and codes to ids, the category facet's names, the brand
// facet's codes) and they change rarely: each process keeps them a minute, like the site data,
// so a list answered from the search caches needs no query at all.
const LOOKUP_TTL_MS = 60_000;
const taxonCache = new TtlCache<Taxon[]>(LOOKUP_TTL_MS, 20);
const brandIdCache = new TtlCache<number[]>(LOOKUP_TTL_MS, 2000);
const brandCodeCache = new TtlCache<Map<number, string>>(LOOKUP_TTL_MS, 2000);

/** Forgets the cached categories and brands (after a reindex: the seed may have changed them). */
export function forgetLookups(): void {
  taxonCache.clear();
  brandIdCache.clear();
  brandCodeCache.clear();
}

/** Every category, in the shopper's language. */
export function taxonsOf(ctx: Ctx): Promise<Taxon[]> {
  return taxonCache.get(ctx.locale, () => listTaxons(ctx));
}

/** Category ids for ids or permalinks (unknown ones are left out). */
export async function taxonIdsFor(ctx: Ctx, refs: string[]): Promise<number[]> {
  const ids = new Set(refs.filter((r) => /^\d+$/.test(r)).map(Number));
  const permalinks = new Set(refs.filter((r) => !/^\d+$/.test(r)));
  const taxons = await taxonsOf(ctx);
  return taxons.filter((t) => ids.has(t.id) || permalinks.has(t.permalink)).map((t) => t.id);
}

/** Brand ids for brand codes (unknown ones are left out). */
export function brandIdsFor(ctx: Ctx, codes: string[]): Promise<number[]> {
  return brandIdCache.get(JSON.stringify(codes), () => lookUpBrandIds(ctx, codes));
}

/** Brand codes by id. */
export function brandCodesFor(ctx: Ctx, ids: number[]): Promise<Map<number, string>> {
  return brandCodeCache.get(JSON.stringify(ids), () => brandCodesByIds(ctx, ids));
}
