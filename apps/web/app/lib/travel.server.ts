import { AppError, type Ctx, search, travel } from '@shop/core';
import type { Locale, Messages } from '@shop/i18n';
import type {
  AirportName,
  RoomItem,
  StayForm,
  StayShown,
  StayValues,
} from '../components/travel/types.ts';
import { formatDay } from './dates.ts';
import { scopedMessages } from './messages.server.ts';

const DEFAULT_GUESTS = '2';

/** The stay an address asks for (`?check_in&check_out&guests&city`), as typed; bounded. */
export function stayValues(url: URL): StayValues {
  const read = (name: keyof StayValues) => (url.searchParams.get(name) ?? '').trim().slice(0, 120);
  return {
    check_in: read('check_in'),
    check_out: read('check_out'),
    guests: read('guests') || DEFAULT_GUESTS,
    city: read('city'),
  };
}

/** Whether the address asks for a stay at all (a first visit asks for none: no errors yet). */
export function asksForStay(url: URL): boolean {
  return url.searchParams.has('check_in') || url.searchParams.has('check_out');
}

/** The stay form for a page: the days it may choose from and, on a refusal, why. */
export function stayForm(
  ctx: Ctx,
  values: StayValues,
  options: { cities?: string[]; errors?: Record<string, string[]> } = {},
): StayForm {
  const today = travel.ubToday(ctx.now);
  return {
    values,
    today,
    firstCheckOut: travel.addDays(today, 1),
    lastDay: travel.addDays(today, travel.BOOKING_HORIZON_DAYS),
    maxGuests: travel.MAX_GUESTS,
    cities: options.cities ?? null,
    errors: options.errors ?? {},
  };
}

/** Core's refusal of a stay (dates, guests) as the form's field errors; null for anything else. */
export function stayErrors(error: unknown): Record<string, string[]> | null {
  if (error instanceof AppError && error.type === 'invalid_input' && error.fieldErrors) {
    return error.fieldErrors;
  }
  return null;
}

/** The query that carries a stay to another page (the hotel's, with its prices). */
export function stayQuery(stay: { check_in: string; check_out: string; guests: number }): string {
  const query = new URLSearchParams({
    check_in: stay.check_in,
    check_out: stay.check_out,
    guests: String(stay.guests),
  });
  return `?${query}`;
}

const DAY_MS = 86_400_000;

/** A stay core accepted, written out for the page that shows its prices. */
export function stayShown(
  stay: { check_in: string; check_out: string; guests: number | string },
  locale: Locale,
): StayShown {
  return {
    checkIn: stay.check_in,
    checkOut: stay.check_out,
    checkInDay: formatDay(stay.check_in, locale),
    checkOutDay: formatDay(stay.check_out, locale),
    nights: Math.round((Date.parse(stay.check_out) - Date.parse(stay.check_in)) / DAY_MS),
    guests: Number(stay.guests),
  };
}

/** A room type and, for a stay, its rooms left and night-by-night price, as the pages show it. */
export function roomItem(
  room: travel.RoomTypeView & {
    rooms_left?: number | null;
    price?: travel.StayPriceView | null;
  },
  locale: Locale,
): RoomItem {
  const price = room.price ?? null;
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    image: room.images[0] ?? null,
    beds: room.beds,
    sizeM2: room.size_m2,
    baseGuests: room.base_guests,
    maxGuests: room.max_guests,
    nightRate: room.night_rate,
    weekendRate: room.weekend_rate,
    amenities: room.amenities,
    roomsLeft: room.rooms_left ?? null,
    price: price && {
      nights: price.nights.map((n) => ({ ...n, day: formatDay(n.night, locale) })),
      extraGuests: price.extra_guests,
      extraGuestPrice: price.extra_guest_price,
      extraGuestsTotal: price.extra_guests_total,
      total: price.total,
    },
  };
}

/**
 * An airport's name for its IATA code, from the airport search; just the code when the search
 * does not know it (the page still reads, with less).
 */
export async function airportName(ctx: Ctx, iata: string): Promise<AirportName> {
  const [found] = await search.searchAirports(ctx, iata, 1);
  return { iata, name: found?.iata === iata ? found.name : null };
}

/**
 * The texts of the travel forms' refusals: the validation messages core answers with (scoped
 * texts, left out of other pages) and the "correct the marked fields" line.
 */
export function travelMessages(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(scopedMessages(locale)).filter(
      ([key]) => key.startsWith('validation.') || key === 'account.fix_fields',
    ),
  );
}
