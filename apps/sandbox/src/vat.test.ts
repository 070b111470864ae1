import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSandbox } from './app.ts';
import { SLOW_RECEIPT_MS, sandboxOrganisationName } from './vat.ts';

type App = ReturnType<typeof buildSandbox>['app'];

const auth = { authorization: 'Bearer sandbox-ebarimt-key' };

function receiptRequest(overrides: Record<string, unknown> = {}) {
  return {
    order_number: 'R100000001',
    amount: 12_500,
    vat: 1136,
    buyer: { type: 'person' },
    items: [
      { name: 'Улаан сарнай', sku: 'ROSE-RED', quantity: 3, unit_price: 2500, total: 7500 },
      { name: 'Боодол', sku: 'WRAP', quantity: 1, unit_price: 5000, total: 5000 },
    ],
    ...overrides,
  };
}

const issue = (app: App, payload: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: 'POST', url: '/ebarimt/receipts', headers, payload: payload as object });

afterEach(() => {
  vi.useRealTimers();
});

describe('sandbox e-barimt: receipts', () => {
  it('issues a person a receipt with a DDTD, a lottery number, QR data and the time', async () => {
    const { app } = buildSandbox();
    const response = await issue(app, receiptRequest());
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt.id).toMatch(/^[1-9]\d{32}$/);
    expect(receipt.lottery).toMatch(/^[A-Z]{2} \d{8}$/);
    expect(receipt.qr_data).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(receipt.registered_at))).toBe(false);
  });

  it('issues an organisation a receipt without a lottery number', async () => {
    const { app } = buildSandbox();
    const response = await issue(
      app,
      receiptRequest({ buyer: { type: 'organisation', registry_number: '5317878' } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().lottery).toBeNull();
  });

  it('answers a repeated request for the same order with the same receipt', async () => {
    const { app } = buildSandbox();
    const first = await issue(app, receiptRequest());
    const again = await issue(app, receiptRequest());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await issue(app, receiptRequest({ order_number: 'R100000002' }));
    expect(other.json().id).not.toBe(first.json().id);
  });

  it('refuses another receipt for an order that has a live one with other contents', async () => {
    const { app } = buildSandbox();
    await issue(app, receiptRequest());
    const changed = await issue(
      app,
      receiptRequest({ buyer: { type: 'organisation', registry_number: '1234567' } }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe('order_number_reused');
  });

  it('refuses an organisation that is not registered', async () => {
    const { app } = buildSandbox();
    const response = await issue(
      app,
      receiptRequest({ buyer: { type: 'organisation', registry_number: '1111112' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'unknown_registry_number' });
  });

  it('refuses items that do not add up to the amount', async () => {
    const { app } = buildSandbox();
    const response = await issue(app, receiptRequest({ amount: 12_000 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('amount_mismatch');
  });

  it.each([
    ['no body', undefined],
    ['a list', []],
    ['an amount in fractions', receiptRequest({ amount: 12_500.5 })],
    ['a zero amount', receiptRequest({ amount: 0, items: [] })],
    ['a negative VAT', receiptRequest({ vat: -1 })],
    ['no items', receiptRequest({ items: [] })],
    ['an unknown buyer type', receiptRequest({ buyer: { type: 'robot' } })],
    [
      'a 6-digit registry number',
      receiptRequest({ buyer: { type: 'organisation', registry_number: '123456' } }),
    ],
    ['an extra field', receiptRequest({ discount: 100 })],
    [
      'an item without a SKU',
      receiptRequest({
        items: [{ name: 'Сарнай', quantity: 1, unit_price: 12_500, total: 12_500 }],
      }),
    ],
  ])('answers 400 to a request with %s', async (_case, payload) => {
    const { app } = buildSandbox();
    const response = await issue(app, payload);
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { app } = buildSandbox();
    const response = await app.inject({
      method: 'POST',
      url: '/ebarimt/receipts',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"order_number":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('fails on request for an order number starting with FAIL-', async () => {
    const { app } = buildSandbox();
    const response = await issue(app, receiptRequest({ order_number: 'FAIL-R1' }));
    expect(response.statusCode).toBe(503);
  });

  it('answers an order number starting with SLOW- only after a few seconds', async () => {
    const { app } = buildSandbox();
    await app.ready();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let settled = false;
    const pending = issue(app, receiptRequest({ order_number: 'SLOW-R1' })).finally(() => {
      settled = true;
    });
    // Not vi.waitUntil: under fake timers it moves the clock on while it polls.
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(SLOW_RECEIPT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).statusCode).toBe(201);
  });
});

describe('sandbox e-barimt: organisations', () => {
  it('names a seeded organisation', async () => {
    const { app } = buildSandbox();
    const response = await app.inject({ url: '/ebarimt/organisations/1234567', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ registry_number: '1234567', name: 'Цэцэг Маркет ХХК' });
  });

  it('registers any number whose digits add up to a multiple of 7, and no other', async () => {
    const { app } = buildSandbox();
    const generated = await app.inject({ url: '/ebarimt/organisations/7000000', headers: auth });
    expect(generated.json()).toEqual({
      registry_number: '7000000',
      name: 'Байгууллага 7000000',
    });
    const unknown = await app.inject({ url: '/ebarimt/organisations/7000001', headers: auth });
    expect(unknown.statusCode).toBe(404);
    expect(sandboxOrganisationName('5317878')).toBe('Говь ХК');
    expect(sandboxOrganisationName('1111112')).toBeUndefined();
    expect(sandboxOrganisationName('1111118')).toBe('Байгууллага 1111118');
  });

  it('answers 400 to a registry number that is not 7 digits', async () => {
    const { app } = buildSandbox();
    for (const number of ['123456', '12345678', 'УБ12345678', '123456a'])
      expect(
        (
          await app.inject({
            url: `/ebarimt/organisations/${encodeURIComponent(number)}`,
            headers: auth,
          })
        ).statusCode,
      ).toBe(400);
  });
});

describe('sandbox e-barimt: returns', () => {
  it('returns a receipt, again without harm, and lets the order be receipted anew', async () => {
    const { app } = buildSandbox();
    const first = (await issue(app, receiptRequest())).json();
    const remove = () =>
      app.inject({ method: 'DELETE', url: `/ebarimt/receipts/${first.id}`, headers: auth });
    const returned = await remove();
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toEqual({ id: first.id, returned: true });
    expect((await remove()).statusCode).toBe(200);

    const reissued = await issue(
      app,
      receiptRequest({ buyer: { type: 'organisation', registry_number: '2345678' } }),
    );
    expect(reissued.statusCode).toBe(201);
    expect(reissued.json().id).not.toBe(first.id);
  });

  it('knows no receipt it did not issue', async () => {
    const { app } = buildSandbox();
    const unknown = await app.inject({
      method: 'DELETE',
      url: `/ebarimt/receipts/${'1'.repeat(33)}`,
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/ebarimt/receipts/abc',
      headers: auth,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('sandbox e-barimt: API key', () => {
  it.each([
    ['no key', {}],
    ['another key', { authorization: 'Bearer someone-elses-key' }],
    ['the key without Bearer', { authorization: 'sandbox-ebarimt-key' }],
  ])('refuses every endpoint with %s', async (_case, headers: Record<string, string>) => {
    const { app } = buildSandbox();
    const answers = await Promise.all([
      issue(app, receiptRequest(), headers),
      app.inject({ url: '/ebarimt/organisations/1234567', headers }),
      app.inject({ method: 'DELETE', url: `/ebarimt/receipts/${'1'.repeat(33)}`, headers }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
  });
});
