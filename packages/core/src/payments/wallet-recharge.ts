import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { afterPaid } from './after-paid.ts';
import { openCardSession, settleCardPayment } from './card.ts';
import { CardGatewayError } from './card-gateway.ts';
import type { PaymentProviders } from './providers.ts';
import { checkQrPayment, openQrInvoice, type QrInvoice, toInvoice } from './qpay.ts';
import { QpayError } from './qpay-client.ts';
import { newRecharge, type RechargeRow, rechargeOf } from './recharges.ts';
import { paymentPayment } from './schema.ts';
import { newPayment, type PaymentRow } from './settle.ts';

/**
 * Starts recharging a wallet (spec §2 Wallet "recharge") by card (answers the gateway's page
 * to send the shopper to) or by QR (answers the invoice to show).
 */
export async function startRecharge(
  ctx: Ctx,
  providers: PaymentProviders,
  request: { userId: number; amount: number; method: 'card' | 'qpay'; returnUrl: string },
): Promise<{ recharge: RechargeRow; paymentUrl: string | null; invoice: QrInvoice | null }> {
  const recharge = await newRecharge(ctx, request.userId, request.amount, request.method);
  const payment = await newPayment(ctx, {
    orderNumber: recharge.number,
    purpose: 'recharge',
    method: request.method,
    amount: recharge.amount,
  });
  if (request.method === 'card') {
    const returnUrl = `${request.returnUrl}${request.returnUrl.includes('?') ? '&' : '?'}recharge=${recharge.number}`;
    const { paymentUrl } = await openCardSession(ctx, providers, payment, returnUrl);
    return { recharge, paymentUrl, invoice: null };
  }
  return {
    recharge,
    paymentUrl: null,
    invoice: await openQrInvoice(ctx, providers, payment, null),
  };
}

/** Where a recharge stands for its owner: paid, still waiting, or ended unpaid. */
export type RechargeOutcome = 'paid' | 'pending' | 'failed';

export interface RechargeStateView {
  recharge: RechargeRow;
  /** The QR invoice of a QR recharge (its state may be pending, paid or expired). */
  invoice: QrInvoice | null;
  /** The recharge's payment as it is now (the latest, if it was tried more than once). */
  payment: PaymentRow | null;
  outcome: RechargeOutcome;
  /** Ended unpaid because its QR invoice ran out of time ("payment period exceeded"). */
  expired: boolean;
}

/**
 * A recharge as its owner sees it, after asking the provider about a payment still waiting:
 * QPay about its invoice (the wallet page polls this), the card gateway about a card payment
 * whose return or callback was lost. Someone else's recharge is "not found".
 */
export async function rechargeState(
  ctx: Ctx,
  providers: PaymentProviders,
  userId: number,
  number: string,
): Promise<RechargeStateView> {
  const recharge = await rechargeOf(ctx, userId, number);
  if (!recharge) throw new AppError('not_found', 'error.not_found');
  const tried = await ctx.db
    .select()
    .from(paymentPayment)
    .where(and(eq(paymentPayment.orderNumber, number), eq(paymentPayment.purpose, 'recharge')))
    .orderBy(paymentPayment.id);
  let payment: PaymentRow | null = tried.at(-1) ?? null;
  if (payment?.state === 'pending') payment = await askProvider(ctx, providers, payment);
  else if (payment?.state === 'paid' && recharge.state !== 'paid') {
    // Paid a moment ago by the provider's callback, which may still be filling the wallet:
    // filled here too (safe twice), so the page is not told the top-up failed meanwhile.
    await afterPaid(ctx, providers, payment);
  }
  const invoice = payment?.method === 'qpay' ? toInvoice(payment) : null;
  const now = (await rechargeOf(ctx, userId, number)) ?? recharge;
  const waiting =
    payment?.state === 'pending' &&
    (payment.method === 'card' || (payment.expiresAt !== null && payment.expiresAt > ctx.now));
  const outcome: RechargeOutcome = now.state === 'paid' ? 'paid' : waiting ? 'pending' : 'failed';
  return {
    recharge: now,
    invoice,
    payment,
    outcome,
    // A QR invoice nobody paid in time is the one way a QR top-up ends unpaid.
    expired: outcome === 'failed' && payment?.method === 'qpay',
  };
}

/** A waiting payment's provider asked once more; no answer leaves it as it was. */
async function askProvider(
  ctx: Ctx,
  providers: PaymentProviders,
  payment: PaymentRow,
): Promise<PaymentRow> {
  try {
    if (payment.method === 'qpay') return await checkQrPayment(ctx, providers, payment);
    if (payment.method === 'card' && payment.providerRef) {
      return (await settleCardPayment(ctx, providers, payment.providerRef)) ?? payment;
    }
  } catch (error) {
    if (!(error instanceof QpayError || error instanceof CardGatewayError)) throw error;
  }
  return payment;
}
