import { AppError, type Ctx, checkout, type Db, orders } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiContext,
  askerOf,
  deliveryRatesJson,
  errors,
  noStore,
  orderJson,
  orderNumber,
  orderOut,
  orderToken,
  security,
  tags,
  tokenHeaders,
  tokenQuery,
} from './order-schemas.ts';

const checkoutBody = checkout.checkoutInput
  .safeExtend({
    shipping_method_id: z
      .literal(checkout.PICKUP_SHIPPING_METHOD_ID)
      .optional()
      .describe('849: pickup (spec §9), the same as shipping_method "pickup"'),
    order_token: orderToken.optional(),
  })
  .strict();

const withRates = orderJson.extend({ delivery_rates: deliveryRatesJson });

async function ratesOf(ctx: Ctx, order: orders.OrderRow) {
  return ratesJson(await checkout.deliveryRates(ctx, order));
}

function ratesJson(rates: checkout.OpenRate[] | null) {
  return (
    rates?.map((r) => ({
      option: r.option,
      price: r.price,
      within_hours: r.withinHours,
      open: r.open,
      lead: r.lead,
    })) ?? null
  );
}

/** The checkout steps of a cart and placing the order: `/checkouts/{number}/…`. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', noStore);

  app.patch(
    '/checkouts/:number',
    {
      schema: {
        tags,
        security,
        summary: 'Saves checkout steps: contact, buyer, delivery address or pickup, payment',
        description:
          'Steps may come in any order and again; completing checks the whole. An address the ' +
          'shop does not deliver to is a 409 asking to choose the location again.',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: checkoutBody,
        response: { 200: withRates, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const { order_token, shipping_method_id, ...input } = request.body;
      if (shipping_method_id !== undefined) {
        if (input.shipping_method === 'delivery') {
          throw new AppError(
            'invalid_input',
            'error.invalid_input',
            {},
            { shipping_method_id: ['validation.invalid_choice'] },
          );
        }
        input.shipping_method = 'pickup';
      }
      const asker = await askerOf(ctx, request, reply, order_token);
      const step = await checkout.updateCheckout(ctx, asker, request.params.number, input);
      const body = await orderOut(ctx, step.order, step.contents);
      return { ...body, delivery_rates: ratesJson(step.rates) };
    },
  );

  app.get(
    '/checkouts/:number/delivery_rates',
    {
      schema: {
        tags,
        security,
        summary: 'The delivery options and prices for the cart’s address',
        params: z.object({ number: orderNumber }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: z.object({ delivery_rates: deliveryRatesJson }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      const order = await orders.orderFor(ctx, asker, request.params.number);
      return { delivery_rates: await ratesOf(ctx, order) };
    },
  );

  app.post(
    '/checkouts/:number/complete',
    {
      schema: {
        tags,
        security,
        summary: 'Places the order: prices re-checked, stock reserved, totals frozen',
        description:
          'Sending it again (a double click, a retry with the same Idempotency-Key) answers the ' +
          'same order with `placed_now: false`. A key already used for another order is a 409.',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders.extend({
          'idempotency-key': z
            .string()
            .regex(/^[\x21-\x7e]{1,200}$/)
            .optional()
            .describe('Any unique text per attempt to place this order'),
        }),
        body: z.object({ order_token: orderToken.optional() }).strict().nullish(),
        response: { 200: orderJson.extend({ placed_now: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply, request.body?.order_token);
      const { order, placedNow, contents, noPayments } = await checkout.completeOrder(
        ctx,
        asker,
        request.params.number,
        {
          idempotencyKey: request.headers['idempotency-key'] ?? null,
        },
      );
      return {
        ...(await orderOut(ctx, order, contents, noPayments)),
        placed_now: placedNow,
      };
    },
  );
};
