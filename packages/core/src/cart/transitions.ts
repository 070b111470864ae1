import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { adjustProductStock } from '../catalog/variant-offers.ts';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { releaseStock } from '../inventory/reservations.ts';
import { adjustIndexedStock } from '../search/stock.ts';
import { AppError } from '../shared/errors.ts';
import { linesOf, type OrderRow } from './cart.ts';
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
  await ctx.db.insert(orderTransition).values({
    orderId,
    fromState: from,
    toState: to,
    actor: detail.actor,
    reason: detail.reason ?? null,
    createdAt: ctx.now,
  });
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
  },
): Promise<OrderRow> {
  return withTransaction(ctx, async (txCtx) => {
    const [order] = await txCtx.db
      .select()
      .from(orderOrder)
      .where(eq(orderOrder.number, orderNumber))
      .for('update');
    if (!order) throw new AppError('not_found', 'error.no_order');
    const from = order.state;
    // A caller's narrower rule (a shopper may cancel only while unpaid), checked under the lock.
    const allowedHere = !detail.onlyFrom || (isOrderState(from) && detail.onlyFrom.includes(from));
    if (!isOrderState(from) || !canTransition(from, to) || !allowedHere) {
      throw new AppError('conflict', 'error.transition_refused', { from, to });
    }
    const changes: Partial<typeof orderOrder.$inferInsert> = { state: to, updatedAt: ctx.now };
    if (to === 'canceled') {
      changes.canceledAt = ctx.now;
      changes.cancelReason = detail.reason ?? null;
    }
    if (RELEASES_STOCK.includes(to)) await giveStockBack(txCtx.db, order);
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

async function giveStockBack(db: Db, order: OrderRow): Promise<void> {
  const released = await releaseStock(db, order.number);
  if (released.length === 0) return;
  const lines = await linesOf(db, order.id);
  const productOf = new Map(
    lines.flatMap((l) => [
      [l.variantId, l.productId] as const,
      ...(l.package ?? []).map((c) => [c.variantId, c.productId] as const),
    ]),
  );
  for (const r of released) {
    const productId = productOf.get(r.variantId);
    if (productId === undefined) continue;
    await adjustProductStock(db, productId, r.quantity);
    await adjustIndexedStock(db, productId, r.quantity);
  }
}

/**
 * Unpaid orders past their payment period expire ("payment period exceeded"), stock returns;
 * `within` does the rest of ending them in the same transaction (see checkout's endOrder).
 */
export async function expireOverdueOrders(
  ctx: Ctx,
  within?: (txCtx: Ctx, before: OrderRow, after: OrderRow) => Promise<void>,
): Promise<string[]> {
  const due = await ctx.db
    .select({ number: orderOrder.number })
    .from(orderOrder)
    .where(
      and(inArray(orderOrder.state, [...AWAITING_PAYMENT]), lte(orderOrder.paymentDueAt, ctx.now)),
    );
  const expired: string[] = [];
  for (const { number } of due) {
    try {
      await transitionOrder(ctx, number, 'expired', {
        actor: 'system',
        reason: 'payment_period_exceeded',
        within,
      });
      expired.push(number);
    } catch (error) {
      // Paid or canceled in the meantime: nothing to expire.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return expired;
}

/** A user's placed orders, newest first (`GET /orders/mine`). */
export async function listMyOrders(
  ctx: Ctx,
  userId: number,
  page: { page: number; perPage: number },
): Promise<{ orders: OrderRow[]; total: number }> {
  const where = and(eq(orderOrder.userId, userId), sql`${orderOrder.state} <> 'cart'`);
  const [orders, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(orderOrder)
      .where(where)
      .orderBy(desc(orderOrder.completedAt), desc(orderOrder.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(orderOrder).where(where),
  ]);
  return { orders, total: Number(count?.n ?? 0) };
}

/** The recorded life of an order, oldest first. */
export async function orderHistory(ctx: Ctx, orderId: number) {
  return ctx.db
    .select()
    .from(orderTransition)
    .where(eq(orderTransition.orderId, orderId))
    .orderBy(orderTransition.id);
}
