import { type Owner, orderByNumber, orderFor } from '../cart/cart.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/errors.ts';
import {
  type CardGatewayConfig,
  cardSessionState,
  createCardSession,
  readCardCallback,
  refundCard,
} from './card-gateway.ts';
import { markRefunded } from './refunds.ts';
import {
  awaitingPayment,
  failedToStart,
  markPaidWhenCovered,
  markPaymentFailed,
  newPayment,
  type PaymentRow,
  payableAmount,
  paymentByProviderRef,
  settlePayment,
  startedAt,
} from './settle.ts';

export type { PaymentRow } from './settle.ts';

/**
 * Opens a hosted card page for a payment row (the card number never reaches the shop) and
 * stores the session on it. A gateway that does not answer fails the row.
 */
export async function openCardSession(
  ctx: Ctx,
  gateway: CardGatewayConfig,
  payment: PaymentRow,
  urls: { returnUrl: string; callbackUrl: string },
): Promise<{ paymentUrl: string; payment: PaymentRow }> {
  let session: Awaited<ReturnType<typeof createCardSession>>;
  try {
    session = await createCardSession(gateway, {
      amount: payment.amount,
      reference: `P${payment.id}`,
      description: payment.orderNumber,
      returnUrl: urls.returnUrl,
      callbackUrl: urls.callbackUrl,
    });
  } catch {
    await failedToStart(ctx, payment, 'gateway_unavailable');
    throw new AppError('unavailable', 'error.payment_failed');
  }
  const started = await startedAt(ctx, payment, {
    providerRef: session.id,
    expiresAt: new Date(session.expiresAt),
  });
  return { paymentUrl: session.paymentUrl, payment: started };
}

/**
 * Starts paying what is still owed on an order by card: a payment row, then a session on the
 * gateway's hosted page. Answers where to send the shopper. `amount` pays less than all of it
 * (a lease's down payment).
 */
export async function startCardPayment(
  ctx: Ctx,
  gateway: CardGatewayConfig,
  owner: Owner,
  orderNumber: string,
  urls: { returnUrl: string; callbackUrl: string },
  amount?: number,
): Promise<{ paymentUrl: string; payment: PaymentRow }> {
  const order = await orderFor(ctx, owner, orderNumber);
  const due = await payableAmount(ctx, order);
  const payment = await newPayment(ctx, {
    orderNumber: order.number,
    method: 'card',
    amount: Math.min(amount ?? due, due),
  });
  return openCardSession(ctx, gateway, payment, urls);
}

/**
 * Applies what the gateway says of a session (asked server to server, so neither the browser's
 * return nor a callback is taken on its word). Applying the same outcome again changes nothing.
 * Money that arrives for an order that no longer waits for it (expired, cancelled, already paid)
 * is given back at once.
 */
export async function settleCardPayment(
  ctx: Ctx,
  gateway: CardGatewayConfig,
  sessionId: string,
  onPaid: (payment: PaymentRow) => Promise<void> = cardPaidOrder(ctx),
): Promise<PaymentRow | null> {
  const payment = await paymentByProviderRef(ctx, sessionId);
  if (!payment) return null;
  const state = await cardSessionState(gateway, sessionId);
  if (state.status === 'pending') return payment;
  if (state.status === 'paid') {
    if (state.amount !== payment.amount) throw new Error(`gateway amount ${state.amount} differs`);
    const { payment: paid } = await settlePayment(ctx, payment, {
      state: 'paid',
      transactionId: state.transactionId,
      cardLast4: state.cardLast4,
    });
    if (paid.purpose === 'order') {
      const order = await orderByNumber(ctx, paid.orderNumber);
      if (order && !awaitingPayment(order) && order.state !== 'paid') {
        return refundLatePayment(ctx, gateway, paid);
      }
    }
    // Also when a parallel callback settled it: what it pays for must be done before either answers.
    await onPaid(paid);
    return paid;
  }
  const { payment: failed, moved } = await settlePayment(ctx, payment, {
    state: state.status === 'canceled' ? 'canceled' : 'failed',
    reason: state.status,
  });
  if (moved && failed.purpose === 'order') {
    await markPaymentFailed(ctx, failed.orderNumber, 'gateway:card', state.status);
  }
  return failed;
}

/** What a paid card payment of an order pays for: the order becomes paid once covered. */
export const cardPaidOrder = (ctx: Ctx) => async (payment: PaymentRow) => {
  if (payment.purpose === 'order')
    await markPaidWhenCovered(ctx, payment.orderNumber, 'gateway:card');
};

/** A card payment that landed after its order ended: refunded in full, recorded as such. */
async function refundLatePayment(
  ctx: Ctx,
  gateway: CardGatewayConfig,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (payment.refunded >= payment.amount) return payment;
  await refundCard(gateway, payment.providerRef as string, payment.amount - payment.refunded);
  return markRefunded(ctx, payment, payment.amount - payment.refunded, 'order_ended');
}

/** The gateway's callback: a forged or malformed one is refused and changes nothing. */
export async function handleCardCallback(
  ctx: Ctx,
  gateway: CardGatewayConfig,
  rawBody: string,
  signature: string | undefined,
  onPaid?: (payment: PaymentRow) => Promise<void>,
): Promise<boolean> {
  const callback = readCardCallback(gateway, rawBody, signature);
  if (!callback) return false;
  await settleCardPayment(ctx, gateway, callback.sessionId, onPaid);
  return true;
}
