import { createContext, type Db, travel } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../request-locale.ts';
import { errorBody, localeQuery, rowId } from './schemas.ts';

const tags = ['travel'];
const errors = { 400: errorBody, 404: errorBody };

const slug = z.string().regex(/^[a-z0-9-]{1,120}$/);
/** A hotel's or a tour's slug, or its id (core finds either). */
export const slugOrId = slug.describe('Its slug, or its id');

/** A row's id in a JSON body: a positive int4. */

/** A stay's dates and guests, checked as core checks them. */
export const stayShape = {
  check_in: travel.stayQuery.shape.check_in.describe('The first night, YYYY-MM-DD'),
  check_out: travel.stayQuery.shape.check_out.describe('The day of leaving, YYYY-MM-DD'),
  guests: travel.stayQuery.shape.guests,
};

const amenityJson = z.object({
  code: z.string().describe('Also the name of its icon (wifi, breakfast, airport-transfer...)'),
  name: z.string(),
});

const hotelJson = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  stars: z.number().int(),
  images: z.array(z.string()),
  check_in_from: z.string().describe('Local time in Ulaanbaatar, HH:MM'),
  check_out_until: z.string().describe('Local time in Ulaanbaatar, HH:MM'),
  free_cancel_days: z
    .number()
    .int()
    .describe('Cancelled this many days or more before check-in: refunded in full; later, not'),
  transfer_airport: z
    .string()
    .nullable()
    .describe('IATA code of the airport its transfer meets guests at; null: no transfer'),
});

const roomTypeJson = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  beds: z.string().describe('The beds, in words'),
  size_m2: z.number().int(),
  base_guests: z.number().int().describe('Guests the night rate is for'),
  max_guests: z.number().int(),
  extra_guest_price: z.number().int().describe('Per guest above `base_guests`, per night, ₮'),
  night_rate: z.number().int().describe('A night outside any season, ₮'),
  weekend_rate: z.number().int().nullable().describe('Friday and Saturday nights, when different'),
  amenities: z.array(amenityJson),
});

const stayPriceJson = z
  .object({
    check_in: z.string(),
    check_out: z.string(),
    guests: z.number().int(),
    nights: z.array(
      z.object({
        night: z.string().describe('YYYY-MM-DD'),
        rate: z.number().int(),
        season: z.string().nullable().describe('The season whose rate it is, if any'),
        weekend: z.boolean(),
      }),
    ),
    nights_total: z.number().int(),
    extra_guests: z.number().int(),
    extra_guest_price: z.number().int(),
    extra_guests_total: z.number().int(),
    total: z.number().int().describe('What the stay costs, ₮ (VAT included)'),
  })
  .describe('The stay’s price night by night, in tögrög');

const roomOfferJson = z.object({
  hotel: hotelJson,
  room: roomTypeJson,
  rooms_left: z.number().int().describe('Rooms of this type free on every night of the stay'),
  price: stayPriceJson,
});

const stayFields = ['check_in', 'check_out', 'guests'] as const;

/** `hotel_detail`'s query: a stay is optional, but all of it or none. */
const hotelDetailQuery = z
  .object({
    id: slugOrId,
    check_in: stayShape.check_in.optional(),
    check_out: stayShape.check_out.optional(),
    guests: stayShape.guests.optional(),
    locale: localeQuery,
  })
  .superRefine((query, issues) => {
    const given = stayFields.filter((field) => query[field] !== undefined);
    if (given.length === 0 || given.length === stayFields.length) return;
    for (const field of stayFields) {
      if (query[field] === undefined)
        issues.addIssue({ code: 'custom', path: [field], message: 'validation.stay_incomplete' });
    }
  });

const stayNote =
  `A stay is \`check_in\` and \`check_out\` (YYYY-MM-DD, Ulaanbaatar time; not in the past, ` +
  `within ${travel.BOOKING_HORIZON_DAYS} days, at most ${travel.MAX_STAY_NIGHTS} nights) and ` +
  `1 to ${travel.MAX_GUESTS} \`guests\`; anything else is a 400 with \`errors\` per field.`;

/**
 * Hotel rooms (spec §7 Horeca: `amenity_list`, `hotel_rooms`, `hotel_detail`,
 * `calculate_price`) and the hotels' list: public, in the asker's language.
 */
export const horecaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.get(
    '/horeca/amenity_list',
    {
      schema: {
        tags,
        summary:
          'What rooms may offer (wi-fi, breakfast, airport transfer...), in the shop’s order',
        querystring: z.object({ locale: localeQuery }),
        response: { 200: z.object({ amenities: z.array(amenityJson) }), 400: errorBody },
      },
    },
    async (request) => ({ amenities: await travel.amenityList(context(request)) }),
  );

  app.get(
    '/horeca/hotels',
    {
      schema: {
        tags,
        summary: 'The hotels and ger camps, each with its cheapest night rate',
        querystring: z.object({ locale: localeQuery }),
        response: {
          200: z.object({
            hotels: z.array(
              hotelJson.extend({
                from_rate: z.number().int().describe('Its cheapest room’s night rate, ₮'),
              }),
            ),
          }),
          400: errorBody,
        },
      },
    },
    async (request) => ({ hotels: await travel.listHotels(context(request)) }),
  );

  app.get(
    '/horeca/hotel_rooms',
    {
      schema: {
        tags,
        summary: 'Room types free for a whole stay and taking its guests, cheapest stay first',
        description: `${stayNote} Each offer has the rooms left and the stay’s price night by night.`,
        querystring: z.object({
          ...stayShape,
          hotel: slug.optional().describe('A hotel’s slug: its rooms only'),
          city: z.string().trim().max(120).optional().describe('A city, in any shop language'),
          locale: localeQuery,
        }),
        response: { 200: z.object({ rooms: z.array(roomOfferJson) }), 400: errorBody },
      },
    },
    async (request) => ({ rooms: await travel.hotelRooms(context(request), request.query) }),
  );

  app.get(
    '/horeca/hotel_detail',
    {
      schema: {
        tags,
        summary:
          'A hotel by slug or id with its room types; with a stay, their rooms left and price',
        description:
          `${stayNote} Without a stay, \`rooms_left\` and \`price\` are null; with one, \`price\` ` +
          'is null for a room type with none left or too small for the guests. An unknown ' +
          'hotel is a 404.',
        querystring: hotelDetailQuery,
        response: {
          200: hotelJson.extend({
            rooms: z.array(
              roomTypeJson.extend({
                rooms_left: z.number().int().nullable(),
                price: stayPriceJson.nullable(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { id, check_in, check_out, guests } = request.query;
      const stay = check_in === undefined ? undefined : { check_in, check_out, guests };
      return travel.hotelDetail(context(request), id, stay);
    },
  );

  app.post(
    '/horeca/calculate_price',
    {
      schema: {
        tags,
        summary: 'What a room type costs for a stay, night by night',
        description: `${stayNote} More guests than the room takes is a 400; an unknown room type a 404.`,
        querystring: z.object({ locale: localeQuery }),
        body: z.object({ room_type_id: rowId, ...stayShape }).strict(),
        response: {
          200: z.object({ room: roomTypeJson, price: stayPriceJson }),
          ...errors,
        },
      },
    },
    async (request) => travel.calculatePrice(context(request), request.body),
  );
};
