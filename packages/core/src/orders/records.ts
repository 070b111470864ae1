import { type AnyColumn, and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { hashToken } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { type Db, prepared, queryRows } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { orderLineItem, orderOrder, orderTransition } from './schema.ts';
import { type OrderState, PAID_STATES } from './states.ts';

export type OrderRow = typeof orderOrder.$inferSelect;
export type LineRow = typeof orderLineItem.$inferSelect;
export type TransitionRow = typeof orderTransition.$inferSelect;

/** Who is asking: a signed-in user, a guest holding an order token, or both. */
export interface Owner {
  userId: number | null;
  token: string | null;
}

/** Whether the asker may see and change this order: its user, or whoever holds its token. */
export function owns(owner: Owner, order: Pick<OrderRow, 'userId' | 'tokenHash'>): boolean {
  if (owner.userId !== null && order.userId === owner.userId) return true;
  return (
    owner.token !== null && order.userId === null && hashToken(owner.token) === order.tokenHash
  );
}

/**
 * An order by number for its owner; a stranger gets "not found", exactly as for a number that
 * does not exist, so numbers cannot be probed.
 */
export async function orderFor(ctx: Ctx, owner: Owner, number: string): Promise<OrderRow> {
  const [order] = await selectOrderByNumber(ctx.db).execute({ number });
  if (!order || !owns(owner, order)) throw new AppError('not_found', 'error.no_order');
  return order;
}

/** An order by number for the shop's own services (payments, staff tools), never a shopper's. */
export async function orderByNumber(ctx: Ctx, number: string): Promise<OrderRow | null> {
  const [order] = await selectOrderByNumber(ctx.db).execute({ number });
  return order ?? null;
}

/**
 * `orderFor` with the order's lines (in id order), in one statement: a checkout step and its
 * answer need both, and each statement is a round trip of the step.
 */
export async function orderWithLinesFor(
  ctx: Ctx,
  owner: Owner,
  number: string,
): Promise<{ order: OrderRow; lines: LineRow[] }> {
  const rows = await selectOrderWithLines(ctx.db).execute({ number });
  const order = rows[0]?.order;
  if (!order || !owns(owner, order)) throw new AppError('not_found', 'error.no_order');
  return { order, lines: rows.flatMap((r) => (r.line ? [r.line] : [])) };
}

const selectOrderWithLines = prepared('orders_order_with_lines', (db) =>
  db
    .select({ order: orderOrder, line: orderLineItem })
    .from(orderOrder)
    .leftJoin(orderLineItem, eq(orderLineItem.orderId, orderOrder.id))
    .where(eq(orderOrder.number, sql.placeholder('number')))
    .orderBy(asc(orderLineItem.id)),
);

const selectOrderByNumber = prepared('orders_order_by_number', (db) =>
  db
    .select()
    .from(orderOrder)
    .where(eq(orderOrder.number, sql.placeholder('number'))),
);

export async function linesOf(db: Db, orderId: number): Promise<LineRow[]> {
  return selectLines(db).execute({ orderId });
}

const selectLines = prepared('orders_lines_of', (db) =>
  db
    .select()
    .from(orderLineItem)
    .where(eq(orderLineItem.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderLineItem.id)),
);

/** One of an order's first items, for a list of orders, and how many items it has in all. */
export interface FirstLine {
  orderId: number;
  variantId: number;
  name: string;
  /** The order's different items (variants), these and the rest. */
  products: number;
}

/**
 * The first `perOrder` items (variants) of each order, in the order they were added, in one
 * query. An item on two lines (once as a gift, say) is one item: named once, counted once.
 */
export async function firstLinesOf(
  db: Db,
  orderIds: number[],
  perOrder: number,
): Promise<FirstLine[]> {
  if (orderIds.length === 0) return [];
  const rows = await queryRows<{
    order_id: number;
    variant_id: number;
    name: string;
    products: number | string;
  }>(
    db,
    sql`select order_id, variant_id, name, products from (
      select order_id, variant_id, name,
        row_number() over (partition by order_id order by first_id) as position,
        count(*) over (partition by order_id) as products
      from (
        select distinct on (order_id, variant_id) order_id, variant_id, name, id as first_id
        from order_line_item
        where order_id in (${sql.join(orderIds, sql`, `)})
        order by order_id, variant_id, id
      ) each_product
    ) first
    where position <= ${perOrder}
    order by order_id, position`,
  );
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    variantId: Number(r.variant_id),
    name: r.name,
    products: Number(r.products),
  }));
}

