import { AppError, type Ctx, cart, type catalog, HTTP_STATUS, orders } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { ageConfirmed, ageGatePath } from './age-gate.server.ts';
import { contextFor } from './auth.server.ts';
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
export function cartOwner(context: ShopLoadContext, request: Request): orders.Owner {
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
): Promise<{ owner: orders.Owner; order: orders.OrderRow }> {
  const userId = context.auth.viewer?.userId ?? null;
  const tokens = [tokenCookie(request, CART_COOKIE), ...orderTokens(request)];
  let refusal: unknown = null;
  for (const token of [...new Set(tokens)]) {
    const owner = { userId, token };
    try {
      return { owner, order: await orders.orderFor(ctx, owner, number) };
    } catch (error) {
      refusal = error;
    }
  }
  throw refusal;
}

/**
 * `orderOwner` for the order's own pages (its page, the form posted to it, the gateway's return):
 * an order this browser does not own, or a number that is none, is the 404 page.
 */
export function ownedOrder(
  ctx: Ctx,
  context: ShopLoadContext,
  request: Request,
  number: string,
): ReturnType<typeof orderOwner> {
  return orderOwner(ctx, context, request, number).catch((error) => {
    if (error instanceof AppError) throw data(null, { status: 404 });
    throw error;
  });
}

/** The header's cart count: one indexed lookup, and none for a browser without a cart. */
export async function cartQuantity(ctx: Ctx, owner: orders.Owner): Promise<number> {
  if (owner.userId === null && owner.token === null) return 0;
  return (await cart.currentCart(ctx, owner))?.totalQuantity ?? 0;
}

/** A refused add to cart: the option not chosen, or the cart's message (spec §8). */
export interface AddToCartFailure {
  field: 'size' | 'color' | null;
  key: string;
  vars?: Record<string, string | number>;
}

/** What a page's add-to-cart form shows afterwards. */
export interface AddToCartResult {
  error: AddToCartFailure | null;
  added: { variantId: number; count: number } | null;
  /** The variant the form asked for (a page with several forms shows the answer at its own). */
  variantId?: number;
}

export const cartRefusal = (error: AddToCartFailure, status: number, variantId?: number) =>
  data<AddToCartResult>({ error, added: null, variantId }, { status });

/**
 * Adds one of a variant to the shopper's cart from a page's form (product page, microsite),
 * keeping a new guest cart's token. A refusal comes back as the form's message (spec §8: out
 * of stock, stock ran out, temporarily unavailable); a spirit without the age gate's "yes"
 * sends the visitor to the gate, which returns to the page.
 */
export async function addToCart(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  item: { variantId: number; package?: catalog.PackageProduct[] },
) {
  const { variantId } = item;
  try {
    const { order, token } = await cart.addItem(
      contextFor(context, locale),
      cartOwner(context, request),
      {
        orderNumber: '0',
        variantId,
        package: item.package,
        ageConfirmed: ageConfirmed(request),
      },
    );
    keepCartToken(context, token);
    const added = { variantId, count: order.totalQuantity };
    return { error: null, added, variantId } as AddToCartResult;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.messageKey === 'error.age_required') {
      throw redirect(ageGatePath(locale, new URL(request.url).pathname));
    }
    const failure = { field: null, key: error.messageKey, vars: error.vars };
    return cartRefusal(failure, HTTP_STATUS[error.type], variantId);
  }
}
