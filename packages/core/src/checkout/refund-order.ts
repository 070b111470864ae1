import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { type Db, withTransaction } from '../db/index.ts';
import {
  AWAITING_PAYMENT,
  linesOf,
  type OrderRow,
  type OrderState,
  type Owner,
  orderByNumber,
  orderFor,
  orderOrder as orderTable,
  queueBuyerNews,
  transitionOrder,
} from '../orders/index.ts';
import {
  MONEY_METHODS,
  markRefunded,
  type OrderBalance,
  orderBalance,
  type PaymentProviders,
  type PaymentRow,
  paymentPayment,
  queueRefund,
  refundsOnlyWhole,
  refundThroughProvider,
} from '../payments/index.ts';
import { AppError } from '../shared/index.ts';
import { cancellationFee } from '../travel/index.ts';
import { creditWallet, takeBackEarnings } from '../wallet/index.ts';
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
 * reason, money returned within 48 hours or 3 to 5 days"); see endPaidOrder for what comes back.
 */
export async function cancelPaidOrder(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
  request: { reason: string; refundTo: RefundTo },
): Promise<OrderRow> {
  const order = await orderFor(ctx, owner, orderNumber);
  return endPaidOrder(ctx, providers, order, 'canceled', {
    ...request,
    actor: owner.userId !== null ? `user:${owner.userId}` : 'guest',
    onlyFrom: CANCELABLE_PAID,
    // Stays and tours inside their hotel's or tour's no-refund days are not refunded.
    fee: await cancellationFee(ctx, order.number),
  });
}

/** States staff may cancel a paid order from: before it leaves the shop. */
export const STAFF_CANCELABLE: readonly OrderState[] = [
  'paid',
  'not_confirmed',
  'confirmed',
  'ready_to_deliver',
];

/**
 * Staff cancel a paid order that will not be delivered (declined, out of stock, the shopper
 * asked by phone): see endPaidOrder for what comes back. Once shipped, a return is the way.
 */
export async function cancelByStaff(
  ctx: Ctx,
  providers: PaymentProviders,
  orderNumber: string,
  request: { actor: string; reason: string; refundTo: RefundTo },
): Promise<OrderRow> {
  const order = await orderByNumber(ctx, orderNumber);
  if (!order) throw new AppError('not_found', 'error.no_order');
  return endPaidOrder(ctx, providers, order, 'canceled', {
    ...request,
    onlyFrom: STAFF_CANCELABLE,
  });
}

/** States a delivered (or shipped) order can be returned from. */
export const RETURNABLE: readonly OrderState[] = ['shipped', 'delivered', 'completed'];

/**
 * Staff take an order back (a return): each line's stock comes back unless it is written off
 * (damaged, perished), and the money is refunded as chosen; see endPaidOrder.
 */
export async function returnOrder(
  ctx: Ctx,
  providers: PaymentProviders,
  orderNumber: string,
  request: { actor: string; reason: string; refundTo: RefundTo; writeOffLines: number[] },
): Promise<OrderRow> {
  const order = await orderByNumber(ctx, orderNumber);
  if (!order) throw new AppError('not_found', 'error.no_order');
  const lines = await linesOf(ctx.db, order.id);
  const unknown = request.writeOffLines.filter((id) => !lines.some((l) => l.id === id));
  if (unknown.length > 0) {
    throw new AppError(
      'invalid_input',
      'error.invalid_input',
      {},
      {
        write_off: ['validation.invalid_choice'],
      },
    );
  }
  const writeOff = new Set(
    lines
      .filter((l) => request.writeOffLines.includes(l.id))
      .flatMap((l) => [l.variantId, ...(l.package ?? []).map((c) => c.variantId)]),
  );
  return endPaidOrder(ctx, providers, order, 'returned', {
    ...request,
    onlyFrom: RETURNABLE,
    writeOff,
  });
}

/**
 * Ends a paid order (canceled before it was prepared, or returned). In one transaction: stock
 * (less what is written off), coupon, wallet credit, gift cards and voucher come back, the
 * rewards it earned are taken back, and with `refundTo: 'wallet'` the money paid becomes full
 * wallet credit at once. With 'original' the money goes back through each provider after the
 * transaction: a provider that fails is recorded on its payment (refund_failed) and the
 * job queue tries again (queueRefund); the order stays ended, nothing is undone. Cashback
 * already spent is kept from the refund, and a fee (a stay cancelled late) from the money first,
 * then from the shop's own means.
 */
