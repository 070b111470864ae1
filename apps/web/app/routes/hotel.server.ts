import { cart, parseInput, travel } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { ShopLoadContext } from '../context.ts';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { cartOwner, keepCartToken } from '../lib/cart.server.ts';
import { idField } from '../lib/form-input.server.ts';
import { localePath } from '../lib/locale.ts';
import { notFoundAs404, slugOr404 } from '../lib/not-found.server.ts';
import {
  airportName,
  asksForStay,
  roomItem,
  stayErrors,
  stayForm,
  stayShown,
  stayValues,
  travelMessages,
} from '../lib/travel.server.ts';

/**
 * A hotel's page: its pictures, amenities and policies, and its rooms; with a stay in the
 * address (`?check_in&check_out&guests`), each room's rooms left and price night by night. A
 * stay core refuses answers 400: the page without prices, the form saying why.
 */
export async function loadHotel(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string | undefined,
) {
  slugOr404(slug);
  const url = new URL(request.url);
  const ctx = contextFor(context, locale);
  const values = stayValues(url);
  let errors: Record<string, string[]> = {};
  let hotel: travel.HotelDetailView | null = null;
  if (asksForStay(url)) {
    try {
      hotel = await travel.hotelDetail(ctx, slug, values);
    } catch (error) {
      errors = stayErrors(error) ?? notFoundAs404(error);
    }
  }
  hotel ??= await travel.hotelDetail(ctx, slug).catch(notFoundAs404);
  // A hotel reached by its id lives at its slug's address.
  if (hotel.slug !== slug) {
    throw redirect(localePath(locale, `/hotels/${hotel.slug}`) + url.search, 301);
  }
  const priced = hotel.rooms.some((r) => r.rooms_left !== null);
  const page = {
    hotel: {
      slug: hotel.slug,
      name: hotel.name,
      description: hotel.description,
      address: hotel.address,
      city: hotel.city,
      stars: hotel.stars,
      images: hotel.images,
      checkInFrom: hotel.check_in_from,
      checkOutUntil: hotel.check_out_until,
      freeCancelDays: hotel.free_cancel_days,
      amenities: amenitiesOf(hotel.rooms),
    },
    transfer: hotel.transfer_airport ? await airportName(ctx, hotel.transfer_airport) : null,
    rooms: hotel.rooms.map((room) => roomItem(room, locale)),
    stay: priced ? stayShown(values, locale) : null,
    form: stayForm(ctx, values, { errors }),
    messages: travelMessages(locale),
  };
  return Object.keys(errors).length > 0 ? data(page, { status: 400 }) : page;
}

/** What the hotel offers: every amenity of its rooms, once each, in the shop's order. */
function amenitiesOf(rooms: travel.RoomTypeView[]): travel.AmenityView[] {
  const seen = new Map<string, travel.AmenityView>();
  for (const room of rooms)
    for (const a of room.amenities) if (!seen.has(a.code)) seen.set(a.code, a);
  return [...seen.values()];
}

/** The room a booking form names (a hidden field): an id the database can hold. */
const bookingForm = z.object({ room_type_id: idField });

/**
 * Add to cart: the room for the stay the form carries, with its lead guest and, at a hotel
 * with a transfer, the airport the guests land at. A new guest cart keeps its token; then the
 * cart page. A refusal (the room taken meanwhile, a field) comes back to the room's form.
 */
export async function bookStay(context: ShopLoadContext, request: Request, locale: Locale) {
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const { room_type_id } = parseInput(bookingForm, values);
    const { token } = await cart.addBooking(
      contextFor(context, locale),
      cartOwner(context, request),
      '0',
      'stay',
      {
        room_type_id,
        check_in: values.check_in,
        check_out: values.check_out,
        guests: values.guests,
        lead_guest: values.lead_guest ?? '',
        arrival_airport: values.arrival_airport,
      },
    );
    keepCartToken(context, token);
    throw redirect(localePath(locale, '/cart'));
  });
}
