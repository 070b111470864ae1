/** Cookies the shop sets: httpOnly and SameSite=Lax always, Secure over HTTPS. */
export function cookieHeader(
  name: string,
  value: string,
  options: { maxAgeSeconds?: number; secure: boolean },
): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** One cookie's value from a request (our cookie values are URL-safe, never quoted). */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The guest's cart token (spec §3 Order token); a signed-in shopper's cart goes by account. */
export const CART_COOKIE = 'shop_cart';
/** The guest's wish token: their hearts are kept by it until sign-in joins them to the account. */
export const WISH_COOKIE = 'shop_wish';
/** Tokens of the orders this browser placed as a guest, so their pages stay readable. */
export const ORDERS_COOKIE = 'shop_orders';
/** The age gate's "yes, I am 21 or older" (lib/age-gate.server.ts). */
export const AGE_COOKIE = 'shop_age';
