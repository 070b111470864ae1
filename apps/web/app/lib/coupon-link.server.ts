import { AppError, type Ctx, checkout, limits, type orders, promotions } from '@shop/core';
import type { ShopLoadContext } from '../context.ts';
import { guesserOf } from './auth.server.ts';
import { cartOwner } from './cart.server.ts';

/** A coupon a link names (`?coupon=CODE`), as the cart and checkout pages show it. */
export interface CouponLink {
  code: string;
  /** Its name and terms; null when the shop knows no such coupon (for this shopper). */
  coupon: { name: string; description: string } | null;
  /** The cart holds it already: there is nothing to apply. */
  applied: boolean;
  /** No cart, or an empty one: nothing to apply it to yet. */
  cartEmpty: boolean;
}

/**
 * The coupon a link names, to show with an Apply button. A link from an e-mail or the account's
 * Coupons page lands here, but so could one from any other site: reading it never changes the
 * cart, only the shopper's own press of the button does (applyLinkedCoupon). A code that cannot
 * be a coupon's is not shown at all, so a link cannot put its words on the shop's page; an
 * unknown code counts as a wrong guess (limits/guesses), so links cannot list the coupons.
 */
export async function couponLink(
  ctx: Ctx,
  context: ShopLoadContext,
  request: Request,
  order: orders.OrderRow | null,
): Promise<CouponLink | null> {
  const typed = new URL(request.url).searchParams.get('coupon');
  if (typed === null) return null;
  let code: string;
  try {
    code = checkout.readCouponCode(typed);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  // Showing a coupon's name says the code exists: a look counts as a guess, as typing it does.
  const coupon = await limits
    .tryCode(
      ctx,
      { ...guesserOf(context), cart: order?.number ?? null },
      promotions.isUnknownCode,
      async () => {
        const found = await promotions.linkedCoupon(ctx, code, context.auth.viewer?.userId ?? null);
        if (!found) throw new AppError('not_found', 'error.no_coupon');
        return found;
      },
    )
    .catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  return {
    code,
    coupon: coupon && { name: coupon.name, description: coupon.description },
    applied: order?.couponCode === code,
    cartEmpty: !order || order.totalQuantity === 0,
  };
}

/** Applies a linked coupon to the cart: the banner's Apply button, a form of the shop's own. */
export async function applyLinkedCoupon(
  ctx: Ctx,
  context: ShopLoadContext,
  request: Request,
  orderNumber: string,
  code: string,
) {
  const owner = cartOwner(context, request);
  return checkout.applyCoupon(ctx, owner, orderNumber, code, guesserOf(context));
}
