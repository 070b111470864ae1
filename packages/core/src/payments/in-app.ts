import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { type Owner, orderFor } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { settleFromProvider } from './after-paid.ts';
import { MostError, mostPurchase } from './most-client.ts';
import { payableNow } from './payable.ts';
import type { PaymentProviders } from './providers.ts';
import { paymentPayment } from './schema.ts';
import type { PaymentRow } from './settle.ts';

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
    earlier ?? (await paymentOfTokens(ctx, order.number, ref, await payableNow(ctx, order)));
  if (payment.orderNumber !== order.number) throw new AppError('conflict', 'error.payment_failed');
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

/**
 * The payment for a transaction token, made once: the same tokens sent twice at once (a double
 * tap, a retry) both get the one row, which the provider then charges once.
 */
async function paymentOfTokens(
  ctx: Ctx,
  orderNumber: string,
  ref: string,
  amount: number,
): Promise<PaymentRow> {
  const [made] = await ctx.db
    .insert(paymentPayment)
    .values({
      orderNumber,
      method: 'most',
      amount,
      providerRef: ref,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: paymentPayment.providerRef })
    .returning();
  if (made) return made;
  const [earlier] = await ctx.db
    .select()
    .from(paymentPayment)
    .where(eq(paymentPayment.providerRef, ref));
  if (!earlier) throw new Error(`payment ${ref} neither made nor found`);
  return earlier;
}
