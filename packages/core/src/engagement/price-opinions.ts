import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { variantIdsOf } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { engagementPriceOpinion } from './schema.ts';

export const PRICE_OPINIONS = ['high', 'fair', 'low'] as const;
export type PriceOpinion = (typeof PRICE_OPINIONS)[number];
export const priceOpinionField = z.enum(PRICE_OPINIONS, { error: 'validation.invalid_choice' });

export interface PriceOpinions {
  high: number;
  fair: number;
  low: number;
  total: number;
  /** The viewer's own, when they gave one. */
  mine: PriceOpinion | null;
}

/** The shopper says the price is high, fair or low: one opinion each, changed by saying again. */
export async function setPriceOpinion(
  ctx: Ctx,
  userId: number,
  productId: number,
  opinion: PriceOpinion,
): Promise<void> {
  if ((await variantIdsOf(ctx, productId)).length === 0) {
    throw new AppError('not_found', 'error.not_found');
  }
  await ctx.db
    .insert(engagementPriceOpinion)
    .values({ productId, userId, opinion, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: [engagementPriceOpinion.productId, engagementPriceOpinion.userId],
      set: { opinion, updatedAt: ctx.now },
    });
}

/** How shoppers judge the product's price, and what the viewer said. */
export async function priceOpinions(
  ctx: Ctx,
  productId: number,
  viewerId: number | null,
): Promise<PriceOpinions> {
  const rows = await ctx.db
    .select({
      opinion: engagementPriceOpinion.opinion,
      n: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${engagementPriceOpinion.userId} = ${viewerId ?? -1})`,
    })
    .from(engagementPriceOpinion)
    .where(and(eq(engagementPriceOpinion.productId, productId)))
    .groupBy(engagementPriceOpinion.opinion);
  const result: PriceOpinions = { high: 0, fair: 0, low: 0, total: 0, mine: null };
  for (const row of rows) {
    const opinion = priceOpinionField.safeParse(row.opinion).data;
    if (!opinion) continue;
    result[opinion] = Number(row.n);
    result.total += Number(row.n);
    if (row.mine === true || String(row.mine) === 'true') result.mine = opinion;
  }
  return result;
}
