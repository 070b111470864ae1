import { isLocale, LANGUAGE_TAGS } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { prepared } from '../db/index.ts';
import { queueToBuyer } from '../notify/index.ts';
import { searchAirports } from '../search/index.ts';
import { AppError, parseInput, type Translations, translated } from '../shared/index.ts';
import { cancelETicketsOf, issueETicket } from '../tickets/index.ts';
import { roomsTaken, seatsTaken, TAKING_STATES } from './availability.ts';
import { addDays, nightsOf, ubInstant, ubToday } from './dates.ts';
import { quoteStay } from './hotels.ts';
import {
  type Passenger,
  travelBooking,
  travelDeparture,
  travelHotel,
  travelRoomType,
} from './schema.ts';
import { parseStay } from './stays.ts';
import { departuresWithTours, passengerName, passengersInput, personName } from './tours.ts';

type BookingRow = typeof travelBooking.$inferSelect;

/** Stays and tours one cart may hold. */
export const MAX_BOOKINGS_PER_CART = 10;

export const stayBookingInput = z.object({
  room_type_id: z.coerce.number().int().positive(),
  lead_guest: personName(120, 'validation.lead_guest').refine((name) => name.length >= 2, {
    error: 'validation.lead_guest',
  }),
  /** Where the guests land, for a hotel with an airport transfer (an airport search's IATA). */
  arrival_airport: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.airport' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const tourBookingInput = z.object({
  departure_id: z.coerce.number().int().positive(),
  passengers: passengersInput,
});

/** A stay or a tour's seats as the cart, the order and My Account show them. */
export interface BookingView {
  id: number;
  kind: 'stay' | 'tour';
  state: string;
  /** The hotel or the tour, in the shopper's language. */
  title: string;
  /** Where its page is: /hotels/{slug} or /tours/{slug}. */
  slug: string;
  image: string | null;
  room: string | null;
  check_in: string | null;
  check_out: string | null;
  nights: number;
  guests: number;
  lead_guest: string | null;
  /** IATA code of the airport the hotel's transfer meets the guests at, when asked. */
  arrival_airport: string | null;
  starts_at: string | null;
  passengers: Passenger[];
  total: number;
}

/** A stay or a tour's seats checked, priced and free now: ready to go in a cart. */
export type PreparedBooking = Omit<typeof travelBooking.$inferInsert, 'orderNumber'>;

/**
 * Checks a stay (room type, dates, guests, lead guest) or a tour's seats (departure,
 * passengers) and prices it. One with no room or seat left is refused now, so the shopper does
 * not learn it only at checkout; nothing is held until the order is placed.
 */
export async function prepareBooking(
  ctx: Ctx,
  kind: 'stay' | 'tour',
  input: unknown,
): Promise<PreparedBooking> {
  return kind === 'stay' ? prepareStay(ctx, input) : prepareTour(ctx, input);
}

async function prepareStay(ctx: Ctx, input: unknown): Promise<PreparedBooking> {
  const asked = parseInput(stayBookingInput, input);
  const stay = parseStay(ctx.now, input);
  const quote = await quoteStay(ctx, asked.room_type_id, stay);
  if (asked.arrival_airport) await checkArrivalAirport(ctx, quote.hotel, asked.arrival_airport);
  const taken = await roomsTaken(ctx.db, [quote.room.id], stay.checkIn, stay.checkOut);
  if (quote.room.rooms - (taken.get(quote.room.id) ?? 0) <= 0)
    throw new AppError('conflict', 'error.room_taken');
  return {
    kind: 'stay',
    roomTypeId: quote.room.id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    leadGuest: asked.lead_guest,
    arrivalAirport: asked.arrival_airport ?? null,
    total: quote.price.total,
  };
}

/** An arrival airport is asked only of hotels with a transfer, and must be a known airport. */
async function checkArrivalAirport(
  ctx: Ctx,
  hotel: { transferAirport: string | null },
  iata: string,
): Promise<void> {
  const refuse = (key: string) =>
    new AppError('invalid_input', 'error.invalid_input', {}, { arrival_airport: [key] });
  if (!hotel.transferAirport) throw refuse('validation.no_transfer');
  const [found] = await searchAirports(ctx, iata, 1);
  if (found?.iata !== iata) throw refuse('validation.airport');
}

