import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { listStoreLocations, stockOfVariants } from '../inventory/index.ts';
import { type Availability, availabilityOf } from './availability.ts';
import { catalogVariant } from './schema.ts';

/** One store location's stock of a variant (`GET /products/0/variants/{id}/stock_items`). */
export interface StockItem {
  stock_location_id: number;
  name: string;
  address: string;
  phone: string;
  opens_at: string;
  closes_at: string;
  pickup: boolean;
  count_on_hand: number;
  availability: Availability;
}

const MAX_ID = 2_147_483_647;

/**
 * What every store location holds of a variant, with its availability label, or null when the
 * variant does not exist. Stock is read through the inventory module, never its tables.
 */
export async function variantStockItems(ctx: Ctx, variantId: number): Promise<StockItem[] | null> {
  if (!Number.isInteger(variantId) || variantId < 1 || variantId > MAX_ID) return null;
  const [variant] = await ctx.db
    .select({ id: catalogVariant.id, productId: catalogVariant.productId })
    .from(catalogVariant)
    .where(eq(catalogVariant.id, variantId))
    .limit(1);
  if (!variant) return null;
  const siblings = await ctx.db
    .select({ id: catalogVariant.id })
    .from(catalogVariant)
    .where(eq(catalogVariant.productId, variant.productId));
  const bySibling = await storeStockOfVariants(
    ctx,
    siblings.map((s) => s.id),
  );
  return bySibling[variantId] ?? [];
}

/**
 * Every store location's stock of each of one product's variants (all of them, so that "sold out"
 * can be told from "out of stock"), keyed by variant id.
 */
export async function storeStockOfVariants(
  ctx: Ctx,
  variantIds: number[],
): Promise<Record<number, StockItem[]>> {
  const [locations, stock] = await Promise.all([
    listStoreLocations(ctx),
    stockOfVariants(ctx, variantIds),
  ]);
  // "Sold out" when the product has nothing anywhere; else a store without it is "out of stock".
  const productTotal = stock.reduce((sum, s) => sum + s.count_on_hand, 0);
  const counts = new Map(
    stock.map((s) => [`${s.variant_id}:${s.stock_location_id}`, s.count_on_hand]),
  );
  const out: Record<number, StockItem[]> = {};
  for (const variantId of variantIds) {
    out[variantId] = locations.map((location) => {
      const count = counts.get(`${variantId}:${location.id}`) ?? 0;
      return {
        stock_location_id: location.id,
        name: location.name,
        address: location.address,
        phone: location.phone,
        opens_at: location.opens_at,
        closes_at: location.closes_at,
        pickup: location.pickup,
        count_on_hand: count,
        availability: availabilityOf(count, productTotal),
      };
    });
  }
  return out;
}
