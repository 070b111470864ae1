import { and, desc, eq, gt } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { type Owner, orderFor } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { afterPaid, settleFromProvider } from './after-paid.ts';
import { payableNow } from './payable.ts';
import { CALLBACK_PATHS, type PaymentProviders } from './providers.ts';
import {
  checkQpayPayment,
  createQpayInvoice,
  QpayError,
  qpayInvoiceState,
  readQpayCallback,
} from './qpay-client.ts';
import { paymentPayment } from './schema.ts';
import {
  awaitingPayment,
  failedToStart,
  newPayment,
  type PaymentRow,
  paymentByProviderRef,
  startedAt,
} from './settle.ts';

/** How long a QR invoice can be paid (within the order's own payment period). */
export const QR_INVOICE_MINUTES = 15;

/** What the shopper needs to pay a QR invoice: the code's text and the bank apps' links. */
export interface QrInvoice {
  payment_id: number;
  amount: number;
  qr_text: string;
  bank_apps: { name: string; description: string; link: string }[];
  expires_at: string;
  state: string;
}

/** A QR payment's invoice as pages and the API show it. */
export const toInvoice = (p: PaymentRow): QrInvoice => ({
  payment_id: p.id,
  amount: p.amount,
  qr_text: String(p.details?.qr_text ?? ''),
  bank_apps: (p.details?.bank_apps as QrInvoice['bank_apps'] | undefined) ?? [],
  expires_at: p.expiresAt?.toISOString() ?? '',
  state: p.state,
});

/**
 * A QR invoice for a payment row (an order's or a recharge's), expiring at `until` at the
 * latest. A service that does not answer fails the row.
 */
export async function openQrInvoice(
  ctx: Ctx,
  providers: PaymentProviders,
  payment: PaymentRow,
  until: Date | null,
): Promise<QrInvoice> {
  const seconds = Math.floor(((until?.getTime() ?? Infinity) - ctx.now.getTime()) / 1000);
  const expiresInSeconds = Math.max(1, Math.min(QR_INVOICE_MINUTES * 60, seconds));
  try {
    const invoice = await createQpayInvoice(providers.qpay, {
      amount: payment.amount,
      reference: `P${payment.id}`,
      description: payment.orderNumber,
      callbackUrl: providers.callbackUrl(CALLBACK_PATHS.qpay),
      expiresInSeconds,
    });
    return toInvoice(
      await startedAt(ctx, payment, {
        providerRef: invoice.invoiceId,
        details: { qr_text: invoice.qrText, bank_apps: invoice.bankApps },
        expiresAt: new Date(invoice.expiresAt),
      }),
    );
  } catch (error) {
    if (!(error instanceof QpayError)) throw error;
    await failedToStart(ctx, payment, 'qpay_unavailable');
    throw new AppError('unavailable', 'error.payment_failed');
  }
}

/**
 * The QR invoice for what can be paid on an order now: the one already open for that amount,
 * or a new one (spec §1 QR payment). The invoice never outlives the order's payment period.
 */
export async function qrInvoiceForOrder(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
): Promise<QrInvoice> {
  const order = await orderFor(ctx, owner, orderNumber);
  const amount = await payableNow(ctx, order);
  const [open] = await ctx.db
    .select()
    .from(paymentPayment)
    .where(
      and(
        eq(paymentPayment.orderNumber, order.number),
        eq(paymentPayment.method, 'qpay'),
        eq(paymentPayment.state, 'pending'),
        eq(paymentPayment.amount, amount),
        gt(paymentPayment.expiresAt, ctx.now),
      ),
    )
    .orderBy(desc(paymentPayment.id))
    .limit(1);
  if (open) return toInvoice(open);
  const payment = await newPayment(ctx, { orderNumber: order.number, method: 'qpay', amount });
  return openQrInvoice(ctx, providers, payment, order.paymentDueAt);
}

/**
 * Asks QPay about an invoice (payments/check) and applies the answer: paid in full settles the
 * payment; an invoice past its time fails it ("payment period exceeded"). Used by the page's
 * polling, the callback and the background job alike.
 */
export async function checkQrPayment(
  ctx: Ctx,
  providers: PaymentProviders,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (payment.state !== 'pending' || !payment.providerRef) return payment;
  const check = await checkQpayPayment(providers.qpay, payment.providerRef);
  const paid = check.rows.find((r) => r.status === 'PAID');
  if (check.paidAmount >= payment.amount && paid) {
    return settleFromProvider(ctx, providers, payment, {
      state: 'paid',
      transactionId: paid.paymentId,
    });
  }
  if (payment.expiresAt && payment.expiresAt <= ctx.now) {
    const state = await qpayInvoiceState(providers.qpay, payment.providerRef);
    if (state.status === 'expired' || state.status === 'canceled') {
      return settleFromProvider(ctx, providers, payment, {
        state: 'failed',
        reason: 'payment_period_exceeded',
      });
    }
  }
  return payment;
}

/** The state of one of the asker's QR invoices, after asking QPay (the page polls this). */
export async function qrPaymentState(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
  paymentId: number,
): Promise<QrInvoice> {
  const order = await orderFor(ctx, owner, orderNumber);
  const [payment] = await ctx.db
    .select()
    .from(paymentPayment)
    .where(and(eq(paymentPayment.id, paymentId), eq(paymentPayment.orderNumber, order.number)));
  if (payment?.method !== 'qpay') throw new AppError('not_found', 'error.not_found');
  if (payment.state === 'paid') {
    // Paid a moment ago by QPay's callback, which may still be paying for the order: paid for
    // here too (safe twice), so a page told "paid" opens an order that says so.
    if (awaitingPayment(order)) await afterPaid(ctx, providers, payment);
    return toInvoice(payment);
  }
  try {
    return toInvoice(await checkQrPayment(ctx, providers, payment));
  } catch (error) {
    // QPay did not answer: the page asks again in a moment.
    if (error instanceof QpayError) return toInvoice(payment);
    throw error;
  }
}

/**
 * QPay's callback. It is not signed, so it is not believed: it only names an invoice, which is
 * then checked with QPay itself. An unknown invoice changes nothing.
 */
export async function handleQpayCallback(
  ctx: Ctx,
  providers: PaymentProviders,
  rawBody: string,
): Promise<boolean> {
  const callback = readQpayCallback(rawBody);
  if (!callback) return false;
  const payment = await paymentByProviderRef(ctx, callback.invoiceId);
  if (payment?.method !== 'qpay') return false;
  await checkQrPayment(ctx, providers, payment);
  return true;
}

/**
 * Asks QPay about QR invoices still open (a lost callback, a shopper who closed the page), so
 * their payments settle and the expired ones fail. Run by the background job.
 */
export async function checkOpenQrInvoices(
  ctx: Ctx,
  providers: PaymentProviders,
  limit = 50,
): Promise<number> {
  const open = await ctx.db
    .select()
    .from(paymentPayment)
    .where(and(eq(paymentPayment.method, 'qpay'), eq(paymentPayment.state, 'pending')))
    .orderBy(paymentPayment.id)
    .limit(limit);
  let settled = 0;
  for (const payment of open) {
    try {
      if ((await checkQrPayment(ctx, providers, payment)).state !== 'pending') settled++;
    } catch (error) {
      if (!(error instanceof QpayError)) throw error;
    }
  }
  return settled;
}
