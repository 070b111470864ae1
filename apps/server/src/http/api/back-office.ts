import {
  AppError,
  accounts,
  checkout,
  content,
  createContext,
  type Db,
  engagement,
  type MediaStore,
  type notify,
  orders,
  payments,
  promotions,
} from '@shop/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession, requireBearer } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { backOfficeJobRoutes } from './back-office-jobs.ts';
import { backOfficeLicenceRoutes } from './back-office-licences.ts';
import { backOfficeQuoteRoutes } from './back-office-quotes.ts';
import { backOfficeScanRoutes } from './back-office-scans.ts';
import { orderJson, orderNumber, orderOut, paymentJson } from './order-schemas.ts';
import { errorBody, idParam, rowId } from './schemas.ts';

const tags = ['back office'];
const security = [{ staffBearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Staff tools (`/api/back_office`, spec §6-§7): every route needs a bearer token of a staff
 * account; a shopper's is a 403: who is signed in, recording a bank transfer, moving an order
 * through fulfilment, canceling or taking back an order, giving a shopper a voucher, hiding a
 * review or comment, answering price quotes, reading job applications with their CVs, and
 * scanning e-tickets and coupons (back-office-scans.ts).
 */
export const backOfficeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gateway: notify.MessageGateway;
  providers: payments.PaymentProviders;
  media: MediaStore;
}> = async (app, { db, gateway, providers, media }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  app.addHook('onRequest', requireBearer(db));
  // Before the body is validated: a shopper learns nothing of a staff route's fields.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await accounts.findUser(context(request), apiSession(request).userId);
    if (!accounts.isStaff(user?.role)) throw new AppError('forbidden', 'error.forbidden');
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(backOfficeQuoteRoutes, { db, gateway });
  await app.register(backOfficeScanRoutes, { db });
  await app.register(backOfficeJobRoutes, { db });
  await app.register(backOfficeLicenceRoutes, { db });

  app.put(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hides a product review (or shows it again)',
        description:
          'A hidden review shows to its author only and leaves the product’s average and count.',
        params: z.object({ id: idParam }),
        body: z.object({ hidden: z.boolean() }).strict(),
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      await engagement.setReviewHidden(context(request), request.params.id, request.body.hidden);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/comments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hides a comment (or shows it again); a hidden one shows to its author only',
        params: z.object({ id: idParam }),
        body: z.object({ hidden: z.boolean() }).strict(),
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      await engagement.setCommentHidden(context(request), request.params.id, request.body.hidden);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/article_comments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hides a comment on an article or news (or shows it again)',
        description: 'A hidden comment, and the replies under it, show to their writers only.',
        params: z.object({ id: idParam }),
        body: z.object({ hidden: z.boolean() }).strict(),
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      await content.setArticleCommentHidden(
        context(request),
        request.params.id,
        request.body.hidden,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/job_applications',
    {
      schema: {
        tags,
        security,
        summary: 'Applications for the shop’s openings, newest first',
        response: {
          200: z.object({
            applications: z.array(
              z.object({
                id: z.number().int(),
                job: z.string(),
                name: z.string(),
                phone: z.string().nullable(),
                email: z.string().nullable(),
                message: z.string(),
                cv_format: z.string(),
                created_at: z.string(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ applications: await content.jobApplications(context(request)) }),
  );

  app.get(
    '/job_applications/:id/cv',
    {
      schema: {
        tags,
        security,
        summary: 'An application’s CV, to download (PDF, or a picture as WebP)',
        params: z.object({ id: idParam }),
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (request, reply) => {
      const cv = await content.applicationCv(context(request), media, request.params.id);
      return reply
        .type(cv.format === 'pdf' ? 'application/pdf' : 'image/webp')
        .header(
          'content-disposition',
          `attachment; filename="cv-${request.params.id}.${cv.format}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(cv.bytes);
    },
  );

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
      return { id: user.id, name: accounts.displayName(user), role: user.role };
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
    '/orders/:number/fulfilment',
    {
      schema: {
        tags,
        security,
        summary: 'Moves a paid order one fulfilment step on',
        description:
          'Steps: `confirm` or `decline` (not confirmed; `reason` required) a paid order, ' +
          '`ready` (ready to deliver; for pickup, ready at the store), `ship` (delivery only; ' +
          '`note` required: the courier or tracking reference), `deliver` (a shipped order ' +
          'delivered; a pickup order handed over), `complete`. A step from the wrong state is ' +
          'a 409 `error.transition_refused`. The buyer is told by SMS or e-mail when the order ' +
          'ships, is delivered or is ready for pickup.',
        params: z.object({ number: orderNumber }),
        body: z
          .object({
            step: z.enum(orders.FULFILMENT_STEPS),
            note: z.string().trim().min(1).max(200).optional(),
            reason: z.string().trim().min(1).max(200).optional(),
          })
          .strict()
          .refine((b) => b.step !== 'ship' || b.note !== undefined, {
            path: ['note'],
            message: 'validation.blank',
          })
          .refine((b) => b.step !== 'decline' || b.reason !== undefined, {
            path: ['reason'],
            message: 'validation.blank',
          }),
        response: { 200: orderJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const order = await orders.fulfil(ctx, gateway, request.params.number, request.body.step, {
        actor: `staff:${apiSession(request).userId}`,
        note: request.body.note,
        reason: request.body.reason,
      });
      return orderOut(ctx, order);
    },
  );

  app.post(
    '/orders/:number/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels a paid order that will not be delivered, and refunds it',
        description:
          'From paid, not confirmed, confirmed or ready to deliver; once shipped it is a 409 ' +
          '(a return is the way). Stock, coupon, gift cards, voucher and wallet amounts come ' +
          'back; the money goes to the wallet (`refund_to: wallet`) or back the way it was paid.',
        params: z.object({ number: orderNumber }),
        body: z
          .object({
            reason: z.string().trim().min(1).max(200),
            refund_to: z.enum(['wallet', 'original']),
          })
          .strict(),
        response: { 200: orderJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const order = await checkout.cancelByStaff(ctx, providers, request.params.number, {
        actor: `staff:${apiSession(request).userId}`,
        reason: request.body.reason,
        refundTo: request.body.refund_to,
      });
      return orderOut(ctx, order);
    },
  );

  app.post(
    '/orders/:number/return',
    {
      schema: {
        tags,
        security,
        summary: 'Takes back a shipped or delivered order and refunds it',
        description:
          'Every line’s stock comes back except the lines in `write_off_line_ids` (damaged or ' +
          'perished). The money goes to the shopper’s wallet at once (`refund_to: wallet`, ' +
          'signed-up shoppers only) or back the way it was paid (`original`; a provider that ' +
          'fails is retried by the background job). Coupon, gift cards, voucher and wallet ' +
          'amounts used come back; rewards the order earned are taken back.',
        params: z.object({ number: orderNumber }),
        body: z
          .object({
            reason: z.string().trim().min(1).max(200),
            refund_to: z.enum(['wallet', 'original']),
            write_off_line_ids: z.array(z.number().int().positive()).max(100).default([]),
          })
          .strict(),
        response: { 200: orderJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const order = await checkout.returnOrder(ctx, providers, request.params.number, {
        actor: `staff:${apiSession(request).userId}`,
        reason: request.body.reason,
        refundTo: request.body.refund_to,
        writeOffLines: request.body.write_off_line_ids,
      });
      return orderOut(ctx, order);
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
            user_id: rowId,
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
