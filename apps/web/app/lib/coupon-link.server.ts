import { AppError, type Ctx, type cart, checkout } from '@shop/core';
import { redirect } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { cartOwner } from './cart.server.ts';

/**
 * A coupon link (`?coupon=CODE` on the cart or checkout, from an e-mail or the Coupons page)
 * is applied quietly: when it does not apply nothing is said (spec §8: a coupon error is shown
 * unless the call was quiet). Either way the address loses the code.
 */
export async function applyCouponLink(
  ctx: Ctx,
  context: ShopLoadContext,
  request: Request,
  order: cart.OrderRow,
): Promise<void> {
  const url = new URL(request.url);
  const code = url.searchParams.get('coupon');
  if (code === null) return;
  url.searchParams.delete('coupon');
  try {
    await checkout.applyCoupon(ctx, cartOwner(context, request), order.number, code);
    url.searchParams.set('notice', 'coupon');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  throw redirect(url.pathname + url.search);
}
