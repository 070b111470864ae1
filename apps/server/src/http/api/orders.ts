import { AppError, accounts, cart, checkout, type Db, orders, type payments } from '@shop/core';
import { translatorFor } from '@shop/i18n/translators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiContext,
  askerOf,
  errors,
  lineItemId,
  noStore,
  orderJson,
  orderNumber,
  orderOut,
  orderToken,
  packageChangeBody,
  packageCustomValuesBody,
  packageItemBody,
  security,
  tags,
  tokenHeaders,
  tokenQuery,
} from './order-schemas.ts';
import { errorBody, rowId } from './schemas.ts';

const lineItemBody = z
  .object({
    line_item: z
      .object({
        variant_id: rowId,
        quantity: z.number().int().optional().describe('Absent: one more'),
        options: z
          .record(z.string().max(50), z.string().max(200))
          .optional()
          .describe(
            'Only the variant’s own option types with its own values (not stored: the variant ' +
              'carries them); anything else is a 400 with `errors.options`',
          ),
        package: z
          .array(packageItemBody)
          .min(1)
          .max(20)
          .optional()
          .describe('Required for a package product: what goes inside'),
      })
      .strict(),
    gift: z.boolean().optional(),
    age_confirmed: z
      .boolean()
      .optional()
      .describe(
        'The buyer confirms being 21 or older. Required (true) for a spirit (a product with ' +
          '`age_restricted`); without it such an add is refused with 403 `error.age_required`.',
      ),
    order_token: orderToken.optional(),
  })
  .strict();