/** How a shopper's order list can be sorted: by order date, newest or oldest first. */
export const MY_ORDER_SORTS = ['date_desc', 'date_asc'] as const;
export type MyOrderSort = (typeof MY_ORDER_SORTS)[number];

/**
 * A user's placed orders by order date, newest first unless asked otherwise (`GET
 * /orders/mine`). The order date is when it was placed, or when it was started for one not
 * placed yet: the date the order list shows.
 */
export async function listMyOrders(
  ctx: Ctx,
  userId: number,
  page: { page: number; perPage: number },
  sort: MyOrderSort = 'date_desc',
): Promise<{ orders: OrderRow[]; total: number }> {
  const where = and(eq(orderOrder.userId, userId), sql`${orderOrder.state} <> 'cart'`);
  const orderedAt = sql`coalesce(${orderOrder.completedAt}, ${orderOrder.createdAt})`;
  const direction = sort === 'date_asc' ? asc : desc;
  const [orders, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(orderOrder)
      .where(where)
      .orderBy(direction(orderedAt), direction(orderOrder.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(orderOrder).where(where),
  ]);
  return { orders, total: Number(count?.n ?? 0) };
}

/**
 * A shopper's paid orders (not undone) of at least `minTotal`, placed since `since`: what earns
 * promotions' rewards, such as a roulette chance.
 */
export async function paidOrdersOf(
  ctx: Ctx,
  userId: number,
  terms: { minTotal: number; since: Date },
): Promise<{ id: number; number: string; total: number }[]> {
  return ctx.db
    .select({ id: orderOrder.id, number: orderOrder.number, total: orderOrder.total })
    .from(orderOrder)
    .where(
      and(
        eq(orderOrder.userId, userId),
        inArray(orderOrder.state, [...PAID_STATES]),
        gte(orderOrder.total, terms.minTotal),
        gte(orderOrder.completedAt, terms.since),
      ),
    )
    .orderBy(asc(orderOrder.id))
    .limit(PAID_ORDERS_LISTED);
}
const PAID_ORDERS_LISTED = 1000;

/**
 * Whether the order of an id (a column of the caller's query) is paid and not undone: what an
 * order earned is kept only while this holds (a canceled or returned order's unspent roulette
 * chance is gone with its money).
 */
export function stillPaidSql(orderId: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${orderOrder} where ${orderOrder.id} = ${orderId}
    and ${orderOrder.state} in (${sql.join(
      PAID_STATES.map((state) => sql`${state}`),
      sql`, `,
    )}))`;
}

/** The recorded life of an order, oldest first. */
export async function orderHistory(ctx: Ctx, orderId: number): Promise<TransitionRow[]> {
  return ctx.db
    .select()
    .from(orderTransition)
    .where(eq(orderTransition.orderId, orderId))
    .orderBy(orderTransition.id);
}

/** States of an order whose goods the buyer paid for and has not returned. */
const BOUGHT: OrderState[] = [
  'paid',
  'confirmed',
  'ready_to_deliver',
  'shipped',
  'delivered',
  'completed',
];

/** Whether the shopper bought any of these variants: a review's "verified purchase". */
export async function boughtAny(ctx: Ctx, userId: number, variantIds: number[]): Promise<boolean> {
  if (variantIds.length === 0) return false;
  const [row] = await ctx.db
    .select({ id: orderLineItem.id })
    .from(orderLineItem)
    .innerJoin(orderOrder, eq(orderOrder.id, orderLineItem.orderId))
    .where(
      and(
        eq(orderOrder.userId, userId),
        inArray(orderOrder.state, BOUGHT),
        inArray(orderLineItem.variantId, variantIds),
      ),
    )
    .limit(1);
  return row !== undefined;
}
