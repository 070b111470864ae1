import type { Ctx } from '../context.ts';
import { enqueue } from '../jobs/index.ts';

/** The job that issues one paid order's VAT receipt (checkout's `vatReceiptJobs` does it). */
export const VAT_RECEIPT_JOB = 'vat.receipt';

/**
 * Asks for the order's VAT receipt, in the transaction that marks it paid: the queue issues it
 * within moments, and retries while the tax service fails. Once per order.
 */
export async function queueVatReceipt(ctx: Ctx, orderNumber: string): Promise<void> {
  await enqueue(ctx, {
    kind: VAT_RECEIPT_JOB,
    key: `vat:${orderNumber}`,
    payload: { order_number: orderNumber },
  });
}
