import { createContext, type Db, licences } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody } from './schemas.ts';

const tags = ['back office'];
const security = [{ staffBearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

const poolJson = z.object({
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string().describe('Its first variant’s SKU'),
  available: z.number().int().describe('Keys left to hand out'),
  issued: z.number().int().describe('Keys handed out to paid orders'),
  owed: z.number().int().describe('Paid units still waiting for a key'),
});

/**
 * Licence keys for staff (`/api/back_office/licence_keys`): each product's keys left, handed
 * out and owed, and loading a supplier's keys (the same as the back office's page). Registered
 * inside the back office (a staff bearer already checked).
 */
export const backOfficeLicenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.get(
    '/licence_keys',
    {
      schema: {
        tags,
        security,
        summary: 'Every product with licence keys: left, handed out and owed, most owed first',
        response: { 200: z.object({ pools: z.array(poolJson) }), ...errors },
      },
    },
    async (request) => ({
      pools: (await licences.licencePools(context(request))).map((p) => ({
        product_id: p.productId,
        name: p.name,
        sku: p.sku,
        available: p.available,
        issued: p.issued,
        owed: p.owed,
      })),
    }),
  );

  app.post(
    '/licence_keys',
    {
      schema: {
        tags,
        security,
        summary: 'Loads licence keys for the product of a variant’s SKU',
        description:
          'One key per line, as the supplier sent them (at most 1,000). A list with a line that is ' +
          'no key is refused whole, naming the lines. Keys the product has already are counted, ' +
          'not added twice; new keys go first to buyers still owed one, oldest first, by e-mail. ' +
          'Keys make a product a licence product, whose orders are not delivered: a product’s ' +
          'first keys are refused (400 on `new_product`) unless `new_product` is true.',
        body: z
          .object({
            sku: z.string().trim().min(1, 'validation.blank').max(100),
            keys: z.string().min(1, 'validation.licence_keys_none').max(110_000),
            new_product: z
              .boolean()
              .optional()
              .describe('Staff confirm the product is to sell keys (needed for its first keys)'),
          })
          .strict(),
        response: {
          200: z.object({
            added: z.number().int(),
            known: z.number().int(),
            filled: z.number().int().describe('Waiting buyers who got a key from this load'),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { productName: _, ...loaded } = await licences.loadKeysForSku(context(request), {
        sku: request.body.sku,
        text: request.body.keys,
        staffUserId: apiSession(request).userId,
        newProduct: request.body.new_product,
      });
      return loaded;
    },
  );
};
