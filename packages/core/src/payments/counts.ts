import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { paymentPayment } from './schema.ts';

/**
 * How many payments each method has in each state ('paid', 'failed', 'refunded', …) since the
 * shop began: the metrics' payments by provider and outcome. Read at each scrape; one grouped
 * scan of the payments, whose count grows with orders (a scrape a minute is cheap).
 */
export async function paymentCounts(
  ctx: Ctx,
): Promise<{ method: string; state: string; count: number }[]> {
  const rows = await ctx.db
    .select({
      method: paymentPayment.method,
      state: paymentPayment.state,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentPayment)
    .groupBy(paymentPayment.method, paymentPayment.state);
  return rows.map((r) => ({ method: r.method, state: r.state, count: Number(r.count) }));
}
