import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { variantOffers } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { variantTotals } from '../inventory/index.ts';
import { batchedRound, type JobHandler } from '../jobs/index.ts';
import { queuePush } from '../push/index.ts';
import { engagementWish, engagementWishlist } from './schema.ts';

/** The job that looks at wished products' prices and stock, a batch of wishes at a time. */
export const WISH_ALERTS_JOB = 'engagement.wish_alerts';
/** How often the wishes are looked at: a price drop is news for a day, not for a minute. */
export const WISH_ALERTS_EVERY_MS = 10 * 60_000;
const BATCH = 500;

const round = batchedRound(WISH_ALERTS_JOB, WISH_ALERTS_EVERY_MS, 'wish-alerts');

/**
 * Queues the next look at the wishes (one per 10-minute slot, whichever server asks first):
 * called by every server's background round.
 */
export const queueWishAlerts = (ctx: Ctx): Promise<void> => round.queue(ctx);

/**
 * What a wish's shopper should hear, from what they last knew and what is true now: that it is
 * back (it could not be bought, now it can), or cheaper than they last knew. The first look only
 * notes what is true (they wished it at that price).
 */
export function wishNews(
  told: { price: number | null; inStock: boolean | null },
  now: { price: number; inStock: boolean },
): 'wish_price_drop' | 'wish_back_in_stock' | null {
  if (told.price === null || told.inStock === null) return null;
  if (now.inStock && !told.inStock) return 'wish_back_in_stock';
  if (now.inStock && now.price < told.price) return 'wish_price_drop';
  return null;
}

/**
 * One batch of the signed-in shoppers' wishes after `after` (by id): each whose product came
 * back or got cheaper is pushed to the shopper's devices, and what they now know is noted;
 * a full batch queues the next.
 */
async function lookAtWishes(ctx: Ctx, payload: Record<string, unknown>): Promise<void> {
  const after = Number(payload.after);
  const wishes = await ctx.db
    .select({
      id: engagementWish.id,
      variantId: engagementWish.variantId,
      userId: engagementWishlist.userId,
      toldPrice: engagementWish.toldPrice,
      toldInStock: engagementWish.toldInStock,
    })
    .from(engagementWish)
    .innerJoin(engagementWishlist, eq(engagementWishlist.id, engagementWish.wishlistId))
    .where(and(gt(engagementWish.id, after), isNotNull(engagementWishlist.userId)))
    .orderBy(asc(engagementWish.id))
    .limit(BATCH);
  const variantIds = [...new Set(wishes.map((w) => w.variantId))];
  const [offers, totals] = await Promise.all([
    variantOffers(ctx, variantIds),
    variantTotals(ctx.db, variantIds),
  ]);
  await withTransaction(ctx, async (tx) => {
    for (const wish of wishes) {
      const offer = offers.get(wish.variantId);
      if (!offer || wish.userId === null) continue;
      const now = {
        price: offer.price,
        inStock: offer.onSale && (totals.get(offer.variantId) ?? 0) > 0,
      };
      if (wish.toldPrice === now.price && wish.toldInStock === now.inStock) continue;
      const kind = wishNews({ price: wish.toldPrice, inStock: wish.toldInStock }, now);
      if (kind) {
        await queuePush(tx, wish.userId, {
          kind,
          vars: { price: now.price },
          translatedVars: {
            name: {
              text: offer.names.source,
              translations: offer.names.translations,
              field: 'name',
            },
          },
          path: `/products/${offer.slug}`,
          tag: `${kind}:${wish.variantId}:${now.price}`,
        });
      }
      await tx.db
        .update(engagementWish)
        .set({ toldPrice: now.price, toldInStock: now.inStock })
        .where(eq(engagementWish.id, wish.id));
    }
  });
  const last = wishes.at(-1);
  if (wishes.length === BATCH && last) await round.next(ctx, payload, last.id);
}

export function wishAlertJobs(): Record<string, JobHandler> {
  return { [WISH_ALERTS_JOB]: (ctx, payload) => lookAtWishes(ctx, payload) };
}
