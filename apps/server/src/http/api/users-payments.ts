import {
  AppError,
  checkout,
  createContext,
  type Db,
  type notify,
  payments,
  promotions,
  wallet,
} from '@shop/core';
import { translatorFor } from '@shop/i18n/translators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { ownReturnUrl } from '../return-url.ts';
import { errorBody, idParam, rowIdQuery } from './schemas.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 503: errorBody };
const security = [{ bearerAuth: [] }];

const savedCardJson = z.object({
  id: z.number().int(),
  brand: z.string().nullable(),
  last4: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  created_at: z.string(),
});

const walletJson = z.object({
  balance: z.number().int().describe('All store credit'),
  full: z.number().int().describe('Covers 100% of a price (recharges, gift cards, refunds)'),
  limited: z.number().int().describe('Cashback: covers at most 50% of a price'),
  points: z.number().int().describe('Merchant loyalty points'),
  min_order: z.number().int().describe('The wallet pays only orders over this'),
  min_recharge: z.number().int(),
  max_recharge: z.number().int(),
});

const entryJson = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  bucket: z.string(),
  kind: z.string().describe('recharge, gift_card, cashback, purchase, refund, reversal'),
  order_number: z.string().nullable(),
  balance_after: z.number().int(),
  created_at: z.string(),
});

const couponJson = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  min_order: z.number().int(),
  max_discount: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  personal: z.boolean(),
  uses_left: z.number().int().nullable(),
  taxon_ids: z.array(z.number().int()),
  at_counter: z
    .boolean()
    .describe('A store’s counter can take a use of it too: show its code as a QR code'),
});

const voucherJson = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number().int(),
  used: z.boolean(),
  order_number: z.string().nullable(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});

const rechargeJson = z.object({
  number: z.string(),
  amount: z.number().int(),
  method: z.enum(['card', 'qpay']),
  state: z.string(),
  payment_url: z.string().nullable().describe('Card: the gateway’s page to send the shopper to'),
  invoice: z
    .object({
      payment_id: z.number().int(),
      qr_text: z.string(),
      bank_apps: z.array(z.object({ name: z.string(), description: z.string(), link: z.string() })),
      expires_at: z.string(),
      state: z.string(),
    })
    .nullable()
    .describe('QR: the invoice to show'),
});

const returnUrl = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .describe('Where the provider’s page sends the shopper back: a page of this shop');

const entryOut = (e: wallet.WalletEntryRow) => ({
  id: e.id,
  amount: e.amount,
  bucket: e.bucket,
  kind: e.kind,
  order_number: e.orderNumber,
  balance_after: e.balanceAfter,
  created_at: e.createdAt.toISOString(),
});

const walletOut = (w: wallet.Wallet) => ({
  balance: w.full + w.limited,
  full: w.full,
  limited: w.limited,
  points: w.points,
  min_order: wallet.WALLET_MIN_ORDER,
  min_recharge: wallet.MIN_RECHARGE,
  max_recharge: wallet.MAX_RECHARGE,
});

/**
 * The signed-in shopper's means of payment (registered inside the users routes, so every one
 * needs a bearer token): saved cards, the wallet and its recharges, coupons, vouchers, points.
 */
