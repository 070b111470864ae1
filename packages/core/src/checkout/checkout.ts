import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addressInput, emailField, phoneField } from '../accounts/index.ts';
import { birthDateField, birthDateGap, checkBuyerBirthDate } from '../age/index.ts';
import {
  anyGoodsSql,
  cartWithLinesFor,
  NOTHING_TO_DELIVER,
  type OrderChanges,
  type OrderContents,
  priceLineNow,
  refreshCart,
  refreshTotals,
  stockNeeds,
  variantsOfLines,
} from '../cart/index.ts';
import {
  adjustProductStock,
  type DeliveryLead,
  slowestLead,
  type VariantOffer,
  variantOffers,
} from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { hasErrorCode, isTrue, OneAtATime, prepared, withTransaction } from '../db/index.ts';
import { listStoreLocations, reserveStock } from '../inventory/index.ts';
import {
  claimOrderLicences,
  type LineRow,
  linesOf,
  type OrderAddress,
  type OrderRow,
  type Owner,
  orderFor,
  orderLineItem,
  orderOrder,
  owns,
  queueBuyerNews,
  recordTransition,
} from '../orders/index.ts';
import {
  anyTenderSql,
  bankTransferDetails,
  captureTenders,
  LEASE_MONTHS,
  PAYMENT_METHODS,
  prepareMethod,
  tendersOf,
} from '../payments/index.ts';
import * as promotions from '../promotions/index.ts';
import { adjustIndexedStock } from '../search/index.ts';
import { AppError } from '../shared/index.ts';
import * as travel from '../travel/index.ts';
import { queueVatReceipt } from '../vat/index.ts';
import { optionOpen } from './delivery-windows.ts';
import { queueExpiry } from './end-order.ts';
import { type DeliveryOption, type ShippingRate, shippingRates } from './shipping.ts';

/** How long a placed order waits for its payment before it expires and gives its stock back. */
export const PAYMENT_PERIOD_MINUTES = 60;

export const checkoutInput = z.object({
  email: emailField.optional(),
  phone: phoneField.optional(),
  buyer_type: z.enum(['person', 'organisation'], { error: 'validation.invalid_choice' }).optional(),
  registry_number: z
    .string()
    .trim()
    .regex(/^\d{7}$/, 'validation.registry_number')
    .optional(),
  buyer_birth_date: birthDateField
    .optional()
    .describe('YYYY-MM-DD; needed, 21 or older, when the order holds spirits'),
  shipping_method: z
    .enum(['delivery', 'pickup'], { error: 'validation.invalid_choice' })
    .optional(),
  address: addressInput.optional(),
  pickup_location_id: z.coerce.number().int().positive().optional(),
  delivery_option: z
    .enum(['standard', 'express', 'same_day'], { error: 'validation.invalid_choice' })
    .optional(),
  payment_method: z
    .enum(PAYMENT_METHODS, {
      // The old shop offered PayPal; a client that still asks for it is told so (spec §8).
      error: (issue) =>
        issue.input === 'paypal' ? 'validation.paypal_inactive' : 'validation.invalid_choice',
    })
    .optional(),
  saved_card_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  lease_months: z.coerce
    .number()
    .int()
    .refine((n) => (LEASE_MONTHS as readonly number[]).includes(n), 'validation.invalid_choice')
    .optional(),
});
export type CheckoutInput = z.output<typeof checkoutInput>;

/**
 * A delivery option for the cart's address, whether it can be chosen now, and the cart's lead
 * (not `now`: an item is got ready first, so standard delivery is the only option).
 */
export type OpenRate = ShippingRate & { open: boolean; lead: DeliveryLead };

/** A cart's lines (read unless known) and the offers of their variants and packages' contents. */
async function contentsOf(ctx: Ctx, orderId: number, known?: LineRow[]) {
  const lines = known ?? (await linesOf(ctx.db, orderId));
  return { lines, offers: await variantOffers(ctx, variantsOfLines(lines)) };
}

