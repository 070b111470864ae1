import { describe, expect, it } from 'vitest';
import { SANDBOX_SMS_KEY, SMS_UNAVAILABLE_NUMBER } from './sms-gateway.ts';
import { type SandboxApp, sandboxTesting } from './test-support.ts';

const testing = sandboxTesting();

const sms = {
  from: 'Tsetseg',
  to: '+97699112233',
  text: 'Цэцэг Маркет: таны код 123456.',
  parts: 1,
};

const send = (app: SandboxApp, payload: object, key: string | null = SANDBOX_SMS_KEY) =>
  app.inject({
    method: 'POST',
    url: '/sms-gateway/messages',
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    payload: { ...payload },
  });

/** The SMS in the sandbox's outbox, newest first. */
const outbox = async (app: SandboxApp) =>
  (await app.inject({ url: '/outbox.json?channel=sms' })).json().messages as unknown[];

describe('operator SMS gateway', () => {
  it('takes an SMS with the shop’s key into the outbox, with its sender and parts', async () => {
    const app = testing.sandbox();
    const answer = await send(app, sms);
    expect(answer.statusCode).toBe(201);
    const [message] = await outbox(app);
    expect(message).toMatchObject({
      id: answer.json().id,
      to: '+97699112233',
      body: sms.text,
      sender: 'Tsetseg',
      parts: 1,
    });
  });

  it('shows the sender and parts on the outbox page', async () => {
    const app = testing.sandbox();
    await send(app, { ...sms, parts: 2 });
    const page = await app.inject({ url: '/outbox' });
    expect(page.body).toContain('+97699112233</strong> from Tsetseg (2 parts)');
  });

  it('answers 401 without the key or with another, and keeps nothing', async () => {
    const app = testing.sandbox();
    for (const key of [null, 'wrong-key']) {
      const answer = await send(app, sms, key);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'unauthorized' });
    }
    expect(await outbox(app)).toEqual([]);
  });

  it('answers 400 to a number not in E.164, a long sender, no text or a field too many', async () => {
    const bad = [
      { ...sms, to: '99112233' },
      { ...sms, from: 'Tsetseg Market' },
      { ...sms, text: '' },
      { ...sms, parts: 0 },
      { ...sms, subject: 'extra' },
    ];
    const app = testing.sandbox();
    for (const payload of bad) {
      const answer = await send(app, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect(await outbox(app)).toEqual([]);
  });

  it('answers 503 for its unavailable test number, for the shop to retry', async () => {
    const app = testing.sandbox();
    expect((await send(app, { ...sms, to: SMS_UNAVAILABLE_NUMBER })).statusCode).toBe(503);
    expect(await outbox(app)).toEqual([]);
  });
});
