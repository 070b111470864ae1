import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('uses the sandbox for every provider that is not configured', () => {
    const config = loadConfig({});
    expect(config.providers).toEqual({
      card: null,
      qpay: null,
      most: null,
      lease: null,
      ebarimt: null,
    });
    expect(config.sandboxUrl).toBe('http://127.0.0.1:3100');
  });

  it('takes a real provider from its URL, key and callback secret', () => {
    const config = loadConfig({
      CARD_GATEWAY_URL: 'https://pay.example.mn/v1',
      CARD_GATEWAY_KEY: 'live-key',
      CARD_GATEWAY_SECRET: 'live-secret',
      QPAY_URL: 'https://merchant.qpay.example/v2',
      QPAY_KEY: 'qpay-key',
    });
    expect(config.providers.card).toEqual({
      baseUrl: 'https://pay.example.mn/v1',
      apiKey: 'live-key',
      callbackSecret: 'live-secret',
    });
    expect(config.providers.qpay).toMatchObject({ baseUrl: 'https://merchant.qpay.example/v2' });
  });

  it('refuses half a provider configuration instead of quietly using the sandbox', () => {
    expect(() => loadConfig({ LEASE_URL: 'https://lease.example.mn', LEASE_KEY: 'k' })).toThrow(
      /LEASE_URL, LEASE_KEY and LEASE_SECRET go together/,
    );
    expect(() => loadConfig({ MOST_KEY: 'k' })).toThrow(/MOST_URL and MOST_KEY go together/);
  });
});
