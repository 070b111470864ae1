import { createContext, search, TtlCache } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type EncodedBody, encodedSize, type KeptJson, sendKeptJson } from '../encoded-body.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, localeQuery, productCard, queryBoolean } from './schemas.ts';

const list = (max: number) =>
  z
    .string()
    .max(2000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((items) => items.length <= max);
const whole = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

const productQuery = z.object({
  q: z.string().max(200).optional().describe('Words, in Cyrillic or Latin letters; prefixes match'),
  taxon: list(50).optional().describe('Category ids or permalinks, comma-separated'),
  brand: list(50).optional().describe('Brand codes, comma-separated'),
  vendor: z.string().max(80).optional().describe('Vendor code'),
  price_min: whole.optional(),
  price_max: whole.optional(),
  size: list(30).optional(),
  color: list(30).optional(),
  availability: z.enum(['in_stock', 'all']).optional(),
  on_sale: queryBoolean.optional(),
  deals: queryBoolean
    .optional()
    .describe('Deals: running sales with an end; sorted by `ending_soon` unless `sort` says else'),
  sku: list(200).optional().describe('SKUs, comma-separated'),
  vid: whole.optional().describe('A variant id: its product'),
  sort: z.enum(search.SORTS).optional(),
  page: whole.refine((n) => n >= 1 && n <= 1000).optional(),
  per_page: whole.refine((n) => n >= 1 && n <= 100).optional(),
  facets: queryBoolean.optional(),
  locale: localeQuery,
});

const hit = productCard.extend({
  sku: z.string(),
  sale_expire_at: z.string().nullable(),
  available_on: z.string(),
});

const bucket = z.object({ value: z.string(), count: z.number() });
const productResult = z.object({
  products: z.array(hit),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  fuzzy: z.boolean().describe('True when the words were corrected or matched by similarity'),
  facets: z
    .object({
      brands: z.array(
        z.object({ id: z.number(), code: z.string(), name: z.string(), count: z.number() }),
      ),
      taxons: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          permalink: z.string(),
          depth: z.number(),
          count: z.number(),
        }),
      ),
      sizes: z.array(bucket),
      colors: z.array(bucket),
      availability: z.object({ in_stock: z.number(), sold_out: z.number() }),
      price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
    })
    .optional(),
});

const suggestionsResult = z.object({
  suggestions: z.array(
    z.object({
      type: z.enum(['product', 'keyword', 'category', 'brand']),
      text: z.string(),
      path: z.string(),
    }),
  ),
});

/**
 * Searches and suggestions as sent (JSON, compressed), kept a few seconds: the same few answers
 * are asked again and again (a category's list, the words many shoppers type), and writing and
 * compressing 15 KB for each cost more than finding it in the search's own caches. Kept briefly
 * on top of those (results 30 s, facet counts 60 s), so a change shows at most 10 s later than
 * it did, and forgotten with them (their version is in the key). At most 1,000 answers, weighed
 * as first kept (8 MB; encodings made later for other clients come on top).
 */
const answersKept = (): KeptJson => ({
  answers: new TtlCache<EncodedBody>(5_000, 1_000, {
    weight: { weigh: encodedSize, max: 8 * 1024 * 1024 },
    // Sent while one request makes it again, so a popular answer never makes a shopper wait.
    staleMs: 5_000,
  }),
  // A CDN in front may keep them as long.
  shared: { freshSeconds: 5, staleSeconds: 5 },
});

/** What keeps a kept answer apart: the process's search version, the language, the hour. */
const answerKey = (locale: string, query: unknown) =>
  JSON.stringify([
    search.searchAnswersVersion(),
    locale,
    new Date().toISOString().slice(0, 13),
    query,
  ]);

/** Product search (spec §7's search service), with a 10 s limit; and suggestions. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: import('@shop/core').Db }> = async (
  app,
  { db },
) => {
  const kept = answersKept();
  app.get(
    '/search/products',
    {
      schema: {
        tags: ['search'],
        summary: 'Search and filter products, with facet counts on request',
        description:
          'The default filter (selling price above 1, in stock, available now, with a picture) ' +
          'always applies; availability=all adds sold-out products after the ones in stock. ' +
          'New arrivals: sort=date_desc&per_page=40; sale: on_sale=true&sort=sale_desc; deals ' +
          '(sales about to end): deals=true.',
        querystring: productQuery,
        response: { 200: productResult, 400: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const locale = requestLocale(request);
      // Bytes with a JSON type are sent as they are; the route's types know only the object.
      return sendKeptJson(request, reply, kept, answerKey(locale, q), async () => {
        const { hits, ...rest } = await search.searchForShopper(createContext(db, locale), {
          q: q.q,
          taxons: q.taxon,
          brands: q.brand,
          vendor: q.vendor,
          priceMin: q.price_min,
          priceMax: q.price_max,
          sizes: q.size,
          colors: q.color,
          availability: q.availability,
          onSale: q.on_sale,
          deals: q.deals,
          skus: q.sku,
          variantId: q.vid,
          sort: q.sort,
          page: q.page,
          perPage: q.per_page,
          facets: q.facets,
        });
        return productResult.parse({ products: hits, ...rest });
      }) as never;
    },
  );

  app.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Suggestions as the shopper types (categories, brands, keywords, products)',
        querystring: z.object({ q: z.string().max(200), locale: localeQuery }),
        response: { 200: suggestionsResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { q } = request.query;
      return sendKeptJson(request, reply, kept, answerKey(locale, ['suggestions', q]), async () =>
        suggestionsResult.parse({
          suggestions: await search.suggest(createContext(db, locale), q),
        }),
      ) as never;
    },
  );

  app.get(
    '/search/airports',
    {
      schema: {
        tags: ['search'],
        summary: 'Airports for a type-ahead: by IATA or ICAO code, name, city or country',
        description:
          'Latin or Cyrillic alike ("Чингис" and "chinggis" find ULN and UBN); each word of `q` ' +
          'starts a word of the airport. A code typed whole comes first, then Mongolia’s ' +
          'airports. At most 40 (spec §7); Mongolia’s airports are named in Mongolian for `mn`.',
        querystring: z.object({
          q: z.string().max(200),
          size: z.coerce
            .number()
            .int()
            .min(1)
            .max(search.AIRPORTS_SIZE)
            .default(search.AIRPORTS_SIZE),
          locale: localeQuery,
        }),
        response: {
          200: z.object({
            airports: z.array(
              z.object({
                iata: z.string(),
                icao: z.string().nullable(),
                name: z.string(),
                city: z.string(),
                state: z.string().nullable(),
                country: z.string(),
                cc: z.string().nullable(),
                latitude: z.number(),
                longitude: z.number(),
              }),
            ),
          }),
          400: errorBody,
        },
      },
    },
    async (request) => ({
      airports: await search.searchAirports(
        createContext(db, requestLocale(request)),
        request.query.q,
        request.query.size,
      ),
    }),
  );
};
