import { eq } from 'drizzle-orm';
import { variantOffers } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { hasErrorCode } from '../db/index.ts';
import { linesOf, type OrderRow, orderOrder } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import * as travel from '../travel/index.ts';
import { addItem, changeCart, currentCart, refreshTotals } from './cart.ts';
import { keptLineOptions } from './line-options.ts';

/**
 * After sign-in: the guest's cart joins the user's (quantities add up, within stock and the
 * line limit), or becomes the user's when they had none (spec §4: login refreshes the order).
 */
export async function mergeGuestCart(
  ctx: Ctx,
  guestToken: string,
  userId: number,
): Promise<OrderRow | null> {
  const guest = await currentCart(ctx, { userId: null, token: guestToken });
  if (!guest) return currentCart(ctx, { userId, token: null });
  let mine = await currentCart(ctx, { userId, token: null });
  if (!mine) {
    try {
      const [adopted] = await ctx.db
        .update(orderOrder)
        .set({ userId, updatedAt: ctx.now })
        .where(eq(orderOrder.id, guest.id))
        .returning();
      return adopted ?? guest;
    } catch (error) {
      // The shopper's other tab started a cart meanwhile (one cart a shopper): merge into it.
      if (!hasErrorCode(error, '23505')) throw error;
      mine = await currentCart(ctx, { userId, token: null });
      if (!mine) throw error;
    }
  }
  // The guest's cart is taken (its bookings moved, the cart gone) under its lock and only while it
  // is a cart: one placed meanwhile in another tab stays the order it is, and nothing of it joins.
  const into = mine;
  const lines = await changeCart(ctx, guest, async (txCtx) => {
    const taken = await linesOf(txCtx.db, guest.id);
    await travel.moveCartBookings(txCtx, guest.number, into.number);
    await txCtx.db.delete(orderOrder).where(eq(orderOrder.id, guest.id));
    return taken;
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.messageKey === 'error.order_placed') return [];
    throw error;
  });
  const offers = await variantOffers(
    ctx,
    lines.map((l) => l.variantId),
  );
  for (const line of lines) {
    try {
      await addItem(
        ctx,
        { userId, token: null },
        {
          orderNumber: into.number,
          variantId: line.variantId,
          quantity: line.quantity,
          // Only options still valid: one stored before they were checked would refuse the line.
          options: keptLineOptions(offers.get(line.variantId), line.options),
          gift: line.gift,
          package: line.package ?? undefined,
          // The guest's line passed the age gate when it was added.
          ageConfirmed: true,
        },
      );
    } catch (error) {
      // What no longer fits (sold out meanwhile) is left out rather than failing the sign-in.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return refreshTotals(ctx, into.id);
}
