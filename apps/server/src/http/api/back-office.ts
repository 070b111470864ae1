import { AppError, accounts, createContext, type Db, payments, promotions } from '@shop/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession, requireBearer } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { orderNumber, paymentJson } from './order-schemas.ts';
import { errorBody } from './schemas.ts';

const tags = ['back office'];
const security = [{ staffBearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Staff tools (`/api/back_office`, spec §6-§7): every route needs a bearer token of a staff
 * account; a shopper's is a 403. Today: who is signed in, recording a bank transfer, and giving
 * a shopper a voucher.
 */
export const backOfficeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  app.addHook('onRequest', requireBearer(db));
  app.addHook('preHandler', async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await accounts.findUser(context(request), apiSession(request).userId);
    if (user?.role !== 'staff') throw new AppError('forbidden', 'error.forbidden');
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/users/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member',
        response: {
          200: z.object({ id: z.number().int(), name: z.string(), role: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await accounts.getAccount(context(request), apiSession(request).userId);
      return { id: user.id, name: accounts.displayName(user), role: 'staff' };
    },
  );

  app.post(
    '/orders/:number/bank_transfers',
    {
      schema: {
        tags,
        security,
        summary: 'Records a bank transfer that arrived for an order (its number was the reference)',
        description:
          'Without `amount`, what the order still owes. The bank’s reference makes recording ' +
          'the same transfer twice answer the same payment. The order becomes paid once covered.',
        params: z.object({ number: orderNumber }),
        body: z
          .object({
            bank_reference: z.string().trim().min(3).max(100),
            amount: z.number().int().positive().optional(),
          })
          .strict(),
        response: { 200: paymentJson, ...errors },
      },
    },
    async (request) => {
      const payment = await payments.recordBankTransfer(context(request), {
        orderNumber: request.params.number,
        staffUserId: apiSession(request).userId,
        bankReference: request.body.bank_reference,
        amount: request.body.amount,
      });
      return {
        id: payment.id,
        method: payment.method,
        amount: payment.amount,
        state: payment.state,
        refunded: payment.refunded,
        card_last4: payment.cardLast4,
        created_at: payment.createdAt.toISOString(),
      };
    },
  );

  app.post(
    '/vouchers',
    {
      schema: {
        tags,
        security,
        summary: 'Gives a shopper a voucher (a fresh code; it shows on their Vouchers page)',
        description:
          'Who gave it is kept. The same `reference` again answers the same voucher; with another ' +
          'shopper or amount it is a 409.',
        body: z
          .object({
            user_id: z.number().int().positive(),
            amount: z.number().int().min(1).max(promotions.MAX_GIVEN_VOUCHER),
            reference: z
              .string()
              .trim()
              .min(3)
              .max(100)
              .describe('Staff’s own reference (a ticket number): giving twice with it gives one'),
            expires_at: z.iso.datetime({ offset: true }).optional(),
          })
          .strict(),
        response: {
          200: z.object({
            id: z.number().int(),
            code: z.string(),
            amount: z.number().int(),
            user_id: z.number().int(),
            expires_at: z.string().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = context(request);
      if (!(await accounts.findUser(ctx, request.body.user_id))) {
        throw new AppError('not_found', 'error.not_found');
      }
      const voucher = await promotions.giveVoucher(ctx, {
        userId: request.body.user_id,
        amount: request.body.amount,
        staffUserId: apiSession(request).userId,
        reference: request.body.reference,
        expiresAt: request.body.expires_at ? new Date(request.body.expires_at) : null,
      });
      return {
        id: voucher.id,
        code: voucher.code,
        amount: voucher.amount,
        user_id: request.body.user_id,
        expires_at: voucher.expiresAt?.toISOString() ?? null,
      };
    },
  );
};
