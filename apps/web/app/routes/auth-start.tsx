import { accounts } from '@shop/core';
import { data, redirect } from 'react-router';
import { cookieHeader } from '../lib/cookies.server.ts';
import { safeReturnTarget } from '../lib/return-target.ts';
import type { Route } from './+types/auth-start';

export const OAUTH_COOKIE = 'shop_oauth';
const OAUTH_COOKIE_SECONDS = 10 * 60;

/**
 * Starts a social sign-in: a fresh state and PKCE verifier go in a short-lived httpOnly cookie,
 * the browser goes to the provider. The callback checks both.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const provider = context.auth.oauthProviders[params.provider as 'google' | 'facebook'];
  if (!provider) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const next = safeReturnTarget(url.searchParams.get('next'), '/account');
  const state = accounts.oauth.newOAuthState();
  const pkce = accounts.oauth.newPkce();
  const value = Buffer.from(
    JSON.stringify({ provider: provider.id, state, verifier: pkce.verifier, next }),
  ).toString('base64url');
  context.auth.setCookie(
    cookieHeader(OAUTH_COOKIE, value, {
      maxAgeSeconds: OAUTH_COOKIE_SECONDS,
      secure: context.auth.secureCookies,
    }),
  );
  throw redirect(
    accounts.oauth.authorizationUrl(provider, {
      state,
      codeChallenge: pkce.challenge,
      redirectUri: `${url.origin}/auth/${provider.id}/callback`,
    }),
  );
}
