import { AppError, catalog, createContext, type Db } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam } from './schemas.ts';

const badgeJson = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  color: z.string().describe('The badge’s colour, #rrggbb'),
  group_id: z.number().int().nullable().describe('Its group (GET /badge_groups/{id})'),
});
const groupJson = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  badges: z.array(badgeJson),
});

/**
 * Product badges (spec §7 badges: list, get; badge groups): the marks a product card carries
 * ("New", "Bestseller", ...), named in the asked language; products name them by id
 * (`badges`). The website admin writes them.
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

  const groups = (locale: Parameters<typeof createContext>[1]) =>
    catalog.listBadgeGroups(createContext(db, locale));

  app.get(
    '/badge_groups',
    {
      schema: {
        tags: ['badges'],
        summary: 'The badge groups, each with its badges',
        response: { 200: z.object({ badge_groups: z.array(groupJson) }), 400: errorBody },
      },
    },
    async (request) => ({ badge_groups: await groups(requestLocale(request)) }),
  );

  app.get(
    '/badge_groups/:id',
    {
      schema: {
        tags: ['badges'],
        summary: 'One badge group with its badges',
        params: z.object({ id: idParam }),
        response: { 200: groupJson, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const group = (await groups(requestLocale(request))).find((g) => g.id === request.params.id);
      if (!group) throw new AppError('not_found', 'error.not_found');
      return group;
    },
  );

  app.put(
    '/badges',
    {
      schema: {
        tags: ['badges'],
        security: [{ bearerAuth: [] }],
        summary: 'Writes a badge, or changes the one with its code (the website admin)',
        description:
          'Mongolian `name`, other languages in `translations`; `color` as #rrggbb; `group` a ' +
          'badge group’s code.',
        body: z.object({
          code: z.string(),
          name: z.string(),
          translations: z.record(z.string(), z.object({ name: z.string() })).optional(),
          color: z.string(),
          group: z.string().nullable().optional(),
        }),
        response: {
          200: z.object({ id: z.number().int() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) =>
      catalog.saveBadge(
        createContext(db, requestLocale(request)),
        await bearerUserId(db, request, true),
        request.body as z.input<typeof catalog.badgeInput>,
      ),
  );
};
