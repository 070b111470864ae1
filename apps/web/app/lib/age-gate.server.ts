import type { Locale } from '@shop/i18n';
import { isbot } from 'isbot';
import { redirect } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { AGE_COOKIE, cookieHeader, readCookie } from './cookies.server.ts';
import { localePath } from './locale.ts';
import { safeReturnTarget } from './return-target.ts';

/** How long a "yes" at the age gate is remembered on the device (stated on the gate). */
export const AGE_CONFIRMED_DAYS = 30;
/** The cookie's value for "yes": the age confirmed. Anything else counts as no answer. */
const CONFIRMED = '21';

/**
 * Whether this request comes from a visitor who answered "21 or older" at the gate. A crawler
 * (isbot) never has: search engines get the gate, whatever cookie they send.
 */
export function ageConfirmed(request: Request): boolean {
  if (isbot(request.headers.get('user-agent') ?? '')) return false;
  return readCookie(request, AGE_COOKIE) === CONFIRMED;
}

/** The gate's address, returning to `next` (a path on this shop) after "yes". */
export function ageGatePath(locale: Locale, next: string): string {
  return `${localePath(locale, '/age-gate')}?next=${encodeURIComponent(next)}`;
}

/** The page the request asked for, as a path to come back to. */
function askedPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname.replace(/\.data$/, '') + url.search;
}

/**
 * Withholds a gated page (the brand microsite, a spirit's page) until the visitor has answered
 * "yes": the loader stops here before reading anything, and the visitor is sent to the gate
 * (302, never stored by a shared cache), which brings them back afterwards.
 */
export function requireAgeConfirmed(request: Request, locale: Locale): void {
  if (ageConfirmed(request)) return;
  throw redirect(ageGatePath(locale, askedPath(request)), {
    headers: { 'cache-control': 'private, no-store', vary: 'Cookie' },
  });
}

/** Where the gate sends a visitor back to: a path on this shop only, else the shop's home. */
export function gateReturnPath(value: string | null | undefined, locale: Locale): string {
  return safeReturnTarget(value, localePath(locale, '/'));
}

/** Remembers "yes" on this device for AGE_CONFIRMED_DAYS. */
export function rememberAgeConfirmed(context: ShopLoadContext): void {
  context.auth.setCookie(
    cookieHeader(AGE_COOKIE, CONFIRMED, {
      maxAgeSeconds: AGE_CONFIRMED_DAYS * 86_400,
      secure: context.auth.secureCookies,
    }),
  );
}

/** "No": nothing that counts as yes stays on the device. */
export function forgetAgeConfirmed(context: ShopLoadContext, request: Request): void {
  if (readCookie(request, AGE_COOKIE) === null) return;
  context.auth.setCookie(
    cookieHeader(AGE_COOKIE, '', { maxAgeSeconds: 0, secure: context.auth.secureCookies }),
  );
}
