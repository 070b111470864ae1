import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translations } from '../shared/index.ts';

/** Something a room offers (spec §7 Horeca `amenity_list`): wi-fi, breakfast, parking. */
export const travelAmenity = pgTable('travel_amenity', {
  /** Also the name of its icon on the web ('wifi', 'airport-transfer'). */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  position: integer('position').notNull().default(0),
});

/** A hotel (or ger camp) whose rooms the shop sells (spec §1 "book hotel rooms"). */
export const travelHotel = pgTable('travel_hotel', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Mongolian; other locales in `translations` (name, description, address). */
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  address: text('address').notNull().default(''),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  city: text('city').notNull(),
  stars: integer('stars').notNull().default(3),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  /** Local time (Asia/Ulaanbaatar), 'HH:MM'. */
  checkInFrom: text('check_in_from').notNull().default('14:00'),
  checkOutUntil: text('check_out_until').notNull().default('12:00'),
  /** Cancelled at least this many days before check-in: refunded in full; later: not at all. */
  freeCancelDays: integer('free_cancel_days').notNull().default(3),
  /** The airport its transfer meets guests at (search's airports), when it offers one. */
  transferAirport: text('transfer_airport'),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A kind of room in a hotel; `rooms` of them can be let on any one night. */
export const travelRoomType = pgTable(
  'travel_room_type',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => travelHotel.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The beds, in words ('1 хоёр хүний ор'); translated like the name. */
    beds: text('beds').notNull(),
    sizeM2: integer('size_m2').notNull(),
    /** Guests the night's rate covers; each guest beyond pays `extraGuestPrice` a night. */
    baseGuests: integer('base_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
    extraGuestPrice: integer('extra_guest_price').notNull().default(0),
    rooms: integer('rooms').notNull(),
    /** A night's rate (₮) outside any season; `weekendRate` for Friday and Saturday nights. */
    nightRate: integer('night_rate').notNull(),
    weekendRate: integer('weekend_rate'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('travel_room_type_hotel_idx').on(t.hotelId),
    check(
      'travel_room_type_guests',
      sql`${t.baseGuests} >= 1 and ${t.maxGuests} >= ${t.baseGuests}`,
    ),
    check('travel_room_type_rooms', sql`${t.rooms} >= 0`),
  ],
);

/** A season's rates for a room type: nights from `startsOn` up to (not including) `endsOn`. */
export const travelRoomRate = pgTable(
  'travel_room_rate',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => travelRoomType.id),
    /** The season's name, shown in the price's breakdown ('Наадам'). */
    name: text('name').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    nightRate: integer('night_rate').notNull(),
    weekendRate: integer('weekend_rate'),
  },
  (t) => [
    index('travel_room_rate_room_idx').on(t.roomTypeId),
    check('travel_room_rate_range', sql`${t.endsOn} > ${t.startsOn}`),
  ],
);

/** A tour or event sold by the seat on given dates (spec §1 tourism). */
export const travelTour = pgTable('travel_tour', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  /** Where it leaves from, in words, and the airport when it starts with a flight. */
  meetingPoint: text('meeting_point').notNull().default(''),
  departureAirport: text('departure_airport'),
  days: integer('days').notNull().default(1),
  /** A seat's price (₮). */
  price: integer('price').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One date a tour runs, with its seats. */
export const travelDeparture = pgTable(
  'travel_departure',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => travelTour.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [
    index('travel_departure_tour_idx').on(t.tourId, t.startsAt),
    check('travel_departure_seats', sql`${t.seats} >= 0`),
  ],
);

/** A passenger of a tour (spec §3 Passenger). */
export interface Passenger {
  firstName: string;
  lastName: string;
  /** 'female', 'male' or 'other'. */
  gender: string;
}

/**
 * A stay or a tour's seats in a cart or an order, beside its product lines. 'cart': chosen,
 * holding nothing; 'held': the order is placed, its nights or seats are taken until it is paid
 * or ends; 'confirmed': paid, its e-tickets issued; 'released': the order ended unpaid or was
 * cancelled, or the shopper took it out of the cart.
 */
export const travelBooking = pgTable(
  'travel_booking',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** 'stay' or 'tour'. */
    kind: text('kind').notNull(),
    state: text('state').notNull().default('cart'),
    roomTypeId: integer('room_type_id').references(() => travelRoomType.id),
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    guests: integer('guests').notNull().default(1),
    leadGuest: text('lead_guest').notNull().default(''),
    /** IATA code of the airport the guests land at, for the hotel's transfer (when it has one). */
    arrivalAirport: text('arrival_airport'),
    departureId: integer('departure_id').references(() => travelDeparture.id),
    passengers: jsonb('passengers').$type<Passenger[]>().notNull().default([]),
    /** Nights or seats × price with extra guests, in ₮, when last priced. */
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('travel_booking_order_idx').on(t.orderNumber),
    index('travel_booking_room_idx')
      .on(t.roomTypeId, t.checkIn)
      .where(sql`${t.state} in ('held', 'confirmed')`),
    index('travel_booking_departure_idx')
      .on(t.departureId)
      .where(sql`${t.state} in ('held', 'confirmed')`),
    check(
      'travel_booking_kind',
      sql`(${t.kind} = 'stay' and ${t.roomTypeId} is not null and ${t.checkOut} > ${t.checkIn}) or (${t.kind} = 'tour' and ${t.departureId} is not null)`,
    ),
  ],
);
