import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export type OAuthProviderId = 'google' | 'facebook';
export const OAUTH_PROVIDERS: readonly OAuthProviderId[] = ['google', 'facebook'];

export interface OAuthProviderConfig {
  id: OAuthProviderId;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export interface OAuthProfile {
  provider: OAuthProviderId;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Why sign-in failed: 'denied' (the user refused), 'connect' (provider unreachable, timed out or
 * 5xx), 'invalid' (bad/expired code, state mismatch, bad answer).
 */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly reason: 'denied' | 'connect' | 'invalid',
    message?: string,
    options?: ErrorOptions,
  ) {
    super(message ?? `sign-in failed: ${reason}`, options);
  }
}

const SCOPES: Record<OAuthProviderId, string> = {
  google: 'openid email profile',
  facebook: 'email,public_profile',
};

/** The providers of `apps/sandbox`, with the client credentials it accepts. */
export function sandboxOAuthProviders(
  sandboxUrl: string,
): Record<OAuthProviderId, OAuthProviderConfig> {
  const at = (path: string) => new URL(path, sandboxUrl).toString();
  return {
    google: {
      id: 'google',
      authorizeUrl: at('/oauth/google/authorize'),
      tokenUrl: at('/oauth/google/token'),
      userInfoUrl: at('/oauth/google/userinfo'),
      clientId: 'sandbox-google',
      clientSecret: 'sandbox-google-secret',
      scope: SCOPES.google,
    },
    facebook: {
      id: 'facebook',
      authorizeUrl: at('/oauth/facebook/dialog'),
      tokenUrl: at('/oauth/facebook/access_token'),
      userInfoUrl: at('/oauth/facebook/me'),
      clientId: 'sandbox-facebook',
      clientSecret: 'sandbox-facebook-secret',
      scope: SCOPES.facebook,
    },
  };
}

// Facebook retires a Graph API version about two years after its release; move this on before.
const GRAPH_VERSION = 'v21.0';

/** Real endpoints (Google OIDC, Facebook Graph) for the providers whose credentials are given. */
export function realOAuthProviders(
  credentials: Partial<Record<OAuthProviderId, { clientId: string; clientSecret: string }>>,
): Partial<Record<OAuthProviderId, OAuthProviderConfig>> {
  const providers: Partial<Record<OAuthProviderId, OAuthProviderConfig>> = {};
  if (credentials.google)
    providers.google = {
      id: 'google',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      ...credentials.google,
      scope: SCOPES.google,
    };
  if (credentials.facebook)
    providers.facebook = {
      id: 'facebook',
      authorizeUrl: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
      tokenUrl: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`,
      userInfoUrl: `https://graph.facebook.com/${GRAPH_VERSION}/me`,
      ...credentials.facebook,
      scope: SCOPES.facebook,
    };
  return providers;
}

/** A PKCE pair (RFC 7636, S256): the verifier stays in the session, the challenge goes out. */
export function newPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The `state` that ties the provider's redirect back to the browser that started sign-in. */
export function newOAuthState(): string {
  return randomBytes(32).toString('base64url');
}