export const userPaymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  providers: payments.PaymentProviders;
  gateway: notify.MessageGateway;
}> = async (app, { db, providers, gateway }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  const userOf = (request: FastifyRequest) => apiSession(request).userId;

  for (const path of ['/users/cards', '/users/all_card']) {
    app.get(
      path,
      {
        schema: {
          tags: ['cards'],
          security,
          summary: 'The shopper’s saved cards (never a number or token)',
          response: { 200: z.object({ cards: z.array(savedCardJson) }), ...errors },
        },
      },
      async (request) => ({
        cards: await payments.listSavedCards(context(request), userOf(request)),
      }),
    );
  }

  app.put(
    '/users/register_card',
    {
      schema: {
        tags: ['cards'],
        security,
        summary:
          'Saves a card: start with `return_url`, finish with the `registration_id` it brings back',
        description:
          'Starting answers the gateway’s page where the shopper enters the card; the gateway ' +
          'sends the browser back to `return_url?registration_id=…`. Finishing asks the gateway ' +
          'and answers the saved card (null when the shopper did not save one).',
        body: z.union([
          z.object({ return_url: returnUrl }).strict(),
          z.object({ registration_id: z.string().regex(/^[\w-]{1,100}$/) }).strict(),
        ]),
        response: {
          200: z.object({
            registration_url: z.string().nullable(),
            card: savedCardJson.nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = context(request);
      if ('return_url' in request.body) {
        const started = await payments.startCardRegistration(
          ctx,
          providers,
          userOf(request),
          ownReturnUrl(request, request.body.return_url),
        );
        return { registration_url: started.registrationUrl, card: null };
      }
      const card = await payments.finishCardRegistration(
        ctx,
        providers,
        userOf(request),
        request.body.registration_id,
      );
      return { registration_url: null, card };
    },
  );

  app.delete(
    '/users/remove_card',
    {
      schema: {
        tags: ['cards'],
        security,
        summary: 'Removes a saved card (the gateway forgets it too)',
        querystring: z.object({ cardId: idParam }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await payments.removeSavedCard(
        context(request),
        providers,
        userOf(request),
        request.query.cardId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/wallet',
    {
      schema: {
        tags: ['wallet'],
        security,
        summary: 'The wallet: store credit by kind and loyalty points',
        response: { 200: walletJson, ...errors },
      },
    },
    async (request) => walletOut(await wallet.walletOf(context(request), userOf(request))),
  );

  app.get(
    '/users/store_credits',
    {
      schema: {
        tags: ['wallet'],
        security,
        summary: 'The wallet’s entries, newest first (`before`: the last id of the page shown)',
        description: 'Spec §4: keep asking while the last page was not empty.',
        querystring: z.object({
          before: rowIdQuery.optional(),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: z.object({ entries: z.array(entryJson) }), ...errors },
      },
    },
    async (request) => {
      const rows = await wallet.listWalletEntries(context(request), userOf(request), {
        perPage: request.query.per_page,
        before: request.query.before ?? null,
      });
      return {
        entries: rows.map(entryOut),
      };
    },
  );

  app.post(
    '/users/wallet/recharges',
    {
      schema: {
        tags: ['wallet'],
        security,
        summary: 'Recharges the wallet by card (the gateway’s page) or QR (an invoice)',
        body: z
          .object({
            amount: z.number().int(),
            method: z.enum(['card', 'qpay']),
            return_url: returnUrl,
          })
          .strict(),
        response: { 200: rechargeJson, ...errors },
      },
    },
    async (request) => {
      const started = await payments.startRecharge(context(request), providers, {
        userId: userOf(request),
        amount: request.body.amount,
        method: request.body.method,
        returnUrl: ownReturnUrl(request, request.body.return_url),
      });
      return {
        number: started.recharge.number,
        amount: started.recharge.amount,
        method: started.recharge.method as 'card' | 'qpay',
        state: started.recharge.state,
        payment_url: started.paymentUrl,
        invoice: started.invoice,
      };
    },
  );

  app.get(
    '/users/wallet/recharges/:number',
    {
      schema: {
        tags: ['wallet'],
        security,
        summary: 'A recharge’s state (a QR invoice is asked about first)',
        params: z.object({ number: z.string().regex(/^W\d{9}$/) }),
        response: { 200: rechargeJson, ...errors },
      },
    },
    async (request) => {
      const { recharge, invoice } = await payments.rechargeState(
        context(request),
        providers,
        userOf(request),
        request.params.number,
      );
      return {
        number: recharge.number,
        amount: recharge.amount,
        method: recharge.method as 'card' | 'qpay',
        state: recharge.state,
        payment_url: null,
        invoice,
      };
    },
  );

  app.post(
    '/users/wallet/gift_cards',
    {
      schema: {
        tags: ['wallet'],
        security,
        summary: 'Loads what is left on a gift card into the wallet (covers 100% of a price)',
        body: z.object({ code: z.string().trim().min(1).max(40) }).strict(),
        response: { 200: walletJson.extend({ loaded: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const { amount } = await payments.giftCardToWallet(
        ctx,
        userOf(request),
        request.body.code,
        request.ip,
      );
      return { ...walletOut(await wallet.walletOf(ctx, userOf(request))), loaded: amount };
    },
  );

  app.get(
    '/users/vouchers',
    {
      schema: {
        tags: ['coupons'],
        security,
        summary: 'The vouchers given to the shopper, usable ones first',
        response: { 200: z.object({ vouchers: z.array(voucherJson) }), ...errors },
      },
    },
    async (request) => ({
      vouchers: await promotions.shopperVouchers(context(request), userOf(request)),
    }),
  );

  app.get(
    '/coupons',
    {
      schema: {
        tags: ['coupons'],
        security,
        summary: 'The coupons the shopper can use: the shop’s running ones and their own',
        response: { 200: z.object({ coupons: z.array(couponJson) }), ...errors },
      },
    },
    async (request) => ({
      coupons: await promotions.shopperCoupons(context(request), userOf(request)),
    }),
  );

  app.get(
    '/coupons/:id',
    {
      schema: {
        tags: ['coupons'],
        security,
        summary: 'One coupon; another shopper’s is a 404 ("no coupon found")',
        params: z.object({ id: idParam }),
        response: { 200: couponJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const coupon = await promotions.shopperCoupon(ctx, userOf(request), request.params.id);
      if (!coupon) throw new AppError('not_found', 'error.no_coupon');
      return coupon;
    },
  );

  app.post(
    '/coupons/:id/send_by_email',
    {
      schema: {
        tags: ['coupons'],
        security,
        summary: 'Sends the coupon to the shopper’s own e-mail',
        params: z.object({ id: idParam }),
        response: { 200: z.object({ sent_to: z.string(), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const { to } = await checkout.sendCouponByEmail(
        ctx,
        gateway,
        userOf(request),
        request.params.id,
      );
      return { sent_to: to, message: translatorFor(ctx.locale)('coupon.sent', { email: to }) };
    },
  );

  app.get(
    '/orders/erp_loyalty',
    {
      schema: {
        tags: ['wallet'],
        security,
        summary: 'Merchant loyalty points: the balance and how they were earned',
        description:
          'Paid orders earn 1 point per 100 ₮ paid from outside the shop (docs/PAYMENTS.md).',
        response: {
          200: z.object({ points: z.number().int(), entries: z.array(entryJson) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = context(request);
      const userId = userOf(request);
      const [balance, rows] = await Promise.all([
        wallet.walletOf(ctx, userId),
        wallet.listWalletEntries(ctx, userId, { perPage: 50, buckets: ['points'] }),
      ]);
      return {
        points: balance.points,
        entries: rows.map(entryOut),
      };
    },
  );
};
