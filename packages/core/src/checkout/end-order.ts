import { emptyCart } from '../cart/index.ts';
import type { Ctx } from '../context.ts';
import { enqueue, type JobHandler } from '../jobs/index.ts';
import {
  AWAITING_PAYMENT,
  moveEach,
  type OrderRow,
  type Owner,
  orderFor,
  overdueOrders,
  transitionOrder,
} from '../orders/index.ts';
import { clearTenders, returnTenders } from '../payments/index.ts';
import { releaseCoupon } from '../promotions/index.ts';
import { AppError } from '../shared/index.ts';

/**
 * What an order that ends gives back besides its stock (the transition does that): its coupon
 * use, and what it took from the wallet, gift cards and a voucher, less `keep` (a fee the shop
 * keeps from them: see returnTenders).
 */
export async function releaseOrderHolds(ctx: Ctx, order: OrderRow, keep = 0): Promise<void> {
  await releaseCoupon(ctx, order.number);
  await returnTenders(ctx, order, keep);
}

/**
 * Unpaid orders past their payment period expire ("payment period exceeded") and give back
 * everything they held: stock (the transition), coupon and the shop's own means (within). One
 * paid or canceled meanwhile is skipped. All overdue orders, or those of `only`. Money a
 * provider took for one is refunded by the job queue (payments' queueRefund).
 */
export async function expireOverdueOrders(ctx: Ctx, only?: readonly string[]): Promise<string[]> {
  return moveEach(ctx, await overdueOrders(ctx, only), 'expired', {
    actor: 'system',
    reason: 'payment_period_exceeded',
    within: (txCtx, _before, after) => releaseOrderHolds(txCtx, after),
  });
}

/** The job that expires one order left unpaid when its payment period ends. */
export const EXPIRE_ORDER_JOB = 'order.expire';

/**
 * Asks the job queue, as the order is placed unpaid, to expire it the moment its payment
 * period ends (paid by then, it is left alone). The background round's sweep stays behind it
 * for orders placed before the queue did this.
 */
export async function queueExpiry(ctx: Ctx, order: OrderRow): Promise<void> {
  if (!order.paymentDueAt) return;
  await enqueue(ctx, {
    kind: EXPIRE_ORDER_JOB,
    key: `expire:${order.number}`,
    payload: { order_number: order.number },
    runAt: order.paymentDueAt,
  });
}

/** The queue's handler for expiring orders. */
export function expiryJobs(): Record<string, JobHandler> {
  return {
    [EXPIRE_ORDER_JOB]: async (ctx, payload) => {
      await expireOverdueOrders(ctx, [String(payload.order_number)]);
    },
  };
}

/**
 * The shopper cancels an order still waiting for payment, with a reason: stock, coupon and the
 * shop's own means come back in the same transaction. A payment landing meanwhile wins (the
 * state is checked again under the order's lock).
 */
export async function cancelUnpaidOrder(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  reason: string,
): Promise<OrderRow> {
  const order = await orderFor(ctx, owner, orderNumber);
  if (!(AWAITING_PAYMENT as readonly string[]).includes(order.state)) {
    throw new AppError('conflict', 'error.transition_refused', {
      from: order.state,
      to: 'canceled',
    });
  }
  return transitionOrder(ctx, order.number, 'canceled', {
    actor: owner.userId !== null ? `user:${owner.userId}` : 'guest',
    reason,
    onlyFrom: AWAITING_PAYMENT,
    within: (txCtx, _before, after) => releaseOrderHolds(txCtx, after),
  });
}

/** Empties the cart and forgets its checkout, gift cards, voucher and wallet amount included (spec §4). */
export async function resetCart(ctx: Ctx, owner: Owner, orderNumber: string): Promise<OrderRow> {
  // Under the cart's lock with the lines: a tender added meanwhile is either forgotten with them
  // or added to the emptied cart after, never dropped from a cart filled again.
  return emptyCart(ctx, owner, orderNumber, (txCtx, cart) => clearTenders(txCtx.db, cart.number));
}
