import { asc } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { geoPostalZone } from './schema.ts';

export type ZoneLevel = 'city' | 'district' | 'quarter' | 'address';

export interface PostalZone {
  zipid: number;
  zipcode: string;
  name: string;
  cat: number;
  level: ZoneLevel;
  parent: string | null;
}

/** The level a zone category stands for (spec §3: 2-4 city, 5-6 district, 7-8 quarter, 9 address). */
export function zoneLevel(cat: number): ZoneLevel {
  if (cat <= 4) return 'city';
  if (cat <= 6) return 'district';
  if (cat <= 8) return 'quarter';
  return 'address';
}

/** Every postal zone, named in the context's locale. */
export async function listPostalZones(ctx: Ctx): Promise<PostalZone[]> {
  const rows = await ctx.db
    .select()
    .from(geoPostalZone)
    .orderBy(asc(geoPostalZone.cat), asc(geoPostalZone.zipcode));
  return rows.map((r) => ({
    zipid: r.id,
    zipcode: r.zipcode,
    name: translated(r.name, r.translations, ctx.locale),
    cat: r.cat,
    level: zoneLevel(r.cat),
    parent: r.parentZipcode,
  }));
}

/**
 * The chain from a city down to the zone given (city, district, quarter), named in the
 * context's locale; null when the zipcode is unknown.
 */
export async function zoneTrail(ctx: Ctx, zipcode: string): Promise<PostalZone[] | null> {
  const zones = await listPostalZones(ctx);
  const byZip = new Map(zones.map((z) => [z.zipcode, z]));
  const trail: PostalZone[] = [];
  for (
    let zone = byZip.get(zipcode);
    zone;
    zone = zone.parent ? byZip.get(zone.parent) : undefined
  ) {
    trail.unshift(zone);
    if (trail.length > 5) break;
  }
  return trail.length > 0 ? trail : null;
}
