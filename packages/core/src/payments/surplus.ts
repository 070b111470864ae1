import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { lockOrder, PAID_STATES } from '../orders/index.ts';
import { MONEY_METHODS } from './balance.ts';
import { queueRefund } from './refund-job.ts';
import { paymentPayment } from './schema.ts';
import type { PaymentRow } from './settle.ts';

/** Money a provider can give back by itself (a bank transfer is sent back by staff). */
const givenBackByProvider = (p: PaymentRow) =>
  MONEY_METHODS.includes(p.method) && p.method !== 'bank_transfer';

/**
 * The payments an order did not need, of `paid` (its paid payments): what cannot be given back
 * by a provider counts first (the shop's own means, bank transfers), then the rest in the order
 * they were made (by id); once the total is covered, each payment a provider can give back is
 * surplus. Depends only on the payments, not on who asks or when: a payment made earlier but
 * paid later pushes a later one out, never the other way round.
 */
export function surplusPayments(total: number, paid: readonly PaymentRow[]): PaymentRow[] {
  const surplus: PaymentRow[] = [];
  let covered = 0;
  const inTurn = [...paid].sort(
    (a, b) => Number(givenBackByProvider(a)) - Number(givenBackByProvider(b)) || a.id - b.id,
  );
  for (const payment of inTurn) {
    if (covered >= total && givenBackByProvider(payment)) surplus.push(payment);
    else covered += payment.amount;
  }
  return surplus;
}

/**
 * Gives back what a paid order was paid twice: two payments that landed at the same moment (a
 * card and a QR payment of one order, a callback and the page's own check) both became paid,
 * and the one the order does not need is queued for refund ('paid_twice'). Decided under the
 * order's lock, so checks for the same order take turns and each sees the others' payments;
 * safe to run again (`queueRefund` asks once a payment).
 */
export async function refundSurplus(ctx: Ctx, orderNumber: string): Promise<void> {
  await withTransaction(ctx, async (txCtx) => {
    const order = await lockOrder(txCtx, orderNumber);
    if (!order || !(PAID_STATES as readonly string[]).includes(order.state)) return;
    const paid = await txCtx.db
      .select()
      .from(paymentPayment)
      .where(and(eq(paymentPayment.orderNumber, orderNumber), eq(paymentPayment.state, 'paid')))
      .orderBy(asc(paymentPayment.id));
    for (const payment of surplusPayments(order.total, paid)) {
      await queueRefund(txCtx, payment, 'paid_twice');
    }
  });
}