function ratesFor(
  ctx: Ctx,
  address: OrderAddress,
  itemTotal: number,
  { lines, offers }: { lines: LineRow[]; offers: Map<number, VariantOffer> },
): OpenRate[] | null {
  const needs = lines.flatMap(stockNeeds);
  const grams = needs.reduce(
    (sum, n) => sum + (offers.get(n.variantId)?.weightGrams ?? 500) * n.quantity,
    0,
  );
  // What a box holds is got ready like the rest: the slowest of all decides.
  const lead = slowestLead(needs.map((n) => offers.get(n.variantId)?.deliveryLead ?? 'now'));
  const rates = shippingRates(address.zipcode, itemTotal, grams, lead);
  return rates?.map((r) => ({ ...r, open: optionOpen(r.option, ctx.now), lead })) ?? null;
}

/** The chosen option's rate; the first (standard) when none was chosen or it is not offered. */
const chosenRate = (rates: OpenRate[] | null, option: string | null) =>
  rates?.find((r) => r.option === (option ?? 'standard')) ?? rates?.[0];

/**
 * The delivery options for the cart's address (null: the shop does not deliver there); its lines
 * are read unless known.
 */
export async function deliveryRates(
  ctx: Ctx,
  order: OrderRow,
  lines?: LineRow[],
): Promise<OpenRate[] | null> {
  if (!order.shipAddress) return [];
  return ratesFor(ctx, order.shipAddress, order.itemTotal, await contentsOf(ctx, order.id, lines));
}

/**
 * Whether the cart's chosen delivery option is still offered: an item got ready first, added
 * since express or same day was chosen, takes them away (and placing the order would refuse).
 * Standard is offered wherever the shop delivers, so only the others are looked up.
 */
export async function chosenOptionOffered(ctx: Ctx, order: OrderRow): Promise<boolean> {
  if (order.shippingMethod !== 'delivery' || !order.deliveryOption) return true;
  if (order.deliveryOption === 'standard') return true;
  const rates = await deliveryRates(ctx, order);
  return rates?.some((r) => r.option === order.deliveryOption) ?? false;
}

/** A cart after a checkout step, with the delivery options for its address. */
export interface CheckoutStep {
  order: OrderRow;
  /** As `deliveryRates`: empty without an address, null where the shop does not deliver. */
  rates: OpenRate[] | null;
  /** What the step read of the cart, for its answer. */
  contents: OrderContents;
}

/**
 * Saves what the shopper chose on a checkout step (contact, buyer, delivery or pickup, payment)
 * and prices the shipping, in one statement with the totals. Steps can be sent in any order and
 * again; completion checks the whole. An address out of reach is kept (the shopper sees why)
 * and refused.
 */
export async function updateCheckout(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  input: CheckoutInput,
): Promise<CheckoutStep> {
  // A step changes no line: the lines read with the cart are its lines after the step too.
  const { order, lines } = await cartWithLinesFor(ctx, owner, orderNumber);
  const changes = await checkoutChanges(ctx, order, input);
  const shipping = changes.shippingMethod ?? order.shippingMethod;
  const address = changes.shipAddress === undefined ? order.shipAddress : changes.shipAddress;
  if (shipping !== 'delivery' || !address) {
    const { order: saved, anyBookings } = await refreshCart(ctx, order.id, changes);
    const rates = await deliveryRates(ctx, saved, lines);
    return { order: saved, rates, contents: { lines, anyBookings } };
  }
  // The item total read above is the one the rates depend on.
  const contents = await contentsOf(ctx, order.id, lines);
  const rates = ratesFor(ctx, address, order.itemTotal, contents);
  const rate = chosenRate(rates, changes.deliveryOption ?? order.deliveryOption);
  if (rate) {
    Object.assign(changes, {
      deliveryOption: rate.option,
      deliveryHours: rate.withinHours,
      shipTotal: rate.price,
    });
  }
  const { order: saved, anyBookings } = await refreshCart(ctx, order.id, changes);
  if (!rate) throw new AppError('conflict', 'error.shipping_unavailable');
  return { order: saved, rates, contents: { ...contents, anyBookings } };
}

