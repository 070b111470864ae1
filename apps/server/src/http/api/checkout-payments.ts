import { cart, checkout, type Db, orders, payments } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownReturnUrl } from '../return-url.ts';
import {
  apiContext,
  askerOf,
  errors,
  noStore,
  orderJson,
  orderNumber,
  orderOut,
  orderToken,
  security,
  tokenHeaders,
  tokenQuery,
} from './order-schemas.ts';
import { errorBody, rowId, rowIdQuery } from './schemas.ts';

const tags = ['payments'];
const withUnavailable = { ...errors, 503: errorBody };

const tenderJson = z.object({
  kind: z.enum(['wallet', 'gift_card', 'voucher']),
  source_id: z.number().int().describe('The gift card’s or voucher’s id; 0 for the wallet'),
  label: z.string().describe('The end of the code (never all of it)'),
  amount: z.number().int().describe('What it pays of the order now'),
});
const tendersJson = z.object({
  tenders: z.array(tenderJson),
  due: z.number().int().describe('What is left for the payment method'),
  refusal: z.string().nullable().describe('Why the chosen tenders cannot pay as they are'),
});

const qrInvoiceJson = z.object({
  payment_id: z.number().int(),
  amount: z.number().int(),
  qr_text: z.string().describe('Show as a QR code'),
  bank_apps: z.array(z.object({ name: z.string(), description: z.string(), link: z.string() })),
  expires_at: z.string(),
  state: z.string().describe('pending until paid; failed once expired'),
});

const leaseJson = z.object({
  state: z.enum(['down_payment_due', 'applied', 'approved', 'declined', 'canceled']),
  months: z.number().int(),
  monthly: z.number().int(),
  down_payment: z.number().int(),
  down_payment_left: z.number().int(),
  financed: z.number().int(),
  price: z.number().int(),
  decline_reason: z.string().nullable(),
});

const methodsJson = z.object({
  methods: z.array(
    z.object({
      id: z.enum(payments.PAYMENT_METHODS),
      name: z.string(),
      available: z.boolean(),
      reason: z.string().nullable(),
      min: z.number().int().nullable(),
      max: z.number().int().nullable(),
    }),
  ),
  wallet: z
    .object({
      full: z.number().int(),
      limited: z.number().int(),
      points: z.number().int(),
      usable: z.number().int().describe('The most the wallet may pay of this cart (spec §9)'),
    })
    .nullable(),
  saved_cards: z.array(
    z.object({
      id: z.number().int(),
      brand: z.string().nullable(),
      last4: z.string(),
      exp_month: z.number().int().nullable(),
      exp_year: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
  due: z.number().int(),
});

const tenderBody = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('wallet'),
      amount: z.number().int().positive(),
      order_token: orderToken.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('gift_card'),
      code: z.string().trim().min(1).max(40),
      order_token: orderToken.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('voucher'),
      code: z.string().trim().min(1).max(40),
      order_token: orderToken.optional(),
    })
    .strict(),
]);

const returnUrl = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .describe('Where the provider’s page sends the shopper back: a page of this shop');

/**
 * Paying: the methods for a cart, a coupon, gift cards, a voucher and the wallet on it
 * (`/checkouts/{number}/…`), then paying a placed order by card, saved card, QR or the wallet
 * app, and the lease's state (`/orders/{number}/…`).
 */
