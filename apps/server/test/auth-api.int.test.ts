import { translatorFor } from '@shop/i18n/translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type AccountApi, startAccountApi } from './account-api-helpers.ts';

let api: AccountApi;

beforeAll(async () => {
  api = await startAccountApi();
});

afterAll(async () => {
  await api?.close();
});

const mn = translatorFor('mn');
const en = translatorFor('en');
const PASSWORD = 'tsetseg-2024';

/** An account with a password, made through sign-up and its code. */
async function registered(login = api.newEmail(), ip = api.newIp()) {
  const asked = await api.call('POST', '/mcs_auth/sign_up', {
    body: { login, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Сараа' },
    ip,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const verified = await api.call('POST', '/mcs_auth/verify', {
    body: { request_token: asked.json().request_token, code: api.lastCode(login) },
    ip,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { login, ip, ...verified.json() };
}

const passwordGrant = (username: string, password: string, ip = api.newIp()) =>
  api.call('POST', '/oauth/token', {
    body: { grant_type: 'password', username, password },
    ip,
  });

const me = (token: string) => api.call('GET', '/users/me', { token });

describe(`sign-in API on ${testDatabaseKind()}`, () => {
  it('signs in by e-mail code end to end, making the account with a confirmed address', async () => {
    const login = api.newEmail();
    const ip = api.newIp();
    const asked = await api.call('POST', '/mcs_auth', { body: { login: ` ${login} ` }, ip });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ channel: 'email', sent_to: `s***@example.mn` });
    expect(new Date(asked.json().expires_at).getTime()).toBeGreaterThan(Date.now());

    const verified = await api.call('POST', '/mcs_auth/verify', {
      body: { request_token: asked.json().request_token, code: api.lastCode(login) },
      ip,
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 7200 });
    expect(body.created_at).toBeCloseTo(Date.now() / 1000, -2);
    expect(body.user).toMatchObject({
      email: login,
      email_state: 'confirmed',
      has_password: false,
    });

    const account = await me(body.access_token);
    expect(account.statusCode).toBe(200);
    expect(account.json().id).toBe(body.user.id);
  });

  it('signs in by SMS code to a mobile number typed the local way', async () => {
    const phone = api.newPhone();
    const local = `${phone.slice(4, 8)} ${phone.slice(8)}`;
    const ip = api.newIp();
    const asked = await api.call('POST', '/mcs_auth', { body: { login: local }, ip });
    expect(asked.json()).toMatchObject({ channel: 'sms', sent_to: `•••• ${phone.slice(-4)}` });
    const verified = await api.call('POST', '/mcs_auth/verify', {
      body: { request_token: asked.json().request_token, code: api.lastCode(phone) },
      ip,
    });
    expect(verified.json().user).toMatchObject({
      phone,
      phone_display: local,
      phone_confirmed: true,
      email: null,
    });
  });

  it('registers with a password: sign-up, the code, then the password grant', async () => {
    const account = await registered();
    expect(account.user).toMatchObject({ has_password: true, first_name: 'Сараа' });
    const grant = await passwordGrant(account.login.toUpperCase(), PASSWORD);
    expect(grant.statusCode).toBe(200);
    expect((await me(grant.json().access_token)).json().id).toBe(account.user.id);
  });

  it('takes a form-encoded password grant and rotates refresh tokens, refusing a used one', async () => {
    const { login } = await registered();
    const form = (fields: Record<string, string>) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v2/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: api.newIp(),
      });
    const first = await form({ grant_type: 'password', username: login, password: PASSWORD });
    expect(first.statusCode, first.body).toBe(200);
    const refreshed = await form({
      grant_type: 'refresh_token',
      refresh_token: first.json().refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect(next.access_token).not.toBe(first.json().access_token);
    expect(next.refresh_token).not.toBe(first.json().refresh_token);

    const replayed = await form({
      grant_type: 'refresh_token',
      refresh_token: first.json().refresh_token,
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toBe(mn('error.session_expired'));
    expect((await me(first.json().access_token)).statusCode).toBe(401);
    expect((await me(next.access_token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const { login } = await registered();
    const wrong = await passwordGrant(login, 'not-the-password');
    const unknown = await passwordGrant(api.newEmail(), PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(mn('error.login_failed'));
      expect(response.json().errors).toBeUndefined();
    }
  });

  it('refuses an unknown grant type on its field', async () => {
    const response = await api.call('POST', '/oauth/token', {
      body: { grant_type: 'client_credentials' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['grant_type']);
  });

  it('revokes an access token, and a session by its refresh token; unknown tokens are fine', async () => {
    const { login } = await registered();
    const byAccess = (await passwordGrant(login, PASSWORD)).json();
    const revoked = await api.call('POST', '/oauth/revoke', {
      body: { token: byAccess.access_token },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await me(byAccess.access_token)).statusCode).toBe(401);

    const byRefresh = (await passwordGrant(login, PASSWORD)).json();
    await api.call('POST', '/oauth/revoke', {
      body: { token: byRefresh.refresh_token, token_type_hint: 'refresh_token' },
    });
    expect((await me(byRefresh.access_token)).statusCode).toBe(401);
    const refresh = await api.call('POST', '/oauth/token', {
      body: { grant_type: 'refresh_token', refresh_token: byRefresh.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const unknown = await api.call('POST', '/oauth/revoke', { body: { token: 'no-such-token' } });
    expect(unknown.statusCode).toBe(200);
  });

  it('resets a password by code: the old password and every old token stop working', async () => {
    const { login, ip, access_token: codeSession } = await registered();
    const passwordSession = (await passwordGrant(login, PASSWORD)).json().access_token;
    const asked = await api.call('POST', '/mcs_auth', { body: { login, purpose: 'reset' }, ip });
    expect(asked.statusCode).toBe(200);
    const code = api.lastCode(login);
    const attempt = { request_token: asked.json().request_token, code };

    const checked = await api.call('POST', '/mcs_auth/check', { body: attempt, ip });
    expect(checked.json()).toEqual({ valid: true });
    // A reset code does not sign in by itself.
    expect((await api.call('POST', '/mcs_auth/verify', { body: attempt, ip })).statusCode).toBe(
      400,
    );

    const reset = await api.call('POST', '/mcs_auth/reset', {
      body: { ...attempt, password: 'new-secret-9', password_confirmation: 'new-secret-9' },
      ip,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(reset.json().access_token)).statusCode).toBe(200);
    expect((await me(codeSession)).statusCode).toBe(401);
    expect((await me(passwordSession)).statusCode).toBe(401);
    expect((await passwordGrant(login, PASSWORD)).statusCode).toBe(401);
    expect((await passwordGrant(login, 'new-secret-9')).statusCode).toBe(200);
  });

  it('answers a code request the same for known and unknown logins', async () => {
    const { login: known } = await registered();
    const unknown = api.newEmail();
    for (const purpose of ['sign_in', 'reset']) {
      const shapes = [];
      for (const login of [known, unknown]) {
        const response = await api.call('POST', '/mcs_auth', {
          body: { login, purpose },
          ip: api.newIp(),
        });
        const body = response.json();
        shapes.push({
          status: response.statusCode,
          keys: Object.keys(body).sort(),
          channel: body.channel,
          sent_to: body.sent_to,
          token_length: body.request_token.length,
          minutes_left: Math.round((Date.parse(body.expires_at) - Date.now()) / 60_000),
        });
      }
      expect(shapes[0], purpose).toEqual(shapes[1]);
    }
  });

  it('refuses a sixth try even with the right code', async () => {
    const login = api.newEmail();
    const ip = api.newIp();
    const asked = await api.call('POST', '/mcs_auth', { body: { login }, ip });
    const request_token = asked.json().request_token;
    const right = api.lastCode(login);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const refused = await api.call('POST', '/mcs_auth/verify', {
        body: { request_token, code: wrong },
        ip,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ code: [mn('error.code_invalid')] });
    }
    const sixth = await api.call('POST', '/mcs_auth/verify', {
      body: { request_token, code: right },
      ip,
      lang: 'en',
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error).toBe('Too many wrong tries. Please ask for a new code.');
  });

  it('limits code requests per login with 429 in the shopper’s language', async () => {
    const login = api.newEmail();
    for (let i = 0; i < 5; i++) {
      const ok = await api.call('POST', '/mcs_auth', { body: { login }, ip: api.newIp() });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await api.call('POST', '/mcs_auth', {
      body: { login },
      ip: api.newIp(),
      lang: 'en',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many requests. Please wait a moment and try again.');
    const inMongolian = await api.call('POST', '/mcs_auth', { body: { login }, ip: api.newIp() });
    expect(inMongolian.json().error).toBe(mn('error.rate_limited'));
  });

  it('explains invalid fields with the spec’s texts', async () => {
    const mismatch = await api.call('POST', '/mcs_auth/sign_up', {
      body: { login: api.newEmail(), password: PASSWORD, password_confirmation: 'something' },
      lang: 'en',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: 'The request is not valid.',
      errors: { password_confirmation: ['Passwords do not match.'] },
    });

    const badPhone = await api.call('POST', '/mcs_auth', { body: { login: '12 34' } });
    expect(badPhone.json().errors).toEqual({ login: [mn('validation.phone')] });
    expect(mn('validation.phone')).toMatch(/Утасны дугаар буруу/);

    const several = await api.call('POST', '/mcs_auth/sign_up', {
      body: { login: 'saraa@', password: 'short', nickname: 'x' },
      lang: 'en',
    });
    expect(several.json().errors).toEqual({
      login: [en('validation.email')],
      password: [en('validation.password_short')],
      nickname: ['"nickname" is not a known field.'],
    });

    const badCode = await api.call('POST', '/mcs_auth/verify', {
      body: { request_token: 'x'.repeat(40), code: '12ab' },
      lang: 'en',
    });
    expect(badCode.json().errors).toEqual({ code: ['Code incorrect. Enter the 6-digit code.'] });
  });

  it('checks a code without using it up', async () => {
    const login = api.newEmail();
    const ip = api.newIp();
    const asked = await api.call('POST', '/mcs_auth', { body: { login }, ip });
    const attempt = { request_token: asked.json().request_token, code: api.lastCode(login) };
    expect((await api.call('POST', '/mcs_auth/check', { body: attempt, ip })).statusCode).toBe(200);
    expect((await api.call('POST', '/mcs_auth/verify', { body: attempt, ip })).statusCode).toBe(
      200,
    );
  });

  it('lists the sign-in routes on the API documentation page', async () => {
    const doc = (await api.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/oauth/token',
        '/api/v2/mcs_auth',
        '/api/v2/mcs_auth/verify',
        '/api/v2/users/me',
        '/api/v2/users/addresses/{id}',
      ]),
    );
    const signUp = doc.paths['/api/v2/mcs_auth/sign_up'].post;
    expect(signUp.tags).toEqual(['auth']);
    expect(Object.keys(signUp.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['login', 'password', 'password_confirmation']),
    );
  });
});
