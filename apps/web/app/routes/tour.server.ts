import { AppError, cart, travel } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { redirect } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { cartOwner, keepCartToken } from '../lib/cart.server.ts';
import { formatClock, formatWeekdayDate } from '../lib/dates.ts';
import { idField } from '../lib/form-input.server.ts';
import { localePath } from '../lib/locale.ts';
import { notFoundAs404, slugOr404 } from '../lib/not-found.server.ts';
import { airportName, travelMessages } from '../lib/travel.server.ts';

/**
 * A tour's page: its pictures and facts, the coming departures with their seats left, and the
 * booking form with one passenger row per seat (`?seats=N` sets the rows before JavaScript).
 */
export async function loadTour(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string | undefined,
) {
  slugOr404(slug);
  const ctx = contextFor(context, locale);
  const tour = await travel.tourDetail(ctx, slug).catch(notFoundAs404);
  if (tour.slug !== slug) {
    throw redirect(localePath(locale, `/tours/${tour.slug}`) + new URL(request.url).search, 301);
  }
  const maxSeats = Math.min(
    travel.MAX_SEATS_PER_BOOKING,
    Math.max(0, ...tour.departures.map((d) => d.seats_left)),
  );
  const asked = Number(new URL(request.url).searchParams.get('seats'));
  return {
    tour: {
      slug: tour.slug,
      name: tour.name,
      description: tour.description,
      images: tour.images,
      meetingPoint: tour.meeting_point,
      days: tour.days,
      price: tour.price,
    },
    airport: tour.departure_airport ? await airportName(ctx, tour.departure_airport) : null,
    departures: tour.departures.map((d) => ({
      id: d.id,
      day: formatWeekdayDate(d.starts_at, locale),
      time: formatClock(new Date(d.starts_at), locale),
      seatsLeft: d.seats_left,
    })),
    maxSeats,
    seats: Number.isInteger(asked) && asked >= 1 ? Math.min(asked, Math.max(1, maxSeats)) : 1,
    messages: travelMessages(locale),
  };
}

export type PassengerRow = Record<keyof travel.Passenger, string>;

/**
 * The passenger rows a booking form sent (`passengers.{i}.firstName`, `.lastName`, `.gender`),
 * in order, up to the most one booking takes.
 */
export function passengerRows(values: Record<string, string>): PassengerRow[] {
  const rows: PassengerRow[] = [];
  for (let i = 0; i < travel.MAX_SEATS_PER_BOOKING; i++) {
    const field = (name: string) => values[`passengers.${i}.${name}`];
    if (field('firstName') === undefined) break;
    rows.push({
      firstName: field('firstName') ?? '',
      lastName: field('lastName') ?? '',
      gender: field('gender') ?? '',
    });
  }
  return rows;
}

/**
 * Each row checked by core's own passenger rule, so every field says what is wrong with it
 * (`passengers.1.lastName`); core names only `passengers` as a whole.
 */
function rowErrors(rows: PassengerRow[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  rows.forEach((row, i) => {
    const parsed = travel.passengerInput.safeParse(row);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = `passengers.${i}.${String(issue.path[0])}`;
      const key = issue.message.startsWith('validation.')
        ? issue.message
        : 'validation.invalid_field';
      if (!errors[field]?.includes(key)) errors[field] = [...(errors[field] ?? []), key];
    }
  });
  return errors;
}

/**
 * Add to cart: seats on the chosen departure, one per passenger. A new guest cart keeps its
 * token; then the cart page. A refusal (too few seats left, a field) comes back to the form.
 */
export async function bookTour(context: ShopLoadContext, request: Request, locale: Locale) {
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const rows = passengerRows(values);
    const departure = idField.safeParse(values.departure_id);
    const errors = rowErrors(rows);
    if (!departure.success) errors.departure_id = ['validation.invalid_choice'];
    if (!departure.success || Object.keys(errors).length > 0) {
      throw new AppError('invalid_input', 'error.invalid_input', {}, errors);
    }
    const { token } = await cart.addBooking(
      contextFor(context, locale),
      cartOwner(context, request),
      '0',
      'tour',
      { departure_id: departure.data, passengers: rows },
    );
    keepCartToken(context, token);
    throw redirect(localePath(locale, '/cart'));
  });
}
