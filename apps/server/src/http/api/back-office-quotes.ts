import { createContext, type Db, engagement, type notify } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../request-locale.ts';
import { quoteJson } from './quotes.ts';
import { errorBody, idParam } from './schemas.ts';

const tags = ['back office'];
const security = [{ staffBearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Staff's side of price quotes: the list to work through, and the answer (a price that holds
 * until a date, or a refusal). Registered inside the back office, behind its staff check.
 */
export const backOfficeQuoteRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gateway: notify.MessageGateway;
}> = async (app, { db, gateway }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.get(
    '/quotes',
    {
      schema: {
        tags,
        security,
        summary: `Quotes, newest first (at most ${engagement.QUOTES_SHOWN}), of one state if asked`,
        querystring: z.object({ state: z.enum(engagement.QUOTE_STATES).optional() }).strict(),
        response: { 200: z.object({ quotes: z.array(quoteJson) }), ...errors },
      },
    },
    async (request) => ({
      quotes: await engagement.staffQuotes(context(request), request.query.state ?? null),
    }),
  );

  app.put(
    '/quotes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Answers a quote with a price, or declines it; the shopper is told',
        description:
          '`decision: price`: `unit_price` (₮ a piece) holding until `valid_until` (at most ' +
          `${engagement.QUOTE_MAX_VALID_DAYS} days on), for \`variant_id\` (the one asked ` +
          'about when absent; a request in words needs one). `decision: decline`: `note` says ' +
          'why. A quote can be answered again until the shopper takes it (then 409). The ' +
          'shopper hears the answer by e-mail, or by SMS when they gave only a phone.',
        params: z.object({ id: idParam }),
        body: z.discriminatedUnion('decision', [
          z
            .object({
              decision: z.literal('price'),
              unit_price: z.number().int(),
              valid_until: z.string().describe('ISO time with offset'),
              variant_id: z.number().int().optional(),
              note: z.string().optional(),
            })
            .strict(),
          z.object({ decision: z.literal('decline'), note: z.string() }).strict(),
        ]),
        response: { 200: quoteJson, ...errors },
      },
    },
    async (request) =>
      engagement.answerQuote(context(request), gateway, request.params.id, request.body),
  );
};
