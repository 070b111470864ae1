import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { refundCard } from './card-gateway.ts';
import { refundCardCharge } from './card-tokens.ts';
import { cancelLeaseApplication } from './lease-client.ts';
import { refundMostTransaction } from './most-client.ts';
import type { PaymentProviders } from './providers.ts';
import { refundQpayPayment } from './qpay-client.ts';
import { paymentPayment } from './schema.ts';
import type { PaymentRow } from './settle.ts';

/** Records `amount` of a payment as given back; all of it makes the payment 'refunded'. */
export async function markRefunded(
  ctx: Ctx,
  payment: PaymentRow,
  amount: number,
  reason: string,
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .update(paymentPayment)
    .set({
      refunded: sql`least(${paymentPayment.refunded} + ${amount}, ${paymentPayment.amount})`,
      state: sql`case when ${paymentPayment.refunded} + ${amount} >= ${paymentPayment.amount} then 'refunded' else ${paymentPayment.state} end`,
      failureReason: reason,
      updatedAt: ctx.now,
    })
    .where(eq(paymentPayment.id, payment.id))
    .returning();
  return row ?? payment;
}

/** What of a payment staff still have to send back by hand: a bank transfer an ended order left. */
export const leftForStaff = (
  p: Pick<PaymentRow, 'state' | 'failureReason' | 'amount' | 'refunded'>,
) => (p.state === 'paid' && p.failureReason === 'refund_by_staff' ? p.amount - p.refunded : 0);

/** Methods whose provider gives a payment back only whole (QPay; the lender cancels the loan). */
export const refundsOnlyWhole = (method: string): boolean =>
  method === 'qpay' || method === 'lease';

/**
 * Gives `amount` of a payment back the way it came, through its provider. A bank transfer is
 * sent back by staff: answers false for it (nothing done here). Provider failures throw their
 * error (unavailable: try again later).
 */
export async function refundThroughProvider(
  providers: PaymentProviders,
  payment: PaymentRow,
  amount: number,
): Promise<boolean> {
  const ref = payment.providerRef ?? '';
  switch (payment.method) {
    case 'card':
      await refundCard(providers.card, ref, amount);
      return true;
    case 'saved_card':
      await refundCardCharge(providers.card, payment.transactionId ?? ref, amount);
      return true;
    case 'qpay':
      // QPay refunds a payment whole.
      await refundQpayPayment(providers.qpay, payment.transactionId ?? '');
      return true;
    case 'most':
      await refundMostTransaction(providers.most, payment.transactionId ?? '', amount);
      return true;
    case 'lease':
      await cancelLeaseApplication(providers.lease, payment.transactionId ?? '');
      return true;
    default:
      return false;
  }
}

/** Money that arrived for an order that did not need it: given back whole at once. */
export async function refundUnneeded(
  ctx: Ctx,
  providers: PaymentProviders,
  payment: PaymentRow,
  reason: string,
): Promise<PaymentRow> {
  const left = payment.amount - payment.refunded;
  if (left <= 0) return payment;
  if (!(await refundThroughProvider(providers, payment, left))) return payment;
  return markRefunded(ctx, payment, left, reason);
}
