import type { Ctx } from '../context.ts';
import { claimLicences, licenceProducts } from '../licences/index.ts';
import { linesOf, type OrderRow } from './records.ts';
import { awaitingPayment } from './states.ts';

/**
 * The order is paid: its licence products' keys are handed out (or owed) in the same
 * transaction. Every way an order becomes paid calls this.
 */
export async function claimOrderLicences(txCtx: Ctx, order: OrderRow): Promise<number> {
  const lines = await linesOf(txCtx.db, order.id);
  return claimLicences(txCtx, order, lines);
}

/**
 * Whether an order's keys are still to come with its payment, so that its page says where they
 * will appear: none handed out yet, the order waits for its payment, and one of its products
 * sells licence keys.
 */
export async function keysComeWithPayment(
  ctx: Ctx,
  order: Pick<OrderRow, 'state'>,
  keysHandedOut: number,
  productIds: readonly number[],
): Promise<boolean> {
  if (keysHandedOut > 0 || !awaitingPayment(order)) return false;
  return (await licenceProducts(ctx, productIds)).size > 0;
}
