import { travel } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data } from 'react-router';
import type { RoomOffer, StayShown } from '../components/travel/types.ts';
import type { ShopLoadContext } from '../context.ts';
import { contextFor } from '../lib/auth.server.ts';
import {
  asksForStay,
  roomItem,
  stayErrors,
  stayForm,
  stayQuery,
  stayShown,
  stayValues,
  travelMessages,
} from '../lib/travel.server.ts';

/** Each city once, in the hotels' order, named in the shopper's language. */
const citiesOf = (hotels: { city: string }[]) => [...new Set(hotels.map((h) => h.city))];

/** The travel section's first page: the stay search, the hotels and the tours. */
export async function loadTravel(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  const [hotels, tours] = await Promise.all([travel.listHotels(ctx), travel.listTours(ctx)]);
  return {
    form: stayForm(ctx, stayValues(new URL(request.url)), { cities: citiesOf(hotels) }),
    hotels: hotels.map((h) => ({
      slug: h.slug,
      name: h.name,
      city: h.city,
      stars: h.stars,
      image: h.images[0] ?? null,
      fromRate: h.from_rate,
    })),
    tours: tours.map((tour) => ({
      slug: tour.slug,
      name: tour.name,
      days: tour.days,
      price: tour.price,
      image: tour.images[0] ?? null,
    })),
    messages: travelMessages(locale),
  };
}

/**
 * The rooms free for a stay (`?check_in&check_out&guests&city`), cheapest stay first. A stay
 * core refuses (dates the wrong way round, in the past…) answers 400 with the form's errors.
 */
export async function loadRooms(context: ShopLoadContext, request: Request, locale: Locale) {
  const url = new URL(request.url);
  const ctx = contextFor(context, locale);
  const values = stayValues(url);
  const cities = citiesOf(await travel.listHotels(ctx));
  const page = {
    form: stayForm(ctx, values, { cities }),
    stay: null as StayShown | null,
    offers: null as RoomOffer[] | null,
    messages: travelMessages(locale),
  };
  if (!asksForStay(url)) return page;
  try {
    const offers = await travel.hotelRooms(ctx, { ...values, city: values.city || undefined });
    return {
      ...page,
      stay: stayShown(values, locale),
      offers: offers.map((o) => roomOffer(o, locale)),
    };
  } catch (error) {
    const errors = stayErrors(error);
    if (!errors) throw error;
    return data({ ...page, form: stayForm(ctx, values, { cities, errors }) }, { status: 400 });
  }
}

function roomOffer(offer: travel.RoomOfferView, locale: Locale): RoomOffer {
  const { hotel, price } = offer;
  return {
    hotel: { slug: hotel.slug, name: hotel.name, city: hotel.city, stars: hotel.stars },
    room: roomItem({ ...offer.room, rooms_left: offer.rooms_left, price }, locale),
    href: `/hotels/${hotel.slug}${stayQuery(price)}#room-${offer.room.id}`,
  };
}
