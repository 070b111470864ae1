import { AppError, createContext, type Db, licences } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody } from './schemas.ts';

const licenceJson = z.object({
  id: z.number().int(),
  order_number: z.string(),
  product_id: z.number().int(),
  product_name: z.string().describe('As the order named it, in the language it was placed in'),
  state: z
    .enum(['owed', 'issued'])
    .describe('owed: paid, the key comes when the shop receives more (it is e-mailed then)'),
  key: z.string().nullable().describe('The licence key; null while owed'),
  bought_at: z.string().describe('ISO 8601'),
  issued_at: z.string().nullable().describe('ISO 8601; null while owed'),
});

/** The signed-in shopper's software licence keys (spec §7 `GET /orders/licenses`). */
export const licenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/orders/licenses',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: 'The signed-in shopper’s licence keys from paid orders, the latest bought first',
        description:
          'One entry per unit of a licence product bought. A cancelled or returned order’s keys are withdrawn and no longer listed.',
        response: {
          200: z.object({ licenses: z.array(licenceJson) }),
          401: errorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = await bearerUserId(db, request, false);
      if (userId === null) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('unauthorized', 'error.unauthorized');
      }
      const ctx = createContext(db, requestLocale(request));
      return { licenses: await licences.licencesOfUser(ctx, userId) };
    },
  );
};
