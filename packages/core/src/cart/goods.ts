import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { isTrue, queryRows } from '../db/index.ts';
import { sellsKeysSql } from '../licences/index.ts';
import { type OrderRow, orderLineItem } from '../orders/index.ts';

/** SQL: whether the order (its id) holds a product to deliver or pick up: not a licence key. */
export const anyGoodsSql = (orderId: SQL) =>
  sql`exists (select 1 from ${orderLineItem} goods where goods.order_id = ${orderId}
    and not ${sellsKeysSql(sql`goods.product_id`)})`;

/**
 * Whether the order holds anything to deliver or pick up: products do, but not hotel stays,
 * tours or licence keys (they come by e-mail and on the order's page).
 */
export async function needsDelivery(ctx: Ctx, order: Pick<OrderRow, 'id'>): Promise<boolean> {
  const [row] = await queryRows<{ goods: unknown }>(
    ctx.db,
    sql`select ${anyGoodsSql(sql`${order.id}`)} as goods`,
  );
  return isTrue(row?.goods);
}

/** A cart's way of delivery, cleared: for stays, tours and licence keys alone. */
export const NOTHING_TO_DELIVER = {
  shippingMethod: null,
  shipAddress: null,
  pickupLocationId: null,
  deliveryOption: null,
  deliveryHours: null,
  shipTotal: 0,
} as const;
