import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answeringWith,
  failureReason,
  startCallbackEndpoint,
  submitPageForm,
} from '../testing/index.ts';
import {
  cancelQpayInvoice,
  checkQpayPayment,
  createQpayInvoice,
  type QpayConfig,
  QpayError,
  qpayInvoiceState,
  readQpayCallback,
  refundQpayPayment,
  sandboxQpay,
} from './qpay-client.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let qpay: QpayConfig;
let shop: Awaited<ReturnType<typeof startCallbackEndpoint>>;

beforeAll(async () => {
  sandbox = await startSandbox(0);
  qpay = sandboxQpay(sandbox.url);
  shop = await startCallbackEndpoint();
});

afterAll(async () => {
  // The sandbox first: it stops callbacks still on their way to the shop.
  await sandbox?.close();
  await shop?.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let references = 0;
/** An invoice for a new payment; `prefix` chooses the sandbox's callback behaviour. */
async function createInvoice(prefix = '', overrides: { expiresInSeconds?: number } = {}) {
  references += 1;
  const reference = `${prefix}QP-${Date.now()}-${references}`;
  const invoice = await createQpayInvoice(qpay, {
    amount: 12_500,
    reference,
    description: `Order R10000000${references}`,
    callbackUrl: `${shop.url}/payments/qpay/callback`,
    ...overrides,
  });
  return { ...invoice, reference };
}

/** The customer scans the QR code with the bank app and confirms. */
async function pay(qrText: string) {
  const response = await submitPageForm(qrText, { action: 'pay' });
  expect(response.status).toBe(200);
}

const callbacksFor = (invoiceId: string) =>
  shop.received
    .map((entry) => readQpayCallback(entry.rawBody))
    .filter((callback) => callback?.invoiceId === invoiceId);

const failure = (promise: Promise<unknown>) => failureReason(promise, QpayError);

describe('QPay against the sandbox', () => {
  it('takes a payment: QR page, callback, confirmed by check and state, then refunded', async () => {
    const invoice = await createInvoice();
    expect(new URL(invoice.qrText).origin).toBe(new URL(sandbox.url).origin);
    expect(invoice.bankApps.map((app) => app.name)).toContain('Khan bank');
    expect(invoice.bankApps[0]!.link).toContain(encodeURIComponent(invoice.qrText));
    expect(Date.parse(invoice.expiresAt)).toBeGreaterThan(Date.now());
    expect(await checkQpayPayment(qpay, invoice.invoiceId)).toEqual({
      count: 0,
      paidAmount: 0,
      rows: [],
    });

    await pay(invoice.qrText);
    await vi.waitFor(() => expect(callbacksFor(invoice.invoiceId)).toHaveLength(1), {
      timeout: 10_000,
    });
    const callback = callbacksFor(invoice.invoiceId)[0]!;

    const check = await checkQpayPayment(qpay, callback.invoiceId);
    expect(check).toEqual({
      count: 1,
      paidAmount: 12_500,
      rows: [
        {
          paymentId: callback.paymentId,
          status: 'PAID',
          amount: 12_500,
          paidAt: expect.any(String),
        },
      ],
    });
    expect(await qpayInvoiceState(qpay, invoice.invoiceId)).toEqual({
      invoiceId: invoice.invoiceId,
      reference: invoice.reference,
      amount: 12_500,
      status: 'paid',
      paymentId: callback.paymentId,
      paidAmount: 12_500,
      paidAt: check.rows[0]!.paidAt,
      expiresAt: invoice.expiresAt,
    });

    expect(await failure(cancelQpayInvoice(qpay, invoice.invoiceId))).toBe('rejected');
    await refundQpayPayment(qpay, callback.paymentId);
    await refundQpayPayment(qpay, callback.paymentId);
    expect(await checkQpayPayment(qpay, invoice.invoiceId)).toMatchObject({
      count: 1,
      paidAmount: 0,
      rows: [{ status: 'REFUNDED' }],
    });
  });

  it('gets a DUP- invoice’s callback twice, the same both times', async () => {
    const invoice = await createInvoice('DUP-');
    await pay(invoice.qrText);
    await vi.waitFor(() => expect(callbacksFor(invoice.invoiceId)).toHaveLength(2), {
      timeout: 10_000,
    });
    const [first, second] = callbacksFor(invoice.invoiceId);
    expect(second).toEqual(first);
  });

  it('knows a LATE- invoice is paid by checking before its callback comes', async () => {
    const invoice = await createInvoice('LATE-');
    await pay(invoice.qrText);
    expect(callbacksFor(invoice.invoiceId)).toHaveLength(0);
    expect((await checkQpayPayment(qpay, invoice.invoiceId)).paidAmount).toBe(12_500);
    await vi.waitFor(() => expect(callbacksFor(invoice.invoiceId)).toHaveLength(1), {
      timeout: 5000,
    });
  });

  it('finds a NOCB- invoice’s payment only by checking', async () => {
    const silent = await createInvoice('NOCB-');
    await pay(silent.qrText);
    // Paid after it, to the same shop: once this callback is in, the silent one would be too.
    const normal = await createInvoice();
    await pay(normal.qrText);
    await vi.waitFor(() => expect(callbacksFor(normal.invoiceId)).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(callbacksFor(silent.invoiceId)).toHaveLength(0);
    expect((await qpayInvoiceState(qpay, silent.invoiceId)).status).toBe('paid');
  });

  it('reads a callback that names an unpaid invoice, and checking shows nothing is paid', async () => {
    const invoice = await createInvoice();
    const forged = JSON.stringify({ invoice_id: invoice.invoiceId, payment_id: '123456' });
    expect(readQpayCallback(forged)).toEqual({ invoiceId: invoice.invoiceId, paymentId: '123456' });
    expect(await checkQpayPayment(qpay, invoice.invoiceId)).toMatchObject({
      count: 0,
      paidAmount: 0,
    });
  });

  it.each([
    ['no JSON', 'invoice_id=1&payment_id=2'],
    ['an empty body', ''],
    ['no payment id', JSON.stringify({ invoice_id: 'a-1' })],
    ['an id that is no id', JSON.stringify({ invoice_id: '../refund', payment_id: '1' })],
    ['a number for an id', JSON.stringify({ invoice_id: 'a-1', payment_id: 1 })],
    ['an array', '[]'],
  ])('reads a callback with %s as null', (_case, body) => {
    expect(readQpayCallback(body)).toBeNull();
  });

  it('cancels an unpaid invoice, harmlessly twice, and its page no longer takes payment', async () => {
    const invoice = await createInvoice();
    expect(await cancelQpayInvoice(qpay, invoice.invoiceId)).toBe('canceled');
    expect(await cancelQpayInvoice(qpay, invoice.invoiceId)).toBe('canceled');
    expect((await fetch(invoice.qrText)).status).toBe(410);
    expect((await qpayInvoiceState(qpay, invoice.invoiceId)).status).toBe('canceled');
  });

  it('lets an invoice expire after its lifetime, unpaid', async () => {
    const invoice = await createInvoice('', { expiresInSeconds: 1 });
    await vi.waitFor(
      async () => expect((await qpayInvoiceState(qpay, invoice.invoiceId)).status).toBe('expired'),
      { timeout: 3000, interval: 200 },
    );
    expect((await fetch(invoice.qrText)).status).toBe(410);
    expect(await cancelQpayInvoice(qpay, invoice.invoiceId)).toBe('expired');
  });

  it('is refused a reused reference, unknown ids, a bad lifetime and another key', async () => {
    const invoice = await createInvoice();
    const again = createQpayInvoice(qpay, {
      amount: 1,
      reference: invoice.reference,
      description: 'again',
      callbackUrl: `${shop.url}/cb`,
    });
    const error = await again.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'rejected' });
    expect((error as Error).message).toContain('reference_reused');
    expect(await failure(createInvoice('', { expiresInSeconds: 0 }))).toBe('rejected');
    expect(await failure(qpayInvoiceState(qpay, 'unknown'))).toBe('rejected');
    expect(await failure(checkQpayPayment(qpay, 'unknown'))).toBe('rejected');
    expect(await failure(refundQpayPayment(qpay, '999'))).toBe('rejected');
    const stranger = { ...qpay, apiKey: 'not-our-key' };
    expect(await failure(qpayInvoiceState(stranger, invoice.invoiceId))).toBe('rejected');
  });

  it('never puts an id that is no id into a path', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await failure(qpayInvoiceState(qpay, '../payments/check'))).toBe('rejected');
    expect(await failure(cancelQpayInvoice(qpay, 'a?b'))).toBe('rejected');
    expect(await failure(refundQpayPayment(qpay, '1/refund'))).toBe('rejected');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads an unreachable or slow QPay as unavailable', async () => {
    const down = sandboxQpay('http://127.0.0.1:9');
    expect(await failure(checkQpayPayment(down, 'a-1'))).toBe('unavailable');
    expect(await failure(refundQpayPayment(down, '1'))).toBe('unavailable');
    const slow = { ...qpay, baseUrl: `${shop.url}/slow`, timeoutMs: 100 };
    expect(await failure(qpayInvoiceState(slow, 'a-1'))).toBe('unavailable');
  });
});