/** What a checkout step writes on the cart. */
async function checkoutChanges(
  ctx: Ctx,
  order: OrderRow,
  input: CheckoutInput,
): Promise<OrderChanges> {
  const changes: OrderChanges = {};
  if (input.email !== undefined) changes.email = input.email;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.buyer_type !== undefined) {
    changes.buyerType = input.buyer_type;
    if (input.buyer_type === 'person') changes.registryNumber = null;
  }
  if (input.registry_number !== undefined) changes.registryNumber = input.registry_number;
  if (input.buyer_birth_date !== undefined) {
    checkBuyerBirthDate(input.buyer_birth_date, ctx.now);
    changes.buyerBirthDate = input.buyer_birth_date;
  }
  if (input.payment_method !== undefined) {
    changes.paymentMethod = input.payment_method;
    changes.paymentOptions = {
      ...(input.saved_card_id !== undefined && { saved_card_id: input.saved_card_id }),
      ...(input.lease_months !== undefined && { lease_months: input.lease_months }),
    };
  }
  if (input.shipping_method === 'pickup' || (input.pickup_location_id && !input.shipping_method)) {
    const locations = await listStoreLocations(ctx);
    const location = locations.find((l) => l.id === input.pickup_location_id && l.pickup);
    if (!location) {
      throw new AppError(
        'invalid_input',
        'error.invalid_input',
        {},
        { pickup_location_id: ['validation.invalid_choice'] },
      );
    }
    Object.assign(changes, {
      shippingMethod: 'pickup',
      pickupLocationId: location.id,
      shipAddress: null,
      deliveryOption: null,
      deliveryHours: null,
      shipTotal: 0,
    });
  }
  if (input.shipping_method === 'delivery' || input.address) {
    const address = input.address ? toOrderAddress(input.address) : order.shipAddress;
    Object.assign(changes, {
      shippingMethod: 'delivery',
      pickupLocationId: null,
      shipAddress: address,
    });
  }
  if (input.delivery_option !== undefined) changes.deliveryOption = input.delivery_option;
  return changes;
}

function toOrderAddress(input: z.output<typeof addressInput>): OrderAddress {
  return {
    country: 'MN',
    city: input.city,
    district: input.district,
    quarter: input.quarter,
    street: input.street,
    detail: input.detail,
    receiver: input.receiver,
    receiverPhone: input.receiver_phone,
    zipcode: input.zipcode,
  };
}

/** What is still missing before the order can be placed (catalog keys per field). */
function missing(
  ctx: Ctx,
  order: OrderRow,
  lines: LineRow[],
  /** Offers of the lines' variants and of what their packages hold. */
  offers: Map<number, VariantOffer>,
  hasTenders: boolean,
  /** Whether it holds a hotel stay or a tour (nothing to deliver for those). */
  hasBookings: boolean,
  /** Whether it holds products to deliver or pick up (`anyGoods`). */
  goods: boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (lines.length === 0 && !hasBookings) errors.line_items = ['error.cart_empty'];
  if (!order.email && !order.phone) errors.phone = ['validation.phone'];
  // Only products are delivered or picked up: stays, tours and licence keys need neither.
  if (goods && !order.shippingMethod) errors.shipping_method = ['validation.invalid_choice'];
  if (goods && order.shippingMethod === 'delivery' && !order.shipAddress)
    errors.address = ['validation.zipcode'];
  if (order.buyerType === 'organisation' && !order.registryNumber) {
    errors.registry_number = ['validation.registry_number'];
  }
  // With a gift card, voucher or wallet chosen it may not be needed: checked once they paid.
  if (!order.paymentMethod && !hasTenders) errors.payment_method = ['validation.invalid_choice'];
  // Spirits (as lines or inside a package) go only to a buyer of 21 or older on the order
  // date (spec §5).
  const spirits = [...offers.values()].some((offer) => offer.ageRestricted);
  const birthDate = birthDateGap(spirits, order.buyerBirthDate, ctx.now);
  if (birthDate) errors.buyer_birth_date = [birthDate];
  return errors;
}

// Placements of one order in this process take turns here, holding no connection while they
// wait; across processes the cart row's lock (taken without waiting) keeps them apart.
const placing = new OneAtATime();

/**
 * Places the order, in one transaction: the cart row is locked (a double click or a retry takes
 * its turn and then finds the order placed), prices are checked against the catalogue (a changed price
 * refuses, so the shopper sees it before paying), stock is taken with row locks (never below
 * zero), totals are frozen and the payment clock starts. Placing an order already placed by the
 * same owner, or again with the same idempotency key, answers that order.
 */
export async function completeOrder(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  options: { idempotencyKey?: string | null } = {},
): Promise<PlacedOrder> {
  try {
    // The buyer's confirmation is written in the placing transaction and sent by the job queue
    // (notify.deliver): the answer never waits for a message gateway, and a gateway that is
    // down is retried, not lost.
    return await placing.run(orderNumber, () =>
      placeOrder(ctx, owner, orderNumber, options.idempotencyKey ?? null),
    );
  } catch (error) {
    // The same key sent for two orders at the same moment: the second meets the unique index.
    if (hasErrorCode(error, '23505'))
      throw new AppError('conflict', 'error.idempotency_key_reused');
    throw error;
  }
}

