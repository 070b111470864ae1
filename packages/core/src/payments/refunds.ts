import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/client.ts';
import { paymentPayment } from './schema.ts';
import type { PaymentRow } from './settle.ts';

/** Records `amount` of a payment as given back; all of it makes the payment 'refunded'. */
export async function markRefunded(
  ctx: Ctx,
  payment: PaymentRow,
  amount: number,
  reason: string,
  db: Db = ctx.db,
): Promise<PaymentRow> {
  const [row] = await db
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
