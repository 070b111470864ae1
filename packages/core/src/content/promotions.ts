import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { z } from 'zod';
import { isWebsiteAdmin, roleOf } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { AppError, parseInput, type Translations, translated } from '../shared/index.ts';
import { contentPromotion } from './schema.ts';

export const PROMOTION_PRODUCTS_MAX = 24;

/** A promotion as shoppers read it. */
export interface PromotionView {
  slug: string;
  title: string;
  summary: string;
  body: string;
  picture: string | null;
  starts_at: string;
  ends_at: string;
  /** 'running', 'upcoming' (its page only) or 'ended' (its page says so). */
  state: 'running' | 'upcoming' | 'ended';
  coupon_code: string | null;
  taxon: string | null;
  product_ids: number[];
}

type PromotionRow = typeof contentPromotion.$inferSelect;

function view(ctx: Ctx, row: PromotionRow): PromotionView {
  const state = row.endsAt <= ctx.now ? 'ended' : row.startsAt > ctx.now ? 'upcoming' : 'running';
  return {
    slug: row.slug,
    title: translated(row.title, row.translations, ctx.locale, 'title'),
    summary: translated(row.summary, row.translations, ctx.locale, 'summary'),
    body: translated(row.body, row.translations, ctx.locale, 'body'),
    picture: row.picture,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state,
    coupon_code: row.couponCode,
    taxon: row.taxon,
    product_ids: row.productIds,
  };
}

/** The promotions running now, the soonest to end first. */
export async function runningPromotions(ctx: Ctx): Promise<PromotionView[]> {
  const rows = await ctx.db
    .select()
    .from(contentPromotion)
    .where(and(lte(contentPromotion.startsAt, ctx.now), gt(contentPromotion.endsAt, ctx.now)))
    .orderBy(asc(contentPromotion.endsAt), desc(contentPromotion.id));
  return rows.map((row) => view(ctx, row));
}

/**
 * One promotion by its slug, whenever it runs: an ended one still opens (a shared link says it
 * has ended instead of failing); an unknown one is a 404.
 */
export async function promotionBySlug(ctx: Ctx, slug: string): Promise<PromotionView> {
  const [row] = await ctx.db.select().from(contentPromotion).where(eq(contentPromotion.slug, slug));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return view(ctx, row);
}

export const promotionInput = z
  .object({
    slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, 'validation.slug'),
    title: z.string().trim().min(1, 'validation.blank').max(200, 'validation.too_long'),
    summary: z.string().trim().max(500, 'validation.too_long').default(''),
    body: z.string().trim().max(5000, 'validation.too_long').default(''),
    translations: z
      .partialRecord(
        z.enum(['en', 'ru', 'cn', 'it'], 'validation.invalid_choice'),
        z.object({
          title: z.string().trim().max(200, 'validation.too_long').optional(),
          summary: z.string().trim().max(500, 'validation.too_long').optional(),
          body: z.string().trim().max(5000, 'validation.too_long').optional(),
        }),
      )
      .default({}),
    picture: z
      .string()
      .regex(/^\/media\/[\w/.~-]{1,400}$/, 'validation.invalid_field')
      .nullable()
      .default(null),
    starts_at: z.iso.datetime({ offset: true, error: 'validation.invalid_field' }),
    ends_at: z.iso.datetime({ offset: true, error: 'validation.invalid_field' }),
    coupon_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{2,40}$/, 'validation.promo_code')
      .nullable()
      .default(null),
    taxon: z
      .string()
      .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'validation.invalid_field')
      .max(200)
      .nullable()
      .default(null),
    product_ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(PROMOTION_PRODUCTS_MAX, 'validation.too_long')
      .default([]),
  })
  .strict()
  .refine((p) => new Date(p.ends_at) > new Date(p.starts_at), {
    error: 'validation.invalid_field',
    path: ['ends_at'],
  });

/** The website admin writes a promotion, or replaces the one with its slug. */
export async function savePromotion(
  ctx: Ctx,
  adminId: number,
  input: z.input<typeof promotionInput>,
): Promise<{ slug: string }> {
  const promotion = parseInput(promotionInput, input);
  if (!isWebsiteAdmin(await roleOf(ctx, adminId))) {
    throw new AppError('forbidden', 'error.forbidden');
  }
  const values = {
    title: promotion.title,
    summary: promotion.summary,
    body: promotion.body,
    translations: promotion.translations as Translations,
    picture: promotion.picture,
    startsAt: new Date(promotion.starts_at),
    endsAt: new Date(promotion.ends_at),
    couponCode: promotion.coupon_code?.toUpperCase() ?? null,
    taxon: promotion.taxon,
    productIds: promotion.product_ids,
  };
  await ctx.db
    .insert(contentPromotion)
    .values({ slug: promotion.slug, ...values })
    .onConflictDoUpdate({ target: contentPromotion.slug, set: values });
  return { slug: promotion.slug };
}
