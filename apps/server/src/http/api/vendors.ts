import { AppError, catalog, createContext, type Db } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../request-locale.ts';
import { codeParams, pagedFields, pageQuery } from './brands.ts';
import { errorBody, productCard } from './schemas.ts';

/** Products per page of a vendor (spec §9: 40 per page). */
const VENDOR_PRODUCTS_PER_PAGE = 40;

const vendorFields = {
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  product_count: z.number().int().describe('Products a shopper can see now'),
};
const vendor = z.object({ ...vendorFields, about: z.string().nullable() });

export const vendorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/vendors',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The stores selling on the marketplace, paged',
        querystring: z.object(pageQuery(catalog.DEFAULT_PER_PAGE, catalog.MAX_PER_PAGE)),
        response: { 200: z.object({ vendors: z.array(vendor), ...pagedFields }), 400: errorBody },
      },
    },
    async (request) =>
      catalog.listVendors(createContext(db, requestLocale(request)), {
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  app.get(
    '/vendors/:code',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One store with a page of its products, newest first',
        params: codeParams,
        querystring: z.object(pageQuery(VENDOR_PRODUCTS_PER_PAGE, 100)),
        response: {
          200: z.object({ vendor, products: z.array(productCard), ...pagedFields }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const page = await catalog.vendorPage(
        createContext(db, requestLocale(request)),
        request.params.code,
        { page: request.query.page, perPage: request.query.per_page },
      );
      if (!page) throw new AppError('not_found', 'error.not_found');
      return page;
    },
  );
};
