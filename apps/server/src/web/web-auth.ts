import { randomBytes } from 'node:crypto';
import { accounts, cart, createContext, type Db, engagement } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { WebAuth } from '../../../web/app/context.ts';
import { CART_COOKIE, cookieHeader, WISH_COOKIE } from '../../../web/app/lib/cookies.server.ts';
import type { AccountServices } from '../account-services.ts';

export const SESSION_COOKIE = 'shop_session';
export const CSRF_COOKIE = 'shop_csrf';

export function secureCookies(
  request: FastifyRequest,
  services: AccountServices,
  publicUrl?: string,
) {
  if (services.cookieSecure !== 'auto') return services.cookieSecure;
  return request.protocol === 'https' || publicUrl?.startsWith('https:') === true;
}

/**
 * The signed-in shopper behind a web request, and the means for actions to sign in and out.
 * Cookies that actions set are queued and added to the response by the caller.
 */
export async function webAuthFor(
  request: FastifyRequest,
  db: Db,
  services: AccountServices,
  publicUrl: string | undefined,
): Promise<{ auth: WebAuth; cookies: string[] }> {
  const cookies: string[] = [];
  const secure = secureCookies(request, services, publicUrl);
  const ctx = createContext(db);

  const newCsrfToken = () => {
    const value = randomBytes(32).toString('base64url');
    cookies.push(cookieHeader(CSRF_COOKIE, value, { secure }));
    return value;
  };
  const givenCsrfToken = request.cookies[CSRF_COOKIE] ?? '';
  let csrfToken = /^[\w-]{32,64}$/.test(givenCsrfToken) ? givenCsrfToken : null;

  const token = request.cookies[SESSION_COOKIE];
  let viewer: WebAuth['viewer'] = null;
  if (token) {
    const session = await accounts.resolveSession(ctx, token, 'web');
    if (session) viewer = { userId: session.userId, sessionId: session.sessionId };
    // A session gone on the server signs the browser out without a word (spec §4).
    else cookies.push(cookieHeader(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure }));
  }

  const auth: WebAuth = {
    viewer,
    // A new visitor's token is made, and its cookie set, only when a page or a form asks for
    // it: answers that hand out none (a shared page, the manifest) set no cookie, so they cannot
    // race the one that does (`/personal`, whose token the page's forms then carry).
    get csrfToken() {
      csrfToken ??= newCsrfToken();
      return csrfToken;
    },
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    deps: services.deps,
    oauthProviders: services.oauthProviders,
    secureCookies: secure,
    async signIn(userId) {
      if (viewer) await accounts.endSession(ctx, viewer.sessionId);
      const session = await accounts.startSession(createContext(db), userId, 'web', {
        userAgent: auth.userAgent,
        ip: auth.ip,
      });
      viewer = { userId, sessionId: session.id };
      auth.viewer = viewer;
      // Login refreshes the current order (spec §4): the guest's cart joins the account's.
      const guestCart = request.cookies[CART_COOKIE];
      if (guestCart) {
        await cart.mergeGuestCart(createContext(db), guestCart, userId);
        cookies.push(cookieHeader(CART_COOKIE, '', { maxAgeSeconds: 0, secure }));
      }
      // The guest's hearts join the account's lists the same way.
      const guestWishes = request.cookies[WISH_COOKIE];
      if (guestWishes) {
        await engagement.mergeGuestWishes(createContext(db), guestWishes, userId);
        cookies.push(cookieHeader(WISH_COOKIE, '', { maxAgeSeconds: 0, secure }));
      }
      // A new token whenever who is signed in changes, so a token seen before does not carry over.
      csrfToken = newCsrfToken();
      cookies.push(
        cookieHeader(SESSION_COOKIE, session.token, {
          maxAgeSeconds: accounts.WEB_SESSION_DAYS * 86_400,
          secure,
        }),
      );
    },
    async signOut() {
      if (viewer) await accounts.endSession(createContext(db), viewer.sessionId);
      viewer = null;
      auth.viewer = null;
      cookies.push(cookieHeader(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure }));
      // Logout clears the order (spec §4): the cart stays with the account, not the browser.
      if (request.cookies[CART_COOKIE]) {
        cookies.push(cookieHeader(CART_COOKIE, '', { maxAgeSeconds: 0, secure }));
      }
      csrfToken = newCsrfToken();
    },
    setCookie(header) {
      cookies.push(header);
    },
  };
  return { auth, cookies };
}

/**
 * A state-changing request another site's page sent (its Origin is not ours). Browsers send
 * Origin with every POST; requests without one (not from a browser page) are left to the
 * CSRF token that every action checks.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    const host = new URL(origin).host;
    return host !== request.host && (!publicUrl || host !== new URL(publicUrl).host);
  } catch {
    return true;
  }
}
