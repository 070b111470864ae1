import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { adjustProductStock } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { type Db, prepared, withTransaction } from '../db/index.ts';
import { releaseStock } from '../inventory/index.ts';
import { revokeLicences } from '../licences/index.ts';
import { adjustIndexedStock } from '../search/index.ts';
import { AppError } from '../shared/index.ts';
import { releaseBookings } from '../travel/index.ts';
import { linesOf, type OrderRow } from './records.ts';
import { orderOrder, orderTransition } from './schema.ts';
import {
  AWAITING_PAYMENT,
  canTransition,
  isOrderState,
  type OrderState,
  RELEASES_STOCK,
} from './states.ts';

export async function recordTransition(
  ctx: Ctx,
  orderId: number,
  from: string,
  to: string,
  detail: { actor: string; reason?: string | null },
): Promise<void> {
  await insertTransition(ctx.db).execute({
    orderId,
    from,
    to,
    actor: detail.actor,
    reason: detail.reason ?? null,
    now: ctx.now,
  });
}

const insertTransition = prepared('orders_record_transition', (db) =>
  db.insert(orderTransition).values({
    orderId: sql.placeholder('orderId'),
    fromState: sql.placeholder('from'),
    toState: sql.placeholder('to'),
    actor: sql.placeholder('actor'),
    reason: sql.placeholder('reason'),
    createdAt: sql.placeholder('now'),
  }),
);

/**
 * An order's row locked for the caller's transaction: what is decided under it (a state change,
 * which of its payments it keeps) is decided once, in turn with every other such decision.
 */
export async function lockOrder(txCtx: Ctx, orderNumber: string): Promise<OrderRow | undefined> {
  const [order] = await txCtx.db
    .select()
    .from(orderOrder)
    .where(eq(orderOrder.number, orderNumber))
    .for('update');
  return order;
}

/**
 * Moves a placed order to another state if docs/ORDERS.md allows it (anything else is refused),
 * records who and why, and gives the stock back when the order ends unfulfilled. One
 * transaction with the order row locked, so two staff actions cannot cross.
 */
export async function transitionOrder(
  ctx: Ctx,
  orderNumber: string,
  to: OrderState,
  detail: {
    actor: string;
    reason?: string | null;
    onlyFrom?: readonly OrderState[];
    /**
     * More work in the same transaction, after the state changed (the flow that ends an order
     * gives back its coupon and tenders; a paid order earns its rewards).
     */
    within?: (txCtx: Ctx, before: OrderRow, after: OrderRow) => Promise<void>;
    /** What else the change writes on the order (the courier's note when it ships). */
    set?: Pick<Partial<typeof orderOrder.$inferInsert>, 'shipmentNote'>;
    /** Variants a return writes off (damaged, perished): their stock does not come back. */
    writeOff?: ReadonlySet<number>;
  },
): Promise<OrderRow> {
  return withTransaction(ctx, async (txCtx) => {
    const order = await lockOrder(txCtx, orderNumber);
    if (!order) throw new AppError('not_found', 'error.no_order');
    const from = order.state;
    // A caller's narrower rule (a shopper may cancel only while unpaid), checked under the lock.
    const allowedHere = !detail.onlyFrom || (isOrderState(from) && detail.onlyFrom.includes(from));
    if (!isOrderState(from) || !canTransition(from, to) || !allowedHere) {
      throw new AppError('conflict', 'error.transition_refused', { from, to });
    }
    const changes: Partial<typeof orderOrder.$inferInsert> = {
      ...detail.set,
      state: to,
      updatedAt: ctx.now,
    };
    if (to === 'delivered') changes.deliveredAt = ctx.now;
    if (to === 'canceled') {
      changes.canceledAt = ctx.now;
      changes.cancelReason = detail.reason ?? null;
    }
    if (RELEASES_STOCK.includes(to)) {
      await giveStockBack(txCtx.db, order, detail.writeOff);
      // Its hotel nights and tour seats too; their unused e-tickets stop letting anyone in.
      await releaseBookings(txCtx, order.number);
      // Its licence keys too: a key its buyer has seen is never sold again.
      await revokeLicences(txCtx, order.number);
    }
    const [updated] = await txCtx.db
      .update(orderOrder)
      .set(changes)
      .where(eq(orderOrder.id, order.id))
      .returning();
    await recordTransition(txCtx, order.id, from, to, {
      actor: detail.actor,
      reason: detail.reason,
    });
    if (!updated) throw new AppError('not_found', 'error.no_order');
    await detail.within?.(txCtx, order, updated);
    return updated;
  });
}

async function giveStockBack(
  db: Db,
  order: OrderRow,
  writeOff: ReadonlySet<number> = new Set(),
): Promise<void> {
  const released = await releaseStock(db, order.number, writeOff);
  if (released.length === 0) return;
  const lines = await linesOf(db, order.id);
  const productOf = new Map(
    lines.flatMap((l) => [
      [l.variantId, l.productId] as const,
      ...(l.package ?? []).map((c) => [c.variantId, c.productId] as const),
    ]),
  );
  const back = new Map<number, number>();
  for (const r of released) {
    const productId = productOf.get(r.variantId);
    if (productId !== undefined) back.set(productId, (back.get(productId) ?? 0) + r.quantity);
  }
  await adjustProductStock(db, back);
  await adjustIndexedStock(db, back);
}

/**
 * Unpaid orders whose payment period is over (checkout's expireOverdueOrders ends them), all
 * of them or those of `only`.
 */
export async function overdueOrders(ctx: Ctx, only?: readonly string[]): Promise<string[]> {
  const due = await ctx.db
    .select({ number: orderOrder.number })
    .from(orderOrder)
    .where(
      and(
        inArray(orderOrder.state, [...AWAITING_PAYMENT]),
        lte(orderOrder.paymentDueAt, ctx.now),
        only ? inArray(orderOrder.number, [...only]) : undefined,
      ),
    );
  return due.map((d) => d.number);
}

/**
 * The background jobs' way to move many orders: each in its own transaction, and one that
 * moved on meanwhile (a refusal) is skipped. Answers the numbers that moved.
 */
export async function moveEach(
  ctx: Ctx,
  numbers: readonly string[],
  to: OrderState,
  detail: Parameters<typeof transitionOrder>[3],
): Promise<string[]> {
  const moved: string[] = [];
  for (const number of numbers) {
    try {
      await transitionOrder(ctx, number, to, detail);
      moved.push(number);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return moved;
}
