import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import {
  AWAITING_PAYMENT,
  awaitingPayment,
  claimOrderLicences,
  type OrderRow,
  orderByNumber,
  queueBuyerNews,
  transitionOrder,
} from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import * as travel from '../travel/index.ts';
import { queueVatReceipt } from '../vat/index.ts';
import * as wallet from '../wallet/index.ts';
import { orderBalance } from './balance.ts';
import { paymentPayment } from './schema.ts';

export type PaymentRow = typeof paymentPayment.$inferSelect;

/** What is still owed on an order: its total less what was paid. */
export async function amountDue(ctx: Ctx, order: OrderRow): Promise<number> {
  return (await orderBalance(ctx.db, order)).owed;
}

// The payments module's callers ask it whether an order still owes; the rule is the orders'.
export { awaitingPayment };

/**
 * Credits what a paid order earns (spec §9, rates in docs/PAYMENTS.md): cashback as wallet
 * credit usable up to 50% and loyalty points, on the money paid from outside the shop. Once
 * per order (the entries' references).
 */
export async function awardRewards(ctx: Ctx, order: OrderRow): Promise<void> {
  if (order.userId === null) return;
  const { paid, paidInMoney } = await orderBalance(ctx.db, order);
  // Earned on the money the order needed: a second payment of it (given back) earns nothing.
  const needed = Math.max(0, order.total - (paid - paidInMoney));
  const { cashback, points } = wallet.rewardsFor(Math.min(paidInMoney, needed));
  const earn = { userId: order.userId, orderNumber: order.number };
  if (cashback > 0) {
    await wallet.creditWallet(ctx, {
      ...earn,
      bucket: 'limited',
      amount: cashback,
      kind: 'cashback',
      reference: `cashback:${order.number}`,
    });
  }
  if (points > 0) {
    await wallet.creditWallet(ctx, {
      ...earn,
      bucket: 'points',
      amount: points,
      kind: 'points',
      reference: `points:${order.number}`,
    });
  }
}

/**
 * Moves an order to paid once its payments cover its total, earning its rewards in the same
 * transaction. A parallel settlement that got there first leaves nothing to do.
 */
export async function markPaidWhenCovered(
  ctx: Ctx,
  orderNumber: string,
  actor: string,
): Promise<void> {
  const order = await orderByNumber(ctx, orderNumber);
  if (!order || !awaitingPayment(order)) return;
  if ((await amountDue(ctx, order)) > 0) return;
  try {
    await transitionOrder(ctx, order.number, 'paid', {
      actor,
      onlyFrom: AWAITING_PAYMENT,
      within: async (txCtx, _before, after) => {
        await awardRewards(txCtx, after);
        // A paid stay or tour gets its e-tickets in the same transaction.
        await travel.confirmBookings(txCtx, after);
        await claimOrderLicences(txCtx, after);
        await queueBuyerNews(txCtx, after, 'order_paid');
        await queueVatReceipt(txCtx, after.number);
      },
    });
  } catch (error) {
    // Paid (or ended) by a parallel settlement a moment ago: nothing left to do.
    if (!(error instanceof AppError)) throw error;
  }
}

/** Records a failed payment on its order ("payment failed"), while it still waits for one. */
export async function markPaymentFailed(
  ctx: Ctx,
  orderNumber: string,
  actor: string,
  reason: string,
): Promise<void> {
  const order = await orderByNumber(ctx, orderNumber);
  if (order?.state !== 'payment_pending') return;
  try {
    await transitionOrder(ctx, order.number, 'payment_failed', {
      actor,
      reason,
      onlyFrom: ['payment_pending'],
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** A new pending payment row (its provider reference comes once the provider answers). */
export async function newPayment(
  ctx: Ctx,
  payment: {
    orderNumber: string;
    purpose?: 'order' | 'recharge';
    method: string;
    amount: number;
    sourceId?: number | null;
  },
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .insert(paymentPayment)
    .values({ ...payment, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/**
 * Applies a provider's answer to a pending payment, once: each step is a conditional update
 * from 'pending', so a duplicate or late callback changes nothing. Answers the row as it is now
 * and whether this call moved it.
 */
export async function settlePayment(
  ctx: Ctx,
  payment: PaymentRow,
  outcome:
    | { state: 'paid'; transactionId?: string | null; cardLast4?: string | null }
    | { state: 'failed' | 'canceled'; reason: string },
): Promise<{ payment: PaymentRow; moved: boolean }> {
  const changes =
    outcome.state === 'paid'
      ? {
          state: 'paid',
          transactionId: outcome.transactionId ?? null,
          cardLast4: outcome.cardLast4 ?? null,
          updatedAt: ctx.now,
        }
      : { state: outcome.state, failureReason: outcome.reason, updatedAt: ctx.now };
  const [moved] = await ctx.db
    .update(paymentPayment)
    .set(changes)
    .where(and(eq(paymentPayment.id, payment.id), eq(paymentPayment.state, 'pending')))
    .returning();
  if (moved) return { payment: moved, moved: true };
  const [now] = await ctx.db.select().from(paymentPayment).where(eq(paymentPayment.id, payment.id));
  return { payment: now ?? payment, moved: false };
}

/** An order's payments, oldest first (for the order page). */
export async function paymentsOf(ctx: Ctx, orderNumber: string): Promise<PaymentRow[]> {
  return ctx.db
    .select()
    .from(paymentPayment)
    .where(eq(paymentPayment.orderNumber, orderNumber))
    .orderBy(paymentPayment.id);
}

/** A payment by its provider's reference (a callback names it so). */
export async function paymentByProviderRef(ctx: Ctx, ref: string): Promise<PaymentRow | null> {
  const [row] = await ctx.db
    .select()
    .from(paymentPayment)
    .where(eq(paymentPayment.providerRef, ref));
  return row ?? null;
}

/** Stores the provider's reference (and what the shopper needs to pay) on a new payment. */
export async function startedAt(
  ctx: Ctx,
  payment: PaymentRow,
  started: { providerRef: string; details?: Record<string, unknown>; expiresAt?: Date | null },
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .update(paymentPayment)
    .set({
      providerRef: started.providerRef,
      details: started.details ?? null,
      expiresAt: started.expiresAt ?? null,
      updatedAt: ctx.now,
    })
    .where(eq(paymentPayment.id, payment.id))
    .returning();
  return row ?? payment;
}

/** Marks a payment that could not even start (the provider did not answer). */
export async function failedToStart(ctx: Ctx, payment: PaymentRow, reason: string): Promise<void> {
  await ctx.db
    .update(paymentPayment)
    .set({ state: 'failed', failureReason: reason, updatedAt: ctx.now })
    .where(eq(paymentPayment.id, payment.id));
}
