import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { engagementWishlist } from './schema.ts';
import { addWish, ownLists, wishesOf } from './wishlists.ts';

/**
 * After sign-in: a guest's hearts join the account, like the cart. A shopper without lists
 * takes the guest's lists as they are; otherwise the guest's wishes go to the top of the
 * default list (what is wished already stays put) and the guest's lists go.
 */
export async function mergeGuestWishes(
  ctx: Ctx,
  guestToken: string,
  userId: number,
): Promise<void> {
  const guest = { userId: null, token: guestToken };
  const account = { userId, token: null };
  const guestLists = await ownLists(ctx, guest);
  if (guestLists.length === 0) return;
  if ((await ownLists(ctx, account)).length === 0) {
    await ctx.db
      .update(engagementWishlist)
      .set({ userId, guestTokenHash: null, updatedAt: ctx.now })
      .where(
        and(
          isNull(engagementWishlist.userId),
          eq(engagementWishlist.guestTokenHash, hashToken(guestToken)),
        ),
      );
    return;
  }
  const wishes = await wishesOf(
    ctx.db,
    guestLists.map((l) => l.id),
  );
  await withTransaction(ctx, async (tx) => {
    // Oldest first, so the guest's newest heart ends on top.
    for (const wish of [...wishes].reverse()) {
      try {
        await addWish(tx, account, wish.variantId);
      } catch (error) {
        // A full list or a product gone keeps the rest of the hearts, not the sign-in back.
        if (!(error instanceof AppError) || error.type === 'unavailable') throw error;
      }
    }
    for (const list of guestLists) {
      await tx.db.delete(engagementWishlist).where(eq(engagementWishlist.id, list.id));
    }
  });
}
