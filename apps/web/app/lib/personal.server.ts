import type { Ctx } from '@shop/core';
import type { ShopLoadContext } from '../context.ts';
import { cartOwner, cartQuantity } from './cart.server.ts';
import type { Personal } from './personal.tsx';
import { wishedOnPage } from './wishes.server.ts';

/**
 * What differs per visitor on an otherwise shared page: the cart's count, the hearts and the
 * forms' CSRF token. Read
 * with the page when it is rendered for this visitor alone, or after load (`/personal`) when
 * the page came from the page cache (apps/server/src/web/ssr.ts).
 */
export async function personalOf(
  ctx: Ctx,
  context: ShopLoadContext,
  request: Request,
): Promise<Personal> {
  const [cartCount, wished] = await Promise.all([
    cartQuantity(ctx, cartOwner(context, request)),
    wishedOnPage(ctx, context, request),
  ]);
  return { cartCount, wished, csrfToken: context.auth.csrfToken };
}
