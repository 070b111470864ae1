import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError, translated } from '../shared/index.ts';
import { seatsTaken } from './availability.ts';
import { type Passenger, travelDeparture, travelTour } from './schema.ts';

type TourRow = typeof travelTour.$inferSelect;

/** The most seats one booking takes (a family or a small group; larger groups call the shop). */
export const MAX_SEATS_PER_BOOKING = 10;
export const GENDERS = ['female', 'male', 'other'] as const;

/**
 * A person's name as typed: some text, not too long, and whole characters (half of a UTF-16 pair
 * cannot be stored in a JSON column, and is no name).
 */
export const personName = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(max, { error })
    .refine((value) => !/\p{Surrogate}/u.test(value), { error });

/** A passenger as entered at checkout (spec §3 Passenger: firstName, lastName, gender). */
export const passengerInput = z.object({
  firstName: personName(60, 'validation.name'),
  lastName: personName(60, 'validation.name'),
  gender: z.enum(GENDERS, { error: 'validation.invalid_choice' }),
});

export const passengersInput = z
  .array(passengerInput, { error: 'validation.passengers' })
  .min(1, { error: 'validation.passengers' })
  .max(MAX_SEATS_PER_BOOKING, { error: 'validation.passengers' });

export interface DepartureView {
  id: number;
  starts_at: string;
  seats: number;
  seats_left: number;
}

export interface TourView {
  id: number;
  slug: string;
  name: string;
  description: string;
  images: string[];
  meeting_point: string;
  departure_airport: string | null;
  days: number;
  /** A seat's price, ₮. */
  price: number;
}

export interface TourDetailView extends TourView {
  /** Departures still to come, soonest first. */
  departures: DepartureView[];
}

export function tourView(ctx: Ctx, row: TourRow): TourView {
  const t = (source: string, field: string) =>
    translated(source, row.translations, ctx.locale, field);
  return {
    id: row.id,
    slug: row.slug,
    name: t(row.name, 'name'),
    description: t(row.description, 'description'),
    images: row.images,
    meeting_point: t(row.meetingPoint, 'meeting_point'),
    departure_airport: row.departureAirport,
    days: row.days,
    price: row.price,
  };
}

/** The published tours, for the travel section. */
export async function listTours(ctx: Ctx): Promise<TourView[]> {
  const rows = await ctx.db
    .select()
    .from(travelTour)
    .where(eq(travelTour.published, true))
    .orderBy(asc(travelTour.id));
  return rows.map((row) => tourView(ctx, row));
}

/** A tour by slug or id, with its coming departures and their seats left. */
export async function tourDetail(ctx: Ctx, slugOrId: string): Promise<TourDetailView> {
  const bySlug = eq(travelTour.slug, slugOrId);
  const [tour] = await ctx.db
    .select()
    .from(travelTour)
    .where(
      and(
        eq(travelTour.published, true),
        /^\d{1,9}$/.test(slugOrId) ? or(eq(travelTour.id, Number(slugOrId)), bySlug) : bySlug,
      ),
    );
  if (!tour) throw new AppError('not_found', 'error.no_tour');
  const departures = await ctx.db
    .select()
    .from(travelDeparture)
    .where(and(eq(travelDeparture.tourId, tour.id), gt(travelDeparture.startsAt, ctx.now)))
    .orderBy(asc(travelDeparture.startsAt));
  const taken = await seatsTaken(
    ctx.db,
    departures.map((d) => d.id),
  );
  return {
    ...tourView(ctx, tour),
    departures: departures.map((d) => ({
      id: d.id,
      starts_at: d.startsAt.toISOString(),
      seats: d.seats,
      seats_left: Math.max(0, d.seats - (taken.get(d.id) ?? 0)),
    })),
  };
}

/** Departures with their tours, for booking and for the cart's view. */
export async function departuresWithTours(ctx: Ctx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select({ departure: travelDeparture, tour: travelTour })
    .from(travelDeparture)
    .innerJoin(travelTour, eq(travelTour.id, travelDeparture.tourId))
    .where(inArray(travelDeparture.id, [...ids]));
}

export const passengerName = (p: Passenger): string => `${p.firstName} ${p.lastName}`;
