import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { productCategoryIds } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/index.ts';
import { translated } from '../shared/index.ts';
import { couponDiscount, normalizeCode } from './rules.ts';
import { promoCoupon, promoCouponUse } from './schema.ts';

export type CouponRow = typeof promoCoupon.$inferSelect;

/** A cart line as a coupon sees it: the product (for its categories) and the line's total. */
export interface CouponLine {
  productId: number;
  total: number;
}

/** Why a coupon does not apply: a catalog key and its variables (spec §8 "no coupon found"...). */
export interface CouponRefusal {
  key: string;
  vars: Record<string, string | number>;
}

export type CouponCheck =
  | { ok: true; coupon: CouponRow; discount: number; eligible: number }
  | { ok: false; refusal: CouponRefusal };

const refuse = (key: string, vars: Record<string, string | number> = {}): CouponCheck => ({
  ok: false,
  refusal: { key, vars },
});

/** A coupon by the code a shopper typed (any case, spaces ignored). */
export async function couponByCode(ctx: Ctx, code: string): Promise<CouponRow | null> {
  const [row] = await ctx.db
    .select()
    .from(promoCoupon)
    .where(eq(promoCoupon.code, normalizeCode(code)));
  return row ?? null;
}

/** A shopper's uses of a coupon not given back (all but `exceptOrder`'s, when named). */
export async function usesBy(db: Db, couponId: number, userId: number, exceptOrder: string | null) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoCouponUse)
    .where(
      and(
        eq(promoCouponUse.couponId, couponId),
        eq(promoCouponUse.userId, userId),
        isNull(promoCouponUse.releasedAt),
        exceptOrder ? sql`${promoCouponUse.orderNumber} <> ${exceptOrder}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Whether a coupon applies to these lines for this shopper now, and its discount: active and
 * theirs, inside its dates, under its usage limits, covering some lines (its categories) that
 * come to at least its minimum.
 */
export async function evaluateCoupon(
  ctx: Ctx,
  coupon: CouponRow | null,
  asker: { userId: number | null; orderNumber: string | null; lines: CouponLine[] },
): Promise<CouponCheck> {
  if (!coupon?.active) return refuse('error.no_coupon');
  if (coupon.userId !== null && coupon.userId !== asker.userId) return refuse('error.no_coupon');
  if (coupon.startsAt > ctx.now) {
    return refuse('error.coupon_not_started', { date: coupon.startsAt.toISOString().slice(0, 10) });
  }
  if (coupon.endsAt && coupon.endsAt <= ctx.now) return refuse('error.coupon_expired');
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return refuse('error.coupon_used_up');
  }
  if (coupon.perUserLimit !== null) {
    // Per shopper means per account: a guest could start a new cart for every use.
    if (asker.userId === null) return refuse('error.coupon_login_required');
    const used = await usesBy(ctx.db, coupon.id, asker.userId, asker.orderNumber);
    if (used >= coupon.perUserLimit) return refuse('error.coupon_already_used');
  }
  let eligible = asker.lines.reduce((sum, l) => sum + l.total, 0);
  if (coupon.taxonIds.length > 0) {
    const categories = await productCategoryIds(ctx, [
      ...new Set(asker.lines.map((l) => l.productId)),
    ]);
    eligible = asker.lines
      .filter((l) => categories.get(l.productId)?.some((id) => coupon.taxonIds.includes(id)))
      .reduce((sum, l) => sum + l.total, 0);
    if (eligible === 0) return refuse('error.coupon_not_eligible');
  }
  if (eligible < coupon.minOrder) return refuse('error.coupon_min_order', { min: coupon.minOrder });
  const discount = couponDiscount(
    {
      kind: coupon.kind as 'percent' | 'fixed',
      value: coupon.value,
      minOrder: coupon.minOrder,
      maxDiscount: coupon.maxDiscount,
    },
    eligible,
  );
  return { ok: true, coupon, discount, eligible };
}

/**
 * Takes one use of the coupon for a placed order, inside the caller's transaction (`ctx`) with the
 * coupon's row locked, so parallel orders cannot use a coupon past its limits. Placing the
 * same order again finds its use already taken.
 */
export async function redeemCoupon(
  ctx: Ctx,
  use: { code: string; orderNumber: string; userId: number | null; lines: CouponLine[] },
): Promise<CouponCheck> {
  const [coupon] = await ctx.db
    .select()
    .from(promoCoupon)
    .where(eq(promoCoupon.code, normalizeCode(use.code)))
    .for('update');
  const [taken] = coupon
    ? await ctx.db
        .select()
        .from(promoCouponUse)
        .where(
          and(
            eq(promoCouponUse.couponId, coupon.id),
            eq(promoCouponUse.orderNumber, use.orderNumber),
            isNull(promoCouponUse.releasedAt),
          ),
        )
    : [];
  if (coupon && taken) return { ok: true, coupon, discount: taken.amount, eligible: 0 };
  const check = await evaluateCoupon(ctx, coupon ?? null, use);
  if (!check.ok) return check;
  await ctx.db.insert(promoCouponUse).values({
    couponId: check.coupon.id,
    orderNumber: use.orderNumber,
    userId: use.userId,
    amount: check.discount,
    createdAt: ctx.now,
  });
  await ctx.db
    .update(promoCoupon)
    .set({ usedCount: sql`${promoCoupon.usedCount} + 1` })
    .where(eq(promoCoupon.id, check.coupon.id));
  return check;
}

/** Gives an ended order's coupon use back (once), so the shopper may use it again. */
export async function releaseCoupon(ctx: Ctx, orderNumber: string): Promise<void> {
  const uses = await ctx.db
    .update(promoCouponUse)
    .set({ releasedAt: ctx.now })
    .where(and(eq(promoCouponUse.orderNumber, orderNumber), isNull(promoCouponUse.releasedAt)))
    .returning();
  for (const use of uses) {
    await ctx.db
      .update(promoCoupon)
      .set({ usedCount: sql`greatest(${promoCoupon.usedCount} - 1, 0)` })
      .where(eq(promoCoupon.id, use.couponId));
  }
}

/** A coupon as a shopper sees it (spec §7 `GET /coupons`), in their language. */
export interface CouponView {
  id: number;
  code: string;
  name: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_order: number;
  max_discount: number | null;
  starts_at: string;
  ends_at: string | null;
  /** Only for this shopper (a personal coupon). */
  personal: boolean;
  /** How many more times this shopper may use it (null: no per-shopper limit). */
  uses_left: number | null;
  /** Categories it covers (empty: everything). */
  taxon_ids: number[];
  /** A store's counter can use it too (it has counted uses): its page shows it as a QR code. */
  at_counter: boolean;
}

async function toView(ctx: Ctx, c: CouponRow, userId: number): Promise<CouponView> {
  const used = c.perUserLimit === null ? 0 : await usesBy(ctx.db, c.id, userId, null);
  return {
    id: c.id,
    code: c.code,
    name: translated(c.name, c.translations, ctx.locale),
    description: translated(c.description, c.translations, ctx.locale, 'description'),
    kind: c.kind as 'percent' | 'fixed',
    value: c.value,
    min_order: c.minOrder,
    max_discount: c.maxDiscount,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt?.toISOString() ?? null,
    personal: c.userId !== null,
    uses_left: c.perUserLimit === null ? null : Math.max(0, c.perUserLimit - used),
    taxon_ids: c.taxonIds,
    at_counter: c.usageLimit !== null,
  };
}

const running = (ctx: Ctx) =>
  and(
    eq(promoCoupon.active, true),
    or(isNull(promoCoupon.endsAt), gt(promoCoupon.endsAt, ctx.now)),
    or(isNull(promoCoupon.usageLimit), sql`${promoCoupon.usedCount} < ${promoCoupon.usageLimit}`),
  );

/** The coupons a signed-in shopper can use: the shop's running ones and their own, soonest ending first. */
export async function shopperCoupons(ctx: Ctx, userId: number): Promise<CouponView[]> {
  const rows = await ctx.db
    .select()
    .from(promoCoupon)
    .where(and(running(ctx), or(isNull(promoCoupon.userId), eq(promoCoupon.userId, userId))))
    .orderBy(sql`${promoCoupon.endsAt} asc nulls last`, asc(promoCoupon.id));
  return Promise.all(rows.map((c) => toView(ctx, c, userId)));
}

/** One coupon for a signed-in shopper (`GET /coupons/{id}`), or null when it is not theirs to see. */
export async function shopperCoupon(
  ctx: Ctx,
  userId: number,
  id: number,
): Promise<CouponView | null> {
  const [row] = await ctx.db
    .select()
    .from(promoCoupon)
    .where(
      and(
        eq(promoCoupon.id, id),
        eq(promoCoupon.active, true),
        or(isNull(promoCoupon.userId), eq(promoCoupon.userId, userId)),
      ),
    );
  return row ? toView(ctx, row, userId) : null;
}

/** What a link to a coupon (`?coupon=CODE`) shows of it before the shopper applies it. */
export interface LinkedCoupon {
  code: string;
  name: string;
  /** Its terms, in the shopper's language. */
  description: string;
}

/**
 * The coupon a link names, for the shopper to read before applying it: null when no active
 * coupon has that code, or it is another shopper's own.
 */
export async function linkedCoupon(
  ctx: Ctx,
  code: string,
  userId: number | null,
): Promise<LinkedCoupon | null> {
  const row = await couponByCode(ctx, code);
  if (!row?.active || (row.userId !== null && row.userId !== userId)) return null;
  return {
    code: row.code,
    name: translated(row.name, row.translations, ctx.locale),
    description: translated(row.description, row.translations, ctx.locale, 'description'),
  };
}

export type NewCoupon = typeof promoCoupon.$inferInsert;

/** Adds a coupon (the seed, staff tools and tests). */
export async function createCoupon(db: Db, coupon: NewCoupon): Promise<CouponRow> {
  const [row] = await db
    .insert(promoCoupon)
    .values({ ...coupon, code: normalizeCode(coupon.code) })
    .returning();
  if (!row) throw new Error('coupon insert returned no row');
  return row;
}
