import { catalog, content, createContext, type Db } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, localeQuery, productCard, slugParams } from './schemas.ts';

const tags = ['look books'];
const errors = { 400: errorBody, 404: errorBody };
const spotJson = z.object({
  product_id: z.number().int().describe('GET /products/{id} for its price and stock'),
  x: z.number().int().describe('Per cent of the picture’s width'),
  y: z.number().int().describe('Per cent of the picture’s height'),
});
const cardJson = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  spots: z.number().int().describe('How many products are on it'),
});

/** Look books (spec §3): a picture whose hotspots are products; the website admin writes them. */
export const lookBookRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.get(
    '/look_books',
    {
      schema: {
        tags,
        summary: 'Published look books, in the shop’s order',
        response: { 200: z.object({ look_books: z.array(cardJson) }), ...errors },
      },
    },
    async (request) => ({ look_books: await content.listLookBooks(context(request)) }),
  );

  app.get(
    '/lifestyle',
    {
      schema: {
        tags,
        summary: `The lifestyle list: the products on the look books' pictures (${content.LIFESTYLE_SIZE} at most)`,
        description:
          'In the order of the look books and of their hotspots, each product once; products ' +
          'shoppers may not see now (sold out, not yet available) are left out.',
        querystring: z.object({ locale: localeQuery }),
        response: { 200: z.object({ products: z.array(productCard) }), ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const ids = await content.lifestyleProductIds(ctx);
      return { products: await catalog.productCardsByIds(ctx, ids) };
    },
  );

  app.get(
    '/look_books/:slug',
    {
      schema: {
        tags,
        summary: 'One look book with its hotspots',
        params: slugParams,
        response: {
          200: cardJson.omit({ spots: true }).extend({ spots: z.array(spotJson) }),
          ...errors,
        },
      },
    },
    async (request) => content.lookBookBySlug(context(request), request.params.slug),
  );

  app.put(
    '/look_books',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Writes a look book, or replaces the one with its slug (the website admin)',
        description:
          'Mongolian `title` and `description`, other languages in `translations`; `picture` ' +
          `under /media/; 1 to ${content.LOOK_BOOK_SPOTS_MAX} \`spots\`, each a product at ` +
          '(`x`, `y`) per cent of the picture.',
        body: z.object({
          slug: z.string(),
          title: z.string(),
          description: z.string().optional(),
          translations: z
            .record(z.string(), z.object({ title: z.string(), description: z.string() }).partial())
            .optional(),
          picture: z.string(),
          published: z.boolean().optional(),
          position: z.number().int().optional(),
          spots: z.array(spotJson),
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
      content.saveLookBook(
        context(request),
        await bearerUserId(db, request, true),
        request.body as z.input<typeof content.lookBookInput>,
      ),
  );
};
