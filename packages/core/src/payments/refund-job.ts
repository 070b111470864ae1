import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { enqueue, type JobHandler } from '../jobs/index.ts';
import type { PaymentProviders } from './providers.ts';
import { refundUnneeded } from './refunds.ts';
import { paymentPayment } from './schema.ts';
import type { PaymentRow } from './settle.ts';

/** The job that gives a payment's money back through its provider (`refundJobs` does it). */
export const REFUND_JOB = 'payment.refund';

/**
 * Asks for what is left of a payment to be given back the way it came: an order that ended
 * with money a provider could not take back at the time, a payment that arrived for an order
 * that no longer needed it. The queue calls the provider outside any request, and retries with
 * backoff while it fails; after its last attempt the job is dead, for staff to see and retry.
 * Once per payment: answers false when it was asked before.
 */
export async function queueRefund(ctx: Ctx, payment: PaymentRow, reason: string): Promise<boolean> {
  const id = await enqueue(ctx, {
    kind: REFUND_JOB,
    key: `refund:${payment.id}`,
    payload: { payment_id: payment.id, reason },
  });
  return id !== null;
}

/** The queue's handler for refunds, through `providers`. */
export function refundJobs(providers: PaymentProviders): Record<string, JobHandler> {
  return {
    [REFUND_JOB]: async (ctx, payload) => {
      const [payment] = await ctx.db
        .select()
        .from(paymentPayment)
        .where(eq(paymentPayment.id, Number(payload.payment_id)));
      // Given back meanwhile (by staff, by an earlier attempt): nothing is left to do.
      if (payment?.state !== 'paid') return;
      await refundUnneeded(ctx, providers, payment, String(payload.reason ?? 'order_ended'));
    },
  };
}
