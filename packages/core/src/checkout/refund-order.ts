import { and, eq, inArray } from 'drizzle-orm';
import { type OrderRow, type Owner, orderByNumber, orderFor } from '../cart/cart.ts';
import { orderOrder as orderTable } from '../cart/schema.ts';
import { transitionOrder } from '../cart/transitions.ts';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { PaymentProviders } from '../payments/providers.ts';
import { markRefunded, refundThroughProvider, refundUnneeded } from '../payments/refunds.ts';
import { paymentPayment } from '../payments/schema.ts';
import { MONEY_METHODS, type PaymentRow } from '../payments/settle.ts';
import { AppError } from '../shared/errors.ts';
import { creditWallet, takeBackEarnings } from '../wallet/service.ts';
import { cancelUnpaidOrder, releaseOrderHolds } from './end-order.ts';

/** States a shopper may still cancel a paid order from (nothing is being prepared yet). */
export const CANCELABLE_PAID: readonly ['paid'] = ['paid'];

export type RefundTo = 'wallet' | 'original';

async function moneyPayments(db: Db, orderNumber: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(paymentPayment)
    .where(
      and(
        eq(paymentPayment.orderNumber, orderNumber),
        eq(paymentPayment.state, 'paid'),
        inArray(paymentPayment.method, MONEY_METHODS),
      ),
    )
    .orderBy(paymentPayment.id);
}

/**
 * The shopper cancels a paid order before it is prepared (spec §8: "order cancelled for a
 * reason, money returned within 48 hours or 3 to 5 days"). In one transaction: stock, coupon,
 * wallet credit, gift cards and voucher come back, the rewards it earned are taken back, and
 * with `refundTo: 'wallet'` the money paid becomes full wallet credit at once. With
 * 'original' the money goes back through each provider after the transaction; what a provider
 * cannot take now is retried by the background job. Cashback already spent is kept from the
 * refund.
 */
export async function cancelPaidOrder(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
  request: { reason: string; refundTo: RefundTo },
): Promise<OrderRow> {
  const order = await orderFor(ctx, owner, orderNumber);
  if (request.refundTo === 'wallet' && order.userId === null) {
    throw new AppError('unauthorized', 'error.unauthorized');
  }
  let withheld = 0;
  const canceled = await transitionOrder(ctx, order.number, 'canceled', {
    actor: owner.userId !== null ? `user:${owner.userId}` : 'guest',
    reason: request.reason,
    onlyFrom: CANCELABLE_PAID,
    within: async (txCtx, _before, after) => {
      await releaseOrderHolds(txCtx, after);
      if (after.userId === null) return;
      withheld = (await takeBackEarnings(txCtx, after.userId, after.number)).cashbackShort;
      if (request.refundTo !== 'wallet') return;
      const paid = await moneyPayments(txCtx.db, after.number);
      const money = paid.reduce((sum, p) => sum + p.amount - p.refunded, 0);
      if (money - withheld > 0) {
        await creditWallet(txCtx, {
          userId: after.userId,
          bucket: 'full',
          amount: money - withheld,
          kind: 'refund',
          reference: `refund:${after.number}`,
          orderNumber: after.number,
        });
      }
      for (const p of paid)
        await markRefunded(txCtx, p, p.amount - p.refunded, 'refunded_to_wallet');
    },
  });
  if (request.refundTo === 'original') await refundToProviders(ctx, providers, canceled, withheld);
  return (await orderByNumber(ctx, canceled.number)) ?? canceled;
}

async function refundToProviders(
  ctx: Ctx,
  providers: PaymentProviders,
  order: OrderRow,
  withheld: number,
): Promise<void> {
  let keep = withheld;
  for (const payment of await moneyPayments(ctx.db, order.number)) {
    const left = payment.amount - payment.refunded;
    const kept = Math.min(keep, left);
    keep -= kept;
    try {
      const done =
        left - kept === 0 || (await refundThroughProvider(providers, payment, left - kept));
      await markRefunded(ctx, payment, done ? left : 0, done ? 'refunded' : 'refund_by_staff');
    } catch {
      // The provider did not answer: the background job tries again (retryRefunds).
      await markRefunded(ctx, payment, 0, 'refund_failed');
    }
  }
}

/**
 * Gives back money still held for orders that ended (a refund a provider could not take at
 * the time, a payment that arrived after its order ended). Bank transfers are left to staff.
 */
export async function retryRefunds(ctx: Ctx, providers: PaymentProviders, limit = 20) {
  const rows = await ctx.db
    .select({ payment: paymentPayment })
    .from(paymentPayment)
    .where(
      and(
        eq(paymentPayment.state, 'paid'),
        eq(paymentPayment.purpose, 'order'),
        inArray(
          paymentPayment.method,
          MONEY_METHODS.filter((m) => m !== 'bank_transfer'),
        ),
        inArray(
          paymentPayment.orderNumber,
          ctx.db
            .select({ number: orderTable.number })
            .from(orderTable)
            .where(inArray(orderTable.state, ['canceled', 'expired'])),
        ),
      ),
    )
    .limit(limit);
  const refunded: number[] = [];
  for (const { payment } of rows) {
    try {
      const after = await refundUnneeded(ctx, providers, payment, 'order_ended');
      if (after.state === 'refunded') refunded.push(after.id);
    } catch {
      // Still not reachable: the next round tries again.
    }
  }
  return refunded;
}

/**
 * The shopper cancels an order: while unpaid it simply ends (everything it held comes back);
 * once paid, before it is prepared, its money is refunded as the shopper chose.
 */
export async function cancelOrder(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
  request: { reason: string; refundTo: RefundTo },
): Promise<OrderRow> {
  const order = await orderFor(ctx, owner, orderNumber);
  if (order.state === 'paid') return cancelPaidOrder(ctx, providers, owner, orderNumber, request);
  return cancelUnpaidOrder(ctx, owner, orderNumber, request.reason);
}
