import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { escapeLike, type Translations, translated } from '../shared/index.ts';
import { LOW_STOCK_MAX } from './availability.ts';
import {
  catalogBrand,
  catalogProduct,
  catalogTaxon,
  catalogVendor,
  type ProductStatus,
} from './schema.ts';
import { listTaxons } from './taxons.ts';

// Drizzle leaves a single-table select's columns unqualified, which a subquery would read as
// its own: the outer product is named in full.
const productId = sql.raw('"catalog_product"."id"');
const productTranslations = sql.raw('"catalog_product"."translations"');

/**
 * The back office's product list (issue 17): every product whatever its status (drafts and
 * archived ones never reach the search index), found by SKU or name and filtered the way a
 * website admin sorts the catalogue.
 */
export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export interface StaffProductQuery {
  q?: string;
  /**
   * Products the shop's own search found for `q` (it folds Latin and Cyrillic spellings of
   * Mongolian into one, "sarnai" for "сарнай"). The search belongs to a module above this one,
   * so the caller asks it and passes the ids in; they are listed beside the SKU and name matches.
   */
  ids?: number[];
  /** A category: its products and those of the categories below it. */
  taxonId?: number;
  brandId?: number;
  vendorId?: number;
  stock?: StockState;
  status?: ProductStatus;
  page: number;
  perPage: number;
}

export interface StaffProduct {
  id: number;
  sku: string;
  slug: string;
  name: string;
  image: string | null;
  status: ProductStatus;
  price: number;
  selling_price: number;
  total_on_hand: number;
  variants: number;
  brand: string | null;
  category: string | null;
}

/** A page of the catalogue's products for staff, most recently changed first, with the total. */
export async function productsForStaff(
  ctx: Ctx,
  query: StaffProductQuery,
): Promise<{ products: StaffProduct[]; total: number }> {
  const where = and(
    await textMatch(query),
    query.taxonId !== undefined
      ? inArray(catalogProduct.taxonId, await categoryAndBelow(ctx, query.taxonId))
      : undefined,
    query.brandId !== undefined ? eq(catalogProduct.brandId, query.brandId) : undefined,
    query.vendorId !== undefined ? eq(catalogProduct.vendorId, query.vendorId) : undefined,
    query.stock ? stockIs(query.stock) : undefined,
    query.status ? eq(catalogProduct.status, query.status) : undefined,
  );
  const page = Math.max(1, query.page);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        product: catalogProduct,
        variants: sql<number>`(select count(*)::int from catalog_variant v
          where v.product_id = ${productId})`,
        brandName: catalogBrand.name,
        brandTranslations: catalogBrand.translations,
        taxonName: catalogTaxon.name,
        taxonTranslations: catalogTaxon.translations,
      })
      .from(catalogProduct)
      .leftJoin(catalogBrand, eq(catalogBrand.id, catalogProduct.brandId))
      .leftJoin(catalogTaxon, eq(catalogTaxon.id, catalogProduct.taxonId))
      .where(where)
      .orderBy(desc(catalogProduct.updatedAt), desc(catalogProduct.id))
      .limit(query.perPage)
      .offset((page - 1) * query.perPage),
    ctx.db.select({ n: count() }).from(catalogProduct).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    products: rows.map(({ product, ...row }) => ({
      id: product.id,
      sku: product.sku,
      slug: product.slug,
      name: translated(product.name, product.translations, ctx.locale),
      image: product.image,
      status: product.status,
      price: product.price,
      selling_price: product.sellingPrice,
      total_on_hand: product.totalOnHand,
      variants: Number(row.variants),
      brand:
        row.brandName === null
          ? null
          : translated(row.brandName, row.brandTranslations, ctx.locale),
      category:
        row.taxonName === null
          ? null
          : translated(row.taxonName, row.taxonTranslations, ctx.locale),
    })),
  };
}

/**
 * The product's or a variant's SKU starting with the words, or a name in any language holding
 * them, or one of the search's finds. Names are matched as typed (ILIKE): a draft named in
 * Cyrillic is found by Cyrillic; its Latin spelling finds it once published (through `ids`).
 */
async function textMatch(query: StaffProductQuery): Promise<SQL | undefined> {
  const text = query.q?.trim().slice(0, 100) ?? '';
  if (!text) return undefined;
  const prefix = `${escapeLike(text)}%`;
  const inside = `%${escapeLike(text)}%`;
  return or(
    ilike(catalogProduct.sku, prefix),
    sql`exists (select 1 from catalog_variant v
      where v.product_id = ${productId} and v.sku ilike ${prefix})`,
    ilike(catalogProduct.name, inside),
    sql`exists (select 1 from jsonb_each(${productTranslations}) as t(locale, texts)
      where t.texts->>'name' ilike ${inside})`,
    query.ids?.length ? inArray(catalogProduct.id, query.ids) : undefined,
  );
}

function stockIs(state: StockState): SQL | undefined {
  if (state === 'out') return lte(catalogProduct.totalOnHand, 0);
  if (state === 'in') return gt(catalogProduct.totalOnHand, 0);
  // Few left: what the shop labels "low stock" (1 to LOW_STOCK_MAX).
  return and(gt(catalogProduct.totalOnHand, 0), lte(catalogProduct.totalOnHand, LOW_STOCK_MAX));
}

/** A category's id with the ids of every category below it (products sit in the leaves). */
async function categoryAndBelow(ctx: Ctx, taxonId: number): Promise<number[]> {
  const taxons = await listTaxons(ctx);
  const ids = new Set([taxonId]);
  // Parents come before their children in the list, so one pass collects the whole subtree.
  for (const taxon of taxons) {
    if (taxon.parent_id !== null && ids.has(taxon.parent_id)) ids.add(taxon.id);
  }
  return [...ids];
}

/** The brands and vendors a product list filters by, by name (id and name only). */
export async function staffProductChoices(ctx: Ctx): Promise<{
  brands: { id: number; name: string }[];
  vendors: { id: number; name: string }[];
}> {
  const [brands, vendors] = await Promise.all([
    ctx.db
      .select({
        id: catalogBrand.id,
        name: catalogBrand.name,
        translations: catalogBrand.translations,
      })
      .from(catalogBrand)
      .orderBy(asc(catalogBrand.name), asc(catalogBrand.id)),
    ctx.db
      .select({
        id: catalogVendor.id,
        name: catalogVendor.name,
        translations: catalogVendor.translations,
      })
      .from(catalogVendor)
      .orderBy(asc(catalogVendor.name), asc(catalogVendor.id)),
  ]);
  const named = (row: { id: number; name: string; translations: Translations }) => ({
    id: row.id,
    name: translated(row.name, row.translations, ctx.locale),
  });
  return { brands: brands.map(named), vendors: vendors.map(named) };
}
