import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import type { JobHandler } from '../jobs/index.ts';
import { linesOf, type OrderRow, orderOrder, queueBuyerNews } from '../orders/index.ts';
import { allocate } from '../shared/index.ts';
import { bookingsOf } from '../travel/index.ts';
import {
  issueReceipt,
  returnReceipt,
  VAT_RECEIPT_JOB,
  type VatServiceConfig,
  VatServiceError,
  vatIncluded,
} from '../vat/index.ts';

/** States after payment: each of them is owed a VAT receipt. */
const PAID_STATES = [
  'paid',
  'not_confirmed',
  'confirmed',
  'ready_to_deliver',
  'shipped',
  'delivered',
  'completed',
];

/**
 * Issues the VAT receipts paid orders are still waiting for ("waiting for VAT receipt" → "sent").
 * The service answers the same receipt for the same order number, so a retry after a timeout
 * never makes two. Orders the service refuses stay waiting for staff; the rest are retried on
 * the next run.
 */
export async function sendVatReceipts(
  ctx: Ctx,
  config: VatServiceConfig,
  limit = 50,
): Promise<string[]> {
  const waiting = await ctx.db
    .select()
    .from(orderOrder)
    .where(and(eq(orderOrder.vatState, 'waiting'), inArray(orderOrder.state, PAID_STATES)))
    .limit(limit);
  const sent: string[] = [];
  for (const order of waiting) {
    if (await issueVatReceipt(ctx, config, order)) sent.push(order.number);
  }
  return sent;
}

/**
 * The `vat.receipt` job: the order's receipt, unless it has one or no longer waits for one
 * (ended, or sent by the periodic round). A service that fails is tried again by the queue.
 */
export async function vatReceiptByJob(
  ctx: Ctx,
  config: VatServiceConfig,
  orderNumber: string,
): Promise<void> {
  const [order] = await ctx.db.select().from(orderOrder).where(eq(orderOrder.number, orderNumber));
  if (order?.vatState !== 'waiting' || !PAID_STATES.includes(order.state)) return;
  await issueVatReceipt(ctx, config, order, { rethrow: true });
}

/** The queue's handlers for VAT receipts, through `config`'s service. */
export function vatReceiptJobs(config: VatServiceConfig): Record<string, JobHandler> {
  return {
    [VAT_RECEIPT_JOB]: (ctx, payload) => vatReceiptByJob(ctx, config, String(payload.order_number)),
  };
}

/** One order's receipt: true once sent; a refusal by the service is false (or thrown, asked). */
async function issueVatReceipt(
  ctx: Ctx,
  config: VatServiceConfig,
  order: OrderRow,
  options: { rethrow?: boolean } = {},
): Promise<boolean> {
  const lines = await linesOf(ctx.db, order.id);
  // A coupon's discount is spread over the lines so they add up to what was paid.
  const totals = lines.map((l) => l.price * l.quantity);
  const discounts = allocate(order.promoTotal, totals);
  const items = lines.map((l, i) => {
    const total = (totals[i] ?? 0) - (discounts[i] ?? 0);
    return {
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      unitPrice: Math.round(total / l.quantity),
      total,
    };
  });
  // Stays and tours are sold on the same receipt, a line each (named in Mongolian, the
  // receipt's language).
  for (const booking of await bookingsOf({ ...ctx, locale: 'mn' }, order.number)) {
    if (booking.state === 'released') continue;
    const quantity = booking.kind === 'tour' ? booking.passengers.length : 1;
    items.push({
      name: booking.room ? `${booking.title} · ${booking.room}` : booking.title,
      sku: `${booking.kind.toUpperCase()}-${booking.id}`,
      quantity,
      unitPrice: Math.round(booking.total / quantity),
      total: booking.total,
    });
  }
  if (order.shipTotal > 0) {
    items.push({
      name: 'Хүргэлт',
      sku: 'SHIPPING',
      quantity: 1,
      unitPrice: order.shipTotal,
      total: order.shipTotal,
    });
  }
  try {
    const receipt = await issueReceipt(config, {
      orderNumber: order.number,
      amount: order.total,
      vat: vatIncluded(order.total),
      buyer:
        order.buyerType === 'organisation' && order.registryNumber
          ? { type: 'organisation', registryNumber: order.registryNumber }
          : { type: 'person' },
      items,
    });
    // The receipt and its lottery number reach the buyer with the change (or neither does).
    await withTransaction(ctx, async (txCtx) => {
      const [updated] = await txCtx.db
        .update(orderOrder)
        .set({
          vatState: 'sent',
          vatReceiptId: receipt.id,
          vatLottery: receipt.lottery,
          updatedAt: ctx.now,
        })
        .where(and(eq(orderOrder.id, order.id), eq(orderOrder.vatState, 'waiting')))
        .returning();
      if (updated) {
        await queueBuyerNews(txCtx, updated, 'vat_receipt', {
          receipt: receipt.id,
          lottery: receipt.lottery ?? '',
        });
      }
    });
  } catch (error) {
    if (!(error instanceof VatServiceError) || options.rethrow) throw error;
    return false;
  }
  return true;
}

/** Orders that ended after payment: a receipt sent for them is voided, one waiting never comes. */
const ENDED_STATES = ['canceled', 'expired', 'returned'];

/**
 * Keeps the VAT receipt true to an order that ended: one still waiting is dropped ("none"), one
 * already sent is returned to the service ("returned"). Returning twice is harmless, so a retry
 * after a timeout is safe; a service that does not answer is asked again on the next run.
 */
export async function returnVatReceipts(
  ctx: Ctx,
  config: VatServiceConfig,
  limit = 50,
): Promise<string[]> {
  await ctx.db
    .update(orderOrder)
    .set({ vatState: 'none', updatedAt: ctx.now })
    .where(and(eq(orderOrder.vatState, 'waiting'), inArray(orderOrder.state, ENDED_STATES)));
  const sent = await ctx.db
    .select()
    .from(orderOrder)
    .where(and(eq(orderOrder.vatState, 'sent'), inArray(orderOrder.state, ENDED_STATES)))
    .limit(limit);
  const returned: string[] = [];
  for (const order of sent) {
    try {
      if (order.vatReceiptId) await returnReceipt(config, order.vatReceiptId);
      await ctx.db
        .update(orderOrder)
        .set({ vatState: 'returned', updatedAt: ctx.now })
        .where(and(eq(orderOrder.id, order.id), eq(orderOrder.vatState, 'sent')));
      returned.push(order.number);
    } catch (error) {
      if (!(error instanceof VatServiceError)) throw error;
    }
  }
  return returned;
}
