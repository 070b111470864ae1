import { asc, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { prepared } from '../db/index.ts';
import { translated } from '../shared/index.ts';
import { inventoryStockItem, inventoryStockLocation } from './schema.ts';

export interface StoreLocation {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  opens_at: string;
  closes_at: string;
  pickup: boolean;
  zipcode: string | null;
}

/** The shop's branches and warehouses, in the context's locale. */
export async function listStoreLocations(ctx: Ctx): Promise<StoreLocation[]> {
  const rows = await selectLocations(ctx.db).execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: translated(r.name, r.translations, ctx.locale),
    address: translated(r.address, r.translations, ctx.locale, 'address'),
    phone: r.phone,
    lat: r.lat,
    lng: r.lng,
    opens_at: r.opensAt,
    closes_at: r.closesAt,
    pickup: r.pickup,
    zipcode: r.zipcode,
  }));
}

// Read by every checkout step that picks up from a store.
const selectLocations = prepared('inventory_store_locations', (db) =>
  db.select().from(inventoryStockLocation).orderBy(asc(inventoryStockLocation.id)),
);

export interface VariantStock {
  variant_id: number;
  stock_location_id: number;
  count_on_hand: number;
}

/** What each location holds of the given variants (locations without a row hold none). */
export async function stockOfVariants(ctx: Ctx, variantIds: number[]): Promise<VariantStock[]> {
  if (variantIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      variantId: inventoryStockItem.variantId,
      stockLocationId: inventoryStockItem.stockLocationId,
      countOnHand: inventoryStockItem.countOnHand,
    })
    .from(inventoryStockItem)
    .where(inArray(inventoryStockItem.variantId, variantIds))
    .orderBy(asc(inventoryStockItem.variantId), asc(inventoryStockItem.stockLocationId));
  return rows.map((r) => ({
    variant_id: r.variantId,
    stock_location_id: r.stockLocationId,
    count_on_hand: r.countOnHand,
  }));
}
