import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSandbox } from './app.ts';
import { sandboxSubject } from './oauth.ts';

const VERIFIER = 'v'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const REDIRECT = 'http://127.0.0.1:5173/auth/callback?from=test';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const clients = {
  google: { consent: 'authorize', clientId: 'sandbox-google', secret: 'sandbox-google-secret' },
  facebook: { consent: 'dialog', clientId: 'sandbox-facebook', secret: 'sandbox-facebook-secret' },
} as const;
type Provider = keyof typeof clients;

function authorizeQuery(provider: Provider, overrides: Record<string, string> = {}) {
  return {
    client_id: clients[provider].clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-<1>',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

type App = ReturnType<typeof buildSandbox>['app'];

async function consent(
  app: App,
  provider: Provider,
  decision: 'allow' | 'deny' | 'fail_exchange',
  person: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/oauth/${provider}/${clients[provider].consent}`,
    headers: form,
    payload: new URLSearchParams({
      ...authorizeQuery(provider),
      email: 'bat.erdene@example.mn',
      first_name: 'Бат',
      last_name: 'Эрдэнэ',
      ...person,
      decision,
    }).toString(),
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

function tokenRequest(provider: Provider, code: string, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: clients[provider].clientId,
    client_secret: clients[provider].secret,
    code_verifier: VERIFIER,
    ...overrides,
  }).toString();
}

const googleToken = (app: App, code: string, overrides: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/oauth/google/token',
    headers: form,
    payload: tokenRequest('google', code, overrides),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('sandbox sign-in: consent page', () => {
  it.each(['google', 'facebook'] as const)(
    'shows an accessible %s consent form carrying the request',
    async (provider) => {
      const { app } = buildSandbox();
      const response = await app.inject({
        url: `/oauth/${provider}/${clients[provider].consent}`,
        query: authorizeQuery(provider),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<html lang="en">');
      const name = provider === 'google' ? 'Google' : 'Facebook';
      expect(html).toContain(`<h1>Sign in with ${name} (sandbox)</h1>`);
      expect(html).toContain(`<form method="post" action="${clients[provider].consent}">`);
      for (const id of ['email', 'first_name', 'last_name'])
        expect(html).toMatch(new RegExp(`<label for="${id}">[^<]+</label>\\s*<input id="${id}"`));
      expect(html).toContain('<input type="hidden" name="state" value="state-&#60;1&#62;">');
      expect(html).toContain(`name="code_challenge" value="${CHALLENGE}"`);
      expect(html).toContain('>Allow</button>');
      expect(html).toContain('>Deny</button>');
      expect(html).toContain('>Allow, then fail the token exchange</button>');
    },
  );

  it('prefills a different demo person for each provider', async () => {
    const { app } = buildSandbox();
    const google = await app.inject({
      url: '/oauth/google/authorize',
      query: authorizeQuery('google'),
    });
    const facebook = await app.inject({
      url: '/oauth/facebook/dialog',
      query: authorizeQuery('facebook'),
    });
    expect(google.body).toContain('value="bat.erdene@example.mn"');
    expect(google.body).toContain('value="Бат"');
    expect(facebook.body).not.toContain('bat.erdene@example.mn');
    expect(facebook.body).toMatch(/id="email" name="email" value="[^"]+@example\.mn"/);
  });

  it.each([
    ['no PKCE challenge', { code_challenge: '' }],
    ['the plain PKCE method', { code_challenge_method: 'plain' }],
    ['an unknown client', { client_id: 'someone-else' }],
    ['another response type', { response_type: 'token' }],
    ['a relative redirect URI', { redirect_uri: '/callback' }],
    ['a javascript: redirect URI', { redirect_uri: 'javascript:alert(1)' }],
    ['a redirect URI with a fragment', { redirect_uri: 'http://127.0.0.1/cb#x' }],
  ])('refuses %s with an error page and no redirect', async (_case, overrides) => {
    const { app } = buildSandbox();
    const response = await app.inject({
      url: '/oauth/google/authorize',
      query: authorizeQuery('google', overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<html lang="en">');
  });

  it('answers 400, not 500, to repeated parameters and malformed forms', async () => {
    const { app } = buildSandbox();
    const repeated = await app.inject({
      url: '/oauth/google/authorize?client_id=a&client_id=b',
    });
    const empty = await app.inject({ method: 'POST', url: '/oauth/facebook/dialog' });
    const garbage = await app.inject({
      method: 'POST',
      url: '/oauth/google/authorize',
      headers: form,
      payload: '%%%&&&==',
    });
    const json = await app.inject({
      method: 'POST',
      url: '/oauth/google/authorize',
      payload: [1, 2, 3],
    });
    const badEmail = await app.inject({
      method: 'POST',
      url: '/oauth/google/authorize',
      headers: form,
      payload: new URLSearchParams({
        ...authorizeQuery('google'),
        email: 'not-an-email',
        first_name: 'Бат',
        last_name: 'Эрдэнэ',
        decision: 'allow',
      }).toString(),
    });
    expect([repeated, empty, garbage, json, badEmail].map((r) => r.statusCode)).toEqual([
      400, 400, 400, 400, 400,
    ]);
  });
});

describe('sandbox sign-in: redirect back', () => {
  it('sends a code and the state back to the redirect URI, keeping its own query', async () => {
    const { app } = buildSandbox();
    const back = await consent(app, 'google', 'allow');
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:5173/auth/callback');
    expect(back.searchParams.get('from')).toBe('test');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
    expect(back.searchParams.get('state')).toBe('state-<1>');
  });

  it('says access_denied with the state when the person denies', async () => {
    const { app } = buildSandbox();
    const google = await consent(app, 'google', 'deny');
    expect(google.searchParams.get('error')).toBe('access_denied');
    expect(google.searchParams.get('error_description')).toBeTruthy();
    expect(google.searchParams.get('state')).toBe('state-<1>');
    expect(google.searchParams.has('code')).toBe(false);

    const facebook = await consent(app, 'facebook', 'deny', { email: 'ignored because denied' });
    expect(facebook.searchParams.get('error')).toBe('access_denied');
    expect(facebook.searchParams.get('error_reason')).toBe('user_denied');
    expect(facebook.searchParams.get('state')).toBe('state-<1>');
  });
});

describe('sandbox sign-in: Google token and userinfo', () => {
  it('exchanges a code for a token that reads the person who signed in', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'google', 'allow')).searchParams.get('code')!;
    const token = await googleToken(app, code);
    expect(token.statusCode).toBe(200);
    const body = token.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'openid email profile' });
    expect(body.expires_in).toBeGreaterThan(0);
    const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'sandbox-google', email: 'bat.erdene@example.mn' });

    const userinfo = await app.inject({
      url: '/oauth/google/userinfo',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(userinfo.json()).toEqual({
      sub: claims.sub,
      email: 'bat.erdene@example.mn',
      email_verified: true,
      given_name: 'Бат',
      family_name: 'Эрдэнэ',
      name: 'Бат Эрдэнэ',
    });
  });

  it('gives the same subject to the same e-mail, whatever its case, and another to another', async () => {
    const { app } = buildSandbox();
    const subjectOf = async (email: string) => {
      const code = (await consent(app, 'google', 'allow', { email })).searchParams.get('code')!;
      const { access_token } = (await googleToken(app, code)).json();
      const userinfo = await app.inject({
        url: '/oauth/google/userinfo',
        headers: { authorization: `Bearer ${access_token}` },
      });
      return userinfo.json().sub as string;
    };
    const first = await subjectOf('bat.erdene@example.mn');
    expect(first).toMatch(/^\d{21}$/);
    expect(await subjectOf('Bat.Erdene@example.mn')).toBe(first);
    expect(await subjectOf('saraa@example.mn')).not.toBe(first);
    const person = { email: 'bat.erdene@example.mn', firstName: '', lastName: '' };
    expect(sandboxSubject('facebook', person)).not.toBe(sandboxSubject('google', person));
  });

  it('accepts a code once', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'google', 'allow')).searchParams.get('code')!;
    expect((await googleToken(app, code)).statusCode).toBe(200);
    const again = await googleToken(app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('refuses a code after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = buildSandbox();
    const code = (await consent(app, 'google', 'allow')).searchParams.get('code')!;
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    const late = await googleToken(app, code);
    expect([late.statusCode, late.json().error]).toEqual([400, 'invalid_grant']);
  });

  it.each([
    ['a wrong PKCE verifier', { code_verifier: 'w'.repeat(43) }, 'invalid_grant'],
    ['another redirect URI', { redirect_uri: 'http://127.0.0.1:5173/other' }, 'invalid_grant'],
    ['a wrong client secret', { client_secret: 'guess' }, 'invalid_client'],
    ['an unknown client', { client_id: 'sandbox-facebook' }, 'invalid_client'],
    ['a malformed verifier', { code_verifier: 'short' }, 'invalid_request'],
    ['another grant type', { grant_type: 'refresh_token' }, 'unsupported_grant_type'],
  ])('refuses %s', async (_case, overrides, error) => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'google', 'allow')).searchParams.get('code')!;
    const response = await googleToken(app, code, overrides);
    expect([response.statusCode, response.json().error]).toEqual([400, error]);
  });

  it('spends a code presented with a wrong verifier, so a guess cannot be retried', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'google', 'allow')).searchParams.get('code')!;
    await googleToken(app, code, { code_verifier: 'w'.repeat(43) });
    expect((await googleToken(app, code)).json().error).toBe('invalid_grant');
  });

  it('refuses a Facebook code at the Google token endpoint', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'facebook', 'allow')).searchParams.get('code')!;
    expect((await googleToken(app, code)).json().error).toBe('invalid_grant');
  });

  it('fails the exchange with 503 when asked to', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'google', 'fail_exchange')).searchParams.get('code')!;
    expect((await googleToken(app, code)).statusCode).toBe(503);
  });

  it('answers 400 to a token request without a body and 401 to a bad access token', async () => {
    const { app } = buildSandbox();
    const empty = await app.inject({ method: 'POST', url: '/oauth/google/token' });
    const json = await app.inject({
      method: 'POST',
      url: '/oauth/google/token',
      payload: { grant_type: 'authorization_code', code: { nested: true } },
    });
    const userinfo = await app.inject({
      url: '/oauth/google/userinfo',
      headers: { authorization: 'Bearer nope' },
    });
    const anonymous = await app.inject({ url: '/oauth/google/userinfo' });
    expect([empty, json, userinfo, anonymous].map((r) => r.statusCode)).toEqual([
      400, 400, 401, 401,
    ]);
  });
});

describe('sandbox sign-in: Facebook access_token and me', () => {
  const facebookToken = (app: App, code: string, method: 'GET' | 'POST') => {
    const params = tokenRequest('facebook', code);
    return method === 'GET'
      ? app.inject({ url: `/oauth/facebook/access_token?${params}` })
      : app.inject({
          method: 'POST',
          url: '/oauth/facebook/access_token',
          headers: form,
          payload: params,
        });
  };

  it.each(['GET', 'POST'] as const)(
    'exchanges a code by %s and reads the requested fields',
    async (method) => {
      const { app } = buildSandbox();
      const code = (
        await consent(app, 'facebook', 'allow', {
          email: 'saraa.dorj@example.mn',
          first_name: 'Сараа',
          last_name: 'Дорж',
        })
      ).searchParams.get('code')!;
      const token = await facebookToken(app, code, method);
      expect(token.statusCode).toBe(200);
      const { access_token, token_type } = token.json();
      expect(token_type).toBe('bearer');

      const byQuery = await app.inject({
        url: '/oauth/facebook/me',
        query: { fields: 'id,name,email,first_name,last_name', access_token },
      });
      const byHeader = await app.inject({
        url: '/oauth/facebook/me?fields=id,email',
        headers: { authorization: `Bearer ${access_token}` },
      });
      const id = sandboxSubject('facebook', {
        email: 'saraa.dorj@example.mn',
        firstName: '',
        lastName: '',
      });
      expect(byQuery.json()).toEqual({
        id,
        name: 'Сараа Дорж',
        email: 'saraa.dorj@example.mn',
        first_name: 'Сараа',
        last_name: 'Дорж',
      });
      expect(byHeader.json()).toEqual({ id, email: 'saraa.dorj@example.mn' });
    },
  );

  it('leaves out an e-mail the person did not give', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'facebook', 'allow', { email: '' })).searchParams.get('code')!;
    const { access_token } = (await facebookToken(app, code, 'POST')).json();
    const me = await app.inject({
      url: '/oauth/facebook/me',
      query: { fields: 'id,email,first_name', access_token },
    });
    expect(Object.keys(me.json())).toEqual(['id', 'first_name']);
  });

  it('checks an appsecret_proof when one is sent', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'facebook', 'allow')).searchParams.get('code')!;
    const { access_token } = (await facebookToken(app, code, 'GET')).json();
    const proof = createHmac('sha256', 'sandbox-facebook-secret')
      .update(access_token)
      .digest('hex');
    const good = await app.inject({
      url: '/oauth/facebook/me',
      query: { access_token, appsecret_proof: proof },
    });
    const bad = await app.inject({
      url: '/oauth/facebook/me',
      query: { access_token, appsecret_proof: 'f'.repeat(64) },
    });
    expect([good.statusCode, bad.statusCode]).toEqual([200, 400]);
  });

  it('answers Graph API errors to a reused code, a bad token and an unknown field', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'facebook', 'allow')).searchParams.get('code')!;
    const { access_token } = (await facebookToken(app, code, 'POST')).json();
    const reused = await facebookToken(app, code, 'POST');
    const badToken = await app.inject({ url: '/oauth/facebook/me?access_token=nope' });
    const badField = await app.inject({
      url: '/oauth/facebook/me',
      query: { fields: 'id,password', access_token },
    });
    for (const response of [reused, badToken, badField]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.type).toBe('OAuthException');
    }
    expect(badToken.json().error.code).toBe(190);
  });

  it('fails the exchange with 503 when asked to', async () => {
    const { app } = buildSandbox();
    const code = (await consent(app, 'facebook', 'fail_exchange')).searchParams.get('code')!;
    expect((await facebookToken(app, code, 'GET')).statusCode).toBe(503);
  });
});
