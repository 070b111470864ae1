import { and, eq, sql } from 'drizzle-orm';
import { type OrderRow, type Owner, orderByNumber, orderFor } from '../cart/cart.ts';
import { AWAITING_PAYMENT, type OrderState } from '../cart/states.ts';
import { transitionOrder } from '../cart/transitions.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/errors.ts';
import {
  type CardGatewayConfig,
  cardSessionState,
  createCardSession,
  readCardCallback,
} from './card-gateway.ts';
import { paymentPayment } from './schema.ts';

export type PaymentRow = typeof paymentPayment.$inferSelect;

/** What is still owed on an order: its total less what was paid. */
async function amountDue(ctx: Ctx, order: OrderRow): Promise<number> {
  const [row] = await ctx.db
    .select({ paid: sql<number>`coalesce(sum(${paymentPayment.amount}), 0)::int` })
    .from(paymentPayment)
    .where(and(eq(paymentPayment.orderNumber, order.number), eq(paymentPayment.state, 'paid')));
  return Math.max(0, order.total - Number(row?.paid ?? 0));
}

/**
 * Starts paying the rest of an order by card: a payment row, then a session on the gateway's
 * hosted page (the card number never reaches the shop). Answers where to send the shopper.
 */
export async function startCardPayment(
  ctx: Ctx,
  gateway: CardGatewayConfig,
  owner: Owner,
  orderNumber: string,
  urls: { returnUrl: string; callbackUrl: string },
): Promise<{ paymentUrl: string; payment: PaymentRow }> {
  const order = await orderFor(ctx, owner, orderNumber);
  if (!AWAITING_PAYMENT.includes(order.state as OrderState)) {
    throw new AppError('conflict', 'error.nothing_to_pay');
  }
  if (order.paymentDueAt && order.paymentDueAt <= ctx.now) {
    throw new AppError('conflict', 'error.payment_period_exceeded');
  }
  const amount = await amountDue(ctx, order);
  if (amount <= 0) throw new AppError('conflict', 'error.nothing_to_pay');
  const [payment] = await ctx.db
    .insert(paymentPayment)
    .values({
      orderNumber: order.number,
      method: 'card',
      amount,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!payment) throw new Error('insert returned no row');
  let session: Awaited<ReturnType<typeof createCardSession>>;
  try {
    session = await createCardSession(gateway, {
      amount,
      reference: `P${payment.id}`,
      description: `${order.number}`,
      returnUrl: urls.returnUrl,
      callbackUrl: urls.callbackUrl,
    });
  } catch {
    await ctx.db
      .update(paymentPayment)
      .set({ state: 'failed', failureReason: 'gateway_unavailable', updatedAt: ctx.now })
      .where(eq(paymentPayment.id, payment.id));
    throw new AppError('unavailable', 'error.payment_failed', {}, undefined);
  }
  const [started] = await ctx.db
    .update(paymentPayment)
    .set({ providerRef: session.id, updatedAt: ctx.now })
    .where(eq(paymentPayment.id, payment.id))
    .returning();
  return { paymentUrl: session.paymentUrl, payment: started ?? payment };
}

/**
 * Applies what the gateway says of a session (asked server to server, so neither the browser's
 * return nor a callback is taken on its word). Applying the same outcome again changes nothing:
 * each step is a conditional update from 'pending'. The order becomes paid once its payments
 * cover the total.
 */
export async function settleCardPayment(
  ctx: Ctx,
  gateway: CardGatewayConfig,
  sessionId: string,
): Promise<PaymentRow | null> {
  const [payment] = await ctx.db
    .select()
    .from(paymentPayment)
    .where(eq(paymentPayment.providerRef, sessionId));
  if (!payment) return null;
  const state = await cardSessionState(gateway, sessionId);
  if (state.status === 'pending') return payment;
  if (state.status === 'paid') {
    if (state.amount !== payment.amount) throw new Error(`gateway amount ${state.amount} differs`);
    const [paid] = await ctx.db
      .update(paymentPayment)
      .set({
        state: 'paid',
        transactionId: state.transactionId,
        cardLast4: state.cardLast4,
        updatedAt: ctx.now,
      })
      .where(and(eq(paymentPayment.id, payment.id), eq(paymentPayment.state, 'pending')))
      .returning();
    // Also when a parallel callback settled it: the order must be paid before either answers.
    await markOrderPaidWhenCovered(ctx, payment.orderNumber);
    return paid ?? (await paymentById(ctx, payment.id));
  }
  const [failed] = await ctx.db
    .update(paymentPayment)
    .set({
      state: state.status === 'canceled' ? 'canceled' : 'failed',
      failureReason: state.status,
      updatedAt: ctx.now,
    })
    .where(and(eq(paymentPayment.id, payment.id), eq(paymentPayment.state, 'pending')))
    .returning();
  if (failed) {
    const order = await orderByNumber(ctx, payment.orderNumber);
    if (order?.state === 'payment_pending') {
      await transitionOrder(ctx, order.number, 'payment_failed', {
        actor: 'gateway:card',
        reason: state.status,
      });
    }
  }
  return failed ?? (await paymentById(ctx, payment.id));
}

/** The row as it is now (a parallel callback may have settled it a moment ago). */
async function paymentById(ctx: Ctx, id: number): Promise<PaymentRow | null> {
  const [row] = await ctx.db.select().from(paymentPayment).where(eq(paymentPayment.id, id));
  return row ?? null;
}

async function markOrderPaidWhenCovered(ctx: Ctx, orderNumber: string): Promise<void> {
  const order = await orderByNumber(ctx, orderNumber);
  if (!order || !AWAITING_PAYMENT.includes(order.state as OrderState)) return;
  if ((await amountDue(ctx, order)) > 0) return;
  try {
    await transitionOrder(ctx, order.number, 'paid', { actor: 'gateway:card' });
  } catch (error) {
    // Paid by a parallel callback a moment ago: nothing left to do.
    if (!(error instanceof AppError)) throw error;
  }
}

/** The gateway's callback: a forged or malformed one is refused and changes nothing. */
export async function handleCardCallback(
  ctx: Ctx,
  gateway: CardGatewayConfig,
  rawBody: string,
  signature: string | undefined,
): Promise<boolean> {
  const callback = readCardCallback(gateway, rawBody, signature);
  if (!callback) return false;
  await settleCardPayment(ctx, gateway, callback.sessionId);
  return true;
}

/** An order's payments, oldest first (for the order page). */
export async function paymentsOf(ctx: Ctx, orderNumber: string): Promise<PaymentRow[]> {
  return ctx.db
    .select()
    .from(paymentPayment)
    .where(eq(paymentPayment.orderNumber, orderNumber))
    .orderBy(paymentPayment.id);
}
