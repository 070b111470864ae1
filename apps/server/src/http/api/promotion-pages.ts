import { content, createContext, type Db } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, slugParams } from './schemas.ts';

const tags = ['promotions'];
const errors = { 400: errorBody, 404: errorBody };
const promotionJson = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  picture: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(['running', 'upcoming', 'ended']),
  coupon_code: z.string().nullable().describe('The code to type at checkout, if it is a coupon'),
  taxon: z.string().nullable().describe('The category it concerns (GET /taxons/{permalink})'),
  product_ids: z.array(z.number().int()),
});

/** The shop's promotions as shoppers read them (spec §7 promotions: list, get). */
export const promotionPageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.get(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'The promotions running now, the soonest to end first',
        response: { 200: z.object({ promotions: z.array(promotionJson) }), ...errors },
      },
    },
    async (request) => ({ promotions: await content.runningPromotions(context(request)) }),
  );

  app.get(
    '/promotions/:slug',
    {
      schema: {
        tags,
        summary: 'One promotion, running or not (`state` says which)',
        params: slugParams,
        response: { 200: promotionJson, ...errors },
      },
    },
    async (request) => content.promotionBySlug(context(request), request.params.slug),
  );

  app.put(
    '/promotions',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Writes a promotion, or replaces the one with its slug (the website admin)',
        body: z.object({
          slug: z.string(),
          title: z.string(),
          summary: z.string().optional(),
          body: z.string().optional(),
          translations: z
            .record(
              z.string(),
              z.object({ title: z.string(), summary: z.string(), body: z.string() }).partial(),
            )
            .optional(),
          picture: z.string().nullable().optional(),
          starts_at: z.string(),
          ends_at: z.string(),
          coupon_code: z.string().nullable().optional(),
          taxon: z.string().nullable().optional(),
          product_ids: z.array(z.number().int()).optional(),
        }),
        response: {
          200: z.object({ slug: z.string() }),
          ...errors,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) =>
      content.savePromotion(
        context(request),
        await bearerUserId(db, request, true),
        request.body as z.input<typeof content.promotionInput>,
      ),
  );
};
