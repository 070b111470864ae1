import { translatorFor } from '@shop/i18n/translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const en = translatorFor('en');

beforeAll(async () => {
  api = await startShopApi({ products: 5, trustProxy: true });
});

afterAll(async () => {
  await api?.close();
});

const from = (n: number) => ({ 'x-forwarded-for': `10.77.0.${n}` });

describe(`newsletter and contact API on ${testDatabaseKind()}`, () => {
  it('subscribes with a confirm link by e-mail, confirms and unsubscribes with its tokens', async () => {
    const email = `api.reader.${Date.now()}@example.mn`;
    const asked = await api.call('POST', '/subscribe', {
      body: { email },
      lang: 'en',
      headers: from(1),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const body = api.sandbox.outbox.list({ to: email })[0]?.body ?? '';
    expect(body).toContain('/en/subscribe/confirm?token=');
    const confirm = /confirm\?token=([\w-]+)/.exec(body)?.[1];
    const unsubscribe = /unsubscribe\?token=([\w-]+)/.exec(body)?.[1];
    const confirmed = await api.call('POST', '/subscribe/confirm', { body: { token: confirm } });
    expect(confirmed.json()).toEqual({ subscribed: true });
    const again = await api.call('POST', '/subscribe/confirm', {
      body: { token: confirm },
      lang: 'en',
    });
    expect([again.statusCode, again.json().error]).toEqual([404, en('error.subscription_link')]);
    expect(
      (await api.call('POST', '/subscribe/unsubscribe', { body: { token: unsubscribe } })).json(),
    ).toEqual({
      subscribed: false,
    });
  });

  it('answers a bad address with the subscription e-mail error and floods with 429', async () => {
    const bad = await api.call('POST', '/subscribe', {
      body: { email: 'nope' },
      lang: 'en',
      headers: from(2),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: en('validation.subscription_email'),
      errors: { email: [en('validation.subscription_email')] },
    });
    const email = `flood.${Date.now()}@example.mn`;
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        (await api.call('POST', '/subscribe', { body: { email }, headers: from(3) })).statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 429]);
  });

  it('takes a contact message with an e-mail or phone, refuses one without', async () => {
    const sent = await api.call('POST', '/contact_forms', {
      body: { name: 'Бат', phone: '99112233', message: 'Сайн байна уу?' },
      headers: from(4),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const without = await api.call('POST', '/contact_forms', {
      body: { name: 'Бат', message: 'Сайн байна уу?' },
      lang: 'en',
      headers: from(4),
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.email).toEqual([en('validation.contact_needed')]);
  });
});
