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

  it('sends e-mail over SMTP and SMS through the operator gateway when configured, else the sandbox', () => {
    expect(loadConfig({})).toMatchObject({ mail: { smtpUrl: null }, sms: null });
    const config = loadConfig({
      SMTP_URL: 'smtps://shop:secret@smtp.example.mn:465',
      MAIL_FROM: 'Цэцэг Маркет <shop@tsetseg.mn>',
      SMS_GATEWAY_URL: 'https://sms.example.mn/api/messages',
      SMS_GATEWAY_KEY: 'k-123',
      SMS_SENDER: 'TSETSEG',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://shop:secret@smtp.example.mn:465',
      from: 'Цэцэг Маркет <shop@tsetseg.mn>',
    });
    expect(config.sms).toEqual({
      url: 'https://sms.example.mn/api/messages',
      key: 'k-123',
      sender: 'TSETSEG',
    });
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.mn' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.mn' })).toThrow(
      /SMS_GATEWAY_URL and SMS_GATEWAY_KEY go together/,
    );
  });

  it('traces to an OpenTelemetry collector only when its endpoint is set, with its headers', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.mn:4318',
        OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=s%3Dcret, x-team = shop,broken',
      }).tracing,
    ).toEqual({
      endpoint: 'https://otel.example.mn:4318',
      serviceName: 'tsetseg-shop',
      headers: { 'x-api-key': 's=cret', 'x-team': 'shop' },
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'the collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it("keeps the embedded database's buffer cache small unless told otherwise", () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(32);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).pgliteSharedBuffersMb).toBe(128);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });

  it('refuses TRUST_PROXY=true: any client could choose its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/not an address/);
  });

  it("takes a hop count or the proxies' addresses", () => {
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') throw new Error('expected a function');
    expect(hops('10.0.0.1', 0)).toBe(true);
    expect(hops('10.0.0.2', 1)).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('requires PUBLIC_URL in production, so no absolute link comes from a Host header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.mn/' }).publicUrl,
    ).toBe('https://shop.example.mn');
    // `npm start` without NODE_ENV: a try-out on this machine.
    expect(loadConfig({ NODE_ENV: 'production', SHOP_TRY_OUT: '1' }).publicUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).publicUrl).toBeUndefined();
  });

  it('links messages to PUBLIC_URL, or to this machine in a try-out', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.mn/' }).shopUrl).toBe(
      'https://shop.example.mn',
    );
    expect(loadConfig({ PORT: '3456' }).shopUrl).toBe('http://localhost:3456');
  });

  it('refuses test hooks (they hand out staff sessions) in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.mn' };
    expect(() => loadConfig({ ...production, TEST_HOOKS: '1' })).toThrow(/TEST_HOOKS/);
    expect(loadConfig({ ...production, TEST_HOOKS: '0' }).testHooks).toBe(false);
  });

  it('runs four jobs at once, on PostgreSQL at most half the pool, unless told (never more than the pool)', () => {
    const postgres = { DATABASE_URL: 'postgres://shop@db.example.mn/shop' };
    expect(loadConfig({}).jobSlots).toBe(4);
    expect(loadConfig({ ...postgres }).jobSlots).toBe(4);
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '5' }).jobSlots).toBe(2);
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '1' }).jobSlots).toBe(1);
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '5', JOB_SLOTS: '5' }).jobSlots).toBe(5);
    expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: '5', JOB_SLOTS: '6' })).toThrow(
      /JOB_SLOTS \(6\) cannot be more than DATABASE_POOL_SIZE \(5\)/,
    );
    // The embedded database has no pool: its one connection is shared by turns.
    expect(loadConfig({ JOB_SLOTS: '8' }).jobSlots).toBe(8);
    expect(() => loadConfig({ JOB_SLOTS: '0' })).toThrow(/JOB_SLOTS/);
  });
});
