import { AppError, catalog, createContext, type Db, search } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type KeptJson, sendKeptJson } from '../encoded-body.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, localeQuery, productCard, rowIdQuery } from './schemas.ts';

/** A product's numeric id or its slug (lower-case Latin words joined by hyphens). */
const slugOrId = z
  .string()
  .max(200)
  // All digits: an id within the column's range; otherwise a slug, which has a letter somewhere.
  .regex(/^(?:\d{1,10}|(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*)$/)
  .refine((value) => !/^\d+$/.test(value) || Number(value) <= 2_147_483_647)
  .describe('Product id or slug');

const availability = z.enum(['in_stock', 'low_stock', 'high_stock', 'out_of_stock', 'sold_out']);

const productDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  price: z.number().int(),
  selling_price: z
    .number()
    .int()
    .describe('What a shopper pays now (sale price inside the window)'),
  sale_percent: z.number().int(),
  sale_start_at: z.string().nullable(),
  sale_expire_at: z.string().nullable(),
  available_on: z.string(),
  preorder: z.boolean(),
  variants: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      image: z.string().nullable(),
      price: z.number().int(),
      selling_price: z.number().int(),
      option_values: z.array(
        z.object({
          type: z.enum(['color', 'size']),
          code: z.string(),
          name: z.string(),
          hex: z.string().nullable(),
        }),
      ),
      total_on_hand: z.number().int(),
      availability,
    }),
  ),
  brand: z
    .object({ id: z.number().int(), code: z.string(), name: z.string(), logo: z.string() })
    .nullable(),
  store: z
    .object({ name: z.string(), logo: z.string(), code: z.string(), vendor_id: z.number().int() })
    .nullable(),
  taxonomy: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      permalink: z.string(),
      depth: z.number().int(),
    }),
  ),
  badges: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), color: z.string() }),
  ),
  keywords: z.array(z.object({ id: z.number().int(), name: z.string(), mn: z.string() })),
  gpc: z.string().nullable(),
  gpc_txt: z.string().nullable(),
  properties: z.array(z.object({ label: z.string(), value: z.string() })),
  average_rating: z.number(),
  total_reviews: z.number().int(),
  total_on_hand: z.number().int(),
  availability,
  age_restricted: z.boolean(),
  return_notice_hours: z
    .number()
    .int()
    .describe(
      'Hours after delivery to report a damaged or wrong item: 24, 48 or 72, by the kind of product',
    ),
  delivery_lead: z
    .enum(catalog.DELIVERY_LEADS)
    .describe(
      'How soon it can be sent: `now` from stock (standard, express and same-day delivery); else got ready first in 24-48 hours, 48-72 hours or 7-14 days, by standard delivery only',
    ),
  package_components: z
    .array(
      z.object({
        product_id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        image: z.string().nullable(),
        variant_id: z.number().int(),
        price: z.number().int(),
        max_qty: z.number().int(),
        on_sale: z.boolean(),
      }),
    )
    .nullable()
    .describe('A package product: what it may hold (add them with `line_item.package`)'),
  created_at: z.string(),
  updated_at: z.string(),
});

const stockItem = z.object({
  stock_location_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  pickup: z.boolean(),
  count_on_hand: z.number().int(),
  availability,
});

const nutrition = z.object({
  product_id: z.number().int(),
  per: z.literal('100g'),
  energy_kcal: z.number().int(),
  protein: z.number(),
  fat: z.number(),
  carbohydrates: z.number(),
  sugar: z.number(),
  salt: z.number(),
  ingredients: z.string(),
  allergens: z.string(),
});

const errors = { 400: errorBody, 404: errorBody };
const localeOnly = z.object({ locale: localeQuery });

function found<T>(value: T | null): T {
  if (value === null) throw new AppError('not_found', 'error.not_found');
  return value;
}

export const productRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Product details as sent (JSON, encoded), kept for anyone alike; none: each built afresh. */
  details: KeptJson | null;
}> = async (app, { db, details }) => {
  const ctx = (request: Parameters<typeof requestLocale>[0]) =>
    createContext(db, requestLocale(request));

  app.get(
    '/products/:slugOrId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its variants, category path, brand, store and availability',
        params: z.object({ slugOrId }),
        querystring: localeOnly,
        response: { 200: productDetail, ...errors },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { slugOrId } = request.params;
      // Bytes with a JSON type are sent as they are; the route's types know only the object.
      return sendKeptJson(request, reply, details, `${locale} ${slugOrId}`, async () =>
        productDetail.parse(
          found(await catalog.productDetail(createContext(db, locale), slugOrId)),
        ),
      ) as never;
    },
  );

  app.get(
    '/products/:slugOrId/related',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Related products (same category, 30), other models (same SKU series) and more like this',
        description:
          '`more_like_this`: up to 20 products whose names, keywords or brand share the most ' +
          'words with this product’s names, in any category, best match first, leaving out ' +
          'what `related` and `other_models` already hold.',
        params: z.object({ slugOrId }),
        querystring: localeOnly,
        response: {
          200: z.object({
            related: z.array(productCard),
            other_models: z.array(productCard),
            more_like_this: z.array(productCard),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const context = ctx(request);
      const neighbours = found(await catalog.productNeighbours(context, request.params.slugOrId));
      const shown = [...neighbours.related, ...neighbours.other_models].map((p) => p.id);
      const moreLikeThis = await search.moreLikeThis(context, neighbours.product_id, {
        excludeIds: shown,
      });
      return { ...neighbours, more_like_this: moreLikeThis };
    },
  );

  app.get(
    '/products/0/variants/:id/stock_items',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Stock of a variant in each store location, with its availability label',
        params: z.object({ id: rowIdQuery }),
        querystring: localeOnly,
        response: { 200: z.object({ stock_items: z.array(stockItem) }), ...errors },
      },
    },
    async (request) => ({
      stock_items: found(await catalog.variantStockItems(ctx(request), request.params.id)),
    }),
  );

  app.get(
    '/products/:slugOrId/nutrition',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Nutrition facts per 100 g of a food product (404 for other products)',
        params: z.object({ slugOrId }),
        querystring: localeOnly,
        response: { 200: nutrition, ...errors },
      },
    },
    async (request) => found(await catalog.productNutrition(ctx(request), request.params.slugOrId)),
  );
};
