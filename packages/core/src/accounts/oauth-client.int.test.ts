import { createHash } from 'node:crypto';
import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authorizationUrl,
  exchangeCode,
  fetchProfile,
  newOAuthState,
  newPkce,
  OAUTH_PROVIDERS,
  OAuthError,
  type OAuthProviderConfig,
  type OAuthProviderId,
  readCallback,
  realOAuthProviders,
  sandboxOAuthProviders,
} from './oauth-client.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let providers: Record<OAuthProviderId, OAuthProviderConfig>;

beforeAll(async () => {
  sandbox = await startSandbox(0);
  providers = sandboxOAuthProviders(sandbox.url);
});

afterAll(async () => {
  await sandbox?.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const REDIRECT_URI = 'http://127.0.0.1:5173/auth/social/callback';

const decodeHtml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a browser does on the consent page: submit its form with one of its buttons. */
async function submitConsent(
  pageUrl: string,
  decision: 'allow' | 'deny' | 'fail_exchange',
  person: Record<string, string>,
): Promise<URLSearchParams> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  expect(action).toBeDefined();
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input[^>]*\sname="([^"]+)" value="([^"]*)"/g))
    fields.set(decodeHtml(name!), decodeHtml(value!));
  for (const [name, value] of Object.entries(person)) fields.set(name, value);
  fields.set('decision', decision);
  const answer = await fetch(new URL(decodeHtml(action!), pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return back.searchParams;
}

/** The shop's side of a sign-in up to the redirect back, as the web app will do it. */
async function startSignIn(
  provider: OAuthProviderId,
  decision: 'allow' | 'deny' | 'fail_exchange' = 'allow',
  person: Record<string, string> = {},
) {
  const p = providers[provider];
  const state = newOAuthState();
  const pkce = newPkce();
  const url = authorizationUrl(p, {
    state,
    codeChallenge: pkce.challenge,
    redirectUri: REDIRECT_URI,
  });
  const callback = await submitConsent(url, decision, person);
  return { p, state, pkce, callback };
}

async function signIn(provider: OAuthProviderId, person: Record<string, string> = {}) {
  const { p, state, pkce, callback } = await startSignIn(provider, 'allow', person);
  const { code } = readCallback(callback, state);
  const { accessToken } = await exchangeCode(p, {
    code,
    codeVerifier: pkce.verifier,
    redirectUri: REDIRECT_URI,
  });
  return fetchProfile(p, accessToken);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(OAuthError);
      return (error as OAuthError).reason;
    },
  );
const thrown = (read: () => unknown) => failure(Promise.resolve().then(read));

describe('OAuth sign-in against the sandbox', () => {
  it('signs in with Google and gets the same subject the second time', async () => {
    const first = await signIn('google');
    expect(first).toEqual({
      provider: 'google',
      subject: expect.stringMatching(/^\d+$/),
      email: 'bat.erdene@example.mn',
      emailVerified: true,
      firstName: 'Бат',
      lastName: 'Эрдэнэ',
    });
    expect((await signIn('google')).subject).toBe(first.subject);
  });

  it('signs in with Facebook, takes its e-mail as verified, and keeps the subject', async () => {
    const person = { email: 'nomin.gantulga@example.mn', first_name: 'Номин', last_name: '' };
    const first = await signIn('facebook', person);
    expect(first).toEqual({
      provider: 'facebook',
      subject: expect.stringMatching(/^\d+$/),
      email: 'nomin.gantulga@example.mn',
      emailVerified: true,
      firstName: 'Номин',
      lastName: null,
    });
    expect((await signIn('facebook', person)).subject).toBe(first.subject);
    expect((await signIn('facebook')).subject).not.toBe(first.subject);
  });

  it('gives no e-mail and no verification when Facebook shares none', async () => {
    const profile = await signIn('facebook', { email: '' });
    expect([profile.email, profile.emailVerified]).toEqual([null, false]);
  });

  it.each(OAUTH_PROVIDERS)('reads a refusal on %s as denied', async (provider) => {
    const { state, callback } = await startSignIn(provider, 'deny');
    expect(await thrown(() => readCallback(callback, state))).toBe('denied');
  });

  it.each(OAUTH_PROVIDERS)(
    'reads a failing %s token exchange as a connection failure',
    async (provider) => {
      const { p, state, pkce, callback } = await startSignIn(provider, 'fail_exchange');
      const { code } = readCallback(callback, state);
      const exchange = exchangeCode(p, {
        code,
        codeVerifier: pkce.verifier,
        redirectUri: REDIRECT_URI,
      });
      expect(await failure(exchange)).toBe('connect');
    },
  );

  it('refuses a redirect back whose state is not the one this browser started', async () => {
    const { callback } = await startSignIn('google');
    expect(await thrown(() => readCallback(callback, newOAuthState()))).toBe('invalid');
    expect(await thrown(() => readCallback(callback, ''))).toBe('invalid');
  });

  it.each(OAUTH_PROVIDERS)('refuses a %s code used twice', async (provider) => {
    const { p, state, pkce, callback } = await startSignIn(provider);
    const { code } = readCallback(callback, state);
    const exchange = { code, codeVerifier: pkce.verifier, redirectUri: REDIRECT_URI };
    await exchangeCode(p, exchange);
    expect(await failure(exchangeCode(p, exchange))).toBe('invalid');
  });

  it('refuses a code with another PKCE verifier or redirect URI', async () => {
    const first = await startSignIn('google');
    const wrongVerifier = exchangeCode(first.p, {
      code: readCallback(first.callback, first.state).code,
      codeVerifier: newPkce().verifier,
      redirectUri: REDIRECT_URI,
    });
    expect(await failure(wrongVerifier)).toBe('invalid');
    const second = await startSignIn('facebook');
    const wrongRedirect = exchangeCode(second.p, {
      code: readCallback(second.callback, second.state).code,
      codeVerifier: second.pkce.verifier,
      redirectUri: 'http://127.0.0.1:5173/elsewhere',
    });
    expect(await failure(wrongRedirect)).toBe('invalid');
  });

  it.each(OAUTH_PROVIDERS)('refuses a bad %s access token as invalid', async (provider) => {
    expect(await failure(fetchProfile(providers[provider], 'forged-token'))).toBe('invalid');
  });

  it('reads an unreachable provider as a connection failure', async () => {
    const down = sandboxOAuthProviders('http://127.0.0.1:9');
    const exchange = exchangeCode(down.google, {
      code: 'code',
      codeVerifier: newPkce().verifier,
      redirectUri: REDIRECT_URI,
    });
    expect(await failure(exchange)).toBe('connect');
    expect(await failure(fetchProfile(down.facebook, 'token'))).toBe('connect');
  });
});

