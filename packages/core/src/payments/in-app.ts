import { eq } from 'drizzle-orm';
import { type Owner, orderFor } from '../cart/cart.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/errors.ts';
import { settleFromProvider } from './after-paid.ts';
import { MostError, mostPurchase } from './most-client.ts';
import { payableNow } from './payable.ts';
import type { PaymentProviders } from './providers.ts';
import { paymentPayment } from './schema.ts';
import { newPayment, type PaymentRow, startedAt } from './settle.ts';

/**
 * Pays an order from the shopper's wallet app (spec §7 `PUT /checkouts/{order}/most_in_app`
 * with `custtkn` and `txntkn`). The transaction token makes it safe to send again: the same
 * token answers the same payment and never charges twice.
 */
export async function payInApp(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
  tokens: { custtkn: string; txntkn: string },
): Promise<PaymentRow> {
  const order = await orderFor(ctx, owner, orderNumber);
  const ref = `most:${tokens.txntkn}`;
  const [earlier] = await ctx.db
    .select()
    .from(paymentPayment)
    .where(eq(paymentPayment.providerRef, ref));
  if (earlier && earlier.orderNumber !== order.number) {
    throw new AppError('conflict', 'error.payment_failed');
  }
  if (earlier && earlier.state !== 'pending') return earlier;
  const payment =
    earlier ??
    (await startedAt(
      ctx,
      await newPayment(ctx, {
        orderNumber: order.number,
        method: 'most',
        amount: await payableNow(ctx, order),
      }),
      { providerRef: ref },
    ));
  let purchase: Awaited<ReturnType<typeof mostPurchase>>;
  try {
    purchase = await mostPurchase(providers.most, {
      custtkn: tokens.custtkn,
      txntkn: tokens.txntkn,
      amount: payment.amount,
      reference: `P${payment.id}`,
      description: order.number,
    });
  } catch (error) {
    if (!(error instanceof MostError)) throw error;
    if (error.reason === 'rejected') {
      await settleFromProvider(ctx, providers, payment, { state: 'failed', reason: 'rejected' });
      throw new AppError('conflict', 'error.payment_failed');
    }
    // No answer: the payment stays pending; sending the same tokens again finishes it.
    throw new AppError('unavailable', 'error.payment_pending');
  }
  const settled = await settleFromProvider(
    ctx,
    providers,
    payment,
    purchase.status === 'paid'
      ? { state: 'paid', transactionId: purchase.transactionId }
      : { state: 'failed', reason: purchase.declineReason ?? 'declined' },
  );
  if (settled.state === 'failed') throw new AppError('conflict', 'error.payment_failed');
  return settled;
}
