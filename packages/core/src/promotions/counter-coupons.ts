import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { type CouponRefusal, type CouponRow, couponByCode, usesBy } from './coupons.ts';
import { promoCoupon, promoCouponUse } from './schema.ts';

/**
 * Coupons at a store's counter (the back office's scanner, spec §7 `coupons/{id}/use`). A use at
 * the counter is one of the coupon's counted uses: of its usage limit, and of its owner's
 * per-shopper limit when it is someone's own. A coupon without a usage limit (a code printed for
 * everyone) has no uses to count, so the counter cannot take one and says so.
 */
export type CounterCheck = { ok: true } | { ok: false; refusal: CouponRefusal };

const refuse = (key: string, vars: Record<string, string | number> = {}): CounterCheck => ({
  ok: false,
  refusal: { key, vars },
});

/**
 * A coupon by the code on it (what a scanned QR code holds), or else by its id. The code comes
 * first: a promo code is four digits (spec §5), which could also be another coupon's id.
 */
export async function counterCoupon(ctx: Ctx, codeOrId: string): Promise<CouponRow | null> {
  const byCode = await couponByCode(ctx, codeOrId);
  if (byCode || !/^\d{1,9}$/.test(codeOrId)) return byCode;
  const [row] = await ctx.db
    .select()
    .from(promoCoupon)
    .where(eq(promoCoupon.id, Number(codeOrId)));
  return row ?? null;
}

/** Whether the counter may take a use of this coupon now. */
export async function counterCheck(ctx: Ctx, coupon: CouponRow): Promise<CounterCheck> {
  if (!coupon.active) return refuse('error.no_coupon');
  if (coupon.usageLimit === null) return refuse('error.coupon_not_for_counter');
  if (coupon.startsAt > ctx.now) {
    return refuse('error.coupon_not_started', { date: coupon.startsAt.toISOString().slice(0, 10) });
  }
  if (coupon.endsAt && coupon.endsAt <= ctx.now) return refuse('error.coupon_expired');
  if (coupon.usedCount >= coupon.usageLimit) return refuse('error.coupon_used_up');
  if (coupon.userId !== null && coupon.perUserLimit !== null) {
    const used = await usesBy(ctx.db, coupon.id, coupon.userId, null);
    if (used >= coupon.perUserLimit) return refuse('error.coupon_used_up');
  }
  return { ok: true };
}

/**
 * Takes one use of the coupon at the counter, inside the caller's transaction (`ctx`) with the
 * coupon's row locked: two scanners racing for its last use get one use between them.
 * `reference` names the scan (unique per coupon).
 */
export async function takeCouponAtCounter(
  ctx: Ctx,
  couponId: number,
  reference: string,
): Promise<CounterCheck> {
  const [coupon] = await ctx.db
    .select()
    .from(promoCoupon)
    .where(eq(promoCoupon.id, couponId))
    .for('update');
  if (!coupon) return refuse('error.no_coupon');
  const check = await counterCheck(ctx, coupon);
  if (!check.ok) return check;
  await ctx.db.insert(promoCouponUse).values({
    couponId,
    orderNumber: reference,
    userId: coupon.userId,
    amount: 0,
    createdAt: ctx.now,
  });
  await ctx.db
    .update(promoCoupon)
    .set({ usedCount: sql`${promoCoupon.usedCount} + 1` })
    .where(eq(promoCoupon.id, couponId));
  return { ok: true };
}
