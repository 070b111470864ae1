import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { catalogBrand, catalogTaxon, catalogVariant, catalogVendor } from './schema.ts';

/** Category ids for ids or permalinks (unknown ones are left out). */
export async function taxonIdsFor(ctx: Ctx, refs: string[]): Promise<number[]> {
  if (refs.length === 0) return [];
  const ids = refs.filter((r) => /^\d+$/.test(r)).map(Number);
  const permalinks = refs.filter((r) => !/^\d+$/.test(r));
  const rows = await ctx.db
    .select({ id: catalogTaxon.id })
    .from(catalogTaxon)
    .where(
      or(
        ids.length ? inArray(catalogTaxon.id, ids) : undefined,
        permalinks.length ? inArray(catalogTaxon.permalink, permalinks) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** Brand ids for brand codes (unknown ones are left out). */
export async function brandIdsFor(ctx: Ctx, codes: string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const rows = await ctx.db
    .select({ id: catalogBrand.id })
    .from(catalogBrand)
    .where(inArray(catalogBrand.code, codes));
  return rows.map((r) => r.id);
}

export async function vendorIdFor(ctx: Ctx, code: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: catalogVendor.id })
    .from(catalogVendor)
    .where(eq(catalogVendor.code, code));
  return row?.id ?? null;
}

/** The product a variant belongs to. */
export async function productIdForVariant(ctx: Ctx, variantId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: catalogVariant.productId })
    .from(catalogVariant)
    .where(eq(catalogVariant.id, variantId));
  return row?.id ?? null;
}

/** Brand codes by id, for naming brand facets in URLs. */
export async function brandCodesByIds(ctx: Ctx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: catalogBrand.id, code: catalogBrand.code })
    .from(catalogBrand)
    .where(inArray(catalogBrand.id, ids));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** Each product's category and every category above it (for rules naming categories). */
export async function productCategoryIds(
  ctx: Ctx,
  productIds: number[],
): Promise<Map<number, number[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{ product_id: number; taxon_ids: number[] }>(
    ctx.db,
    sql`with recursive up as (
          select p.id as product_id, t.id as taxon_id, t.parent_id
            from catalog_product p join catalog_taxon t on t.id = p.taxon_id
            where p.id in ${productIds}
          union all
          select up.product_id, t.id, t.parent_id
            from up join catalog_taxon t on t.id = up.parent_id
        ) select product_id, array_agg(taxon_id) as taxon_ids from up group by product_id`,
  );
  return new Map(rows.map((r) => [Number(r.product_id), r.taxon_ids.map(Number)]));
}

/** The variant a product is wished or sold as when none was chosen: its first. */
export async function firstVariantOf(ctx: Ctx, productId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: catalogVariant.id })
    .from(catalogVariant)
    .where(eq(catalogVariant.productId, productId))
    .orderBy(catalogVariant.id)
    .limit(1);
  return row?.id ?? null;
}

/** A product's variants, for asking whether a shopper bought any of them. */
export async function variantIdsOf(ctx: Ctx, productId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: catalogVariant.id })
    .from(catalogVariant)
    .where(eq(catalogVariant.productId, productId));
  return rows.map((r) => r.id);
}
