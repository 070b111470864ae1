import { and, asc, eq, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import {
  changeStockLevel,
  listStoreLocations,
  type StockChange,
  stockOfVariants,
} from '../inventory/index.ts';
import { AppError, escapeLike, translated } from '../shared/index.ts';
import { LOW_STOCK_MAX } from './availability.ts';
import { listColors } from './options.ts';
import { catalogProduct, catalogVariant } from './schema.ts';
import { adjustProductStock } from './variant-offers.ts';

/**
 * The back office's stock page (issue 17): finding a variant by its SKU or its product's name,
 * its count at each store, and staff's changes, which move the product's total on hand (what
 * the shop's "in stock" filter reads) in the same transaction.
 */
export interface StaffVariant {
  variant_id: number;
  sku: string;
  product_id: number;
  product_name: string;
  slug: string;
  /** Option values as staff read them: a colour by its name in the context's locale. */
  options: Record<string, string>;
}

const FOUND_LISTED = 20;

/** Variants with their products, for the `where` the caller adds. */
const variantRows = (ctx: Ctx) =>
  ctx.db
    .select({ variant: catalogVariant, product: catalogProduct })
    .from(catalogVariant)
    .innerJoin(catalogProduct, eq(catalogProduct.id, catalogVariant.productId));

/** Variants whose SKU starts with `q`, or whose product's name (any language) holds it. */
export async function variantsForStaff(ctx: Ctx, q: string): Promise<StaffVariant[]> {
  const text = q.trim().slice(0, 100);
  if (!text) return [];
  const rows = await variantRows(ctx)
    .where(
      or(
        ilike(catalogVariant.sku, `${escapeLike(text)}%`),
        ilike(catalogProduct.name, `%${escapeLike(text)}%`),
        ilike(sql`${catalogProduct.translations}::text`, `%${escapeLike(text)}%`),
      ),
    )
    .orderBy(asc(catalogProduct.id), asc(catalogVariant.position), asc(catalogVariant.id))
    .limit(FOUND_LISTED);
  return staffVariants(ctx, rows);
}

/**
 * These variants as people read them (the stock page's staff, a shopper's list of alerts), in
 * the order of `variantIds` (unknown ones left out).
 */
export async function variantsById(ctx: Ctx, variantIds: number[]): Promise<StaffVariant[]> {
  if (variantIds.length === 0) return [];
  const found = await staffVariants(
    ctx,
    await variantRows(ctx).where(inArray(catalogVariant.id, variantIds)),
  );
  const byId = new Map(found.map((v) => [v.variant_id, v]));
  return variantIds.flatMap((id) => byId.get(id) ?? []);
}

/** The variant with exactly this SKU (any case), as staff read it; null when none has it. */
export async function variantBySku(ctx: Ctx, sku: string): Promise<StaffVariant | null> {
  const text = sku.trim().slice(0, 100);
  if (!text) return null;
  const rows = await variantRows(ctx)
    .where(sql`lower(${catalogVariant.sku}) = lower(${text})`)
    .limit(1);
  return (await staffVariants(ctx, rows))[0] ?? null;
}

/** Products as staff read them, each by its first variant (its SKU), keyed by product id. */
export async function productsForStaffById(
  ctx: Ctx,
  productIds: number[],
): Promise<Map<number, StaffVariant>> {
  if (productIds.length === 0) return new Map();
  const rows = await variantRows(ctx)
    .where(inArray(catalogVariant.productId, productIds))
    .orderBy(asc(catalogVariant.productId), asc(catalogVariant.position), asc(catalogVariant.id));
  const byProduct = new Map<number, StaffVariant>();
  for (const variant of await staffVariants(ctx, rows)) {
    if (!byProduct.has(variant.product_id)) byProduct.set(variant.product_id, variant);
  }
  return byProduct;
}

type VariantRow = {
  variant: typeof catalogVariant.$inferSelect;
  product: typeof catalogProduct.$inferSelect;
};

/**
 * Rows as staff read them, in the context's locale: the product's name, and a colour by its
 * name ("шар", not the code "yellow"), with the code kept for a colour the shop no longer lists.
 */
async function staffVariants(ctx: Ctx, rows: VariantRow[]): Promise<StaffVariant[]> {
  const colored = rows.some((r) => (r.variant.optionValues as Record<string, string>).color);
  const colorNames = new Map(
    colored ? (await listColors(ctx)).map((c) => [c.code, c.name] as const) : [],
  );
  return rows.map(({ variant, product }) => {
    const options = variant.optionValues as Record<string, string>;
    return {
      variant_id: variant.id,
      sku: variant.sku,
      product_id: product.id,
      product_name: translated(product.name, product.translations, ctx.locale),
      slug: product.slug,
      options: options.color
        ? { ...options, color: colorNames.get(options.color) ?? options.color }
        : options,
    };
  });
}

/** Products listed as running low; their variants follow them. */
const LOW_PRODUCTS_LISTED = 15;

/**
 * What a delivery should bring: the variants of the products with LOW_STOCK_MAX or fewer left
 * in all stores (sold out first), each with what it has left. Archived products are left out.
 * Products are chosen by their total on hand, which every order and staff change keeps, so the
 * page costs one pass over the products, not a sum over every store's stock.
 */
export async function variantsRunningLow(ctx: Ctx): Promise<(StaffVariant & { left: number })[]> {
  const rows = await variantRows(ctx).where(
    inArray(
      catalogProduct.id,
      ctx.db
        .select({ id: catalogProduct.id })
        .from(catalogProduct)
        .where(
          and(
            lte(catalogProduct.totalOnHand, LOW_STOCK_MAX),
            ne(catalogProduct.status, 'archived'),
          ),
        )
        .orderBy(asc(catalogProduct.totalOnHand), asc(catalogProduct.id))
        .limit(LOW_PRODUCTS_LISTED),
    ),
  );
  const stock = await stockOfVariants(
    ctx,
    rows.map((r) => r.variant.id),
  );
  const left = new Map<number, number>();
  for (const s of stock) left.set(s.variant_id, (left.get(s.variant_id) ?? 0) + s.count_on_hand);
  return (await staffVariants(ctx, rows))
    .map((variant) => ({ ...variant, left: left.get(variant.variant_id) ?? 0 }))
    .sort((a, b) => a.left - b.left || a.product_id - b.product_id || a.variant_id - b.variant_id);
}

/** A variant with its count at every store (a store without a row has none). */
export async function variantStockForStaff(ctx: Ctx, variantId: number) {
  const [row] = await variantRows(ctx).where(eq(catalogVariant.id, variantId));
  if (!row) throw new AppError('not_found', 'error.not_found');
  const [stores, stock, [named]] = await Promise.all([
    listStoreLocations(ctx),
    stockOfVariants(ctx, [variantId]),
    staffVariants(ctx, [row]),
  ]);
  const counts = new Map(stock.map((s) => [s.stock_location_id, s.count_on_hand]));
  return {
    ...(named as StaffVariant),
    stores: stores.map((store) => ({
      id: store.id,
      name: store.name,
      count: counts.get(store.id) ?? 0,
    })),
  };
}

/**
 * A staff member's change of a variant's stock at a store (delivery, count, damage): one
 * transaction for the count, its movement and the product's total on hand.
 */
export async function changeStock(ctx: Ctx, change: StockChange) {
  return withTransaction(ctx, async (tx) => {
    const [variant] = await tx.db
      .select({ productId: catalogVariant.productId })
      .from(catalogVariant)
      .where(eq(catalogVariant.id, change.variantId));
    if (!variant) throw new AppError('not_found', 'error.not_found');
    const result = await changeStockLevel(tx, change);
    await adjustProductStock(tx.db, new Map([[variant.productId, result.delta]]));
    return result;
  });
}

/** The products' denormalised totals on hand (for the search index to copy). */
export async function productStockTotals(
  ctx: Ctx,
  productIds: number[],
): Promise<{ id: number; totalOnHand: number }[]> {
  if (productIds.length === 0) return [];
  return ctx.db
    .select({ id: catalogProduct.id, totalOnHand: catalogProduct.totalOnHand })
    .from(catalogProduct)
    .where(inArray(catalogProduct.id, productIds));
}
