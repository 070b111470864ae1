import { cartFor, writeCoupon } from '../cart/index.ts';
import type { Ctx } from '../context.ts';
import { type Guesser, tryCode } from '../limits/index.ts';
import { linesOf, type OrderRow, type Owner } from '../orders/index.ts';
import * as promotions from '../promotions/index.ts';
import { AppError } from '../shared/index.ts';

/**
 * Refuses a code that cannot be a coupon: a promo code is exactly 4 digits (spec §5), any other
 * coupon code letters and digits.
 */
export function readCouponCode(typed: string): string {
  const code = promotions.normalizeCode(typed);
  if (/^\d+$/.test(code) && !promotions.PROMO_CODE.test(code)) {
    throw new AppError(
      'invalid_input',
      'validation.promo_code',
      {},
      { code: ['validation.promo_code'] },
    );
  }
  if (!promotions.PROMO_CODE.test(code) && !promotions.COUPON_CODE.test(code)) {
    throw new AppError('invalid_input', 'validation.coupon', {}, { code: ['validation.coupon'] });
  }
  return code;
}

/**
 * Puts a coupon on the cart (spec §7 "use coupon": order number and code) when it applies to
 * it now; otherwise refuses with the reason (spec §8 "no coupon found" and the rest). A code
 * that does not exist counts as a wrong guess of `guesser`'s (limits/guesses).
 */
export async function applyCoupon(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  typed: string,
  guesser: Guesser,
): Promise<{ order: OrderRow; discount: number }> {
  const code = readCouponCode(typed);
  const order = await cartFor(ctx, owner, orderNumber);
  const lines = await linesOf(ctx.db, order.id);
  if (lines.length === 0) throw new AppError('conflict', 'error.cart_empty');
  const check = await tryCode(
    ctx,
    { ...guesser, cart: order.number },
    promotions.isUnknownCode,
    async () => {
      const found = await promotions.evaluateCoupon(ctx, await promotions.couponByCode(ctx, code), {
        userId: order.userId,
        orderNumber: order.number,
        lines: lines.map((l) => ({ productId: l.productId, total: l.price * l.quantity })),
      });
      if (!found.ok && found.refusal.key === 'error.no_coupon') {
        throw new AppError('not_found', 'error.no_coupon');
      }
      return found;
    },
  );
  if (!check.ok) {
    const type = check.refusal.key === 'error.no_coupon' ? 'not_found' : 'conflict';
    throw new AppError(type, check.refusal.key, check.refusal.vars);
  }
  // Written with the totals in one statement, and only while the order is a cart. The discount is
  // the lines' as read above; placing checks it again under the cart's lock.
  const updated = await writeCoupon(ctx, order.id, check.coupon.code, check.discount);
  return { order: updated, discount: updated.promoTotal };
}

/** Takes the coupon off the cart. */
export async function removeCoupon(ctx: Ctx, owner: Owner, orderNumber: string): Promise<OrderRow> {
  const order = await cartFor(ctx, owner, orderNumber);
  return writeCoupon(ctx, order.id, null, 0);
}
