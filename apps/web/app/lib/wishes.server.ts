import { randomBytes } from 'node:crypto';
import { type Ctx, engagement } from '@shop/core';
import type { ShopLoadContext } from '../context.ts';
import { cookieHeader, readCookie, WISH_COOKIE } from './cookies.server.ts';

const TOKEN = /^[\w-]{32,64}$/;
const WISH_DAYS = 365;

/** Whose hearts a request reaches: the signed-in shopper's, or the guest's by the wish cookie. */
export function wishOwner(context: ShopLoadContext, request: Request): engagement.WishOwner {
  const token = readCookie(request, WISH_COOKIE);
  return {
    userId: context.auth.viewer?.userId ?? null,
    token: token && TOKEN.test(token) ? token : null,
  };
}

/** The owner a heart is written for: a guest without a wish token gets one (kept a year). */
export function wishWriter(context: ShopLoadContext, request: Request): engagement.WishOwner {
  const owner = wishOwner(context, request);
  if (owner.userId !== null || owner.token !== null) return owner;
  const token = randomBytes(32).toString('base64url');
  context.auth.setCookie(
    cookieHeader(WISH_COOKIE, token, {
      maxAgeSeconds: WISH_DAYS * 86_400,
      secure: context.auth.secureCookies,
    }),
  );
  return { userId: null, token };
}

export interface Wished {
  variantIds: number[];
  productIds: number[];
}

/** What every heart on a page shows, read with the page so there is no flash. */
export function wishedOnPage(ctx: Ctx, context: ShopLoadContext, request: Request) {
  return engagement.wishedIds(ctx, wishOwner(context, request));
}