/**
 * How often placing tries again, and how long it pauses first, when another piece of work holds
 * the cart's row: most such work (a line, coupon or tender changed in another tab; this order
 * sent twice) ends within a few milliseconds. No connection is held while it pauses.
 */
const BUSY_RETRIES = 3;
const BUSY_PAUSE_MS = 100;

async function placeOrder(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  key: string | null,
): Promise<PlacedOrder> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await placeOrderOnce(ctx, owner, orderNumber, key);
    } catch (error) {
      if (!(error instanceof AppError) || error.messageKey !== 'error.order_being_placed')
        throw error;
      // An order placed by the work that held it is answered as it is, as a replay would be;
      // a cart still held after the last try is refused.
      const order = await orderFor(ctx, owner, orderNumber);
      if (order.state !== 'cart') return { order, placedNow: false };
      if (attempt >= BUSY_RETRIES) throw error;
      await new Promise((wake) => setTimeout(wake, BUSY_PAUSE_MS));
    }
  }
}

async function placeOrderOnce(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  key: string | null,
): Promise<PlacedOrder> {
  const placing = await withTransaction(ctx, (txCtx) =>
    placeLockedCart(txCtx, owner, orderNumber, key),
  ).catch(async (error: unknown) => {
    if (error instanceof AppError && error.messageKey === 'error.prices_changed') {
      // The coupon's discount is not the one the cart shows (its terms or the lines changed
      // since it was written), found under the lock and so rolled back with the rest: the
      // totals are put right for the shopper to see before placing again, as new prices are.
      const cart = await orderFor(ctx, owner, orderNumber);
      if (cart.state === 'cart') await refreshTotals(ctx, cart.id);
    }
    throw error;
  });
  // The new prices were kept (committed): the shopper sees them before placing again.
  if ('repriced' in placing) throw new AppError('conflict', 'error.prices_changed');
  return placing;
}

/** The order and, for one placed now, what was read of it (for its answer). */
export interface PlacedOrder {
  order: OrderRow;
  placedNow: boolean;
  contents?: OrderContents;
  /** Placed now with no tender: nothing has paid it yet (its answer need not look). */
  noPayments?: boolean;
}

/**
 * Placing, inside its transaction: the cart's row locked, its prices brought up to the
 * catalogue's (when any changed, the new prices are kept and nothing is placed), checked whole,
 * its stock and tenders taken, its state moved on and its messages queued.
 */
