import {
  AppError,
  accounts,
  type Ctx,
  cart,
  catalog,
  createContext,
  type Db,
  type orders,
  payments,
} from '@shop/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam } from './schemas.ts';

export const tags = ['orders'];
/** Either a bearer token (the account's orders) or a guest's order token, or neither. */
/** A shopper's token, a guest's order token, or (starting a cart) nothing. */
export const security: Record<string, string[]>[] = [{ bearerAuth: [] }, { orderToken: [] }, {}];
export const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
};

/** A readable order number (`R` and nine digits). */
export const orderNumber = z
  .string()
  .regex(/^R\d{9}$/)
  .describe('Order number, e.g. R123456789');

/** A line item's id in the URL: plain digits within int4. */
export const lineItemId = idParam;

export const orderToken = z
  .string()
  .min(1)
  .max(200)
  .describe('The guest’s order token (also accepted as the X-Spree-Order-Token header)');

/** The order token header; other headers pass through untouched (auth reads them). */
export const tokenHeaders = z.looseObject({
  'x-spree-order-token': orderToken.optional(),
});

export const tokenQuery = z.object({
  order_token: orderToken.optional(),
  locale: z.enum(['mn', 'en', 'ru', 'cn', 'it']).optional(),
});

const addressJson = z.object({
  country: z.string(),
  city: z.string(),
  district: z.string(),
  quarter: z.string().nullable(),
  street: z.string().nullable(),
  detail: z.string(),
  receiver: z.string(),
  receiver_phone: z.string(),
  zipcode: z.string(),
});

const lineItemJson = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  quantity: z.number().int(),
  options: z.record(z.string(), z.string()),
  gift: z.boolean(),
  price: z.number().int().describe('Unit price in tögrög'),
  total: z.number().int(),
  product: z.object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    slug: z.string().nullable(),
    image: z.string().nullable(),
    age_restricted: z.boolean().describe('A spirit: sold to buyers of 21 or older only'),
  }),
  package: z
    .array(
      z.object({
        slug: z.string(),
        qty: z.number().int(),
        cv: z.record(z.string(), z.string()).describe('Custom values: `message` on its gift tag'),
        product_id: z.number().int(),
        variant_id: z.number().int(),
        name: z.string(),
        image: z.string().nullable(),
        price: z.number().int().describe('Unit price inside the package'),
      }),
    )
    .nullable()
    .describe('What a package product holds (spec §3); null for other lines'),
  quoted_until: z
    .string()
    .nullable()
    .describe(
      'A line of an accepted price quote: `price` holds until this time, then it is the ' +
        'usual price (the quantity cannot go above the quoted one meanwhile); null otherwise',
    ),
});

// Each of cart.PACKAGE_CUSTOM_FIELDS, none required (a record over an enum would require all).
const customValues = z
  .object({ message: z.string().max(cart.PACKAGE_MESSAGE_MAX).optional() })
  .strict()
  .describe('Custom values: `message`, the words on the item’s gift tag');

/** One product put in a package (spec §3 Package product: slug, qty, cv). */
export const packageItemBody = z
  .object({
    slug: z.string().min(1).max(200),
    qty: z.number().int().min(1).max(99),
    cv: customValues.optional(),
  })
  .strict();

/** New custom values for one product of a package line; its quantity stays. */
export const packageCustomValuesBody = z
  .object({ slug: z.string().min(1).max(200), cv: customValues })
  .strict();

/** One change to a package line (spec §4): qty ≤ 0 takes it out, no qty adds one more. */
export const packageChangeBody = z
  .object({
    slug: z.string().min(1).max(200),
    qty: z.number().int().optional(),
    cv: customValues.optional(),
  })
  .strict();

/** A tour's passenger as entered at checkout (spec §3 Passenger). */
const passengerJson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().describe('female, male or other'),
});

/** A hotel stay or a tour's seats in the order, beside its product lines (travel). */
const bookingJson = z.object({
  id: z.number().int(),
  kind: z.enum(['stay', 'tour']),
  state: z
    .string()
    .describe(
      'cart; held (the order is placed: its nights or seats are taken until it is paid or ends); ' +
        'confirmed (paid: its e-tickets are issued); released (the order ended)',
    ),
  title: z.string().describe('The hotel or the tour, in the asker’s language'),
  slug: z.string().describe('Its page: /hotels/{slug} or /tours/{slug}'),
  image: z.string().nullable(),
  room: z.string().nullable().describe('A stay’s room type; null for a tour'),
  check_in: z.string().nullable().describe('A stay’s first night, YYYY-MM-DD in Ulaanbaatar'),
  check_out: z.string().nullable().describe('A stay’s day of leaving, YYYY-MM-DD'),
  nights: z.number().int().describe('0 for a tour'),
  guests: z.number().int().describe('A stay’s guests; a tour’s seats (one per passenger)'),
  lead_guest: z.string().nullable().describe('The name a stay is booked under'),
  arrival_airport: z
    .string()
    .nullable()
    .describe('IATA code of the airport the hotel’s transfer meets the guests at, when asked'),
  starts_at: z.string().nullable().describe('A tour’s departure; null for a stay'),
  passengers: z.array(passengerJson).describe('A tour’s passengers; empty for a stay'),
  total: z.number().int().describe('In tögrög, part of `item_total`'),
});

