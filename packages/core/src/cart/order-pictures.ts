import { variantOffers } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { firstLinesOf } from '../orders/index.ts';

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
  const lines = await firstLinesOf(ctx.db, orderIds, PICTURES_PER_ORDER);
  const offers = await variantOffers(ctx, [...new Set(lines.map((l) => l.variantId))]);
  const pictures = new Map<number, OrderPictures>();
  for (const line of lines) {
    const offer = offers.get(line.variantId);
    const entry = pictures.get(line.orderId) ?? {
      items: [],
      more: Math.max(0, line.products - PICTURES_PER_ORDER),
    };
    // A product gone from the catalogue keeps the name it was ordered under, without a picture.
    entry.items.push({ name: offer?.name ?? line.name, image: offer?.image ?? null });
    pictures.set(line.orderId, entry);
  }
  return pictures;
}
