import { AppError, catalog, createContext, type Db } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../request-locale.ts';
import { errorBody, localeQuery } from './schemas.ts';

// Plain digits only: coercion alone would also take ' ', '1e2' and '0x10'.
const positive = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/** `?page=&per_page=` of a list; per_page up to `maxPerPage` (999: "all" in the spec). */
export function pageQuery(defaultPerPage: number, maxPerPage: number) {
  return {
    page: positive(100_000).default(1).describe('1-based page number'),
    per_page: positive(maxPerPage).default(defaultPerPage).describe(`Up to ${maxPerPage}`),
    locale: localeQuery,
  };
}

/** The pager's numbers beside every paged list (Spree's shape). */
export const pagedFields = {
  count: z.number().int().describe('Rows on this page'),
  total_count: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  pages: z.number().int(),
};

export const codeParams = z.object({ code: z.string().min(1).max(64) });

const brand = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  product_count: z.number().int().describe('Products a shopper can see now'),
});

export const brandRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Brands by name, paged (per_page=999 for all)',
        querystring: z.object(pageQuery(catalog.DEFAULT_PER_PAGE, catalog.MAX_PER_PAGE)),
        response: { 200: z.object({ brands: z.array(brand), ...pagedFields }), 400: errorBody },
      },
    },
    async (request) =>
      catalog.listBrands(createContext(db, requestLocale(request)), {
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  app.get(
    '/brands/:code',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One brand by its code',
        params: codeParams,
        querystring: z.object({ locale: localeQuery }),
        response: { 200: z.object({ brand }), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await catalog.getBrand(
        createContext(db, requestLocale(request)),
        request.params.code,
      );
      if (!found) throw new AppError('not_found', 'error.not_found');
      return { brand: found };
    },
  );
};
