import { createContext, type Db, engagement } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession, requireBearer } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam } from './schemas.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const tags = ['quotes'];
const security = [{ bearerAuth: [] }];

export const quoteJson = z.object({
  id: z.number().int(),
  state: z
    .enum(engagement.QUOTE_STATES)
    .describe(
      '`sent` (waiting for the shop), `answered` (a price that holds until `valid_until`), ' +
        '`declined`, `accepted` (in the cart at that price), `expired` (answered, date passed)',
    ),
  product: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      options: z.record(z.string(), z.string()),
      age_restricted: z.boolean(),
    })
    .nullable()
    .describe('Null for a request in words that staff have not tied to a product'),
  variant_id: z.number().int().nullable(),
  description: z.string().describe('Plain text: show it as text, never as HTML'),
  quantity: z.number().int(),
  needed_by: z.string().nullable().describe('YYYY-MM-DD'),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  unit_price: z.number().int().nullable().describe('₮ a piece, once answered'),
  total: z.number().int().nullable(),
  valid_until: z.string().nullable(),
  answer_note: z.string().describe('The shop’s words with its answer or refusal'),
  order_number: z.string().nullable().describe('The cart it went into, once accepted'),
  can_accept: z.boolean().describe('POST /quotes/{id}/accept would take it into the cart'),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});

/**
 * Price quotes (spec §2 "Request a quote", "My quotes"; §5: the shopper's own phone or e-mail).
 * Every route needs a signed-in client; another shopper's quote is a 404.
 */
export const quoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  const userId = (request: FastifyRequest) => apiSession(request).userId;
  app.addHook('onRequest', requireBearer(db));

  app.get(
    '/quotes',
    {
      schema: {
        tags,
        security,
        summary: 'The shopper’s quotes, newest first ("My quotes")',
        response: { 200: z.object({ quotes: z.array(quoteJson) }), ...errors },
      },
    },
    async (request) => ({ quotes: await engagement.myQuotes(context(request), userId(request)) }),
  );

  app.post(
    '/quotes',
    {
      schema: {
        tags,
        security,
        summary: 'Asks the shop for a price',
        description:
          'For a product (`product_id`, `variant_id`, or both) or described in `description`; ' +
          `\`quantity\` 1-${engagement.QUOTE_MAX_QUANTITY}; \`needed_by\` today or later; the ` +
          'shopper’s own `phone` or `email` (at least one) for the answer. Too many requests ' +
          'from one shopper, 429.',
        body: z
          .object({
            product_id: z.number().int().optional(),
            variant_id: z.number().int().optional(),
            description: z.string().optional(),
            quantity: z.number(),
            needed_by: z.string().optional().describe('YYYY-MM-DD'),
            phone: z.string().optional(),
            email: z.string().optional(),
          })
          .strict(),
        response: { 201: quoteJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      const id = await engagement.requestQuote(ctx, userId(request), request.body);
      return reply.code(201).send(await engagement.myQuote(ctx, userId(request), id));
    },
  );

  app.get(
    '/quotes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the shopper’s quotes',
        params: z.object({ id: idParam }),
        response: { 200: quoteJson, ...errors },
      },
    },
    async (request) => engagement.myQuote(context(request), userId(request), request.params.id),
  );

  app.post(
    '/quotes/:id/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Takes an answered quote into the shopper’s cart at the quoted price',
        description:
          'The line holds the quoted price until `valid_until` (then the usual price), for at ' +
          'most the quoted quantity. Expired: 409 `error.quote_expired`; not answered, declined ' +
          'or already taken: 409 `error.quote_not_open`; a spirit needs `age_confirmed`.',
        params: z.object({ id: idParam }),
        body: z.object({ age_confirmed: z.boolean().optional() }).strict().nullish(),
        response: {
          200: z.object({ order_number: z.string(), quote: quoteJson }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = context(request);
      const { orderNumber } = await engagement.acceptQuote(
        ctx,
        userId(request),
        request.params.id,
        {
          ageConfirmed: request.body?.age_confirmed === true,
        },
      );
      return {
        order_number: orderNumber,
        quote: await engagement.myQuote(ctx, userId(request), request.params.id),
      };
    },
  );
};
