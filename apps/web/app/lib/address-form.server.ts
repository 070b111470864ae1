import { accounts, type Ctx, createContext, type Db, geo, parseInput } from '@shop/core';
import type { ZoneOption } from '../components/account/ZonePicker.tsx';

/**
 * The zone picked last decides the address's city, district and quarter (named in Mongolian,
 * as couriers read them); a district or quarter outside the city chosen is refused.
 */
export async function addressFromForm(db: Db, values: Record<string, string>) {
  const chosen = [values.city_zip, values.district_zip, values.quarter_zip].filter(
    Boolean,
  ) as string[];
  const deepest = chosen.at(-1) ?? '';
  const trail = deepest ? await geo.zoneTrail(createContext(db, 'mn'), deepest) : null;
  const trailZips = trail?.map((z) => z.zipcode) ?? [];
  const consistent = trail !== null && chosen.every((zip) => trailZips.includes(zip));
  const named = (level: string) =>
    consistent ? (trail?.find((z) => z.level === level)?.name ?? '') : '';
  return parseInput(accounts.addressInput, {
    ...values,
    city: named('city'),
    district: named('district'),
    quarter: named('quarter') || null,
    zipcode: consistent ? deepest : '',
  });
}

/** The postal zones a ZonePicker offers (city, district, quarter). */
export async function zoneOptions(ctx: Ctx): Promise<ZoneOption[]> {
  const zones = await geo.listPostalZones(ctx);
  return zones
    .filter((z) => z.level !== 'address')
    .map(
      (z): ZoneOption => ({ zipcode: z.zipcode, name: z.name, level: z.level, parent: z.parent }),
    );
}
