import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderRow } from '../cart/cart.ts';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../shared/errors.ts';
import { paymentLease, paymentPayment } from './schema.ts';
import { amountDue, awaitingPayment } from './settle.ts';

/** Methods that can pay a lease's down payment. */
export const DOWN_PAYMENT_METHODS = ['card', 'saved_card', 'qpay'];

export type LeaseRow = typeof paymentLease.$inferSelect;

export async function leaseOf(db: Db, orderNumber: string): Promise<LeaseRow | null> {
  const [row] = await db
    .select()
    .from(paymentLease)
    .where(eq(paymentLease.orderNumber, orderNumber));
  return row ?? null;
}

/** What of a lease's down payment is still unpaid. */
export async function downPaymentLeft(db: Db, lease: LeaseRow): Promise<number> {
  const [row] = await db
    .select({ paid: sql<number>`coalesce(sum(${paymentPayment.amount}), 0)::int` })
    .from(paymentPayment)
    .where(
      and(
        eq(paymentPayment.orderNumber, lease.orderNumber),
        eq(paymentPayment.state, 'paid'),
        inArray(paymentPayment.method, DOWN_PAYMENT_METHODS),
      ),
    );
  return Math.max(0, lease.downPayment - Number(row?.paid ?? 0));
}

/**
 * What the shopper can pay on an order now: all that is owed, or for a lease only the down
 * payment (the leasing company pays the rest once it approves). Refuses an order that owes
 * nothing now, whose time ran out, or whose lease waits for the company's answer.
 */
export async function payableNow(ctx: Ctx, order: OrderRow): Promise<number> {
  if (!awaitingPayment(order)) throw new AppError('conflict', 'error.nothing_to_pay');
  if (order.paymentDueAt && order.paymentDueAt <= ctx.now) {
    throw new AppError('conflict', 'error.payment_period_exceeded');
  }
  const due = await amountDue(ctx, order);
  if (due <= 0) throw new AppError('conflict', 'error.nothing_to_pay');
  const lease = order.paymentMethod === 'lease' ? await leaseOf(ctx.db, order.number) : null;
  if (lease && lease.state !== 'declined' && lease.state !== 'canceled') {
    const left = await downPaymentLeft(ctx.db, lease);
    if (left === 0) throw new AppError('conflict', 'error.lease_waiting');
    return Math.min(left, due);
  }
  return due;
}
