import { AppError, catalog, createContext, type Db } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../request-locale.ts';
import { errorBody } from './schemas.ts';
import { idParam } from './users-addresses.ts';

const badgeJson = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  color: z.string().describe('The badge’s colour, #rrggbb'),
});

/**
 * Product badges (spec §7 badges: list, get): the marks a product card carries ("New",
 * "Bestseller", ...), named in the asked language; products name them by id (`badges`).
 */
export const badgeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const badges = (locale: Parameters<typeof createContext>[1]) =>
    catalog.listBadges(createContext(db, locale));

  app.get(
    '/badges',
    {
      schema: {
        tags: ['badges'],
        summary: 'Every product badge',
        response: { 200: z.object({ badges: z.array(badgeJson) }), 400: errorBody },
      },
    },
    async (request) => ({ badges: await badges(requestLocale(request)) }),
  );

  app.get(
    '/badges/:id',
    {
      schema: {
        tags: ['badges'],
        summary: 'One product badge',
        params: z.object({ id: idParam }),
        response: { 200: badgeJson, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const badge = (await badges(requestLocale(request))).find((b) => b.id === request.params.id);
      if (!badge) throw new AppError('not_found', 'error.not_found');
      return badge;
    },
  );
};
