import { and, desc, eq, gte, ilike, like, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { displayName, findUser } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { listStoreLocations } from '../inventory/index.ts';
import {
  type FulfilmentStep,
  fulfilmentSteps,
  type LineRow,
  linesOf,
  type OrderRow,
  type OrderState,
  orderByNumber,
  orderHistory,
  orderOrder,
  type TransitionRow,
} from '../orders/index.ts';
import {
  awaitingPayment,
  balanceOf,
  type OrderBalance,
  type PaymentRow,
  type PaymentState,
  paymentStateOf,
  paymentStateSql,
  paymentsOf,
} from '../payments/index.ts';
import { AppError, escapeLike, shopDay } from '../shared/index.ts';
import { type BookingView, bookingsOf } from '../travel/index.ts';
import { STAFF_CANCELABLE } from './refund-order.ts';

export const ORDERS_PER_PAGE = 25;
/** How an order reaches its buyer (the order's `shipping_method`). */
export const SHIPPING_KINDS = ['delivery', 'pickup'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

/** What staff look orders up by; every part is optional, days are Ulaanbaatar's. */
export interface OrderSearch {
  /** An order number (or part of it), the buyer's phone (four digits or more) or e-mail. */
  q?: string;
  state?: OrderState;
  paymentState?: PaymentState;
  /** Placed on or after this day (YYYY-MM-DD). */
  placedFrom?: string;
  /** Placed on or before this day (YYYY-MM-DD). */
  placedTo?: string;
  shipping?: ShippingKind;
  page?: number;
}

/** One order in the back office's list. */
export interface OrderListRow {
  number: string;
  placed_at: string | null;
  buyer: { name: string | null; phone: string | null; email: string | null };
  total: number;
  state: OrderState;
  payment_state: PaymentState;
  shipping_method: ShippingKind | null;
}

/**
 * What the typed words match: `R` and digits the number's start; digits alone part of the
 * number or (four or more) of the buyer's phone, spaces and a `+976` allowed; anything else
 * part of the buyer's e-mail.
 */
function matching(typed: string): SQL | undefined {
  const text = typed.trim().slice(0, 100);
  if (!text) return undefined;
  if (/^r\d{1,9}$/i.test(text)) return like(orderOrder.number, `${text.toUpperCase()}%`);
  if (/^[\d\s()+-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (!digits) return sql`false`;
    const byNumber = like(orderOrder.number, `R%${digits}%`);
    return digits.length >= 4 ? or(byNumber, like(orderOrder.phone, `%${digits}%`)) : byNumber;
  }
  return ilike(orderOrder.email, `%${escapeLike(text)}%`);
}

/**
 * Placed orders for the back office (newest first, `ORDERS_PER_PAGE` a page), by number, the
 * buyer's phone or e-mail, state, payment state (`payments.paymentStateSql`, filtered in the
 * database), the days they were placed and delivery or pickup.
 */
export async function searchOrders(
  ctx: Ctx,
  search: OrderSearch,
): Promise<{ orders: OrderListRow[]; total: number; pages: number }> {
  const paymentState = paymentStateSql(orderOrder);
  const conditions: (SQL | undefined)[] = [ne(orderOrder.state, 'cart')];
  if (search.q) conditions.push(matching(search.q));
  if (search.state) conditions.push(eq(orderOrder.state, search.state));
  if (search.shipping) conditions.push(eq(orderOrder.shippingMethod, search.shipping));
  if (search.placedFrom) {
    conditions.push(gte(orderOrder.completedAt, shopDay(search.placedFrom).from));
  }
  if (search.placedTo) conditions.push(lt(orderOrder.completedAt, shopDay(search.placedTo).to));
  // Days read as real days above; written YYYY-MM-DD, their order is their text's.
  if (search.placedFrom && search.placedTo && search.placedFrom > search.placedTo) {
    throw new AppError('invalid_input', 'validation.days_reversed');
  }
  if (search.paymentState) conditions.push(sql`${paymentState} = ${search.paymentState}`);
  const where = and(...conditions);
  const page = Math.min(10_000, Math.max(1, Math.trunc(search.page ?? 1)));
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        number: orderOrder.number,
        completedAt: orderOrder.completedAt,
        phone: orderOrder.phone,
        email: orderOrder.email,
        address: orderOrder.shipAddress,
        total: orderOrder.total,
        state: orderOrder.state,
        shipping: orderOrder.shippingMethod,
        // Worked out after the sort and the limit: only for the page's rows.
        paymentState,
      })
      .from(orderOrder)
      .where(where)
      .orderBy(sql`${orderOrder.completedAt} desc nulls last`, desc(orderOrder.id))
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(orderOrder).where(where),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    orders: rows.map((r) => ({
      number: r.number,
      placed_at: r.completedAt?.toISOString() ?? null,
      buyer: { name: r.address?.receiver ?? null, phone: r.phone, email: r.email },
      total: r.total,
      state: r.state as OrderState,
      payment_state: r.paymentState,
      shipping_method: (r.shipping as ShippingKind | null) ?? null,
    })),
    total,
    pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
  };
}

/** What staff may do to an order now, from its state (the calls refuse the rest anyway). */
export interface StaffOrderActions {
  /** Record a bank transfer: while payment is awaited. */
  bankTransfer: boolean;
  /** Fulfilment steps valid from the order's state (pickup: ready, then handed over). */
  steps: FulfilmentStep[];
  /** Cancel and refund (`cancelByStaff`): paid and not yet shipped. */
  cancel: boolean;
  /** Refund to the wallet: the buyer has an account. */
  refundToWallet: boolean;
  /** Give the buyer a voucher: the buyer has an account. */
  voucher: boolean;
}

/** One order as the back office shows it. */
export interface StaffOrderView {
  order: OrderRow;
  lines: LineRow[];
  /** Hotel stays and tours' seats (travel), beside the lines. */
  bookings: BookingView[];
  payments: PaymentRow[];
  history: TransitionRow[];
  balance: OrderBalance;
  paymentState: PaymentState;
  pickupStore: { name: string; address: string | null; phone: string | null } | null;
  /** The signed-up buyer, if the order has one (a guest's has none). */
  account: { id: number; name: string } | null;
  actions: StaffOrderActions;
}

/** A placed order by number for staff, with its lines, payments, history and what can be done. */
export async function orderForStaff(ctx: Ctx, number: string): Promise<StaffOrderView | null> {
  const order = await orderByNumber(ctx, number);
  if (!order || order.state === 'cart') return null;
  const [lines, bookings, paid, history, stores, user] = await Promise.all([
    linesOf(ctx.db, order.id),
    bookingsOf(ctx, order.number),
    paymentsOf(ctx, order.number),
    orderHistory(ctx, order.id),
    order.pickupLocationId === null ? [] : listStoreLocations(ctx),
    order.userId === null ? null : findUser(ctx, order.userId),
  ]);
  const balance = balanceOf(order, paid);
  const store = stores.find((s) => s.id === order.pickupLocationId);
  const account = user
    ? {
        id: user.id,
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || displayName(user),
      }
    : null;
  return {
    order,
    lines,
    bookings,
    payments: paid,
    history,
    balance,
    paymentState: paymentStateOf(balance),
    pickupStore: store ? { name: store.name, address: store.address, phone: store.phone } : null,
    account,
    actions: {
      bankTransfer: awaitingPayment(order),
      steps: fulfilmentSteps(order),
      cancel: STAFF_CANCELABLE.includes(order.state as OrderState),
      refundToWallet: account !== null,
      voucher: account !== null,
    },
  };
}
