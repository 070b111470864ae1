import { AppError, cart, type checkout, inventory } from '@shop/core';
import { LANGUAGE_TAGS, type Locale } from '@shop/i18n';
import { data } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { contextFor } from '../lib/auth.server.ts';
import { orderOwner } from '../lib/cart.server.ts';
import { cartView } from './cart.server.ts';

/** Where a bank transfer goes; the shop's `bank_transfer` config overrides these. */
const BANK_TRANSFER = {
  bank: 'Хаан банк',
  account_name: 'Цэцэг Маркет ХХК',
  account_number: '5012345678',
  iban: 'MN58 0005 0050 1234 5678',
};

const formatDate = (iso: string | null, locale: Locale, withTime = true) =>
  iso
    ? new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
        dateStyle: 'long',
        ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' as const } : {}),
        timeZone: 'Asia/Ulaanbaatar',
      }).format(new Date(iso))
    : null;

/** What the delivery is doing, from the order's state (spec §3 "delivery status"). */
function deliveryStatus(state: string): string {
  if ((cart.AWAITING_PAYMENT as readonly string[]).includes(state)) return 'awaiting_payment';
  if (state === 'paid' || state === 'confirmed') return 'preparing';
  if (state === 'ready_to_deliver') return 'ready';
  if (state === 'shipped') return 'shipped';
  if (state === 'delivered' || state === 'completed') return 'delivered';
  if (state === 'returned') return 'returned';
  return 'none';
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
  let order: cart.OrderRow;
  try {
    ({ order } = await orderOwner(ctx, context, request, number));
  } catch (error) {
    if (error instanceof AppError) throw data(null, { status: 404 });
    throw error;
  }
  if (order.state === 'cart') throw data(null, { status: 404 });
  const [view, summary, locations, site] = await Promise.all([
    cart.orderView(ctx, order),
    cartView(ctx, order),
    order.pickupLocationId ? inventory.listStoreLocations(ctx) : [],
    context.siteData(locale),
  ]);
  const awaitingPayment = (cart.AWAITING_PAYMENT as readonly string[]).includes(view.state);
  const bank = {
    ...BANK_TRANSFER,
    ...((site.configs.bank_transfer as Partial<typeof BANK_TRANSFER> | undefined) ?? {}),
  };
  return {
    number: view.number,
    state: view.state,
    orderedAt: formatDate(view.completed_at ?? view.created_at, locale),
    paymentDue: awaitingPayment ? formatDate(view.payment_due_at, locale) : null,
    canceledAt: formatDate(view.canceled_at, locale),
    cancelReason: view.cancel_reason,
    deliveryStatus: deliveryStatus(view.state),
    shippingMethod: view.shipping_method,
    deliveryOption: view.delivery_option as checkout.DeliveryOption | null,
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
    payment: awaitingPayment
      ? view.payment_method === 'bank_transfer'
        ? { method: 'bank_transfer' as const, bank, reference: view.number, amount: view.total }
        : { method: 'card' as const, amount: view.total }
      : null,
    summary,
  };
}

/** My Account's order list: `?page=n` shows pages 1 to n, so "load more" is a plain link. */
export async function loadMyOrders(context: ShopLoadContext, request: Request, locale: Locale) {
  const viewer = context.auth.viewer;
  if (!viewer) return { orders: [], more: false, page: 1 };
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, 25) : 1;
  const { orders, total } = await cart.listMyOrders(contextFor(context, locale), viewer.userId, {
    page: 1,
    perPage: ORDERS_PER_PAGE * page,
  });
  return {
    orders: orders.map((o) => ({
      number: o.number,
      state: o.state,
      orderedAt: formatDate((o.completedAt ?? o.createdAt).toISOString(), locale, false),
      total: o.total,
      quantity: o.totalQuantity,
    })),
    more: total > orders.length,
    page,
  };
}

export const ORDERS_PER_PAGE = 10;
