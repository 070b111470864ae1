import { desc, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { randomCode } from './codes.ts';
import { normalizeCode, voucherMinimum } from './rules.ts';
import { promoVoucher } from './schema.ts';

export type VoucherRow = typeof promoVoucher.$inferSelect;

export type VoucherCheck =
  | { ok: true; voucher: VoucherRow; minOrder: number }
  | { ok: false; key: string; vars: Record<string, string | number> };

/** A voucher by the code typed (any case, spaces ignored). */
export async function voucherByCode(ctx: Ctx, code: string): Promise<VoucherRow | null> {
  const [row] = await ctx.db
    .select()
    .from(promoVoucher)
    .where(eq(promoVoucher.code, normalizeCode(code)));
  return row ?? null;
}

/**
 * Whether a voucher can pay towards this order: it exists (and is the shopper's, when it was
 * given to someone), is unused and unexpired, and the order reaches the minimum purchase of its
 * payment method (spec §9). `orderNumber` may already hold it (the same order asking again).
 */
export function checkVoucher(
  ctx: Ctx,
  voucher: VoucherRow | null,
  order: { userId: number | null; number: string; total: number; paymentMethod: string | null },
): VoucherCheck {
  if (!voucher || (voucher.userId !== null && voucher.userId !== order.userId)) {
    return { ok: false, key: 'validation.voucher', vars: {} };
  }
  if (voucher.orderNumber !== null && voucher.orderNumber !== order.number) {
    return { ok: false, key: 'error.voucher_used', vars: {} };
  }
  if (voucher.expiresAt && voucher.expiresAt <= ctx.now) {
    return { ok: false, key: 'error.voucher_expired', vars: {} };
  }
  const minOrder = voucherMinimum(order.paymentMethod);
  if (order.total < minOrder)
    return { ok: false, key: 'error.voucher_min_order', vars: { min: minOrder } };
  return { ok: true, voucher, minOrder };
}

/**
 * Marks a voucher used by a placed order, inside the caller's transaction with its row locked:
 * of parallel orders only one gets it. The same order asking again finds it its own.
 */
export async function redeemVoucher(
  ctx: Ctx,
  use: { id: number; orderNumber: string },
): Promise<boolean> {
  const [voucher] = await ctx.db
    .select()
    .from(promoVoucher)
    .where(eq(promoVoucher.id, use.id))
    .for('update');
  if (!voucher) return false;
  if (voucher.orderNumber === use.orderNumber) return true;
  if (voucher.orderNumber !== null) return false;
  await ctx.db
    .update(promoVoucher)
    .set({ orderNumber: use.orderNumber, usedAt: ctx.now })
    .where(eq(promoVoucher.id, use.id));
  return true;
}

/** An ended order's voucher becomes usable again. */
export async function releaseVoucher(tx: Db, orderNumber: string): Promise<void> {
  await tx
    .update(promoVoucher)
    .set({ orderNumber: null, usedAt: null })
    .where(eq(promoVoucher.orderNumber, orderNumber));
}

/** A voucher as its owner sees it (the Vouchers screen). */
export interface VoucherView {
  id: number;
  code: string;
  amount: number;
  used: boolean;
  order_number: string | null;
  expires_at: string | null;
  expired: boolean;
}

/** The vouchers given to a shopper, usable ones first. */
export async function shopperVouchers(ctx: Ctx, userId: number): Promise<VoucherView[]> {
  const rows = await ctx.db
    .select()
    .from(promoVoucher)
    .where(eq(promoVoucher.userId, userId))
    .orderBy(desc(isNull(promoVoucher.orderNumber)), desc(promoVoucher.id));
  return rows.map((v) => ({
    id: v.id,
    code: v.code,
    amount: v.amount,
    used: v.orderNumber !== null,
    order_number: v.orderNumber,
    expires_at: v.expiresAt?.toISOString() ?? null,
    expired: v.expiresAt !== null && v.expiresAt <= ctx.now,
  }));
}

/** Issues a voucher (the seed, staff tools, tests), to a shopper or to whoever has the code. */
export async function issueVoucher(
  db: Db,
  voucher: { code: string; amount: number; userId?: number | null; expiresAt?: Date | null },
): Promise<VoucherRow> {
  const [row] = await db
    .insert(promoVoucher)
    .values({ ...voucher, code: normalizeCode(voucher.code) })
    .returning();
  if (!row) throw new Error('voucher insert returned no row');
  return row;
}

/** The largest voucher staff may give in one go (a typo guard, not a business rule). */
export const MAX_GIVEN_VOUCHER = 1_000_000;

/**
 * Gives a shopper a voucher with a fresh code (`VCH-` and eight letters and digits that cannot
 * be mistaken for each other), as staff do from the back office: who gave it is kept, and the
 * staff's reference makes giving twice (a retried request) give one voucher. It shows on the
 * shopper's Vouchers page and pays at checkout like any voucher.
 */
export async function giveVoucher(
  ctx: Ctx,
  gift: {
    userId: number;
    amount: number;
    staffUserId: number;
    reference: string;
    expiresAt?: Date | null;
  },
): Promise<VoucherRow> {
  if (!Number.isInteger(gift.amount) || gift.amount < 1) {
    throw new AppError('invalid_input', 'validation.min_amount', { min: 1 });
  }
  if (gift.amount > MAX_GIVEN_VOUCHER) {
    throw new AppError('invalid_input', 'validation.max_amount', { max: MAX_GIVEN_VOUCHER });
  }
  if (gift.expiresAt && gift.expiresAt <= ctx.now) {
    throw new AppError('invalid_input', 'error.voucher_expired');
  }
  for (let attempt = 0; ; attempt++) {
    const [row] = await ctx.db
      .insert(promoVoucher)
      .values({
        code: `VCH-${randomCode(4)}-${randomCode(4)}`,
        amount: gift.amount,
        userId: gift.userId,
        expiresAt: gift.expiresAt ?? null,
        issuedBy: gift.staffUserId,
        reference: gift.reference,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [given] = await ctx.db
      .select()
      .from(promoVoucher)
      .where(eq(promoVoucher.reference, gift.reference));
    if (given) {
      // The same reference for another shopper or amount is a mistake, not a retry.
      if (given.userId !== gift.userId || given.amount !== gift.amount) {
        throw new AppError('conflict', 'error.conflict');
      }
      return given;
    }
    if (attempt > 5) throw new Error('could not find a free voucher code');
  }
}
