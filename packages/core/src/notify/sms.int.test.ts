import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageGateway } from './gateway.ts';
import {
  SmsGatewayError,
  type SmsGatewayOptions,
  sandboxSmsGateway,
  smsHttpGateway,
} from './sms.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let options: SmsGatewayOptions;
let gateway: MessageGateway;

beforeAll(async () => {
  sandbox = await startSandbox(0);
  options = sandboxSmsGateway(sandbox.url, 'Tsetseg');
  gateway = smsHttpGateway(options);
});

afterAll(async () => {
  await sandbox?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const sms = (to: string, body: string) => ({ channel: 'sms' as const, to, body });

/** The error a send failed with, which must be the SMS gateway's. */
async function refusal(promise: Promise<unknown>): Promise<SmsGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsGatewayError);
  return error as SmsGatewayError;
}

describe('SMS through the operator’s HTTP gateway', () => {
  it('sends a Mongolian number typed with a space as +976, with the shop’s sender name', async () => {
    const text = 'Цэцэг Маркет: таны код 123456. 10 минут хүчинтэй. Хэнд ч бүү хэлээрэй.';
    const { providerId } = await gateway.send(sms('9911 2233', text));

    const [message] = sandbox.outbox.list({ channel: 'sms', to: '+97699112233' });
    expect(message).toMatchObject({
      id: providerId,
      to: '+97699112233',
      body: text,
      sender: 'Tsetseg',
      parts: 1,
    });
  });

  it('sends a text of two parts, saying so', async () => {
    const text = `Цэцэг Маркет: ${'а'.repeat(100)}`;
    const { providerId } = await gateway.send(sms('88112233', text));
    const [message] = sandbox.outbox.list({ to: '+97688112233' });
    expect(message).toMatchObject({ id: providerId, parts: 2 });
  });

  it('is refused with another key', async () => {
    const stranger = smsHttpGateway({ ...options, key: 'not-our-key' });
    const error = await refusal(stranger.send(sms('99112244', 'Сайн байна уу')));
    expect(error.reason).toBe('rejected');
    expect(error.message).toContain('401');
    expect(sandbox.outbox.list({ to: '+97699112244' })).toEqual([]);
  });

  it('refuses a text of three parts before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const error = await refusal(gateway.send(sms('99112255', 'ж'.repeat(135))));
    expect(error.reason).toBe('rejected');
    expect(error.message).toContain('3 parts');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sandbox.outbox.list({ to: '+97699112255' })).toEqual([]);
  });

  it('refuses what is not a phone number before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const to of ['12345', 'abc', '+976 1234', '']) {
      const error = await refusal(gateway.send(sms(to, 'Сайн байна уу')));
      expect(error.reason).toBe('rejected');
      expect(error.message).toContain('not a valid phone number');
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fails with the status when the gateway cannot take it now, so the queue retries', async () => {
    const error = await refusal(gateway.send(sms('+976 9900 0503', 'Сайн байна уу')));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain('503');
  });

  it('sends no e-mail, and will not start with a sender name a phone cannot show', async () => {
    await expect(
      gateway.send({ channel: 'email', to: 'bold@example.mn', subject: 'Сайн уу', body: 'Сайн' }),
    ).rejects.toThrow('SMS only');
    expect(() => smsHttpGateway({ ...options, sender: 'Tsetseg Market' })).toThrow('sender');
    expect(() => smsHttpGateway({ ...options, url: 'sms.operator.mn' })).toThrow('url');
  });
});
