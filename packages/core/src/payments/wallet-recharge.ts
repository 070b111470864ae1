import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/errors.ts';
import { openCardSession } from './card.ts';
import type { PaymentProviders } from './providers.ts';
import { checkQrPayment, openQrInvoice, type QrInvoice } from './qpay.ts';
import { QpayError } from './qpay-client.ts';
import { newRecharge, type RechargeRow, rechargeOf } from './recharges.ts';
import { paymentPayment } from './schema.ts';
import { newPayment } from './settle.ts';

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

/**
 * A recharge as its owner sees it, after asking about its QR invoice if one is waiting (the
 * wallet page polls this); card recharges are settled by the gateway's callback or return.
 */
export async function rechargeState(
  ctx: Ctx,
  providers: PaymentProviders,
  userId: number,
  number: string,
): Promise<{ recharge: RechargeRow; invoice: QrInvoice | null }> {
  const recharge = await rechargeOf(ctx, userId, number);
  if (!recharge) throw new AppError('not_found', 'error.not_found');
  const [payment] = await ctx.db
    .select()
    .from(paymentPayment)
    .where(and(eq(paymentPayment.orderNumber, number), eq(paymentPayment.purpose, 'recharge')));
  let invoice: QrInvoice | null = null;
  if (payment?.method === 'qpay') {
    let now = payment;
    try {
      now = await checkQrPayment(ctx, providers, payment);
    } catch (error) {
      if (!(error instanceof QpayError)) throw error;
    }
    invoice = {
      payment_id: now.id,
      amount: now.amount,
      qr_text: String(now.details?.qr_text ?? ''),
      bank_apps: (now.details?.bank_apps as QrInvoice['bank_apps'] | undefined) ?? [],
      expires_at: now.expiresAt?.toISOString() ?? '',
      state: now.state,
    };
  }
  return { recharge: (await rechargeOf(ctx, userId, number)) ?? recharge, invoice };
}
