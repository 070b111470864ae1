import { type Ctx, catalog, search } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../../context.ts';
import { idField } from '../../../lib/form-input.server.ts';
import { adminsOnly, catalogueGate } from './gate.server.ts';

const PER_PAGE = 24;
/** The most of the shop search's finds listed beside the direct matches (its largest page). */
const SEARCH_FINDS = 100;

/** The list's filters from the address; anything unreadable (or "all") is as if not given. */
const listQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  category: idField.optional().catch(undefined),
  brand: idField.optional().catch(undefined),
  vendor: idField.optional().catch(undefined),
  stock: z.enum(catalog.STOCK_STATES).optional().catch(undefined),
  status: z.enum(catalog.PRODUCT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ProductFilters = Omit<z.output<typeof listQuery>, 'page'>;

/**
 * The catalogue's product list (`?q=&category=&brand=&vendor=&stock=&status=&page=`), for
 * website admins; other staff get the 403 that says who the catalogue is for.
 */
export async function productsLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const gate = await catalogueGate(context, locale);
  if (!gate) return adminsOnly();
  const { ctx } = gate;
  const { page, ...filters } = listQuery.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const [found, tree, choices] = await Promise.all([
    shopSearchFinds(ctx, filters.q).then((ids) =>
      catalog.productsForStaff(ctx, {
        q: filters.q,
        ids,
        taxonId: filters.category,
        brandId: filters.brand,
        vendorId: filters.vendor,
        stock: filters.stock,
        status: filters.status,
        page,
        perPage: PER_PAGE,
      }),
    ),
    catalog.taxonTree(ctx),
    catalog.staffProductChoices(ctx),
  ]);
  return {
    allowed: true as const,
    filters,
    statuses: catalog.PRODUCT_STATUSES,
    stockStates: catalog.STOCK_STATES,
    page,
    pages: Math.max(1, Math.ceil(found.total / PER_PAGE)),
    total: found.total,
    products: found.products,
    categories: flatten(tree),
    brands: choices.brands,
    vendors: choices.vendors,
  };
}

/**
 * The published products the shop's own search finds for the words: it reads Latin and
 * Cyrillic spellings of Mongolian as one ("sarnai" finds "сарнай"), which a plain ILIKE cannot.
 * The catalogue module sits below the search (the search imports it), so the ids are asked for
 * here and passed in; drafts and archived products, not in the search index, are still found
 * by their SKU or their name as written. The search's guesses (fuzzy, when nothing matched)
 * are left out: a mistyped SKU should list nothing rather than look-alikes.
 */
async function shopSearchFinds(ctx: Ctx, q: string): Promise<number[]> {
  if (!q) return [];
  const result = await search.searchForShopper(ctx, {
    q,
    availability: 'all',
    perPage: SEARCH_FINDS,
  });
  return result.fuzzy ? [] : result.hits.map((hit) => hit.id);
}

/** The category tree as select options, each child after its parent, with its level. */
function flatten(
  nodes: catalog.TaxonNode[],
  level = 0,
): { id: number; name: string; level: number }[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, level },
    ...flatten(node.children, level + 1),
  ]);
}