async function endPaidOrder(
  ctx: Ctx,
  providers: PaymentProviders,
  order: OrderRow,
  to: 'canceled' | 'returned',
  request: {
    actor: string;
    reason: string;
    refundTo: RefundTo;
    onlyFrom: readonly OrderState[];
    writeOff?: ReadonlySet<number>;
    /** What the shop keeps by its terms (a late cancellation of a stay), in ₮. */
    fee?: number;
  },
): Promise<OrderRow> {
  if (request.refundTo === 'wallet' && order.userId === null) {
    throw new AppError('unauthorized', 'error.unauthorized');
  }
  let withheld = request.fee ?? 0;
  const ended = await transitionOrder(ctx, order.number, to, {
    actor: request.actor,
    reason: request.reason,
    onlyFrom: request.onlyFrom,
    writeOff: request.writeOff,
    within: async (txCtx, _before, after) => {
      // A fee falls on the money paid first; what that cannot cover stays from the shop's own
      // means (wallet, gift cards, voucher) rather than being given back with them.
      const { refundable } = await orderBalance(txCtx.db, after);
      await releaseOrderHolds(txCtx, after, Math.max(0, (request.fee ?? 0) - refundable));
      // The buyer hears of it, and how the money comes back (sent by the job queue).
      await queueBuyerNews(txCtx, after, to === 'canceled' ? 'order_canceled' : 'order_returned', {
        refundTo: request.refundTo,
      });
      if (after.userId === null) return;
      withheld += (await takeBackEarnings(txCtx, after.userId, after.number)).cashbackShort;
      if (request.refundTo === 'wallet') await refundToWallet(txCtx, after, withheld);
    },
  });
  if (request.refundTo === 'original') await refundToProviders(ctx, providers, ended, withheld);
  return (await orderByNumber(ctx, ended.number)) ?? ended;
}

async function refundToWallet(ctx: Ctx, order: OrderRow, withheld: number): Promise<void> {
  if (order.userId === null) return;
  const { refundable } = await orderBalance(ctx.db, order);
  if (refundable - withheld > 0) {
    await creditWallet(ctx, {
      userId: order.userId,
      bucket: 'full',
      amount: refundable - withheld,
      kind: 'refund',
      reference: `refund:${order.number}`,
      orderNumber: order.number,
    });
  }
  for (const p of await moneyPayments(ctx.db, order.number)) {
    await markRefunded(ctx, p, p.amount - p.refunded, 'refunded_to_wallet');
  }
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
    if (kept > 0 && left > kept && refundsOnlyWhole(payment.method) && order.userId !== null) {
      // QPay and the lender give a payment back only whole, which would give back what is kept
      // too: the rest is credited to the shopper's wallet instead.
      // One transaction: a credit without its payment marked would let the sweep refund it again.
      await withTransaction(ctx, async (txCtx) => {
        await creditWallet(txCtx, {
          userId: order.userId as number,
          bucket: 'full',
          amount: left - kept,
          kind: 'refund',
          reference: `refund:${order.number}:${payment.id}`,
          orderNumber: order.number,
        });
        await markRefunded(txCtx, payment, left, 'refunded_to_wallet');
      });
      continue;
    }
    try {
      const done =
        left - kept === 0 || (await refundThroughProvider(providers, payment, left - kept));
      await markRefunded(ctx, payment, done ? left : 0, done ? 'refunded' : 'refund_by_staff');
    } catch {
      // The provider did not answer: the job queue tries again with what is left, so the
      // cashback kept back is recorded as settled now, not paid out later.
      const now = await markRefunded(ctx, payment, kept, 'refund_failed');
      await queueRefund(ctx, now, 'refund_failed');
    }
  }
}

/**
 * Money still held for orders that ended, with no refund asked for (a process stopped between
 * ending the order and asking; a payment that arrived after its order ended before refunds
 * were queued): each is queued for the job queue to give back. A refund already queued, or
 * dead and waiting for staff, is not asked twice. Bank transfers are left to staff. Answers how
 * many were newly queued.
 */
export async function queueStrandedRefunds(ctx: Ctx, limit = 50): Promise<number> {
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
            .where(inArray(orderTable.state, ['canceled', 'expired', 'returned'])),
        ),
      ),
    )
    .limit(limit);
  let queued = 0;
  for (const { payment } of rows) if (await queueRefund(ctx, payment, 'order_ended')) queued += 1;
  return queued;
}

/**
 * What a shopper may do to cancel an order now: whether at all (while unpaid, or paid and not
 * yet confirmed), whether money was paid that goes back (then they choose where), and whether
 * the wallet is one of the places (signed-up shoppers only). The order page and cancelOrder
 * both read it.
 */
export function shopperCancel(
  order: Pick<OrderRow, 'state' | 'userId'>,
  balance: Pick<OrderBalance, 'refundable'>,
): { allowed: boolean; refund: boolean; toWallet: boolean } {
  const unpaid = (AWAITING_PAYMENT as readonly string[]).includes(order.state);
  const paid = (CANCELABLE_PAID as readonly string[]).includes(order.state);
  return {
    allowed: unpaid || paid,
    refund: paid || (unpaid && balance.refundable > 0),
    toWallet: order.userId !== null,
  };
}

/**
 * The shopper cancels an order: while unpaid it simply ends (everything it held comes back);
 * once paid, before it is prepared, or unpaid with part of it paid (a first bank transfer),
 * the money paid is refunded as the shopper chose.
 */
export async function cancelOrder(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
  request: { reason: string; refundTo: RefundTo },
): Promise<OrderRow> {
  const order = await orderFor(ctx, owner, orderNumber);
  const can = shopperCancel(order, await orderBalance(ctx.db, order));
  if (!can.refund) return cancelUnpaidOrder(ctx, owner, orderNumber, request.reason);
  if (order.state === 'paid') return cancelPaidOrder(ctx, providers, owner, orderNumber, request);
  return endPaidOrder(ctx, providers, order, 'canceled', {
    ...request,
    actor: owner.userId !== null ? `user:${owner.userId}` : 'guest',
    onlyFrom: AWAITING_PAYMENT,
  });
}