describe('OAuth client without a provider', () => {
  it('makes a PKCE challenge that is the base64url SHA-256 of its verifier', () => {
    const { verifier, challenge } = newPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(newPkce().verifier).not.toBe(verifier);
  });

  it('asks for the code flow with PKCE S256 and the state', () => {
    const url = new URL(
      authorizationUrl(providers.facebook, {
        state: 'abc',
        codeChallenge: 'challenge',
        redirectUri: REDIRECT_URI,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'sandbox-facebook',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'email,public_profile',
      state: 'abc',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
    });
  });

  it('reads the redirect back', async () => {
    const query = (params: Record<string, string>) => new URLSearchParams(params);
    expect(readCallback(query({ code: 'c0de', state: 'abc' }), 'abc')).toEqual({ code: 'c0de' });
    const cases = [
      [{ error: 'access_denied', state: 'abc' }, 'denied'],
      [{ error: 'server_error', state: 'abc' }, 'invalid'],
      [{ state: 'abc' }, 'invalid'],
      [{ code: 'c0de' }, 'invalid'],
      [{ error: 'access_denied', state: 'forged' }, 'invalid'],
    ] as const;
    for (const [params, reason] of cases)
      expect(await thrown(() => readCallback(query(params), 'abc'))).toBe(reason);
  });

  it('configures real endpoints only for the providers given credentials', () => {
    const real = realOAuthProviders({ google: { clientId: 'id', clientSecret: 'secret' } });
    expect(Object.keys(real)).toEqual(['google']);
    expect(real.google).toMatchObject({
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      clientId: 'id',
      clientSecret: 'secret',
    });
    const facebook = realOAuthProviders({ facebook: { clientId: 'a', clientSecret: 'b' } });
    expect(facebook.facebook?.tokenUrl).toMatch(
      /^https:\/\/graph\.facebook\.com\/v\d+\.0\/oauth\/access_token$/,
    );
  });

  const answering = (status: number, body: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status })),
    );

  it('takes a Google email_verified of "true" as verified', async () => {
    answering(200, JSON.stringify({ sub: '1', email: 'a@example.mn', email_verified: 'true' }));
    const profile = await fetchProfile(providers.google, 'token');
    expect([profile.emailVerified, profile.firstName]).toEqual([true, null]);
    answering(200, JSON.stringify({ sub: '1', email: 'a@example.mn', email_verified: 'false' }));
    expect((await fetchProfile(providers.google, 'token')).emailVerified).toBe(false);
  });

  it('sorts provider answers into connect and invalid', async () => {
    const exchange = () =>
      exchangeCode(providers.google, { code: 'c', codeVerifier: 'v', redirectUri: REDIRECT_URI });
    answering(502, '<html>Bad gateway</html>');
    expect(await failure(exchange())).toBe('connect');
    answering(400, JSON.stringify({ error: 'invalid_grant' }));
    expect(await failure(exchange())).toBe('invalid');
    answering(200, 'not json');
    expect(await failure(exchange())).toBe('invalid');
    answering(200, JSON.stringify({ token_type: 'Bearer' }));
    expect(await failure(exchange())).toBe('invalid');
    answering(302, '');
    expect(await failure(exchange())).toBe('invalid');
  });
});