const transitionJson = z.object({
  from_state: z.string(),
  to_state: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

/** The cart (line items) and the shopper's orders: `/orders/…`. */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  providers: payments.PaymentProviders;
}> = async (app, { db, providers }) => {
  app.addHook('onSend', noStore);

  app.post(
    '/orders/:number/line_items',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a variant to the cart; number 0 uses (or starts) the asker’s cart',
        description:
          'The same variant with the same options and gift mark adds to its line. A new cart ' +
          'answers its `token` once: keep it and send it as `order_token` or X-Spree-Order-Token. ' +
          'Spirits (21+) need `age_confirmed: true`, the answer of the app’s own age gate.',
        params: z.object({ number: z.union([z.literal('0'), orderNumber]) }),
        headers: tokenHeaders,
        body: lineItemBody,
        response: {
          200: orderJson.extend({ token: z.string().optional().describe('Only for a new cart') }),
          ...errors,
          403: errorBody,
        },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const { line_item: item, gift, age_confirmed, order_token } = request.body;
      const asker = await askerOf(ctx, request, reply, order_token);
      const { order, token, contents } = await cart.addItem(ctx, asker, {
        orderNumber: request.params.number,
        variantId: item.variant_id,
        quantity: item.quantity,
        options: item.options,
        gift,
        ageConfirmed: age_confirmed === true,
        package: item.package?.map((p) => ({ slug: p.slug, qty: p.qty, cv: p.cv ?? {} })),
      });
      const body = await orderOut(ctx, order, contents);
      return token ? { ...body, token } : body;
    },
  );

  app.patch(
    '/orders/:number/line_items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Sets a line item’s quantity (0 removes it), or changes one product in a package',
        description:
          'Send one of: `quantity`; for a package line `package` (one product: `qty` 0 or less ' +
          'takes it out, no `qty` adds one more, `cv` merges its custom values) or ' +
          '`custom_values` (one product’s custom values, its quantity unchanged). A line that ' +
          'is gone is a 404.',
        params: z.object({ number: orderNumber, id: lineItemId }),
        headers: tokenHeaders,
        body: z
          .object({
            quantity: z.number().int().optional(),
            package: packageChangeBody.optional(),
            custom_values: packageCustomValuesBody.optional(),
            order_token: orderToken.optional(),
          })
          .strict()
          .refine(
            (b) =>
              [b.quantity, b.package, b.custom_values].filter((v) => v !== undefined).length === 1,
            { message: 'validation.quantity_or_package' },
          ),
        response: { 200: orderJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply, request.body.order_token);
      const { number, id } = request.params;
      const { quantity, package: change, custom_values: values } = request.body;
      const order = change
        ? await cart.changePackageItem(ctx, asker, number, id, change)
        : values
          ? await cart.setPackageCustomValues(ctx, asker, number, id, values.slug, values.cv)
          : await cart.updateItem(ctx, asker, number, id, quantity ?? 0);
      return orderOut(ctx, order);
    },
  );

  app.delete(
    '/orders/:number/line_items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a line item; a line that is gone is a 404',
        params: z.object({ number: orderNumber, id: lineItemId }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: orderJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      const { number, id } = request.params;
      return orderOut(ctx, await cart.removeItem(ctx, asker, number, id));
    },
  );

  app.delete(
    '/orders/:number/line_items',
    {
      schema: {
        tags,
        security,
        summary: 'Empties the cart and forgets its checkout (coupon, gift cards, wallet amount)',
        params: z.object({ number: orderNumber }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: orderJson, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply);
      return orderOut(ctx, await checkout.resetCart(ctx, asker, request.params.number));
    },
  );

  app.get(
    '/orders/current',
    {
      schema: {
        tags,
        security,
        summary: 'The asker’s cart; 204 when there is none (a placed order is no cart)',
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: orderJson, 204: z.null().describe('No cart'), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const current = await cart.currentCart(ctx, await askerOf(ctx, request, reply));
      if (!current) return reply.code(204).send(null);
      return orderOut(ctx, current);
    },
  );

  app.get(
    '/orders/mine',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'The signed-in shopper’s placed orders by order date, newest first by default',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
          sort: z.enum(orders.MY_ORDER_SORTS).default('date_desc'),
          locale: tokenQuery.shape.locale,
        }),
        response: {
          200: z.object({
            orders: z.array(orderJson),
            total: z.number().int(),
            page: z.number().int(),
            per_page: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const { userId } = await askerOf(ctx, request, reply);
      if (userId === null) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('unauthorized', 'error.unauthorized');
      }
      const { page, per_page, sort } = request.query;
      const mine = await orders.listMyOrders(ctx, userId, { page, perPage: per_page }, sort);
      return {
        orders: await Promise.all(mine.orders.map((o) => orderOut(ctx, o))),
        total: mine.total,
        page,
        per_page,
      };
    },
  );

  app.get(
    '/orders/:number',
    {
      schema: {
        tags,
        security,
        summary: 'An order for its owner (account or order token) with its recorded transitions',
        description: 'Anyone else gets the same 404 as for a number that does not exist.',
        params: z.object({ number: orderNumber }),
        querystring: tokenQuery,
        headers: tokenHeaders,
        response: { 200: orderJson.extend({ transitions: z.array(transitionJson) }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const order = await orders.orderFor(
        ctx,
        await askerOf(ctx, request, reply),
        request.params.number,
      );
      const [body, history] = await Promise.all([
        orderOut(ctx, order),
        orders.orderHistory(ctx, order.id),
      ]);
      return {
        ...body,
        transitions: history.map((t) => ({
          from_state: t.fromState,
          to_state: t.toState,
          reason: t.reason,
          created_at: t.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/orders/:number/buy_again',
    {
      schema: {
        tags,
        security,
        summary: 'Puts a placed order’s products in the asker’s cart again, at today’s prices',
        description:
          'Each line as it was ordered (quantity, options, gift mark, a package’s contents), added ' +
          'as `line_items` adds it. Short stock adds what is left beside what the cart holds ' +
          '(`added[].quantity` < `ordered`); a product that cannot be bought is in `missed` with ' +
          'the cart’s reason. Stays and tours are not bought again. A guest reads the order with ' +
          'its `order_token` and sends the cart’s own as `cart_token`; without one a new cart is ' +
          'started and its `token` answered once.',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: z
          .object({
            order_token: orderToken.optional(),
            cart_token: orderToken
              .optional()
              .describe('The guest’s current cart (its token); signed in, the account’s cart'),
          })
          .strict()
          .nullish(),
        response: {
          200: z.object({
            added: z.array(
              z.object({ name: z.string(), quantity: z.number().int(), ordered: z.number().int() }),
            ),
            missed: z.array(
              z.object({
                name: z.string(),
                reason: z.string().describe('The message key, e.g. `error.out_of_stock`'),
                message: z.string().describe('The reason in the asker’s language'),
              }),
            ),
            token: z.string().optional().describe('Only for a guest’s new cart'),
            cart: orderJson.nullable().describe('The cart afterwards; null when nothing went in'),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const reader = await askerOf(ctx, request, reply, request.body?.order_token);
      const buyer = { userId: reader.userId, token: request.body?.cart_token ?? null };
      const { added, missed, token } = await cart.buyAgain(
        ctx,
        reader,
        buyer,
        request.params.number,
      );
      const t = translatorFor(ctx.locale);
      const current =
        added.length > 0
          ? await cart.currentCart(ctx, { ...buyer, token: token ?? buyer.token })
          : null;
      return {
        added,
        missed: missed.map((m) => ({
          name: m.name,
          reason: m.reason,
          message: t(m.reason, m.vars),
        })),
        ...(token ? { token } : {}),
        cart: current ? await orderOut(ctx, current) : null,
      };
    },
  );

  app.post(
    '/orders/:number/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels the shopper’s order while unpaid, or paid but not yet being prepared',
        description:
          'Stock, the coupon, gift cards, voucher and wallet credit come back. Money paid goes ' +
          'back to the wallet at once (`refund_to: wallet`, signed-in shoppers) or the way it ' +
          'came (`original`: within 48 hours, 3 to 5 days for cards); cashback already spent is ' +
          'kept from it.',
        params: z.object({ number: orderNumber }),
        headers: tokenHeaders,
        body: z
          .object({
            reason: accounts.requiredText(300),
            refund_to: z.enum(['wallet', 'original']).default('original'),
            order_token: orderToken.optional(),
          })
          .strict(),
        response: {
          200: orderJson.extend({
            refund_note: z.string().describe('When and how money paid comes back'),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const ctx = apiContext(db, request);
      const asker = await askerOf(ctx, request, reply, request.body.order_token);
      const canceled = await checkout.cancelOrder(ctx, providers, asker, request.params.number, {
        reason: request.body.reason,
        refundTo: request.body.refund_to,
      });
      return {
        ...(await orderOut(ctx, canceled)),
        refund_note: translatorFor(ctx.locale)('order.refund_note'),
      };
    },
  );
};
