import { accounts, createContext } from '@shop/core';
import { redirect } from 'react-router';
import { cookieHeader, readCookie } from '../lib/cookies.server.ts';
import { localeFromPath, localePath } from '../lib/locale.ts';
import { safeReturnTarget } from '../lib/return-target.ts';
import type { Route } from './+types/auth-callback';
import { OAUTH_COOKIE } from './auth-start.tsx';

interface PendingSignIn {
  provider: string;
  state: string;
  verifier: string;
  next: string;
}

function readPending(request: Request): PendingSignIn | null {
  try {
    const raw = readCookie(request, OAUTH_COOKIE);
    return raw
      ? (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PendingSignIn)
      : null;
  } catch {
    return null;
  }
}

/**
 * The provider sends the browser back here. A refusal or a provider that cannot be reached
 * returns to the sign-in page with the spec's message; success signs in and goes on.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pending = readPending(request);
  // The cookie is ours, but checked again: a target is only ever followed once it is safe.
  const next = safeReturnTarget(pending?.next, '/account');
  const locale = localeFromPath(next);
  context.auth.setCookie(
    cookieHeader(OAUTH_COOKIE, '', { maxAgeSeconds: 0, secure: context.auth.secureCookies }),
  );
  const provider = context.auth.oauthProviders[params.provider as 'google' | 'facebook'];
  const failed = (reason: string) =>
    redirect(`${localePath(locale, '/login')}?error=${reason}&next=${encodeURIComponent(next)}`);
  if (!provider || !pending || pending.provider !== provider.id) throw failed('invalid');
  try {
    const { code } = accounts.oauth.readCallback(url.searchParams, pending.state);
    const { accessToken } = await accounts.oauth.exchangeCode(provider, {
      code,
      codeVerifier: pending.verifier,
      redirectUri: `${url.origin}/auth/${provider.id}/callback`,
    });
    const profile = await accounts.oauth.fetchProfile(provider, accessToken);
    const user = await accounts.userForSocialProfile(
      createContext(context.database.db, locale),
      profile,
    );
    await context.auth.signIn(user.id);
  } catch (error) {
    if (error instanceof accounts.oauth.OAuthError) throw failed(error.reason);
    throw error;
  }
  throw redirect(next);
}
