import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError, parseInput, translated } from '../shared/index.ts';
import { roomsTaken } from './availability.ts';
import { travelAmenity, travelHotel, travelRoomRate, travelRoomType } from './schema.ts';
import { priceStay, type StayPrice } from './stay-price.ts';
import { parseStay, type Stay } from './stays.ts';

type HotelRow = typeof travelHotel.$inferSelect;
type RoomTypeRow = typeof travelRoomType.$inferSelect;
type RateRow = typeof travelRoomRate.$inferSelect;

export interface AmenityView {
  code: string;
  name: string;
}

export interface HotelView {
  id: number;
  slug: string;
  name: string;
  description: string;
  address: string;
  city: string;
  stars: number;
  images: string[];
  /** Local times (Asia/Ulaanbaatar), 'HH:MM'. */
  check_in_from: string;
  check_out_until: string;
  /** Cancelled this many days or more before check-in: refunded in full. */
  free_cancel_days: number;
  /** IATA code of the airport its transfer meets guests at, or null. */
  transfer_airport: string | null;
}

export interface RoomTypeView {
  id: number;
  hotel_id: number;
  name: string;
  description: string;
  images: string[];
  beds: string;
  size_m2: number;
  base_guests: number;
  max_guests: number;
  extra_guest_price: number;
  night_rate: number;
  weekend_rate: number | null;
  amenities: AmenityView[];
}

/** A stay's price as the API shows it, night by night, in ₮. */
export interface StayPriceView {
  check_in: string;
  check_out: string;
  guests: number;
  nights: { night: string; rate: number; season: string | null; weekend: boolean }[];
  nights_total: number;
  extra_guests: number;
  extra_guest_price: number;
  extra_guests_total: number;
  total: number;
}

/** A room type free for a stay: how many are left, and what the stay costs. */
export interface RoomOfferView {
  hotel: HotelView;
  room: RoomTypeView;
  rooms_left: number;
  price: StayPriceView;
}

export interface HotelDetailView extends HotelView {
  rooms: (RoomTypeView & { rooms_left: number | null; price: StayPriceView | null })[];
}

/** `amenity_list`: every amenity, in the shop's order, named in the shopper's language. */
export async function amenityList(ctx: Ctx): Promise<AmenityView[]> {
  const rows = await ctx.db.select().from(travelAmenity).orderBy(asc(travelAmenity.position));
  return rows.map((a) => ({ code: a.code, name: translated(a.name, a.translations, ctx.locale) }));
}

function hotelView(ctx: Ctx, row: HotelRow): HotelView {
  const t = (source: string, field: string) =>
    translated(source, row.translations, ctx.locale, field);
  return {
    id: row.id,
    slug: row.slug,
    name: t(row.name, 'name'),
    description: t(row.description, 'description'),
    address: t(row.address, 'address'),
    city: t(row.city, 'city'),
    stars: row.stars,
    images: row.images,
    check_in_from: row.checkInFrom,
    check_out_until: row.checkOutUntil,
    free_cancel_days: row.freeCancelDays,
    transfer_airport: row.transferAirport,
  };
}

function roomTypeView(
  ctx: Ctx,
  row: RoomTypeRow,
  amenities: ReadonlyMap<string, AmenityView>,
): RoomTypeView {
  const t = (source: string, field: string) =>
    translated(source, row.translations, ctx.locale, field);
  return {
    id: row.id,
    hotel_id: row.hotelId,
    name: t(row.name, 'name'),
    description: t(row.description, 'description'),
    images: row.images,
    beds: t(row.beds, 'beds'),
    size_m2: row.sizeM2,
    base_guests: row.baseGuests,
    max_guests: row.maxGuests,
    extra_guest_price: row.extraGuestPrice,
    night_rate: row.nightRate,
    weekend_rate: row.weekendRate,
    amenities: row.amenities.flatMap((code) => {
      const amenity = amenities.get(code);
      return amenity ? [amenity] : [];
    }),
  };
}

