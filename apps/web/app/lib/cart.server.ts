import { type Ctx, cart } from '@shop/core';
import type { ShopLoadContext } from '../context.ts';
import { CART_COOKIE, cookieHeader, ORDERS_COOKIE, readCookie } from './cookies.server.ts';

const TOKEN = /^[\w-]{20,100}$/;
const CART_DAYS = 30;
const ORDERS_DAYS = 90;
/** How many guest orders a browser remembers (newest kept). */
const ORDERS_KEPT = 10;

function tokenCookie(request: Request, name: string): string | null {
  const value = readCookie(request, name);
  return value && TOKEN.test(value) ? value : null;
}

function orderTokens(request: Request): string[] {
  return (readCookie(request, ORDERS_COOKIE) ?? '').split('.').filter((t) => TOKEN.test(t));
}

/** Who owns the cart on this request: the signed-in shopper, and the guest's cart token. */
export function cartOwner(context: ShopLoadContext, request: Request): cart.Owner {
  return {
    userId: context.auth.viewer?.userId ?? null,
    token: tokenCookie(request, CART_COOKIE),
  };
}

/** Keeps a new guest cart's token in the browser (signed-in shoppers' carts go by account). */
export function keepCartToken(context: ShopLoadContext, token: string | null): void {
  if (!token || context.auth.viewer) return;
  context.auth.setCookie(
    cookieHeader(CART_COOKIE, token, {
      maxAgeSeconds: CART_DAYS * 86_400,
      secure: context.auth.secureCookies,
    }),
  );
}

/**
 * After a guest placed an order: the cart token becomes an order token (the order page needs
 * it; the number alone never opens an order) and the next cart starts afresh.
 */
export function cartBecameOrder(context: ShopLoadContext, request: Request): void {
  const token = tokenCookie(request, CART_COOKIE);
  if (!token || context.auth.viewer) return;
  const kept = [token, ...orderTokens(request).filter((t) => t !== token)].slice(0, ORDERS_KEPT);
  const secure = context.auth.secureCookies;
  context.auth.setCookie(
    cookieHeader(ORDERS_COOKIE, kept.join('.'), { maxAgeSeconds: ORDERS_DAYS * 86_400, secure }),
  );
  context.auth.setCookie(cookieHeader(CART_COOKIE, '', { maxAgeSeconds: 0, secure }));
}

/**
 * The owner that may read order `number` on this request: the signed-in shopper, the cart
 * token, or one of the guest's order tokens. A stranger gets "no order" (404), as for a number
 * that does not exist.
 */
export async function orderOwner(
  ctx: Ctx,
  context: ShopLoadContext,
  request: Request,
  number: string,
): Promise<{ owner: cart.Owner; order: cart.OrderRow }> {
  const userId = context.auth.viewer?.userId ?? null;
  const tokens = [tokenCookie(request, CART_COOKIE), ...orderTokens(request)];
  let refusal: unknown = null;
  for (const token of [...new Set(tokens)]) {
    const owner = { userId, token };
    try {
      return { owner, order: await cart.orderFor(ctx, owner, number) };
    } catch (error) {
      refusal = error;
    }
  }
  throw refusal;
}

/** The header's cart count: one indexed lookup, and none for a browser without a cart. */
export async function cartQuantity(ctx: Ctx, owner: cart.Owner): Promise<number> {
  if (owner.userId === null && owner.token === null) return 0;
  return (await cart.currentCart(ctx, owner))?.totalQuantity ?? 0;
}