/** Where to send the shopper to sign in with the provider. */
export function authorizationUrl(
  p: OAuthProviderConfig,
  o: { state: string; codeChallenge: string; redirectUri: string },
): string {
  const url = new URL(p.authorizeUrl);
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', o.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', p.scope);
  url.searchParams.set('state', o.state);
  url.searchParams.set('code_challenge', o.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

// Hashing first gives equal lengths, which timingSafeEqual needs, without leaking the length.
const sameText = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/**
 * Reads the provider's redirect back: throws OAuthError('denied') for error=access_denied,
 * 'invalid' for other errors or a state that differs from expectedState (timing-safe compare).
 */
export function readCallback(query: URLSearchParams, expectedState: string): { code: string } {
  // State first: an error that does not come from our own request must not be believed either.
  const state = query.get('state');
  if (!expectedState || state === null || !sameText(state, expectedState))
    throw new OAuthError('invalid', 'the state does not match the sign-in this browser started');
  const error = query.get('error');
  if (error === 'access_denied') throw new OAuthError('denied', 'the shopper refused sign-in');
  if (error !== null)
    throw new OAuthError('invalid', `the provider answered ${error.slice(0, 100)}`);
  const code = query.get('code');
  if (!code || code.length > 2048) throw new OAuthError('invalid', 'the redirect has no code');
  return { code };
}

const TIMEOUT_MS = 10_000;

/** One call to a provider, sorted into the three failures the shop tells apart. */
async function callProvider<T>(
  p: OAuthProviderConfig,
  what: string,
  url: string,
  init: RequestInit,
  answer: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  let body: string;
  try {
    // Tokens and secrets travel in these requests: never follow a redirect elsewhere with them.
    response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    body = await response.text();
  } catch (cause) {
    throw new OAuthError('connect', `${p.id} ${what}: no answer`, { cause });
  }
  if (response.status >= 500)
    throw new OAuthError('connect', `${p.id} ${what}: answered ${response.status}`);
  if (!response.ok)
    throw new OAuthError(
      'invalid',
      `${p.id} ${what}: answered ${response.status} ${providerError(body)}`.trim(),
    );
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new OAuthError('invalid', `${p.id} ${what}: the answer is not JSON`);
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new OAuthError('invalid', `${p.id} ${what}: unexpected answer`);
  return parsed.data;
}

/** The provider's own words for a refusal: Google says `error`, Facebook `error.message`. */
function providerError(body: string): string {
  const shape = z.object({
    error: z.union([z.string(), z.object({ message: z.string() }).transform((e) => e.message)]),
  });
  try {
    const parsed = shape.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error.slice(0, 200) : '';
  } catch {
    return '';
  }
}

const tokenAnswer = z.object({
  access_token: z.string().min(1).max(4096),
  token_type: z
    .string()
    .refine((type) => type.toLowerCase() === 'bearer')
    .optional(),
});

/** Trades the code from the redirect for an access token (client secret and PKCE verifier). */
export async function exchangeCode(
  p: OAuthProviderConfig,
  o: { code: string; codeVerifier: string; redirectUri: string },
): Promise<{ accessToken: string }> {
  // One form POST suits both: Google's token endpoint and Facebook's, which also accepts POST.
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: o.code,
    redirect_uri: o.redirectUri,
    client_id: p.clientId,
    client_secret: p.clientSecret,
    code_verifier: o.codeVerifier,
  });
  const answer = await callProvider(
    p,
    'token exchange',
    p.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    },
    tokenAnswer,
  );
  return { accessToken: answer.access_token };
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

const googleProfile = z.object({
  sub: z.string().min(1).max(255),
  email: optionalText,
  // OpenID Connect says boolean; some Google answers have carried the string "true".
  email_verified: z.union([z.boolean(), z.string()]).nullish(),
  given_name: optionalText,
  family_name: optionalText,
});

const facebookProfile = z.object({
  id: z.string().min(1).max(255),
  email: optionalText,
  first_name: optionalText,
  last_name: optionalText,
});

/** The signed-in person as the provider describes them. */
export async function fetchProfile(
  p: OAuthProviderConfig,
  accessToken: string,
): Promise<OAuthProfile> {
  const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
  if (p.id === 'google') {
    const profile = await callProvider(p, 'userinfo', p.userInfoUrl, { headers }, googleProfile);
    return {
      provider: 'google',
      subject: profile.sub,
      email: profile.email,
      emailVerified:
        profile.email !== null &&
        (profile.email_verified === true || profile.email_verified === 'true'),
      firstName: profile.given_name,
      lastName: profile.family_name,
    };
  }
  const url = new URL(p.userInfoUrl);
  url.searchParams.set('fields', 'id,name,email,first_name,last_name');
  // Lets the app turn on Facebook's "Require App Secret": a stolen token alone is then useless.
  url.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', p.clientSecret).update(accessToken).digest('hex'),
  );
  const profile = await callProvider(p, 'profile', url.toString(), { headers }, facebookProfile);
  return {
    provider: 'facebook',
    subject: profile.id,
    email: profile.email,
    // Facebook gives only an e-mail its owner has confirmed, and has no field to say so.
    emailVerified: profile.email !== null,
    firstName: profile.first_name,
    lastName: profile.last_name,
  };
}
