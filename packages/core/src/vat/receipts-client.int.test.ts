import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  issueReceipt,
  organisationName,
  returnReceipt,
  sandboxVatService,
  type VatReceiptRequest,
  type VatServiceConfig,
  VatServiceError,
  vatIncluded,
} from './receipts-client.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let service: VatServiceConfig;

beforeAll(async () => {
  sandbox = await startSandbox(0);
  service = sandboxVatService(sandbox.url);
});

afterAll(async () => {
  await sandbox?.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let orders = 0;
/** A paid order of two items, to a person unless told otherwise; a new order number each time. */
function paidOrder(overrides: Partial<VatReceiptRequest> = {}): VatReceiptRequest {
  orders += 1;
  const amount = 12_500;
  return {
    orderNumber: `R${String(100_000_000 + orders)}`,
    amount,
    vat: vatIncluded(amount),
    buyer: { type: 'person' },
    items: [
      { name: 'Улаан сарнай', sku: 'ROSE-RED', quantity: 3, unitPrice: 2500, total: 7500 },
      { name: 'Бэлгийн боодол', sku: 'WRAP', quantity: 1, unitPrice: 5000, total: 5000 },
    ],
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<VatServiceError['reason']> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VatServiceError);
  return (error as VatServiceError).reason;
}

describe('VAT receipts against the sandbox', () => {
  it('gives a person a receipt with a lottery number, and the same one when asked again', async () => {
    const order = paidOrder();
    const receipt = await issueReceipt(service, order);
    expect(receipt.id).toMatch(/^\d{33}$/);
    expect(receipt.lottery).toMatch(/^[A-Z]{2} \d{8}$/);
    expect(receipt.qrData).not.toBe('');
    expect(Date.parse(receipt.registeredAt)).toBeLessThanOrEqual(Date.now());
    expect(await issueReceipt(service, order)).toEqual(receipt);
  });

  it('gives an organisation a receipt without a lottery number', async () => {
    const receipt = await issueReceipt(
      service,
      paidOrder({ buyer: { type: 'organisation', registryNumber: '1234567' } }),
    );
    expect(receipt.lottery).toBeNull();
  });

  it('is refused for an organisation that is not registered, or items that miss the amount', async () => {
    const stranger = paidOrder({ buyer: { type: 'organisation', registryNumber: '1111112' } });
    const error = await issueReceipt(service, stranger).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'rejected' });
    expect((error as Error).message).toContain('unknown_registry_number');
    expect(await failure(issueReceipt(service, paidOrder({ amount: 10_000 })))).toBe('rejected');
  });

  it('names registered organisations and no others', async () => {
    expect(await organisationName(service, '7654321')).toBe('Хаан Ундаа ХХК');
    expect(await organisationName(service, '7000000')).toBe('Байгууллага 7000000');
    expect(await organisationName(service, '7000001')).toBeNull();
    expect(await organisationName(service, 'УБ12345678')).toBeNull();
    expect(await organisationName(service, '../receipts')).toBeNull();
  });

  it('returns a receipt, harmlessly twice, and then issues the order a new one', async () => {
    const order = paidOrder();
    const first = await issueReceipt(service, order);
    await returnReceipt(service, first.id);
    await returnReceipt(service, first.id);
    const toCompany = await issueReceipt(service, {
      ...order,
      buyer: { type: 'organisation', registryNumber: '2345678' },
    });
    expect(toCompany.id).not.toBe(first.id);
    expect(await failure(returnReceipt(service, '9'.repeat(33)))).toBe('rejected');
  });

  it('is rejected with another API key', async () => {
    const stranger = { ...service, apiKey: 'not-our-key' };
    expect(await failure(issueReceipt(stranger, paidOrder()))).toBe('rejected');
    expect(await failure(organisationName(stranger, '1234567'))).toBe('rejected');
  });

  it('reads a failing service as unavailable', async () => {
    expect(await failure(issueReceipt(service, paidOrder({ orderNumber: 'FAIL-R1' })))).toBe(
      'unavailable',
    );
  });

  it('gives up on a slow service, and a retry gets the receipt it registered meanwhile', async () => {
    const order = paidOrder({ orderNumber: 'SLOW-R1' });
    const impatient = { ...service, timeoutMs: 200 };
    expect(await failure(issueReceipt(impatient, order))).toBe('unavailable');
    const first = await issueReceipt(service, order);
    expect(await issueReceipt(service, order)).toEqual(first);
  });

  it('reads an unreachable service as unavailable', async () => {
    const down = sandboxVatService('http://127.0.0.1:9');
    expect(await failure(issueReceipt(down, paidOrder()))).toBe('unavailable');
    expect(await failure(organisationName(down, '1234567'))).toBe('unavailable');
    expect(await failure(returnReceipt(down, '1'.repeat(33)))).toBe('unavailable');
  });
});

describe('VAT receipts with a misbehaving service', () => {
  const answering = (status: number, body: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status })),
    );
  const service = { baseUrl: 'https://ebarimt.example/api/', apiKey: 'key' };

  it('reads an answer that makes no sense as unavailable', async () => {
    answering(201, '<html>maintenance</html>');
    expect(await failure(issueReceipt(service, paidOrder()))).toBe('unavailable');
    answering(
      200,
      JSON.stringify({ id: '123', lottery: null, qr_data: 'x', registered_at: 'now' }),
    );
    expect(await failure(issueReceipt(service, paidOrder()))).toBe('unavailable');
    answering(302, '');
    expect(await failure(organisationName(service, '1234567'))).toBe('unavailable');
  });

  it('sends the API key under the base URL path and never follows a redirect', async () => {
    const fetchSpy = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ registry_number: '1234567', name: 'Цэцэг Маркет ХХК' })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    expect(await organisationName(service, '1234567')).toBe('Цэцэг Маркет ХХК');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('https://ebarimt.example/api/organisations/1234567');
    expect(init?.redirect).toBe('manual');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer key');
  });
});
