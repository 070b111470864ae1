import { sql } from 'drizzle-orm';
import { variantOffers } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/index.ts';

/** How many of an order's products a list of orders shows as pictures. */
export const PICTURES_PER_ORDER = 4;

/** An order's first products as a list of orders shows them, and how many more it holds. */
export interface OrderPictures {
  items: { name: string; image: string | null }[];
  more: number;
}

/**
 * The first products of each order (in the order they were added), with today's name in the
 * asker's language and picture, for a list of orders: shoppers know an order by what was in it
 * better than by its number. An order of stays or tours only has none.
 */
export async function orderPictures(
  ctx: Ctx,
  orderIds: number[],
): Promise<Map<number, OrderPictures>> {
  const pictures = new Map<number, OrderPictures>();
  if (orderIds.length === 0) return pictures;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`
    select order_id, variant_id, name, lines from (
      select order_id, variant_id, name,
        row_number() over (partition by order_id order by id) as position,
        count(*) over (partition by order_id) as lines
      from order_line_item
      where order_id in (${sql.join(orderIds, sql`, `)})
    ) first
    where position <= ${PICTURES_PER_ORDER}
    order by order_id, position`,
  );
  const offers = await variantOffers(ctx, [...new Set(rows.map((r) => Number(r.variant_id)))]);
  for (const row of rows) {
    const orderId = Number(row.order_id);
    const offer = offers.get(Number(row.variant_id));
    const entry = pictures.get(orderId) ?? {
      items: [],
      more: Math.max(0, Number(row.lines) - PICTURES_PER_ORDER),
    };
    // A product gone from the catalogue keeps the name it was ordered under, without a picture.
    entry.items.push({ name: offer?.name ?? row.name, image: offer?.image ?? null });
    pictures.set(orderId, entry);
  }
  return pictures;
}

type Row = { order_id: number; variant_id: number; name: string; lines: number | string };
