import { accounts } from '@shop/core';
import { translatorFor } from '@shop/i18n/translators';
import sharp from 'sharp';
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

const address = (overrides: Record<string, unknown> = {}) => ({
  city: 'Улаанбаатар',
  district: 'Сүхбаатар',
  quarter: '1-р хороо',
  street: 'Энхтайвны өргөн чөлөө',
  detail: '12-р байр, 2-р орц, 45 тоот',
  receiver: 'Сараа',
  receiver_phone: '9911 2233',
  zipcode: '14200',
  ...overrides,
});

const organisation = {
  name: 'Цэцэг Маркет ХХК',
  registry_number: '5123456',
  address: 'Улаанбаатар, Сүхбаатар дүүрэг',
  phone: '7011 2233',
  employee_count: '12',
};

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----shop${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, part: ReturnType<typeof multipart>, lang?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v2/users/update_avatar',
    payload: part.payload,
    headers: {
      ...part.headers,
      authorization: `Bearer ${token}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });

describe(`users API on ${testDatabaseKind()}`, () => {
  it('refuses every account route without a valid bearer token', async () => {
    const routes = [
      ['GET', '/users/me'],
      ['POST', '/users/update_profile'],
      ['POST', '/users/update_avatar'],
      ['POST', '/users/link_device'],
      ['POST', '/users/change_password'],
      ['POST', '/users/email'],
      ['POST', '/users/email/confirm'],
      ['POST', '/users/phone'],
      ['POST', '/users/phone/confirm'],
      ['GET', '/users/addresses'],
      ['POST', '/users/addresses'],
      ['GET', '/users/addresses/1'],
      ['PUT', '/users/addresses/1'],
      ['DELETE', '/users/addresses/1'],
      ['GET', '/users/organisation'],
      ['PUT', '/users/organisation'],
      ['DELETE', '/users/organisation'],
      ['GET', '/users/sessions'],
      ['DELETE', '/users/sessions/1'],
      ['POST', '/users/logout'],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      const none = await api.call(method, url, { body });
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json().error).toBe(mn('error.unauthorized'));
      expect(none.headers['www-authenticate']).toBe('Bearer');
      const forged = await api.call(method, url, { body, token: 'x'.repeat(43), lang: 'en' });
      expect(forged.statusCode, `${method} ${url}`).toBe(401);
      expect(forged.json().error).toBe('Login required.');
    }
    // The web's cookie is not a credential here.
    const cookie = await api.app.inject({
      url: '/api/v2/users/me',
      headers: { cookie: 'session=whatever' },
    });
    expect(cookie.statusCode).toBe(401);
  });

  it('updates the profile and explains a bad date of birth', async () => {
    const { token } = await api.signIn();
    const updated = await api.call('POST', '/users/update_profile', {
      token,
      body: {
        first_name: ' Сараа ',
        last_name: 'Бат',
        gender: 'female',
        birth_date: '1994-05-17',
        occupation: '',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      first_name: 'Сараа',
      last_name: 'Бат',
      gender: 'female',
      birth_date: '1994-05-17',
      occupation: null,
    });
    const refused = await api.call('POST', '/users/update_profile', {
      token,
      lang: 'en',
      body: { first_name: '', last_name: 'Бат', birth_date: '2999-01-01' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      first_name: [en('validation.blank')],
      birth_date: [en('validation.birth_date')],
    });
  });

  it('takes a PNG avatar and serves it back as a 256 px WebP', async () => {
    const { token } = await api.signIn();
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c2185b' },
    })
      .png()
      .toBuffer();
    const response = await upload(token, multipart('avatar', 'me.png', 'image/png', png));
    expect(response.statusCode, response.body).toBe(200);
    const avatarUrl: string = response.json().avatar_url;
    expect(avatarUrl).toMatch(/^\/media\/avatars\/\d+\.webp\?v=1$/);

    const served = await api.app.inject({ url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    expect((await api.app.inject({ url: '/media/avatars/999999.webp' })).statusCode).toBe(404);
  });

  it('refuses an avatar that is not a picture, or too big', async () => {
    const { token } = await api.signIn();
    const text = multipart('avatar', 'me.png', 'image/png', Buffer.from('not a picture at all'));
    const notImage = await upload(token, text, 'en');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors).toEqual({ avatar: [en('validation.avatar_type')] });

    const huge = Buffer.alloc(accounts.AVATAR_MAX_BYTES + 1, 1);
    const tooBig = await upload(token, multipart('avatar', 'big.png', 'image/png', huge), 'en');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual({ avatar: ['The picture can be at most 5 MB.'] });

    const json = await api.call('POST', '/users/update_avatar', { token, body: {} });
    expect(json.statusCode).toBe(400);
    expect((await api.call('GET', '/users/me', { token })).json().avatar_url).toBeNull();
  });

  it('links a push-notification device', async () => {
    const { token } = await api.signIn();
    const linked = await api.call('POST', '/users/link_device', {
      token,
      body: { playerId: 'onesignal-player-1' },
    });
    expect(linked.json()).toEqual({ linked: true, web_push: false });
  });

  it('keeps addresses private: another user cannot read, change or remove them', async () => {
    const a = await api.signIn();
    const b = await api.signIn();
    const added = await api.call('POST', '/users/addresses', { token: a.token, body: address() });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id;
    expect(added.json()).toMatchObject({
      receiver_phone: '+97699112233',
      is_default: true,
      country: 'MN',
    });

    const mine = await api.call('GET', `/users/addresses/${id}`, { token: a.token });
    expect(mine.json().detail).toBe('12-р байр, 2-р орц, 45 тоот');
    const changed = await api.call('PUT', `/users/addresses/${id}`, {
      token: a.token,
      body: address({ detail: '14-р байр' }),
    });
    expect(changed.json().detail).toBe('14-р байр');

    for (const [method, body] of [['GET'], ['PUT', address()], ['DELETE']] as const) {
      const theirs = await api.call(method, `/users/addresses/${id}`, { token: b.token, body });
      expect(theirs.statusCode, method).toBe(404);
    }
    expect((await api.call('GET', '/users/addresses', { token: b.token })).json()).toEqual({
      addresses: [],
    });

    const removed = await api.call('DELETE', `/users/addresses/${id}`, { token: a.token });
    expect(removed.statusCode).toBe(204);
    expect((await api.call('GET', '/users/addresses', { token: a.token })).json()).toEqual({
      addresses: [],
    });
  });

  it('explains invalid address fields, the phone in Mongolian by default', async () => {
    const { token } = await api.signIn();
    const refused = await api.call('POST', '/users/addresses', {
      token,
      body: address({ receiver_phone: '123', zipcode: 'abc' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      receiver_phone: [mn('validation.phone')],
      zipcode: [mn('validation.zipcode')],
    });
    expect((await api.call('GET', '/users/addresses/abc', { token })).statusCode).toBe(400);
  });

  it('keeps one organisation with a Cyrillic name', async () => {
    const { token } = await api.signIn();
    expect((await api.call('GET', '/users/organisation', { token })).json()).toBeNull();
    const latin = await api.call('PUT', '/users/organisation', {
      token,
      body: { ...organisation, name: 'Tsetseg Market LLC' },
    });
    expect(latin.statusCode).toBe(400);
    expect(latin.json().errors).toEqual({ name: [mn('validation.cyrillic_only')] });

    const saved = await api.call('PUT', '/users/organisation', { token, body: organisation });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+97670112233', employee_count: 12 });
    expect((await api.call('GET', '/users/organisation', { token })).json().name).toBe(
      'Цэцэг Маркет ХХК',
    );
    expect((await api.call('DELETE', '/users/organisation', { token })).statusCode).toBe(204);
    expect((await api.call('GET', '/users/organisation', { token })).json()).toBeNull();
  });

  it('lists sessions, ends one, and signs out; another user’s session is not found', async () => {
    const first = await api.signIn();
    const second = await api.signIn(first.login);
    const other = await api.signIn();
    const listed = (await api.call('GET', '/users/sessions', { token: first.token })).json();
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const secondId = listed.sessions.find((s: { current: boolean }) => !s.current).id;

    const stranger = await api.call('DELETE', `/users/sessions/${secondId}`, {
      token: other.token,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await api.call('GET', '/users/me', { token: second.token })).statusCode).toBe(200);

    const ended = await api.call('DELETE', `/users/sessions/${secondId}`, { token: first.token });
    expect(ended.statusCode).toBe(204);
    expect((await api.call('GET', '/users/me', { token: second.token })).statusCode).toBe(401);

    const out = await api.call('POST', '/users/logout', { token: first.token });
    expect(out.statusCode).toBe(204);
    expect((await api.call('GET', '/users/me', { token: first.token })).statusCode).toBe(401);
  });

  it('changes the password, keeping this session and ending the others', async () => {
    const { login, token } = await api.signIn();
    const set = await api.call('POST', '/users/change_password', {
      token,
      body: { password: 'first-secret-1', password_confirmation: 'first-secret-1' },
    });
    expect(set.json()).toEqual({ changed: true });
    const other = await api.signIn(login);

    const wrong = await api.call('POST', '/users/change_password', {
      token,
      lang: 'en',
      body: {
        current_password: 'nope-nope',
        password: 'second-secret-2',
        password_confirmation: 'second-secret-2',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: [en('error.current_password')] });

    const changed = await api.call('POST', '/users/change_password', {
      token,
      body: {
        current_password: 'first-secret-1',
        password: 'second-secret-2',
        password_confirmation: 'second-secret-2',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await api.call('GET', '/users/me', { token })).statusCode).toBe(200);
    expect((await api.call('GET', '/users/me', { token: other.token })).statusCode).toBe(401);
  });

  it('changes the e-mail by code; another user cannot confirm it', async () => {
    const a = await api.signIn();
    const b = await api.signIn();
    const next = api.newEmail();
    const asked = await api.call('POST', '/users/email', { token: a.token, body: { email: next } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().sent_to).toBe(`s***@example.mn`);
    expect((await api.call('GET', '/users/me', { token: a.token })).json()).toMatchObject({
      email: a.login,
      pending_email: next,
      email_state: 'waiting',
    });
    const attempt = { request_token: asked.json().request_token, code: api.lastCode(next) };

    const stolen = await api.call('POST', '/users/email/confirm', {
      token: b.token,
      body: attempt,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ code: [mn('error.code_invalid')] });
    expect((await api.call('GET', '/users/me', { token: b.token })).json().email).toBe(b.login);

    const same = await api.call('POST', '/users/email', {
      token: b.token,
      body: { email: b.login },
    });
    expect(same.json().errors).toEqual({ email: [mn('validation.email_same')] });
  });

  it('confirms a new e-mail with its code', async () => {
    const { token } = await api.signIn();
    const next = api.newEmail();
    const asked = await api.call('POST', '/users/email', { token, body: { email: next } });
    const confirmed = await api.call('POST', '/users/email/confirm', {
      token,
      body: { request_token: asked.json().request_token, code: api.lastCode(next) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: next,
      email_state: 'confirmed',
      pending_email: null,
    });
  });

  it('adds a mobile number by SMS code, refusing a landline', async () => {
    const { token } = await api.signIn();
    const landline = await api.call('POST', '/users/phone', {
      token,
      body: { phone: '7011 2233' },
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().errors).toEqual({ phone: [mn('validation.phone')] });

    const phone = api.newPhone();
    const asked = await api.call('POST', '/users/phone', { token, body: { phone } });
    expect(asked.statusCode, asked.body).toBe(200);
    const confirmed = await api.call('POST', '/users/phone/confirm', {
      token,
      body: { request_token: asked.json().request_token, code: api.lastCode(phone) },
    });
    expect(confirmed.json()).toMatchObject({ phone, phone_confirmed: true });
  });
});
