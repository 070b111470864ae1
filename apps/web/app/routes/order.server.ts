import {
  AppError,
  type Ctx,
  cart,
  checkout,
  inventory,
  licences,
  orders,
  payments,
  tickets,
} from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { contextFor } from '../lib/auth.server.ts';
import { ownedOrder } from '../lib/cart.server.ts';
import { formatDate } from '../lib/dates.ts';
import { eTicketCards } from '../lib/e-tickets.server.ts';
import { licenceCards } from '../lib/licences.server.ts';
import { qrView } from '../lib/qr.server.ts';
import { cartView } from './cart.server.ts';

/** What the delivery is doing, from the order's state (spec §3 "delivery status"). */
export function deliveryStatus(state: string): string {
  if ((orders.AWAITING_PAYMENT as readonly string[]).includes(state)) return 'awaiting_payment';
  if (state === 'paid' || state === 'confirmed') return 'preparing';
  if (state === 'ready_to_deliver') return 'ready';
  if (state === 'shipped') return 'shipped';
  if (state === 'delivered' || state === 'completed') return 'delivered';
  if (state === 'returned') return 'returned';
  return 'none';
}

/** Every state the order went through, with its time (the placing step from the cart first). */
export function timelineOf(history: orders.TransitionRow[], locale: Locale) {
  return history
    .filter((step) => step.toState !== 'cart')
    .map((step) => ({
      id: step.id,
      state: step.toState,
      at: formatDate(step.createdAt, locale, { withTime: true }),
      iso: step.createdAt.toISOString(),
    }));
}

/**
 * An order for its owner: the signed-in shopper, or the guest holding its token (never the
 * number alone). Anyone else gets the 404 page, exactly as for a number that does not exist.
 */
export async function loadOrder(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  number: string,
) {
  const ctx = contextFor(context, locale);
  const owned = await ownedOrder(ctx, context, request, number);
  const owner = owned.owner;
  let order = owned.order;
  if (order.state === 'cart') throw data(null, { status: 404 });
  order = await catchUpPayments(ctx, context, owner, order);
  const [view, summary, locations, paid, history, reportWindows, keys] = await Promise.all([
    cart.orderView(ctx, order),
    cartView(ctx, order),
    order.pickupLocationId ? inventory.listStoreLocations(ctx) : [],
    payments.paymentsOf(ctx, order.number),
    orders.orderHistory(ctx, order.id),
    checkout.reportWindows(ctx, order),
    licences.licencesOfOrder(ctx, order.number),
  ]);
  const keysAfterPayment = await orders.keysComeWithPayment(
    ctx,
    order,
    keys.length,
    view.line_items.map((l) => l.product.id),
  );
  return {
    number: view.number,
    state: view.state,
    orderedAt: formatDate(view.completed_at ?? view.created_at, locale, { withTime: true }),
    canceledAt: formatDate(view.canceled_at, locale, { withTime: true }),
    cancelReason: view.cancel_reason,
    deliveryStatus: deliveryStatus(view.state),
    shipmentNote: view.shipment_note,
    timeline: timelineOf(history, locale),
    shippingMethod: view.shipping_method,
    deliveryOption: view.delivery_option as checkout.DeliveryOption | null,
    deliveryHours: view.delivery_hours,
    address: view.ship_address,
    pickup: locations.find((l) => l.id === view.pickup_location_id) ?? null,
    phone: view.phone,
    email: view.email,
    buyerType: view.buyer_type,
    registryNumber: view.registry_number,
    vatState: view.vat_state,
    vatReceiptId: view.vat_receipt_id,
    vatLottery: view.vat_lottery,
    paymentMethod: view.payment_method,
    payments: paid.map((p) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      refunded: p.refunded,
      state: p.state,
      cardLast4: p.cardLast4,
    })),
    payment: await paymentSection(ctx, context, owner, order, locale),
    cancel: checkout.shopperCancel(order, payments.balanceOf(order, paid)),
    // After delivery: until when its items can be reported damaged or wrong.
    reportWindows: reportWindows.map((window) => ({
      until: formatDate(window.until, locale, { withTime: true }) ?? '',
      names: window.names,
    })),
    summary,
    // A paid stay or tour's e-tickets, with their QR codes (issued when the order is paid).
    eTickets:
      summary.bookings.length > 0
        ? await eTicketCards(ctx, await tickets.eTicketsOfOrder(ctx, order.number))
        : [],
    licences: { cards: licenceCards(keys, locale), afterPayment: keysAfterPayment },
  };
}

/**
 * Before showing an order, ask the providers about what it waits for: an open QR invoice (a
 * lost callback, the page polling) and a lease application. The shop's state then tells.
 */
