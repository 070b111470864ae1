import { asc } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/i18n-text.ts';
import { inventoryStockLocation } from './schema.ts';

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
  const rows = await ctx.db
    .select()
    .from(inventoryStockLocation)
    .orderBy(asc(inventoryStockLocation.id));
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
