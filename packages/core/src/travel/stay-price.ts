import { isWeekendNight, nightsOf } from './dates.ts';

/** What a room type charges, without its seasons. */
export interface RoomCharges {
  nightRate: number;
  weekendRate: number | null;
  baseGuests: number;
  extraGuestPrice: number;
}

/** A season's rates: nights from `startsOn` up to, not including, `endsOn`. */
export interface SeasonRate {
  id: number;
  name: string;
  startsOn: string;
  endsOn: string;
  nightRate: number;
  weekendRate: number | null;
}

export interface NightPrice {
  night: string;
  rate: number;
  /** The season the night falls in (its rate's id), or null for the room's own rate. */
  seasonId: number | null;
  weekend: boolean;
}

/** A stay's price, night by night (spec §7 `calculate_price`), in ₮. */
export interface StayPrice {
  nights: NightPrice[];
  nightsTotal: number;
  extraGuests: number;
  /** Per night, for each guest beyond those the rate covers. */
  extraGuestPrice: number;
  extraGuestsTotal: number;
  total: number;
}

/**
 * The night's season: the one it falls in; where seasons overlap, the one that started last
 * (a short festival inside a long summer season wins).
 */
function seasonOf(night: string, seasons: readonly SeasonRate[]): SeasonRate | null {
  let found: SeasonRate | null = null;
  for (const season of seasons) {
    if (season.startsOn <= night && night < season.endsOn) {
      if (!found || season.startsOn > found.startsOn) found = season;
    }
  }
  return found;
}

/** Nights × each night's rate (season, weekend), plus extra guests for every night. */
export function priceStay(
  room: RoomCharges,
  seasons: readonly SeasonRate[],
  stay: { checkIn: string; checkOut: string; guests: number },
): StayPrice {
  const nights = nightsOf(stay.checkIn, stay.checkOut).map((night): NightPrice => {
    const season = seasonOf(night, seasons);
    const weekend = isWeekendNight(night);
    const plan = season ?? room;
    const rate = weekend ? (plan.weekendRate ?? plan.nightRate) : plan.nightRate;
    return { night, rate, seasonId: season?.id ?? null, weekend };
  });
  const nightsTotal = nights.reduce((sum, n) => sum + n.rate, 0);
  const extraGuests = Math.max(0, stay.guests - room.baseGuests);
  const extraGuestsTotal = extraGuests * room.extraGuestPrice * nights.length;
  return {
    nights,
    nightsTotal,
    extraGuests,
    extraGuestPrice: room.extraGuestPrice,
    extraGuestsTotal,
    total: nightsTotal + extraGuestsTotal,
  };
}