async function placeLockedCart(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  key: string | null,
): Promise<PlacedOrder | { repriced: true }> {
  const {
    anyBookings,
    anyTenders,
    anyGoods: goods,
    keyUsedBy,
    ...order
  } = await lockCartForPlacing(ctx, orderNumber, key);
  // A key sent again for its own order is a replay (answered below); for another, a mistake.
  if (keyUsedBy !== null && keyUsedBy !== orderNumber)
    throw new AppError('conflict', 'error.idempotency_key_reused');
  if (!owns(owner, order)) throw new AppError('not_found', 'error.no_order');
  if (order.state !== 'cart') return { order, placedNow: false };
  // Read after the lock, by a statement of its own: it sees every change of the lines committed
  // before the lock was taken (cart.ts, lockCartLines).
  const { lines, offers } = await contentsOf(ctx, order.id);
  const bookings = anyBookings
    ? await travel.repriceBookings(ctx, order.number)
    : { changed: false, held: false, any: false };
  const linesRepriced = await repriceLines(ctx, lines, offers);
  // A checkout step whose statement waited for a change of the lines wrote totals worked out from
  // the lines as they were when it began (read committed): put right, and shown, like new prices.
  const totalsBehind = !anyBookings && !totalsAreLines(order, lines);
  if (linesRepriced || bookings.changed || totalsBehind) {
    await refreshTotals(ctx, order.id);
    return { repriced: true };
  }
  const tenders = anyTenders ? await tendersOf(ctx.db, order.number) : [];
  const gaps = missing(ctx, order, lines, offers, tenders.length > 0, bookings.held, goods);
  if (Object.keys(gaps).length > 0)
    throw new AppError('invalid_input', 'error.checkout_incomplete', {}, gaps);
  // Not on sale now (repricing leaves such a line as it was).
  if (lines.some((line) => !priceLineNow(line, offers, ctx.now)))
    throw new AppError('conflict', 'error.temporarily_unavailable');

  let placed = order;
  if (!goods && order.shippingMethod) {
    // Chosen while the cart held goods, which it no longer does: nothing is delivered, picked up
    // or charged for.
    ({ order: placed } = await refreshCart(ctx, order.id, NOTHING_TO_DELIVER));
  } else if (order.shippingMethod === 'delivery') {
    if (order.deliveryOption && !optionOpen(order.deliveryOption as DeliveryOption, ctx.now)) {
      throw new AppError('conflict', 'error.delivery_option_closed');
    }
    const rates =
      order.shipAddress && ratesFor(ctx, order.shipAddress, order.itemTotal, { lines, offers });
    if (!rates) throw new AppError('conflict', 'error.shipping_unavailable');
    // An item got ready first, added since the option was chosen, takes express and same day
    // away: the shopper chooses again rather than being moved to another option unasked.
    const rate = rates.find((r) => r.option === (order.deliveryOption ?? 'standard'));
    if (!rate) throw new AppError('conflict', 'error.delivery_option_closed');
    // Written only when the step's price or promise no longer holds (a rule, the weight or an
    // item got ready first changed).
    if (
      rate.option !== order.deliveryOption ||
      rate.price !== order.shipTotal ||
      rate.withinHours !== order.deliveryHours
    ) {
      ({ order: placed } = await refreshCart(ctx, order.id, {
        deliveryOption: rate.option,
        deliveryHours: rate.withinHours,
        shipTotal: rate.price,
      }));
    }
  }

  const needs = lines.flatMap(stockNeeds);
  const reservation = await reserveStock(ctx.db, order.number, needs);
  if (!reservation.ok) {
    throw new AppError(
      'conflict',
      reservation.available === 0 ? 'error.out_of_stock' : 'error.stock_ran_out',
      { available: reservation.available },
    );
  }
  // Each product's total on hand goes down by what was taken of its variants.
  const moved = new Map<number, number>();
  for (const need of needs) {
    const productId = offers.get(need.variantId)?.productId;
    if (productId !== undefined) moved.set(productId, (moved.get(productId) ?? 0) - need.quantity);
  }
  await adjustProductStock(ctx.db, moved);
  await adjustIndexedStock(ctx.db, moved);
  if (bookings.held) await travel.holdBookings(ctx, order.number);
  if (placed.couponCode) {
    const use = await promotions.redeemCoupon(ctx, {
      code: placed.couponCode,
      orderNumber: placed.number,
      userId: placed.userId,
      lines: lines.map((l) => ({ productId: l.productId, total: l.price * l.quantity })),
    });
    if (!use.ok) throw new AppError('conflict', use.refusal.key, use.refusal.vars);
    if (use.discount !== placed.promoTotal) throw new AppError('conflict', 'error.prices_changed');
  }
  const due = await captureTenders(ctx, placed, tenders);
  await prepareMethod(ctx, placed, due);
  const [done] = await markPlaced(ctx.db).execute({
    id: placed.id,
    state: due === 0 ? 'paid' : 'payment_pending',
    now: ctx.now.toISOString(),
    paymentDueAt: new Date(ctx.now.getTime() + PAYMENT_PERIOD_MINUTES * 60_000).toISOString(),
    completionKey: key,
    // Paid in full by the shop's own means: no method is left to pay by.
    paymentMethod: due === 0 ? null : placed.paymentMethod,
  });
  if (!done) throw new AppError('conflict', 'error.conflict');
  const actor = owner.userId ? `user:${owner.userId}` : 'guest';
  await recordTransition(ctx, order.id, 'cart', 'payment_pending', { actor });
  if (due === 0) {
    await recordTransition(ctx, order.id, 'payment_pending', 'paid', { actor });
    await travel.confirmBookings(ctx, done);
    await claimOrderLicences(ctx, done);
    await queueVatReceipt(ctx, done.number);
  } else {
    await queueExpiry(ctx, done);
  }
  if (due > 0 && done.paymentMethod === 'bank_transfer') {
    // Where to send the money, with what reference and by when: the page may be closed by then.
    const account = await bankTransferDetails(ctx);
    await queueBuyerNews(ctx, done, 'order_placed_bank', { bankTransfer: { ...account, due } });
  } else {
    await queueBuyerNews(ctx, done, 'order_placed');
  }
  return {
    order: done,
    placedNow: true,
    contents: { lines, offers, anyBookings: bookings.any },
    noPayments: tenders.length === 0,
  };
}

