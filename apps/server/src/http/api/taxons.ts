import { catalog, createContext } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../request-locale.ts';
import { errorBody, localeQuery, taxon, taxonNode } from './schemas.ts';

export const taxonRoutes: FastifyPluginAsyncZod<{ db: import('@shop/core').Db }> = async (
  app,
  { db },
) => {
  app.get(
    '/taxons/all',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every category as a flat list, parents first',
        querystring: z.object({ locale: localeQuery }),
        response: { 200: z.object({ taxons: z.array(taxon) }), 400: errorBody },
      },
    },
    async (request) => ({
      taxons: await catalog.listTaxons(createContext(db, requestLocale(request))),
    }),
  );

  app.get(
    '/taxons/tree',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree',
        querystring: z.object({ locale: localeQuery }),
        response: { 200: z.object({ taxons: z.array(taxonNode) }), 400: errorBody },
      },
    },
    async (request) => ({
      taxons: await catalog.taxonTree(createContext(db, requestLocale(request))),
    }),
  );
};