describe('QPay misbehaving', () => {
  const config = { baseUrl: 'https://qpay.example/v2', apiKey: 'key' };
  const request = {
    amount: 12_500,
    reference: 'QP-1',
    description: 'Order',
    callbackUrl: 'https://shop.example/cb',
  };
  const invoice = {
    invoice_id: 'a-1',
    qr_text: '0002010102121531...',
    urls: [{ name: 'Khan bank', description: 'Хаан банк', link: 'khanbank://q?qPay_QRcode=0002' }],
    expires_at: '2030-01-01T00:00:00Z',
  };

  it('reads 5xx, garbage and answers that make no sense as unavailable', async () => {
    vi.stubGlobal('fetch', answeringWith(503, { error: 'maintenance' }));
    expect(await failure(createQpayInvoice(config, request))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(200, '<html>maintenance</html>'));
    expect(await failure(checkQpayPayment(config, 'a-1'))).toBe('unavailable');
    const script = { ...invoice.urls[0]!, link: 'javascript:alert(1)' };
    vi.stubGlobal('fetch', answeringWith(201, { ...invoice, urls: [script] }));
    expect(await failure(createQpayInvoice(config, request))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(200, { count: 1, paid_amount: 1, rows: [{}] }));
    expect(await failure(checkQpayPayment(config, 'a-1'))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(200, { status: 'PAID' }));
    expect(await failure(refundQpayPayment(config, '1'))).toBe('unavailable');
  });

  it('takes an EMV QR text, and posts the invoice as JSON with the key, no redirects', async () => {
    const fetchSpy = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(invoice), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    expect(await createQpayInvoice(config, { ...request, expiresInSeconds: 300 })).toEqual({
      invoiceId: 'a-1',
      qrText: invoice.qr_text,
      bankApps: invoice.urls,
      expiresAt: invoice.expires_at,
    });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('https://qpay.example/v2/invoices');
    expect(init?.redirect).toBe('manual');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer key');
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: 12_500,
      reference: 'QP-1',
      description: 'Order',
      callback_url: 'https://shop.example/cb',
      expires_in: 300,
    });
  });
});
