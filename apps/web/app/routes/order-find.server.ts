import { type Ctx, cart, orders } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { formatDate } from '../lib/dates.ts';
import { deliveryStatus, timelineOf } from './order.server.ts';

/**
 * What a guest who found their order by its number and contact sees of it: how it is doing and
 * what is in it. Less than its own page (no address, payments or forms): the pair found it, not
 * the browser that placed it.
 */
export async function trackedOrder(ctx: Ctx, order: orders.OrderRow, locale: Locale) {
  const [view, history] = await Promise.all([
    cart.orderView(ctx, order),
    orders.orderHistory(ctx, order.id),
  ]);
  return {
    number: view.number,
    state: view.state,
    orderedAt: formatDate(view.completed_at ?? view.created_at, locale, { withTime: true }),
    deliveryStatus: deliveryStatus(view.state),
    shipmentNote: view.shipment_note,
    timeline: timelineOf(history, locale),
    // Products, then stays and tours (a booking is one of its kind).
    lines: [
      ...view.line_items.map((line) => ({
        key: `line-${line.id}`,
        name: line.product.name,
        quantity: line.quantity,
        total: line.total,
      })),
      ...view.bookings.map((booking) => ({
        key: `booking-${booking.id}`,
        name: booking.room ? `${booking.title} · ${booking.room}` : booking.title,
        quantity: 1,
        total: booking.total,
      })),
    ],
    total: view.total,
  };
}

export type TrackedOrder = Awaited<ReturnType<typeof trackedOrder>>;
