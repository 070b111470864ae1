import { and, eq, lte } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { deliverLater, deliverQueued, type MessageGateway } from '../notify/index.ts';
import { AppError } from '../shared/index.ts';
import { type OrderNews, queueBuyerNews } from './notifications.ts';
import { type OrderRow, orderByNumber } from './records.ts';
import { orderOrder } from './schema.ts';
import type { OrderState } from './states.ts';
import { moveEach, transitionOrder } from './transitions.ts';

/**
 * Staff's steps after payment (spec §4 labels): confirm or decline, ready to deliver, ship
 * (delivery) with the courier's note, deliver (for pickup: handed over), complete.
 */
export const FULFILMENT_STEPS = [
  'confirm',
  'decline',
  'ready',
  'ship',
  'deliver',
  'complete',
] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

const isPickup = (order: Pick<OrderRow, 'shippingMethod'>) => order.shippingMethod === 'pickup';

/** Where each step leads and from where, for a delivery or a pickup order. */
function stepRule(
  step: FulfilmentStep,
  pickup: boolean,
): { to: OrderState; from: readonly OrderState[] } {
  switch (step) {
    case 'confirm':
      return { to: 'confirmed', from: ['paid'] };
    case 'decline':
      return { to: 'not_confirmed', from: ['paid'] };
    case 'ready':
      return { to: 'ready_to_deliver', from: ['confirmed'] };
    case 'ship':
      // A pickup order is handed over at the store, never shipped.
      return { to: 'shipped', from: pickup ? [] : ['ready_to_deliver'] };
    case 'deliver':
      return { to: 'delivered', from: pickup ? ['ready_to_deliver'] : ['shipped'] };
    case 'complete':
      return { to: 'completed', from: ['delivered'] };
  }
}

/** The fulfilment steps that can move the order on from its state now (what staff are offered). */
export function fulfilmentSteps(
  order: Pick<OrderRow, 'state' | 'shippingMethod'>,
): FulfilmentStep[] {
  return FULFILMENT_STEPS.filter((step) =>
    stepRule(step, isPickup(order)).from.includes(order.state as OrderState),
  );
}

/** The message a step sends the buyer, if any. */
function newsOf(order: OrderRow): OrderNews | null {
  if (order.state === 'shipped') return 'order_shipped';
  if (order.state === 'delivered' && !isPickup(order)) return 'order_delivered';
  if (order.state === 'ready_to_deliver' && isPickup(order)) return 'order_ready_pickup';
  return null;
}

/**
 * Moves an order one fulfilment step on, recording the staff member and the reason (a decline
 * needs one; shipping needs the courier's note), and tells the buyer when it ships, is
 * delivered or is ready for pickup.
 */
export async function fulfil(
  ctx: Ctx,
  gateway: MessageGateway,
  orderNumber: string,
  step: FulfilmentStep,
  by: { actor: string; note?: string | null; reason?: string | null },
): Promise<OrderRow> {
  const order = await orderByNumber(ctx, orderNumber);
  if (!order) throw new AppError('not_found', 'error.no_order');
  const note = by.note?.trim() || null;
  if (step === 'ship' && !note) {
    throw new AppError(
      'invalid_input',
      'error.invalid_input',
      {},
      {
        note: ['validation.blank'],
      },
    );
  }
  const rule = stepRule(step, isPickup(order));
  // The buyer's message is written with the change (both or neither) and sent after the commit:
  // a gateway that is down never undoes a shipment (the outbox keeps the message as failed).
  let queued: number[] = [];
  const after = await transitionOrder(ctx, order.number, rule.to, {
    actor: by.actor,
    reason: by.reason ?? (step === 'ship' ? note : null),
    onlyFrom: rule.from,
    set: step === 'ship' ? { shipmentNote: note } : undefined,
    within: async (txCtx, _before, moved) => {
      const news = newsOf(moved);
      if (news) queued = await queueBuyerNews(txCtx, moved, news);
    },
  });
  if (queued.length > 0) {
    deliverLater(`order ${after.state} message`, () => deliverQueued(ctx, gateway, queued));
  }
  return after;
}

/**
 * Delivered orders complete by themselves `afterDays` after delivery (no complaint came):
 * the background job calls this. An order returned meanwhile is left alone.
 */
export async function completeDeliveredOrders(ctx: Ctx, afterDays: number): Promise<string[]> {
  const before = new Date(ctx.now.getTime() - afterDays * 24 * 60 * 60 * 1000);
  const due = await ctx.db
    .select({ number: orderOrder.number })
    .from(orderOrder)
    .where(and(eq(orderOrder.state, 'delivered'), lte(orderOrder.deliveredAt, before)))
    .limit(100);
  return moveEach(
    ctx,
    due.map((d) => d.number),
    'completed',
    { actor: 'system', reason: 'completed_after_delivery', onlyFrom: ['delivered'] },
  );
}