export const checkoutPaymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  providers: payments.PaymentProviders;
}> = async (app, { db, providers }) => {
  app.addHook('onSend', noStore);

  app.get(
    '/checkouts/payment_methods',
    {
      schema: {
        tags,
        security,
        summary: 'The payment methods for the asker’s cart, with the wallet and saved cards',
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: methodsJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      const order = await cart.currentCart(ctx, asker);
      const options = await payments.paymentOptions(ctx, order, asker.userId);
      const t = translatorFor(ctx.locale);
      return {
        ...options,
        methods: options.methods.map((m) => ({
          ...m,
          name: t(`checkout.payment.${m.id}`),
          reason: m.reason && t(m.reason, { min: m.min ?? 0, max: m.max ?? 0 }),
        })),
      };
    },
  );

  app.post(
    '/checkouts/:number/coupon',
    {
      schema: {
        tags,
        security,
        summary: 'Puts a coupon (or a 4-digit promo code) on the cart',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: z
          .object({ code: z.string().trim().min(1).max(40), order_token: orderToken.optional() })
          .strict(),
        response: { 200: orderJson.extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply, request.body.order_token);
      const { order } = await checkout.applyCoupon(
        ctx,
        asker,
        request.params.number,
        request.body.code,
        { userId: asker.userId, ip: request.ip },
      );
      return {
        ...(await orderOut(ctx, order)),
        message: translatorFor(ctx.locale)('coupon.applied'),
      };
    },
  );

  app.delete(
    '/checkouts/:number/coupon',
    {
      schema: {
        tags,
        security,
        summary: 'Takes the coupon off the cart',
        params: z.object({ number: orderNumber }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: orderJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      return orderOut(ctx, await checkout.removeCoupon(ctx, asker, request.params.number));
    },
  );

  app.get(
    '/checkouts/:number/tenders',
    {
      schema: {
        tags,
        security,
        summary: 'The gift cards, voucher and wallet amount chosen for the cart, and what is left',
        params: z.object({ number: orderNumber }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: tendersJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const order = await orders.orderFor(
        ctx,
        await askerOf(ctx, request, reply),
        request.params.number,
      );
      return tendersOut(ctx.locale, await payments.tenderSummary(ctx, order));
    },
  );

  app.post(
    '/checkouts/:number/tenders',
    {
      schema: {
        tags,
        security,
        summary: 'Pays part of the cart with a gift card, a voucher or the wallet (store credit)',
        description:
          'Checked against the cart now and again, under locks, when the order is placed. The ' +
          'wallet needs a signed-in shopper and an order over 20,000 ₮; cashback credit pays at ' +
          'most half the price (spec §9). A refusal names the most the wallet may pay.',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: tenderBody,
        response: { 200: tendersJson.extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const { order_token, ...choice } = request.body;
      const asker = await askerOf(ctx, request, reply, order_token);
      const summary = await payments.addTender(ctx, asker, request.params.number, choice, {
        userId: asker.userId,
        ip: request.ip,
      });
      const added = summary.tenders.find((t) => t.kind === choice.kind);
      const t = translatorFor(ctx.locale);
      return {
        ...tendersOut(ctx.locale, summary),
        message:
          choice.kind === 'wallet'
            ? t('wallet.deducted', { amount: formatMoney(added?.amount ?? 0, ctx.locale) })
            : t('checkout.tender_added'),
      };
    },
  );

  app.delete(
    '/checkouts/:number/tenders/:kind/:source_id',
    {
      schema: {
        tags,
        security,
        summary: 'Takes a gift card, the voucher or the wallet amount off the cart',
        params: z.object({
          number: orderNumber,
          kind: z.enum(['wallet', 'gift_card', 'voucher']),
          source_id: z.coerce.number().int().min(0).max(2_147_483_647),
        }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: tendersJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const { number, kind, source_id } = request.params;
      const asker = await askerOf(ctx, request, reply);
      return tendersOut(
        ctx.locale,
        await payments.removeTender(ctx, asker, number, kind, source_id),
      );
    },
  );

  app.put(
    '/checkouts/:number/most_in_app',
    {
      schema: {
        tags,
        security,
        summary: 'Pays a placed order from the shopper’s Most wallet app (in-app payment)',
        description:
          'The app hands over the customer token and the transaction token. Sending the same ' +
          'transaction token again answers the same payment and never charges twice. 503: the ' +
          'wallet service did not answer; send the same tokens again.',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: z
          .object({
            custtkn: z.string().min(1).max(200),
            txntkn: z.string().min(1).max(200),
            order_token: orderToken.optional(),
          })
          .strict(),
        response: { 200: orderJson, ...withUnavailable },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const { custtkn, txntkn, order_token } = request.body;
      const asker = await askerOf(ctx, request, reply, order_token);
      await payments.payInApp(ctx, providers, asker, request.params.number, { custtkn, txntkn });
      return orderOut(ctx, await orders.orderFor(ctx, asker, request.params.number));
    },
  );

  app.post(
    '/orders/:number/payments/card',
    {
      schema: {
        tags,
        security,
        summary: 'Starts paying the order by card on the gateway’s page',
        description:
          'Answers the page to send the shopper to; the card number never reaches the shop. For ' +
          'a lease it pays the down payment.',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: z.object({ return_url: returnUrl, order_token: orderToken.optional() }).strict(),
        response: {
          200: z.object({ payment_url: z.string(), amount: z.number().int() }),
          ...withUnavailable,
        },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply, request.body.order_token);
      const started = await payments.startCardPayment(
        ctx,
        providers,
        asker,
        request.params.number,
        ownReturnUrl(request, request.body.return_url),
      );
      return { payment_url: started.paymentUrl, amount: started.payment.amount };
    },
  );

  app.post(
    '/orders/:number/payments/saved_card',
    {
      schema: {
        tags,
        security,
        summary: 'Pays the order with one of the shopper’s saved cards',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: z.object({ card_id: rowId }).strict(),
        response: { 200: orderJson, ...withUnavailable },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      await payments.payWithSavedCard(
        ctx,
        providers,
        asker,
        request.params.number,
        request.body.card_id,
      );
      return orderOut(ctx, await orders.orderFor(ctx, asker, request.params.number));
    },
  );

  app.post(
    '/orders/:number/payments/qpay',
    {
      schema: {
        tags,
        security,
        summary: 'The QR invoice for what can be paid on the order now (one open at a time)',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: z.object({ order_token: orderToken.optional() }).strict().nullish(),
        response: { 200: qrInvoiceJson, ...withUnavailable },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply, request.body?.order_token);
      return payments.qrInvoiceForOrder(ctx, providers, asker, request.params.number);
    },
  );

  app.get(
    '/orders/:number/payments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A QR payment’s state, after asking the QR service (poll this while it shows)',
        params: z.object({
          number: orderNumber,
          id: rowIdQuery,
        }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: qrInvoiceJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      const { number, id } = request.params;
      return payments.qrPaymentState(ctx, providers, asker, number, id);
    },
  );

  app.get(
    '/orders/:number/check_lend',
    {
      schema: {
        tags,
        security,
        summary: 'The order’s lease: down payment, application and the lender’s decision',
        description:
          'Spec §4: the application is sent only after the down payment is paid in full. An ' +
          'application still waiting is asked about here too.',
        params: z.object({ number: orderNumber }),
        querystring: tokenQuery.extend({
          payment: z.string().max(50).optional().describe('Accepted for the old app; not used'),
        }),
        headers: tokenHeaders,
        response: { 200: leaseJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      const lease = await payments.checkLend(ctx, providers, asker, request.params.number);
      return { ...lease, state: lease.state as z.infer<typeof leaseJson>['state'] };
    },
  );
};

function tendersOut(locale: Parameters<typeof translatorFor>[0], summary: payments.TenderSummary) {
  const t = translatorFor(locale);
  return {
    tenders: summary.tenders,
    due: summary.due,
    refusal: summary.refusal && t(summary.refusal.key, summary.refusal.vars),
  };
}
