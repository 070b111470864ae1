import { describe, expect, it, vi } from 'vitest';
import { CALLBACK_RETRIES, LATE_CALLBACK_MS } from './callbacks.ts';
import { QPAY_DEFAULT_EXPIRES_IN_S } from './qpay.ts';
import { type SandboxApp as App, postForm, sandboxTesting } from './test-support.ts';

const auth = { authorization: 'Bearer sandbox-qpay-key' };
const { sandbox, shop } = sandboxTesting();

let references = 0;
function invoiceRequest(overrides: Record<string, unknown> = {}) {
  references += 1;
  return {
    amount: 12_500,
    reference: `Q-${references}`,
    description: 'Order R100000001 <roses>',
    callback_url: 'http://127.0.0.1:9/callback',
    ...overrides,
  };
}

const api = (app: App, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url: `/qpay${url}`, headers: auth, payload: payload as object });

interface CreatedInvoice {
  invoice_id: string;
  qr_text: string;
  urls: { name: string; description: string; link: string }[];
  expires_at: string;
}

async function createInvoice(app: App, overrides: Record<string, unknown> = {}) {
  const response = await api(app, 'POST', '/invoices', invoiceRequest(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as CreatedInvoice;
}

const state = async (app: App, id: string) => (await api(app, 'GET', `/invoices/${id}`)).json();
const check = async (app: App, id: string) =>
  (await api(app, 'POST', '/payments/check', { invoice_id: id })).json();
const payerAction = (app: App, id: string, action: string) =>
  postForm(app, `/qpay/pay/${id}`, { action });

describe('sandbox QPay: invoices', () => {
  it('creates an invoice whose QR text is its payer page, with bank-app links, for 15 minutes', async () => {
    const app = sandbox();
    const before = Date.now();
    const invoice = await createInvoice(app);
    expect(invoice.invoice_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(invoice.qr_text).pathname).toBe(`/qpay/pay/${invoice.invoice_id}`);
    expect(invoice.urls.length).toBeGreaterThanOrEqual(4);
    expect(invoice.urls.length).toBeLessThanOrEqual(6);
    expect(invoice.urls[0]).toEqual({
      name: 'Khan bank',
      description: 'Хаан банк',
      link: `khanbank://q?qPay_QRcode=${encodeURIComponent(invoice.qr_text)}`,
    });
    for (const { link } of invoice.urls)
      expect(link).toMatch(/^[a-z-]+:\/\/q\?qPay_QRcode=http%3A%2F%2F/);
    const expires = Date.parse(invoice.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + QPAY_DEFAULT_EXPIRES_IN_S * 1000);
    expect(await state(app, invoice.invoice_id)).toEqual({
      invoice_id: invoice.invoice_id,
      reference: `Q-${references}`,
      amount: 12_500,
      status: 'pending',
      payment_id: null,
      paid_amount: 0,
      paid_at: null,
      expires_at: invoice.expires_at,
    });
    expect(await check(app, invoice.invoice_id)).toEqual({ count: 0, paid_amount: 0, rows: [] });
  });

  it('takes its own lifetime in seconds', async () => {
    const app = sandbox();
    const invoice = await createInvoice(app, { expires_in: 60 });
    expect(Date.parse(invoice.expires_at)).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('refuses a reference it has seen', async () => {
    const app = sandbox();
    const request = invoiceRequest();
    expect((await api(app, 'POST', '/invoices', request)).statusCode).toBe(201);
    const again = await api(app, 'POST', '/invoices', request);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('reference_reused');
  });

  it.each([
    ['no body', undefined],
    ['a zero amount', invoiceRequest({ amount: 0 })],
    ['a fractional amount', invoiceRequest({ amount: 1.5 })],
    ['an amount as text', invoiceRequest({ amount: '12500' })],
    ['a reference with a space', invoiceRequest({ reference: 'Q 1' })],
    ['a 65-character reference', invoiceRequest({ reference: 'Q'.repeat(65) })],
    ['no description', invoiceRequest({ description: undefined })],
    ['a relative callback URL', invoiceRequest({ callback_url: '/callback' })],
    ['an ftp callback URL', invoiceRequest({ callback_url: 'ftp://shop.example/cb' })],
    ['a lifetime of 0 s', invoiceRequest({ expires_in: 0 })],
    ['a lifetime over an hour', invoiceRequest({ expires_in: 3601 })],
    ['an extra field', invoiceRequest({ currency: 'MNT' })],
  ])('answers 400 to an invoice with %s', async (_case, payload) => {
    expect((await api(sandbox(), 'POST', '/invoices', payload)).statusCode).toBe(400);
  });

  it.each([
    ['no key', {}],
    ['another key', { authorization: 'Bearer sandbox-card-key' }],
  ])('refuses the API with %s', async (_case, headers: Record<string, string>) => {
    const app = sandbox();
    const { invoice_id } = await createInvoice(app);
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/qpay/invoices', headers, payload: invoiceRequest() }),
      app.inject({ url: `/qpay/invoices/${invoice_id}`, headers }),
      app.inject({ method: 'DELETE', url: `/qpay/invoices/${invoice_id}`, headers }),
      app.inject({
        method: 'POST',
        url: '/qpay/payments/check',
        headers,
        payload: { invoice_id },
      }),
      app.inject({ method: 'POST', url: '/qpay/payments/1/refund', headers }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it('answers 404 about invoices and payments it does not know', async () => {
    const app = sandbox();
    expect((await api(app, 'GET', '/invoices/nope')).statusCode).toBe(404);
    expect((await api(app, 'DELETE', '/invoices/nope')).statusCode).toBe(404);
    expect((await api(app, 'POST', '/payments/check', { invoice_id: 'nope' })).statusCode).toBe(
      404,
    );
    expect((await api(app, 'POST', '/payments/123/refund')).statusCode).toBe(404);
    expect((await app.inject({ url: '/qpay/pay/nope' })).statusCode).toBe(404);
    expect((await api(app, 'POST', '/payments/check', {})).statusCode).toBe(400);
  });
});

describe('sandbox QPay: the payer page', () => {
  it('shows the amount, the description and Pay and Cancel buttons in a plain form', async () => {
    const app = sandbox();
    const invoice = await createInvoice(app);
    const page = await app.inject({ url: new URL(invoice.qr_text).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>QPay payment (sandbox)</h1>');
    expect(page.body).toContain('12,500₮');
    expect(page.body).toContain('Order R100000001 &#60;roses&#62;');
    expect(page.body).toContain(`<form method="post" action="/qpay/pay/${invoice.invoice_id}">`);
    expect(page.body).toMatch(/<button type="submit" name="action" value="pay">Pay 12,500₮/);
    expect(page.body).toMatch(/<button type="submit" name="action" value="cancel">Cancel/);
    expect(page.body).not.toContain('<script');
  });

  it('pays: the invoice is paid, checks find the payment, the shop is called back unsigned', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { invoice_id } = await createInvoice(app, { callback_url: callbackUrl });
    const response = await payerAction(app, invoice_id, 'pay');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You paid <strong>12,500₮</strong>');

    const paid = await state(app, invoice_id);
    expect(paid).toMatchObject({ status: 'paid', paid_amount: 12_500 });
    expect(paid.payment_id).toMatch(/^\d{15}$/);
    expect(Date.parse(paid.paid_at)).toBeLessThanOrEqual(Date.now());
    expect(await check(app, invoice_id)).toEqual({
      count: 1,
      paid_amount: 12_500,
      rows: [
        {
          payment_id: paid.payment_id,
          payment_status: 'PAID',
          payment_amount: 12_500,
          payment_date: paid.paid_at,
        },
      ],
    });

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(JSON.parse(received[0]!.body)).toEqual({ invoice_id, payment_id: paid.payment_id });
    expect(received[0]!.signature).toBeUndefined();
  });

  it('refuses to take a paid invoice again', async () => {
    const app = sandbox();
    const { invoice_id } = await createInvoice(app);
    await payerAction(app, invoice_id, 'pay');
    const paymentId = (await state(app, invoice_id)).payment_id;
    const again = await payerAction(app, invoice_id, 'pay');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already paid');
    expect((await app.inject({ url: `/qpay/pay/${invoice_id}` })).statusCode).toBe(410);
    expect((await state(app, invoice_id)).payment_id).toBe(paymentId);
  });

  it('leaves the invoice open when the payer backs out', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { invoice_id } = await createInvoice(app, { callback_url: callbackUrl });
    const response = await payerAction(app, invoice_id, 'cancel');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You did not pay.');
    expect((await state(app, invoice_id)).status).toBe('pending');
    expect((await payerAction(app, invoice_id, 'pay')).statusCode).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
  });

  it('asks again when the form is not Pay or Cancel', async () => {
    const app = sandbox();
    const { invoice_id } = await createInvoice(app);
    const response = await payerAction(app, invoice_id, 'steal');
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect((await state(app, invoice_id)).status).toBe('pending');
  });

  it('cannot pay an expired invoice', async () => {
    const app = sandbox();
    const { invoice_id } = await createInvoice(app, { expires_in: 60 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_001);
    const page = await app.inject({ url: `/qpay/pay/${invoice_id}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('expired');
    expect((await payerAction(app, invoice_id, 'pay')).statusCode).toBe(410);
    expect((await state(app, invoice_id)).status).toBe('expired');
    expect((await check(app, invoice_id)).count).toBe(0);
  });
});

describe('sandbox QPay: callbacks', () => {
  it('sends a DUP- invoice’s callback twice, identically (by reference or description)', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const byReference = await createInvoice(app, {
      callback_url: callbackUrl,
      reference: `DUP-${references}`,
    });
    await payerAction(app, byReference.invoice_id, 'pay');
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
    expect(received[1]!.body).toBe(received[0]!.body);

    const byDescription = await createInvoice(app, {
      callback_url: callbackUrl,
      description: 'DUP-order',
    });
    await payerAction(app, byDescription.invoice_id, 'pay');
    await vi.waitFor(() => expect(received).toHaveLength(4), { timeout: 10_000 });
    expect(JSON.parse(received[3]!.body).invoice_id).toBe(byDescription.invoice_id);
  });

  it('sends a LATE- invoice’s callback 2 seconds after the payment', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { invoice_id } = await createInvoice(app, {
      callback_url: callbackUrl,
      description: 'LATE-order',
    });
    await payerAction(app, invoice_id, 'pay');
    const paidAt = Date.now();
    expect((await state(app, invoice_id)).status).toBe('paid');
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: LATE_CALLBACK_MS + 2000 });
    expect(received[0]!.at - paidAt).toBeGreaterThanOrEqual(LATE_CALLBACK_MS - 50);
  });

  it('sends no callback for a NOCB- invoice: only checking finds the payment', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const silent = await createInvoice(app, {
      callback_url: callbackUrl,
      reference: `NOCB-${references}`,
    });
    await payerAction(app, silent.invoice_id, 'pay');
    // A normal invoice paid after it, to the same shop: once its callback is in, the silent one
    // would have been too.
    const normal = await createInvoice(app, { callback_url: callbackUrl });
    await payerAction(app, normal.invoice_id, 'pay');
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(JSON.parse(received[0]!.body).invoice_id).toBe(normal.invoice_id);
    expect((await check(app, silent.invoice_id)).paid_amount).toBe(12_500);
  });

  it('tries a failing callback again, up to 3 more times', async () => {
    const app = sandbox();
    const down = await shop([500, 502, 503, 500, 500]);
    const { invoice_id } = await createInvoice(app, { callback_url: down.callbackUrl });
    await payerAction(app, invoice_id, 'pay');
    await vi.waitFor(() => expect(down.received).toHaveLength(1 + CALLBACK_RETRIES), {
      timeout: 10_000,
    });
    expect(new Set(down.received.map((callback) => callback.body)).size).toBe(1);
  });
});

describe('sandbox QPay: cancel and refund', () => {
  it('cancels a pending invoice, harmlessly twice; it can then not be paid', async () => {
    const app = sandbox();
    const { invoice_id } = await createInvoice(app);
    const cancel = await api(app, 'DELETE', `/invoices/${invoice_id}`);
    expect(cancel.json()).toEqual({ invoice_id, status: 'canceled' });
    expect((await api(app, 'DELETE', `/invoices/${invoice_id}`)).json().status).toBe('canceled');
    const page = await payerAction(app, invoice_id, 'pay');
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('canceled');
    expect((await state(app, invoice_id)).status).toBe('canceled');
  });

  it('does not cancel a paid invoice, but refunds its payment in full, harmlessly twice', async () => {
    const app = sandbox();
    const { invoice_id } = await createInvoice(app);
    await payerAction(app, invoice_id, 'pay');
    const cancel = await api(app, 'DELETE', `/invoices/${invoice_id}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe('invoice_paid');

    const paymentId = (await state(app, invoice_id)).payment_id;
    const refund = await api(app, 'POST', `/payments/${paymentId}/refund`);
    expect(refund.json()).toEqual({ payment_id: paymentId, status: 'REFUNDED' });
    expect((await api(app, 'POST', `/payments/${paymentId}/refund`)).statusCode).toBe(200);
    expect(await check(app, invoice_id)).toMatchObject({
      count: 1,
      paid_amount: 0,
      rows: [{ payment_id: paymentId, payment_status: 'REFUNDED', payment_amount: 12_500 }],
    });
  });
});