async function catchUpPayments(
  ctx: Ctx,
  context: ShopLoadContext,
  owner: orders.Owner,
  order: orders.OrderRow,
): Promise<orders.OrderRow> {
  if (!payments.awaitingPayment(order)) return order;
  const open = (await payments.paymentsOf(ctx, order.number)).filter(
    (p) => p.method === 'qpay' && p.state === 'pending',
  );
  for (const p of open)
    await payments.qrPaymentState(ctx, context.payments, owner, order.number, p.id);
  if (order.paymentMethod === 'lease') {
    await payments.checkLend(ctx, context.payments, owner, order.number).catch((error) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  return (await orders.orderByNumber(ctx, order.number)) ?? order;
}

/**
 * How to pay what is still owed: the amount payable now (all of it, or a lease's down
 * payment), the order's method with what it needs (bank details, a QR invoice, the lease, saved
 * cards), and why nothing can be paid now when that is so.
 */
async function paymentSection(
  ctx: Ctx,
  context: ShopLoadContext,
  owner: orders.Owner,
  order: orders.OrderRow,
  locale: Locale,
) {
  if (!payments.awaitingPayment(order)) return null;
  let payNow = 0;
  let waiting: string | null = null;
  try {
    payNow = await payments.payableNow(ctx, order);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    waiting = error.messageKey;
  }
  const lease =
    order.paymentMethod === 'lease' ? await payments.leaseOf(ctx.db, order.number) : null;
  const viewer = context.auth.viewer;
  return {
    method: order.paymentMethod,
    due: (await payments.orderBalance(ctx.db, order)).owed,
    payNow,
    waiting,
    payBy: formatDate(order.paymentDueAt, locale, { withTime: true }),
    bank:
      order.paymentMethod === 'bank_transfer'
        ? { ...(await payments.bankTransferDetails(ctx)), reference: order.number }
        : null,
    lease: lease && (await payments.leaseView(ctx, lease)),
    savedCards: viewer ? await payments.listSavedCards(ctx, viewer.userId) : [],
    qr: await openQr(ctx, order, locale, {
      context,
      owner,
      create: order.paymentMethod === 'qpay' && payNow > 0,
    }),
  };
}

/** The order's open QR invoice with its code drawn, if it has one. */
async function openQr(
  ctx: Ctx,
  order: orders.OrderRow,
  locale: Locale,
  /** For an order meant to be paid by QR (`create`), an invoice is opened when none is. */
  opener: { context: ShopLoadContext; owner: orders.Owner; create: boolean },
) {
  const isOpen = (p: payments.PaymentRow) =>
    p.method === 'qpay' && p.state === 'pending' && p.expiresAt !== null && p.expiresAt > ctx.now;
  let open = (await payments.paymentsOf(ctx, order.number)).find(isOpen);
  if (!open && opener.create) {
    try {
      await payments.qrInvoiceForOrder(ctx, opener.context.payments, opener.owner, order.number);
    } catch (error) {
      // QPay did not answer: the page offers "Pay by QR" to try again.
      if (!(error instanceof AppError)) throw error;
    }
    open = (await payments.paymentsOf(ctx, order.number)).find(isOpen);
  }
  return open ? qrView(open, locale, ctx.now) : null;
}

/** My Account's order list: `?page=n` shows pages 1 to n, so "load more" is a plain link. */
export async function loadMyOrders(context: ShopLoadContext, request: Request, locale: Locale) {
  const viewer = context.auth.viewer;
  const query = new URL(request.url).searchParams;
  const sort = orders.MY_ORDER_SORTS.find((s) => s === query.get('sort')) ?? 'date_desc';
  const sorts = orders.MY_ORDER_SORTS;
  if (!viewer) return { orders: [], more: false, page: 1, sort, sorts };
  const asked = Number(query.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, 25) : 1;
  const mine = await orders.listMyOrders(
    contextFor(context, locale),
    viewer.userId,
    { page: 1, perPage: ORDERS_PER_PAGE * page },
    sort,
  );
  const pictures = await cart.orderPictures(
    contextFor(context, locale),
    mine.orders.map((o) => o.id),
  );
  return {
    orders: mine.orders.map((o) => ({
      number: o.number,
      state: o.state,
      orderedAt: formatDate(o.completedAt ?? o.createdAt, locale),
      total: o.total,
      quantity: o.totalQuantity,
      pictures: pictures.get(o.id) ?? null,
      // Stays and tours only (no products, no pictures): their dates have passed, there is
      // nothing to buy again.
      canBuyAgain: pictures.has(o.id),
    })),
    more: mine.total > mine.orders.length,
    page,
    sort,
    sorts,
  };
}

export const ORDERS_PER_PAGE = 10;

export type OrderData = Awaited<ReturnType<typeof loadOrder>>;