async function prepareTour(ctx: Ctx, input: unknown): Promise<PreparedBooking> {
  const asked = parseInput(tourBookingInput, input);
  const [found] = await departuresWithTours(ctx, [asked.departure_id]);
  if (!found?.tour.published || found.departure.startsAt <= ctx.now)
    throw new AppError('not_found', 'error.no_departure');
  const left = seatsLeft(found.departure, await seatsTaken(ctx.db, [found.departure.id]));
  if (left < asked.passengers.length)
    throw new AppError('conflict', 'error.seats_left', { available: left });
  return {
    kind: 'tour',
    departureId: found.departure.id,
    guests: asked.passengers.length,
    passengers: asked.passengers,
    total: found.tour.price * asked.passengers.length,
  };
}

/** Puts a prepared booking in a cart (the caller has checked the cart is the shopper's). */
export async function putBookingInCart(
  ctx: Ctx,
  orderNumber: string,
  booking: PreparedBooking,
): Promise<void> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(travelBooking)
    .where(and(eq(travelBooking.orderNumber, orderNumber), eq(travelBooking.state, 'cart')));
  if (Number(row?.n ?? 0) >= MAX_BOOKINGS_PER_CART)
    throw new AppError('conflict', 'error.too_many_bookings', { max: MAX_BOOKINGS_PER_CART });
  await ctx.db.insert(travelBooking).values({ ...booking, orderNumber, createdAt: ctx.now });
}

const seatsLeft = (departure: { id: number; seats: number }, taken: Map<number, number>) =>
  Math.max(0, departure.seats - (taken.get(departure.id) ?? 0));

/** Takes a stay or tour out of a cart. */
export async function removeCartBooking(
  ctx: Ctx,
  orderNumber: string,
  bookingId: number,
): Promise<void> {
  const gone = await ctx.db
    .delete(travelBooking)
    .where(
      and(
        eq(travelBooking.id, bookingId),
        eq(travelBooking.orderNumber, orderNumber),
        eq(travelBooking.state, 'cart'),
      ),
    )
    .returning({ id: travelBooking.id });
  if (gone.length === 0) throw new AppError('not_found', 'error.no_booking');
}

/** Empties a cart's bookings (the cart was emptied or reset). */
export async function dropCartBookings(ctx: Ctx, orderNumber: string): Promise<void> {
  await ctx.db
    .delete(travelBooking)
    .where(and(eq(travelBooking.orderNumber, orderNumber), eq(travelBooking.state, 'cart')));
}

/** A guest's cart became the shopper's after signing in: its bookings go along. */
export async function moveCartBookings(ctx: Ctx, from: string, to: string): Promise<void> {
  await ctx.db
    .update(travelBooking)
    .set({ orderNumber: to })
    .where(and(eq(travelBooking.orderNumber, from), eq(travelBooking.state, 'cart')));
}

/** What an order's bookings add to its items (for the cart's totals, in the same statement). */
export function bookingTotalSql(orderNumber: SQL | string): SQL {
  return sql`(select coalesce(sum(total), 0) from travel_booking where order_number = ${orderNumber} and state <> 'released')`;
}

/** What they add to the order's count of items: a stay counts once, a tour once per seat. */
export function bookingQuantitySql(orderNumber: SQL | string): SQL {
  return sql`(select coalesce(sum(case when kind = 'tour' then guests else 1 end), 0) from travel_booking where order_number = ${orderNumber} and state <> 'released')`;
}

/** Whether an order holds any booking, released ones too (as its view shows them). */
export function anyBookingSql(orderNumber: SQL | string): SQL {
  return sql`exists (select 1 from travel_booking where order_number = ${orderNumber})`;
}

async function bookingRows(ctx: Ctx, orderNumber: string): Promise<BookingRow[]> {
  return selectBookings(ctx.db).execute({ orderNumber });
}

const selectBookings = prepared('travel_booking_rows', (db) =>
  db
    .select()
    .from(travelBooking)
    .where(eq(travelBooking.orderNumber, sql.placeholder('orderNumber')))
    .orderBy(asc(travelBooking.id)),
);

