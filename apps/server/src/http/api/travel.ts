import { cart, createContext, type Db, tickets, travel } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession, requireBearer } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { eTicketJson } from './back-office-scans.ts';
import { slugOrId, stayShape } from './horeca.ts';
import {
  apiContext,
  askerOf,
  errors,
  noStore,
  orderJson,
  orderNumber,
  orderOut,
  tags as orderTags,
  orderToken,
  security,
  tokenHeaders,
  tokenQuery,
} from './order-schemas.ts';
import { errorBody, idParam, localeQuery, rowId } from './schemas.ts';

const tags = ['travel'];

const tourJson = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  meeting_point: z.string(),
  departure_airport: z
    .string()
    .nullable()
    .describe('IATA code of the airport it flies out from, for a tour that flies'),
  days: z.number().int(),
  price: z.number().int().describe('A seat’s price, ₮'),
});

const departureJson = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  seats: z.number().int(),
  seats_left: z.number().int(),
});

const passengerBody = travel.passengerInput.strict();

const stayBookingBody = z
  .object({
    kind: z.literal('stay'),
    room_type_id: rowId,
    ...stayShape,
    lead_guest: travel.stayBookingInput.shape.lead_guest.describe('The name it is booked under'),
    arrival_airport: travel.stayBookingInput.shape.arrival_airport.describe(
      'IATA code of the airport the guests land at (`GET /search/airports`), for a hotel with ' +
        'an airport transfer; refused for a hotel without one',
    ),
    order_token: orderToken.optional(),
  })
  .strict();

const tourBookingBody = z
  .object({
    kind: z.literal('tour'),
    departure_id: rowId,
    passengers: z
      .array(passengerBody, { error: 'validation.passengers' })
      .min(1, { error: 'validation.passengers' })
      .max(travel.MAX_SEATS_PER_BOOKING, { error: 'validation.passengers' })
      .describe('One seat each'),
    order_token: orderToken.optional(),
  })
  .strict();

/** The tours and their departures: public, in the asker's language. */
export const tourRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.get(
    '/tours',
    {
      schema: {
        tags,
        summary: 'The tours, each with its price per seat',
        querystring: z.object({ locale: localeQuery }),
        response: { 200: z.object({ tours: z.array(tourJson) }), 400: errorBody },
      },
    },
    async (request) => ({ tours: await travel.listTours(context(request)) }),
  );

  app.get(
    '/tours/:slug',
    {
      schema: {
        tags,
        summary: 'A tour by slug or id, with its coming departures and the seats left on each',
        description: 'Departures soonest first; an unknown tour is a 404.',
        params: z.object({ slug: slugOrId }),
        querystring: z.object({ locale: localeQuery }),
        response: {
          200: tourJson.extend({ departures: z.array(departureJson) }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => travel.tourDetail(context(request), request.params.slug),
  );
};

/** Hotel stays and tours' seats in the cart, beside its line items: `/orders/…/bookings`. */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', noStore);

  app.post(
    '/orders/:number/bookings',
    {
      schema: {
        tags: orderTags,
        security,
        summary: 'Puts a hotel stay or a tour’s seats in the cart; number 0 uses (or starts) one',
        description:
          '`kind: stay` books a room type for a stay (its dates and guests as `hotel_rooms` ' +
          'checks them) under a lead guest’s name; `kind: tour` takes one seat of a departure ' +
          'per passenger. Refused with 409 when no room or seat is left now; nothing is held ' +
          'until the order is placed. A new cart answers its `token` once, as for line items.',
        params: z.object({ number: z.union([z.literal('0'), orderNumber]) }),
        headers: tokenHeaders,
        body: z.discriminatedUnion('kind', [stayBookingBody, tourBookingBody]),
        response: {
          200: orderJson.extend({ token: z.string().optional().describe('Only for a new cart') }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const { kind, order_token, ...input } = request.body;
      const asker = await askerOf(ctx, request, reply, order_token);
      const { order, token } = await cart.addBooking(
        ctx,
        asker,
        request.params.number,
        kind,
        input,
      );
      const body = await orderOut(ctx, order);
      return token ? { ...body, token } : body;
    },
  );

  app.delete(
    '/orders/:number/bookings/:id',
    {
      schema: {
        tags: orderTags,
        security,
        summary: 'Takes a stay or a tour out of the cart; one that is gone is a 404',
        params: z.object({
          number: orderNumber,
          id: idParam,
        }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: orderJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      const { number, id } = request.params;
      return orderOut(ctx, await cart.removeBooking(ctx, asker, number, id));
    },
  );
};

/** The signed-in shopper's e-tickets (stays and tours they paid for). */
export const eTicketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireBearer(db));

  app.get(
    '/users/e_tickets',
    {
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        summary: 'The signed-in shopper’s e-tickets: coming ones soonest first, then past ones',
        description:
          'One for each paid stay (its lead guest) and one for each passenger of a paid tour. ' +
          'The `code` is what its QR code holds.',
        querystring: z.object({ locale: localeQuery }),
        response: {
          200: z.object({ e_tickets: z.array(eTicketJson) }),
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request) => ({
      e_tickets: await tickets.eTicketsOfUser(
        createContext(db, requestLocale(request)),
        apiSession(request).userId,
      ),
    }),
  );
};
