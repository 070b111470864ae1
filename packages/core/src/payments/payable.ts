import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { orderBalance } from './balance.ts';
import { paymentLease } from './schema.ts';
import { amountDue, awaitingPayment } from './settle.ts';

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
  const order = { number: lease.orderNumber, total: lease.price, state: 'payment_pending' };
  const { paidTowardsDownPayment } = await orderBalance(db, order);
  return Math.max(0, lease.downPayment - paidTowardsDownPayment);
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