/** An order's bookings as the shopper and staff see them (released ones too, marked so). */
export async function bookingsOf(ctx: Ctx, orderNumber: string): Promise<BookingView[]> {
  const rows = await bookingRows(ctx, orderNumber);
  if (rows.length === 0) return [];
  const roomIds = rows.flatMap((r) => (r.roomTypeId ? [r.roomTypeId] : []));
  const rooms = roomIds.length
    ? await ctx.db
        .select({ room: travelRoomType, hotel: travelHotel })
        .from(travelRoomType)
        .innerJoin(travelHotel, eq(travelHotel.id, travelRoomType.hotelId))
        .where(inArray(travelRoomType.id, roomIds))
    : [];
  const tours = await departuresWithTours(
    ctx,
    rows.flatMap((r) => (r.departureId ? [r.departureId] : [])),
  );
  return rows.map((row): BookingView => {
    const base = {
      id: row.id,
      state: row.state,
      guests: row.guests,
      passengers: row.passengers,
      total: row.total,
    };
    if (row.kind === 'stay') {
      const found = rooms.find((r) => r.room.id === row.roomTypeId);
      return {
        ...base,
        kind: 'stay',
        title: found ? translated(found.hotel.name, found.hotel.translations, ctx.locale) : '',
        slug: found?.hotel.slug ?? '',
        image: found?.room.images[0] ?? found?.hotel.images[0] ?? null,
        room: found ? translated(found.room.name, found.room.translations, ctx.locale) : null,
        check_in: row.checkIn,
        check_out: row.checkOut,
        nights: row.checkIn && row.checkOut ? nightsOf(row.checkIn, row.checkOut).length : 0,
        lead_guest: row.leadGuest,
        arrival_airport: row.arrivalAirport,
        starts_at: null,
      };
    }
    const found = tours.find((t) => t.departure.id === row.departureId);
    return {
      ...base,
      kind: 'tour',
      title: found ? translated(found.tour.name, found.tour.translations, ctx.locale) : '',
      slug: found?.tour.slug ?? '',
      image: found?.tour.images[0] ?? null,
      room: null,
      check_in: null,
      check_out: null,
      nights: 0,
      lead_guest: null,
      arrival_airport: null,
      starts_at: found?.departure.startsAt.toISOString() ?? null,
    };
  });
}

/**
 * Brings a cart's bookings up to today's rates (a season set meanwhile, a tour's new price);
 * answers whether any changed, whether the order holds bookings to take (not released), and
 * whether it holds any at all. A stay that can no longer be priced is left for placing to refuse.
 */
export async function repriceBookings(
  ctx: Ctx,
  orderNumber: string,
): Promise<{ changed: boolean; held: boolean; any: boolean }> {
  const all = await bookingRows(ctx, orderNumber);
  let changed = false;
  for (const row of all.filter((r) => r.state === 'cart')) {
    const now = await priceNow(ctx, row).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (now !== null && now !== row.total) {
      await ctx.db.update(travelBooking).set({ total: now }).where(eq(travelBooking.id, row.id));
      changed = true;
    }
  }
  return { changed, held: all.some((r) => r.state !== 'released'), any: all.length > 0 };
}

async function priceNow(ctx: Ctx, row: BookingRow): Promise<number> {
  if (row.kind === 'stay' && row.roomTypeId && row.checkIn && row.checkOut) {
    const quote = await quoteStay(ctx, row.roomTypeId, {
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      guests: row.guests,
    });
    return quote.price.total;
  }
  const [found] = await departuresWithTours(ctx, row.departureId ? [row.departureId] : []);
  if (!found) throw new AppError('not_found', 'error.no_departure');
  return found.tour.price * row.passengers.length;
}

/**
 * Placing the order takes its bookings' nights and seats, inside the placing transaction:
 * each room type and departure row is locked (in id order, so two orders never wait on each
 * other in a circle) and what is left is counted under the lock. Refused when a night or a seat
 * is gone: never double-booked, however many place the last room at once.
 */