/**
 * The cart's row, locked for placing. Without waiting: a placement of the same order by another
 * process holds it, and waiting would hold a connection for nothing (that one answers the order).
 * The same statement tells whether the order holds bookings or tenders (placing reads them only
 * then) and which order the idempotency key placed, if any: a round trip each saved.
 */
async function lockCartForPlacing(ctx: Ctx, orderNumber: string, key: string | null) {
  try {
    const [found] = await lockOrderNoWait(ctx.db).execute({ number: orderNumber, key });
    if (!found) throw new AppError('not_found', 'error.no_order');
    const { anyBookings, anyTenders, anyGoods, ...order } = found;
    return {
      ...order,
      anyBookings: isTrue(anyBookings),
      anyTenders: isTrue(anyTenders),
      anyGoods: isTrue(anyGoods),
    };
  } catch (error) {
    if (hasErrorCode(error, '55P03')) throw new AppError('conflict', 'error.order_being_placed');
    throw error;
  }
}

const lockOrderNoWait = prepared('checkout_lock_order', (db) => {
  // Named in full: in a one-table select Drizzle writes a column bare ("number"), which a
  // subquery's table with a column of that name would take for its own.
  const number = sql`order_order.number`;
  return db
    .select({
      ...getTableColumns(orderOrder),
      anyBookings: sql<boolean>`${travel.anyBookingSql(number)}`,
      anyTenders: sql<boolean>`${anyTenderSql(number)}`,
      anyGoods: sql<boolean>`${anyGoodsSql(sql`order_order.id`)}`,
      keyUsedBy: sql<string | null>`(select used.number from ${orderOrder} used
        where used.completion_key = ${sql.placeholder('key')})`,
    })
    .from(orderOrder)
    .where(eq(orderOrder.number, sql.placeholder('number')))
    .for('update', { noWait: true });
});

const markPlaced = prepared('checkout_mark_placed', (db) =>
  db
    .update(orderOrder)
    .set({
      // Raw placeholders (an update's `set` takes no other): times are sent as ISO text.
      state: sql`${sql.placeholder('state')}`,
      completedAt: sql`${sql.placeholder('now')}::timestamptz`,
      paymentDueAt: sql`${sql.placeholder('paymentDueAt')}::timestamptz`,
      completionKey: sql`${sql.placeholder('completionKey')}`,
      vatState: 'waiting',
      paymentMethod: sql`${sql.placeholder('paymentMethod')}`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(and(eq(orderOrder.id, sql.placeholder('id')), eq(orderOrder.state, 'cart')))
    .returning(),
);

/**
 * Whether an order without bookings has its lines' totals (they are all it holds), and a total
 * that adds up.
 */
function totalsAreLines(order: OrderRow, lines: LineRow[]): boolean {
  const items = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    order.itemTotal === items &&
    order.totalQuantity === quantity &&
    order.total === items - order.promoTotal + order.shipTotal
  );
}

/**
 * Brings the lines' prices up to the catalogue's, in `lines` too; answers whether any changed.
 * A line not on sale now is left as it is, for placing to refuse with its message.
 */
async function repriceLines(
  ctx: Ctx,
  lines: LineRow[],
  offers: Map<number, VariantOffer>,
): Promise<boolean> {
  let changed = false;
  for (const [i, line] of lines.entries()) {
    const now = priceLineNow(line, offers, ctx.now);
    if (now && now.price !== line.price) {
      await ctx.db
        .update(orderLineItem)
        .set({ price: now.price, package: now.contents })
        .where(eq(orderLineItem.id, line.id));
      lines[i] = { ...line, price: now.price, package: now.contents };
      changed = true;
    }
  }
  return changed;
}

/** Counts of a user's placed orders (for My Account). */
export async function countPlacedOrders(ctx: Ctx, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderOrder)
    .where(and(eq(orderOrder.userId, userId), sql`${orderOrder.state} <> 'cart'`));
  return Number(row?.n ?? 0);
}
