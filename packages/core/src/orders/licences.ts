import type { Ctx } from '../context.ts';
import { claimLicences } from '../licences/index.ts';
import { linesOf, type OrderRow } from './records.ts';

/**
 * The order is paid: its licence products' keys are handed out (or owed) in the same
 * transaction. Every way an order becomes paid calls this.
 */
export async function claimOrderLicences(txCtx: Ctx, order: OrderRow): Promise<number> {
  const lines = await linesOf(txCtx.db, order.id);
  return claimLicences(txCtx, order, lines);
}