export async function holdBookings(txCtx: Ctx, orderNumber: string): Promise<void> {
  const rows = (await bookingRows(txCtx, orderNumber)).filter((r) => r.state === 'cart');
  if (rows.length === 0) return;
  const today = txCtx.now;
  for (const row of rows) {
    // A stay or tour that began while it sat in the cart can no longer be sold.
    const started = row.kind === 'stay' ? ubInstant(row.checkIn ?? '', '23:59') < today : false;
    if (started) throw new AppError('conflict', 'error.stay_started');
    if ((await priceNow(txCtx, row)) !== row.total)
      throw new AppError('conflict', 'error.prices_changed');
  }
  const roomIds = [...new Set(rows.flatMap((r) => (r.roomTypeId ? [r.roomTypeId] : [])))].sort(
    (a, b) => a - b,
  );
  const departureIds = [
    ...new Set(rows.flatMap((r) => (r.departureId ? [r.departureId] : []))),
  ].sort((a, b) => a - b);
  const rooms = roomIds.length
    ? await txCtx.db
        .select({ id: travelRoomType.id, rooms: travelRoomType.rooms })
        .from(travelRoomType)
        .where(inArray(travelRoomType.id, roomIds))
        .orderBy(asc(travelRoomType.id))
        .for('update')
    : [];
  const departures = departureIds.length
    ? await txCtx.db
        .select({
          id: travelDeparture.id,
          seats: travelDeparture.seats,
          startsAt: travelDeparture.startsAt,
        })
        .from(travelDeparture)
        .where(inArray(travelDeparture.id, departureIds))
        .orderBy(asc(travelDeparture.id))
        .for('update')
    : [];
  for (const row of rows) {
    if (row.kind === 'stay') {
      const room = rooms.find((r) => r.id === row.roomTypeId);
      const checkIn = row.checkIn ?? '';
      const checkOut = row.checkOut ?? '';
      const taken = await roomsTaken(txCtx.db, [row.roomTypeId ?? 0], checkIn, checkOut);
      if (!room || room.rooms - (taken.get(room.id) ?? 0) <= 0)
        throw new AppError('conflict', 'error.room_taken');
    } else {
      const departure = departures.find((d) => d.id === row.departureId);
      if (!departure || departure.startsAt <= txCtx.now)
        throw new AppError('conflict', 'error.no_departure');
      const left = seatsLeft(departure, await seatsTaken(txCtx.db, [departure.id]));
      if (left < row.passengers.length)
        throw new AppError('conflict', 'error.seats_left', { available: left });
    }
    // Held one by one: a second stay of the same room type in this order counts the first.
    await txCtx.db.update(travelBooking).set({ state: 'held' }).where(eq(travelBooking.id, row.id));
  }
}

/**
 * The order is paid: its held bookings are confirmed and their e-tickets issued (a stay: one
 * for the lead guest; a tour: one per passenger). Inside the transaction that marks it paid;
 * running it again finds nothing held and issues nothing twice.
 */
export async function confirmBookings(txCtx: Ctx, order: BuyerOfOrder): Promise<number> {
  const held = await txCtx.db
    .update(travelBooking)
    .set({ state: 'confirmed' })
    .where(and(eq(travelBooking.orderNumber, order.number), eq(travelBooking.state, 'held')))
    .returning();
  const issued: (TicketTerms & { code: string })[] = [];
  for (const booking of held) {
    for (const ticket of await ticketsFor(txCtx, booking)) {
      const { code } = await issueETicket(txCtx, {
        ...ticket,
        userId: order.userId,
        orderNumber: order.number,
      });
      issued.push({ ...ticket, code });
    }
  }
  if (issued.length > 0) await queueTicketNews(txCtx, order, issued);
  return issued.length;
}

/** The most e-ticket codes an SMS lists (two SMS parts in every language). */
const SMS_CODES_MAX = 3;

/** The paid order's buyer, as the e-ticket message needs them. */
export interface BuyerOfOrder {
  number: string;
  userId: number | null;
  email: string | null;
  phone: string | null;
  locale: string;
}

/**
 * Writes the buyer's e-tickets to the outbox in the paying transaction, so they are sent only
 * if it commits (by the background job that sends what the outbox holds): an e-mail listing each
 * ticket, an SMS naming the codes.
 */
async function queueTicketNews(
  ctx: Ctx,
  order: BuyerOfOrder,
  issued: readonly (TicketTerms & { code: string })[],
): Promise<void> {
  const locale = isLocale(order.locale) ? order.locale : ctx.locale;
  const t = translatorFor(locale);
  const when = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Ulaanbaatar',
  });
  const lines = issued.map((ticket) => {
    const title = ticket.translations[locale]?.title || ticket.title;
    return `• ${title}, ${when.format(ticket.startsAt)}, ${ticket.holderName}: ${ticket.code}`;
  });
  const vars = {
    number: order.number,
    shop: t('shop.name'),
    tickets: lines.join('\n'),
    codes: issued.map((ticket) => ticket.code).join(', '),
  };
  // Codes for up to three tickets fit in two SMS parts; a larger party reads them in the e-mail
  // or the account.
  const sms =
    issued.length <= SMS_CODES_MAX
      ? t('notify.e_tickets_sms', vars)
      : t('notify.e_tickets_many_sms', { ...vars, count: issued.length });
  await queueToBuyer(
    ctx,
    order,
    {
      subject: t('notify.e_tickets_subject', vars),
      email: t('notify.e_tickets_email', vars),
      sms,
    },
    locale,
  );
}