function seasonsOf(rates: readonly RateRow[], roomTypeId: number): RateRow[] {
  return rates.filter((r) => r.roomTypeId === roomTypeId);
}

function priceView(ctx: Ctx, stay: Stay, price: StayPrice, seasons: readonly RateRow[]) {
  const seasonName = (id: number | null) => {
    const season = id === null ? undefined : seasons.find((s) => s.id === id);
    return season ? translated(season.name, season.translations, ctx.locale) : null;
  };
  return {
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    guests: stay.guests,
    nights: price.nights.map((n) => ({
      night: n.night,
      rate: n.rate,
      season: seasonName(n.seasonId),
      weekend: n.weekend,
    })),
    nights_total: price.nightsTotal,
    extra_guests: price.extraGuests,
    extra_guest_price: price.extraGuestPrice,
    extra_guests_total: price.extraGuestsTotal,
    total: price.total,
  } satisfies StayPriceView;
}

async function amenitiesByCode(ctx: Ctx): Promise<Map<string, AmenityView>> {
  return new Map((await amenityList(ctx)).map((a) => [a.code, a]));
}

async function ratesOf(ctx: Ctx, roomTypeIds: number[]): Promise<RateRow[]> {
  if (roomTypeIds.length === 0) return [];
  return ctx.db
    .select()
    .from(travelRoomRate)
    .where(inArray(travelRoomRate.roomTypeId, roomTypeIds));
}

/** A room type's stay price (and its seasons' names), for the cart and `calculate_price`. */
export async function quoteStay(
  ctx: Ctx,
  roomTypeId: number,
  stay: Stay,
): Promise<{ hotel: HotelRow; room: RoomTypeRow; price: StayPrice; view: StayPriceView }> {
  const [found] = await ctx.db
    .select({ room: travelRoomType, hotel: travelHotel })
    .from(travelRoomType)
    .innerJoin(travelHotel, eq(travelHotel.id, travelRoomType.hotelId))
    .where(and(eq(travelRoomType.id, roomTypeId), eq(travelHotel.published, true)));
  if (!found) throw new AppError('not_found', 'error.no_room_type');
  if (stay.guests > found.room.maxGuests) {
    throw new AppError(
      'invalid_input',
      'error.invalid_input',
      {},
      { guests: ['validation.too_many_guests'] },
    );
  }
  const rates = await ratesOf(ctx, [roomTypeId]);
  const price = priceStay(found.room, rates, stay);
  return { ...found, price, view: priceView(ctx, stay, price, rates) };
}

export const calculatePriceInput = z.object({ room_type_id: z.coerce.number().int().positive() });

/** `calculate_price`: a room type's price for a stay, as a breakdown. */
export async function calculatePrice(
  ctx: Ctx,
  input: unknown,
): Promise<{ room: RoomTypeView; price: StayPriceView }> {
  const { room_type_id } = parseInput(calculatePriceInput, input);
  const stay = parseStay(ctx.now, input);
  const quote = await quoteStay(ctx, room_type_id, stay);
  return { room: roomTypeView(ctx, quote.room, await amenitiesByCode(ctx)), price: quote.view };
}

export const hotelRoomsQuery = z.object({
  hotel: z.string().trim().max(120).optional(),
  city: z.string().trim().max(120).optional(),
});

/**
 * `hotel_rooms`: the room types free for the whole stay and taking its guests, cheapest stay
 * first, each with the rooms left and the stay's price.
 */
