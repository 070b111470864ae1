import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteCache } from '../../site-cache.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, localeQuery, menuItem, queryBoolean, taxonNode } from './schemas.ts';

const siteDataQuery = z.object({
  date: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    // Well-formed but absurd years (0000, 9999 with an offset) would overflow timestamptz.
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1900 && year <= 2999;
    })
    .optional()
    .describe(
      'Judge notifications and presets at this moment (ISO date or date-time); default now',
    ),
  load_zones: queryBoolean.optional().describe('Include the postal zones'),
  load_store_locations: queryBoolean.optional().describe('Include the store locations'),
  locale: localeQuery,
});

const siteData = z.object({
  taxons: z.array(taxonNode),
  menus: z.array(menuItem),
  translation: z.record(z.string(), z.string()),
  notifications: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      body: z.string(),
      level: z.string(),
      url: z.string().nullable(),
      starts_at: z.string(),
      ends_at: z.string().nullable(),
    }),
  ),
  configs: z.record(z.string(), z.unknown()),
  badges: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), color: z.string() }),
  ),
  presets: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      kind: z.string(),
      title: z.string(),
      query: z.record(z.string(), z.unknown()),
    }),
  ),
  zones: z.array(
    z.object({
      zipid: z.number().int(),
      zipcode: z.string(),
      name: z.string(),
      cat: z.number().int(),
      level: z.enum(['city', 'district', 'quarter', 'address']),
      parent: z.string().nullable(),
    }),
  ),
  store_locations: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      address: z.string(),
      phone: z.string(),
      lat: z.number(),
      lng: z.number(),
      opens_at: z.string(),
      closes_at: z.string(),
      pickup: z.boolean(),
      zipcode: z.string().nullable(),
    }),
  ),
});

export const siteDataRoutes: FastifyPluginAsyncZod<{ siteCache: SiteCache }> = async (
  app,
  opts,
) => {
  app.get(
    '/site_data',
    {
      schema: {
        tags: ['site'],
        summary: 'Everything the storefront needs once per visit',
        querystring: siteDataQuery,
        response: { 200: siteData, 400: errorBody },
      },
    },
    async (request) => {
      const q = request.query;
      return opts.siteCache.get(requestLocale(request), {
        date: q.date ? new Date(q.date) : undefined,
        loadZones: q.load_zones,
        loadStoreLocations: q.load_store_locations,
      });
    },
  );
};
