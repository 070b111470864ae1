import { variantOffers } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { linesOf, type OrderRow } from '../orders/index.ts';
import { RETURN_NOTICE_HOURS } from './shipping.ts';

/** States in which a delivered order's items may still be reported (not once returned). */
const REPORTABLE = new Set(['delivered', 'completed']);

/** Until when some of a delivered order's items can be reported damaged or wrong. */
export interface ReportWindow {
  until: Date;
  /** The items, in the asker's language (the name they were ordered under if gone). */
  names: string[];
}

/**
 * How long the buyer of a delivered order has to report an item damaged or not as ordered:
 * each item's kind gives its hours from delivery (`return_notice_hours`), so flowers may be due
 * today and a lamp in three days. Windows still open, soonest first; none before delivery, after
 * a return, or once all have passed.
 */
export async function reportWindows(ctx: Ctx, order: OrderRow): Promise<ReportWindow[]> {
  const deliveredAt = order.deliveredAt;
  if (!deliveredAt || !REPORTABLE.has(order.state)) return [];
  const lines = await linesOf(ctx.db, order.id);
  const offers = await variantOffers(ctx, [...new Set(lines.map((l) => l.variantId))]);
  const byHours = new Map<number, Set<string>>();
  for (const line of lines) {
    const offer = offers.get(line.variantId);
    const hours = offer?.returnNoticeHours ?? RETURN_NOTICE_HOURS;
    byHours.set(hours, (byHours.get(hours) ?? new Set()).add(offer?.name ?? line.name));
  }
  return [...byHours]
    .map(([hours, names]) => ({
      until: new Date(deliveredAt.getTime() + hours * 3_600_000),
      names: [...names],
    }))
    .filter((window) => window.until > ctx.now)
    .sort((a, b) => a.until.getTime() - b.until.getTime());
}