export async function hotelRooms(ctx: Ctx, input: unknown): Promise<RoomOfferView[]> {
  const stay = parseStay(ctx.now, input);
  const filter = parseInput(hotelRoomsQuery, input);
  const hotelWhere = [eq(travelHotel.published, true)];
  if (filter.hotel) hotelWhere.push(eq(travelHotel.slug, filter.hotel));
  const rows = await ctx.db
    .select({ room: travelRoomType, hotel: travelHotel })
    .from(travelRoomType)
    .innerJoin(travelHotel, eq(travelHotel.id, travelRoomType.hotelId))
    .where(and(...hotelWhere))
    .orderBy(asc(travelHotel.id), asc(travelRoomType.position));
  const city = filter.city?.toLowerCase();
  const fitting = rows.filter(
    (r) =>
      r.room.maxGuests >= stay.guests &&
      (!city ||
        r.hotel.city.toLowerCase() === city ||
        Object.values(r.hotel.translations).some((t) => t?.city?.toLowerCase() === city)),
  );
  const ids = fitting.map((r) => r.room.id);
  const [taken, rates, amenities] = await Promise.all([
    roomsTaken(ctx.db, ids, stay.checkIn, stay.checkOut),
    ratesOf(ctx, ids),
    amenitiesByCode(ctx),
  ]);
  const offers: RoomOfferView[] = [];
  for (const { room, hotel } of fitting) {
    const left = room.rooms - (taken.get(room.id) ?? 0);
    if (left <= 0) continue;
    const seasons = seasonsOf(rates, room.id);
    offers.push({
      hotel: hotelView(ctx, hotel),
      room: roomTypeView(ctx, room, amenities),
      rooms_left: left,
      price: priceView(ctx, stay, priceStay(room, seasons, stay), seasons),
    });
  }
  return offers.sort((a, b) => a.price.total - b.price.total);
}

/** The hotels, for the travel section's first page. */
export async function listHotels(ctx: Ctx): Promise<(HotelView & { from_rate: number })[]> {
  const rows = await ctx.db
    .select({ room: travelRoomType, hotel: travelHotel })
    .from(travelHotel)
    .innerJoin(travelRoomType, eq(travelRoomType.hotelId, travelHotel.id))
    .where(eq(travelHotel.published, true))
    .orderBy(asc(travelHotel.id));
  const hotels = new Map<number, HotelView & { from_rate: number }>();
  for (const { room, hotel } of rows) {
    const seen = hotels.get(hotel.id);
    if (seen) seen.from_rate = Math.min(seen.from_rate, room.nightRate);
    else hotels.set(hotel.id, { ...hotelView(ctx, hotel), from_rate: room.nightRate });
  }
  return [...hotels.values()];
}

/**
 * `hotel_detail`: a hotel by slug or id with its room types; given a stay, each with the rooms
 * left and the stay's price (null where none is left or the guests do not fit).
 */
export async function hotelDetail(
  ctx: Ctx,
  slugOrId: string,
  stayInput?: unknown,
): Promise<HotelDetailView> {
  const stay = stayInput === undefined ? null : parseStay(ctx.now, stayInput);
  const byId = /^\d{1,9}$/.test(slugOrId) ? eq(travelHotel.id, Number(slugOrId)) : undefined;
  const [hotel] = await ctx.db
    .select()
    .from(travelHotel)
    .where(
      and(
        eq(travelHotel.published, true),
        byId ? or(byId, eq(travelHotel.slug, slugOrId)) : eq(travelHotel.slug, slugOrId),
      ),
    );
  if (!hotel) throw new AppError('not_found', 'error.no_hotel');
  const rooms = await ctx.db
    .select()
    .from(travelRoomType)
    .where(eq(travelRoomType.hotelId, hotel.id))
    .orderBy(asc(travelRoomType.position));
  const ids = rooms.map((r) => r.id);
  const [taken, rates, amenities] = await Promise.all([
    stay ? roomsTaken(ctx.db, ids, stay.checkIn, stay.checkOut) : new Map<number, number>(),
    stay ? ratesOf(ctx, ids) : [],
    amenitiesByCode(ctx),
  ]);
  return {
    ...hotelView(ctx, hotel),
    rooms: rooms.map((room) => {
      const left = stay ? room.rooms - (taken.get(room.id) ?? 0) : null;
      const fits = stay !== null && left !== null && left > 0 && room.maxGuests >= stay.guests;
      const seasons = seasonsOf(rates, room.id);
      return {
        ...roomTypeView(ctx, room, amenities),
        rooms_left: left === null ? null : Math.max(0, left),
        price: fits ? priceView(ctx, stay, priceStay(room, seasons, stay), seasons) : null,
      };
    }),
  };
}