type TicketTerms = {
  kind: 'stay' | 'tour';
  title: string;
  translations: Translations;
  startsAt: Date;
  endsAt: Date | null;
  holderName: string;
  passengers: string[];
};

async function ticketsFor(ctx: Ctx, booking: BookingRow): Promise<TicketTerms[]> {
  if (booking.kind === 'stay') {
    const [found] = await ctx.db
      .select({ room: travelRoomType, hotel: travelHotel })
      .from(travelRoomType)
      .innerJoin(travelHotel, eq(travelHotel.id, travelRoomType.hotelId))
      .where(eq(travelRoomType.id, booking.roomTypeId ?? 0));
    if (!found || !booking.checkIn || !booking.checkOut) return [];
    const { hotel, room } = found;
    return [
      {
        kind: 'stay',
        title: `${hotel.name} · ${room.name}`,
        translations: titlesIn(hotel.translations, room.translations, hotel.name, room.name),
        startsAt: ubInstant(booking.checkIn, hotel.checkInFrom),
        endsAt: ubInstant(booking.checkOut, hotel.checkOutUntil),
        holderName: booking.leadGuest,
        passengers: [booking.leadGuest],
      },
    ];
  }
  const [found] = await departuresWithTours(ctx, booking.departureId ? [booking.departureId] : []);
  if (!found) return [];
  const { tour, departure } = found;
  const translations: Translations = {};
  for (const [locale, texts] of Object.entries(tour.translations)) {
    if (texts?.name) translations[locale as keyof Translations] = { title: texts.name };
  }
  return booking.passengers.map((passenger) => ({
    kind: 'tour',
    title: tour.name,
    translations,
    startsAt: departure.startsAt,
    endsAt: new Date(departure.startsAt.getTime() + tour.days * 86_400_000),
    holderName: passengerName(passenger),
    passengers: [passengerName(passenger)],
  }));
}

function titlesIn(
  hotel: Translations,
  room: Translations,
  hotelName: string,
  roomName: string,
): Translations {
  const out: Translations = {};
  for (const locale of new Set([...Object.keys(hotel), ...Object.keys(room)])) {
    const key = locale as keyof Translations;
    out[key] = {
      title: `${hotel[key]?.name || hotelName} · ${room[key]?.name || roomName}`,
    };
  }
  return out;
}

/**
 * The order ended (expired unpaid, cancelled, returned): its nights and seats are free again and
 * its unused e-tickets no longer let anyone in. In the transaction that ends the order.
 */
export async function releaseBookings(txCtx: Ctx, orderNumber: string): Promise<number> {
  const released = await txCtx.db
    .update(travelBooking)
    .set({ state: 'released' })
    .where(
      and(
        eq(travelBooking.orderNumber, orderNumber),
        inArray(travelBooking.state, [...TAKING_STATES]),
      ),
    )
    .returning({ id: travelBooking.id });
  if (released.length > 0) await cancelETicketsOf(txCtx, orderNumber);
  return released.length;
}

/** A tour cancelled fewer days than this before it leaves is not refunded. */
export const TOUR_FREE_CANCEL_DAYS = 3;

/**
 * What a shopper's cancellation of a paid order keeps back by the travel terms: a stay whose
 * check-in is fewer than its hotel's free-cancellation days away, and a tour leaving within
 * TOUR_FREE_CANCEL_DAYS, are not refunded. Everything else is refunded in full.
 */
export async function cancellationFee(ctx: Ctx, orderNumber: string): Promise<number> {
  const rows = (await bookingRows(ctx, orderNumber)).filter((r) => r.state === 'confirmed');
  if (rows.length === 0) return 0;
  const today = ubToday(ctx.now);
  let fee = 0;
  for (const row of rows) {
    if (row.kind === 'stay' && row.roomTypeId && row.checkIn) {
      const [found] = await ctx.db
        .select({ days: travelHotel.freeCancelDays })
        .from(travelRoomType)
        .innerJoin(travelHotel, eq(travelHotel.id, travelRoomType.hotelId))
        .where(eq(travelRoomType.id, row.roomTypeId));
      if (row.checkIn < addDays(today, found?.days ?? 0)) fee += row.total;
    } else if (row.departureId) {
      const [found] = await departuresWithTours(ctx, [row.departureId]);
      const leaves = found ? ubToday(found.departure.startsAt) : today;
      if (leaves < addDays(today, TOUR_FREE_CANCEL_DAYS)) fee += row.total;
    }
  }
  return fee;
}