export const paymentJson = z.object({
  id: z.number().int(),
  method: z
    .string()
    .describe('wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease'),
  amount: z.number().int(),
  state: z.string().describe('pending, paid, failed, canceled, refunded'),
  refunded: z.number().int(),
  card_last4: z.string().nullable(),
  created_at: z.string(),
});

/** An order or cart (spec §3): totals in tögrög, VAT included in `total` (`tax_total`). */
export const orderJson = z.object({
  number: z.string(),
  state: z.string().describe('cart until placed; then docs/ORDERS.md'),
  line_items: z.array(lineItemJson),
  bookings: z
    .array(bookingJson)
    .describe('Hotel stays and tours’ seats; a cart of bookings only needs no delivery'),
  item_total: z.number().int(),
  ship_total: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  total_quantity: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  buyer_type: z.string(),
  registry_number: z.string().nullable(),
  buyer_birth_date: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD; asked (21 or older) when the order holds spirits'),
  shipping_method: z.string().nullable(),
  ship_address: addressJson.nullable(),
  pickup_location_id: z.number().int().nullable(),
  delivery_option: z.string().nullable(),
  delivery_hours: z
    .number()
    .int()
    .nullable()
    .describe(
      'Hours from payment the chosen delivery promises (longer for an item got ready first); null before one is chosen',
    ),
  payment_method: z.string().nullable(),
  payment_options: z.object({
    saved_card_id: z.number().int().optional(),
    lease_months: z.number().int().optional(),
  }),
  coupon_code: z.string().nullable(),
  promo_total: z.number().int().describe('What the coupon takes off; `total` is after it'),
  payments: z
    .array(paymentJson)
    .describe('Payments towards the order (spec §3): wallet, gift card, voucher, card, QR...'),
  amount_due: z
    .number()
    .int()
    .describe('What is still owed: the total less paid payments; nothing once the order ended'),
  vat_state: z
    .string()
    .describe('none, waiting (for the VAT receipt), sent, or returned (voided: the order ended)'),
  vat_receipt_id: z.string().nullable(),
  vat_lottery: z.string().nullable(),
  completed_at: z.string().nullable().describe('Order date'),
  payment_due_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  shipment_note: z
    .string()
    .nullable()
    .describe('The courier’s note or tracking reference, once the order ships'),
  delivered_at: z.string().nullable().describe('When it was delivered or handed over'),
  created_at: z.string(),
});
export type OrderJson = z.infer<typeof orderJson>;

export const deliveryRatesJson = z
  .array(
    z.object({
      option: z.enum(['standard', 'express', 'same_day']),
      price: z.number().int(),
      within_hours: z.number().int(),
      open: z.boolean().describe('Whether it can be chosen now (work hours, same-day cut-off)'),
      lead: z
        .enum(catalog.DELIVERY_LEADS)
        .describe(
          'How soon the cart can be sent: its slowest item’s lead; any but `now` leaves standard delivery only',
        ),
    }),
  )
  .nullable()
  .describe('Empty without an address; null where the shop does not deliver');

/**
 * The order as the API answers it: core's view with the address in snake_case too. `known` is
 * what the service just read of it (not read again), `noPayments` that it is known to have none.
 */
export async function orderOut(
  ctx: Ctx,
  order: orders.OrderRow,
  known?: cart.OrderContents,
  noPayments = false,
): Promise<OrderJson> {
  // A cart has no payments yet: they are made once the order is placed.
  const [view, paid] = await Promise.all([
    cart.orderView(ctx, order, known),
    order.state === 'cart' || noPayments ? [] : payments.paymentsOf(ctx, order.number),
  ]);
  const a = view.ship_address;
  return {
    ...view,
    payments: paid.map((p) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      state: p.state,
      refunded: p.refunded,
      card_last4: p.cardLast4,
      created_at: p.createdAt.toISOString(),
    })),
    amount_due: payments.balanceOf(view, paid).owed,
    ship_address: a && {
      country: a.country,
      city: a.city,
      district: a.district,
      quarter: a.quarter,
      street: a.street,
      detail: a.detail,
      receiver: a.receiver,
      receiver_phone: a.receiverPhone,
      zipcode: a.zipcode,
    },
  };
}

export const apiContext = (db: Db, request: FastifyRequest) =>
  createContext(db, requestLocale(request));

/**
 * Who asks about an order: the account of a bearer token (a token that is sent but no longer
 * valid is a 401, so the app signs in again rather than silently acting as a guest) and the
 * guest's order token from the body, the query or the X-Spree-Order-Token header.
 */
export async function askerOf(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  bodyToken?: string,
): Promise<orders.Owner> {
  let userId: number | null = null;
  if (request.headers.authorization !== undefined) {
    const token = bearerToken(request);
    const session = token ? await accounts.resolveSession(ctx, token, 'api') : null;
    if (!session) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('unauthorized', 'error.unauthorized');
    }
    userId = session.userId;
  }
  const query = request.query as { order_token?: unknown } | undefined;
  const header = request.headers['x-spree-order-token'];
  const token =
    bodyToken ??
    (typeof query?.order_token === 'string' ? query.order_token : undefined) ??
    (typeof header === 'string' && header !== '' ? header : undefined) ??
    null;
  return { userId, token };
}

/** Orders are one shopper's business: never kept by a shared cache. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}
