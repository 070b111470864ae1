import type { Ctx } from '../context.ts';
import { type Owner, orderFor } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { settleFromProvider } from './after-paid.ts';
import { cardSessionState, createCardSession, readCardCallback } from './card-gateway.ts';
import { payableNow } from './payable.ts';
import { CALLBACK_PATHS, type PaymentProviders } from './providers.ts';
import {
  failedToStart,
  newPayment,
  type PaymentRow,
  paymentByProviderRef,
  startedAt,
} from './settle.ts';

/**
 * Opens a hosted card page for a payment row (the card number never reaches the shop) and
 * stores the session on it. A gateway that does not answer fails the row.
 */
export async function openCardSession(
  ctx: Ctx,
  providers: PaymentProviders,
  payment: PaymentRow,
  returnUrl: string,
): Promise<{ paymentUrl: string; payment: PaymentRow }> {
  let session: Awaited<ReturnType<typeof createCardSession>>;
  try {
    session = await createCardSession(providers.card, {
      amount: payment.amount,
      reference: `P${payment.id}`,
      description: payment.orderNumber,
      returnUrl,
      callbackUrl: providers.callbackUrl(CALLBACK_PATHS.card),
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
 * Starts paying an order by card: a payment row for what can be paid now (all that is owed, or
 * a lease's down payment), then a session on the gateway's hosted page. Answers where to send
 * the shopper.
 */
export async function startCardPayment(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
  returnUrl: string,
): Promise<{ paymentUrl: string; payment: PaymentRow }> {
  const order = await orderFor(ctx, owner, orderNumber);
  const payment = await newPayment(ctx, {
    orderNumber: order.number,
    method: 'card',
    amount: await payableNow(ctx, order),
  });
  return openCardSession(ctx, providers, payment, returnUrl);
}

/**
 * Applies what the gateway says of a session, asked server to server (so neither the browser's
 * return nor a callback is taken on its word); the same outcome again changes nothing.
 */
export async function settleCardPayment(
  ctx: Ctx,
  providers: PaymentProviders,
  sessionId: string,
): Promise<PaymentRow | null> {
  const payment = await paymentByProviderRef(ctx, sessionId);
  if (!payment) return null;
  const state = await cardSessionState(providers.card, sessionId);
  if (state.status === 'pending') return payment;
  if (state.status === 'paid') {
    if (state.amount !== payment.amount) throw new Error(`gateway amount ${state.amount} differs`);
    return settleFromProvider(ctx, providers, payment, {
      state: 'paid',
      transactionId: state.transactionId,
      cardLast4: state.cardLast4,
    });
  }
  return settleFromProvider(ctx, providers, payment, {
    state: state.status === 'canceled' ? 'canceled' : 'failed',
    reason: state.status,
  });
}

/** The gateway's callback: a forged or malformed one is refused and changes nothing. */
export async function handleCardCallback(
  ctx: Ctx,
  providers: PaymentProviders,
  rawBody: string,
  signature: string | undefined,
): Promise<boolean> {
  const callback = readCardCallback(providers.card, rawBody, signature);
  if (!callback) return false;
  await settleCardPayment(ctx, providers, callback.sessionId);
  return true;
}
