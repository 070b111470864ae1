import type { Ctx } from '../context.ts';
import { orderByNumber } from '../orders/index.ts';
import { applyWhenDownPaid } from './lease.ts';
import type { PaymentProviders } from './providers.ts';
import { rechargePaid } from './recharges.ts';
import { queueRefund } from './refund-job.ts';
import {
  awaitingPayment,
  markPaidWhenCovered,
  markPaymentFailed,
  type PaymentRow,
  settlePayment,
} from './settle.ts';
import { refundSurplus } from './surplus.ts';

/**
 * What a payment that just became paid pays for: a recharge fills the wallet; an order becomes
 * paid once covered, and a lease's finished down payment sends the loan application.
 * Safe to run again for the same payment.
 */
export async function afterPaid(
  ctx: Ctx,
  providers: PaymentProviders,
  payment: PaymentRow,
): Promise<void> {
  if (payment.purpose === 'recharge') return rechargePaid(ctx, payment);
  const order = await orderByNumber(ctx, payment.orderNumber);
  if (!order) return;
  if (order.paymentMethod === 'lease') await applyWhenDownPaid(ctx, providers, order);
  await markPaidWhenCovered(ctx, order.number, `provider:${payment.method}`);
  // Another payment may have paid the order a moment before this one did.
  await refundSurplus(ctx, order.number);
}

const ENDED = ['canceled', 'expired', 'returned'];

/**
 * Applies a provider's answer to a payment (once: see `settlePayment`) and does what follows:
 * a failed payment marks its order "payment failed"; a paid one pays for its order or recharge,
 * unless the order no longer needs it (ended, or paid by another payment, even one that landed
 * at the same moment: `refundSurplus`): then it is given back by the job queue (queueRefund).
 * Safe for duplicate and late callbacks.
 */
export async function settleFromProvider(
  ctx: Ctx,
  providers: PaymentProviders,
  payment: PaymentRow,
  outcome: Parameters<typeof settlePayment>[2],
): Promise<PaymentRow> {
  const { payment: now, moved } = await settlePayment(ctx, payment, outcome);
  if (now.state !== 'paid') {
    if (moved && now.purpose === 'order' && outcome.state !== 'paid') {
      await markPaymentFailed(ctx, now.orderNumber, `provider:${now.method}`, outcome.reason);
    }
    return now;
  }
  if (now.purpose === 'order') {
    const order = await orderByNumber(ctx, now.orderNumber);
    if (order && !awaitingPayment(order)) {
      // Given back by the job queue: the provider's callback does not wait on its refund.
      if (ENDED.includes(order.state)) await queueRefund(ctx, now, 'order_ended');
      else await refundSurplus(ctx, order.number);
      return now;
    }
  }
  await afterPaid(ctx, providers, now);
  return now;
}
