import { type AnyColumn, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { paymentPayment } from './schema.ts';

/** Payments in money from outside the shop: they earn rewards (the shop's own means do not). */
export const MONEY_METHODS = ['card', 'saved_card', 'qpay', 'bank_transfer', 'most', 'lease'];

/** Methods that can pay a lease's down payment. */
export const DOWN_PAYMENT_METHODS = ['card', 'saved_card', 'qpay'];

type PaymentFacts = { state: string; method: string; amount: number; refunded: number };

/** The one reading of an order's money: every sum the shop shows or acts on comes from here. */
export interface OrderBalance {
  total: number;
  /** What the paid payments come to (a payment counts whole while any of it is kept). */
  paid: number;
  /** What was given back, by provider or to the wallet. */
  refunded: number;
  /**
   * What is still owed: the total less what was paid, never below zero; a cart owes its total,
   * an order that ended (canceled, expired, returned) owes nothing.
   */
  owed: number;
  /** What can still be given back: money from outside the shop not yet refunded. */
  refundable: number;
  /** Money from outside the shop that was paid (what rewards are earned on). */
  paidInMoney: number;
  /** Paid by the methods that can pay a lease's down payment. */
  paidTowardsDownPayment: number;
}

/** States in which an order owes nothing more, whatever was paid. */
const ENDED = ['canceled', 'expired', 'returned'];

export function balanceOf(
  order: { total: number; state: string },
  payments: readonly PaymentFacts[],
): OrderBalance {
  const { total } = order;
  let paid = 0;
  let refunded = 0;
  let refundable = 0;
  let paidInMoney = 0;
  let paidTowardsDownPayment = 0;
  for (const p of payments) {
    refunded += p.refunded;
    if (p.state !== 'paid') continue;
    paid += p.amount;
    if (MONEY_METHODS.includes(p.method)) {
      paidInMoney += p.amount;
      refundable += p.amount - p.refunded;
    }
    if (DOWN_PAYMENT_METHODS.includes(p.method)) paidTowardsDownPayment += p.amount;
  }
  return {
    total,
    paid,
    refunded,
    owed: ENDED.includes(order.state) ? 0 : Math.max(0, total - paid),
    refundable,
    paidInMoney,
    paidTowardsDownPayment,
  };
}

/** An order's balance from its payments as stored now (inside the caller's transaction). */
export async function orderBalance(
  db: Db,
  order: { number: string; total: number; state: string },
): Promise<OrderBalance> {
  const rows = await db
    .select({
      state: paymentPayment.state,
      method: paymentPayment.method,
      amount: paymentPayment.amount,
      refunded: paymentPayment.refunded,
    })
    .from(paymentPayment)
    .where(eq(paymentPayment.orderNumber, order.number));
  return balanceOf(order, rows);
}

/** How far an order is paid, as staff sort orders by it (`paymentStateOf`). */
export const PAYMENT_STATES = ['unpaid', 'partly_paid', 'paid', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * An order's payment state from its balance: refunded once money was given back and what is
 * kept no longer covers the total (a paid order that gave back a second, unneeded payment stays
 * paid); paid when the paid payments cover the total; partly paid when some do; else unpaid.
 * `paymentStateSql` is the same rule in SQL, for filtering a list of orders.
 */
export function paymentStateOf(
  balance: Pick<OrderBalance, 'total' | 'paid' | 'refunded'>,
): PaymentState {
  if (balance.refunded > 0 && balance.paid < balance.total) return 'refunded';
  if (balance.paid >= balance.total) return 'paid';
  return balance.paid > 0 ? 'partly_paid' : 'unpaid';
}

/** A column named with its table, whatever query it sits in (Drizzle leaves some bare). */
const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * paymentStateOf in SQL, for an order row of the query it sits in (a correlated subquery on
 * the payments' order index): the same sums as balanceOf.
 */
export function paymentStateSql(order: { number: AnyColumn; total: AnyColumn }): SQL<PaymentState> {
  const p = paymentPayment;
  return sql<PaymentState>`(select case
      when sums.refunded > 0 and sums.paid < ${qualified(order.total)} then 'refunded'
      when sums.paid >= ${qualified(order.total)} then 'paid'
      when sums.paid > 0 then 'partly_paid'
      else 'unpaid' end
    from (select coalesce(sum(${qualified(p.amount)}) filter (where ${qualified(p.state)} = 'paid'), 0) as paid,
                 coalesce(sum(${qualified(p.refunded)}), 0) as refunded
          from ${p} where ${qualified(p.orderNumber)} = ${qualified(order.number)}) as sums)`;
}
