import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  CALLBACK_RETRIES,
  CARD_SESSION_TTL_MS,
  LATE_CALLBACK_MS,
  passesLuhn,
  SANDBOX_TEST_CARDS,
} from './card.ts';
import {
  type SandboxApp as App,
  typedCard as card,
  postForm,
  sandboxTesting,
  wait,
} from './test-support.ts';

const auth = { authorization: 'Bearer sandbox-card-key' };
const sign = (body: string) =>
  createHmac('sha256', 'sandbox-card-secret').update(body).digest('hex');

const { sandbox, shop } = sandboxTesting();

let references = 0;
function sessionRequest(overrides: Record<string, unknown> = {}) {
  references += 1;
  return {
    amount: 12_500,
    currency: 'MNT',
    reference: `P-${references}`,
    description: 'Order R100000001 <roses>',
    return_url: 'https://shop.example/checkout/card/return?lang=mn',
    callback_url: 'http://127.0.0.1:9/callback',
    ...overrides,
  };
}

const open = (app: App, payload: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: 'POST', url: '/card/sessions', headers, payload: payload as object });

async function openSession(app: App, overrides: Record<string, unknown> = {}) {
  const response = await open(app, sessionRequest(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; payment_url: string; expires_at: string };
}

const pay = (app: App, id: string, form: Record<string, string>) =>
  postForm(app, `/card/pay/${id}`, form);

const state = async (app: App, id: string) =>
  (await app.inject({ url: `/card/sessions/${id}`, headers: auth })).json();

describe('sandbox card gateway: sessions', () => {
  it('opens a session whose hosted page is on the sandbox and lasts 15 minutes', async () => {
    const app = sandbox();
    const before = Date.now();
    const session = await openSession(app);
    expect(session.id).toMatch(/^cs_[0-9a-f]{24}$/);
    expect(new URL(session.payment_url).pathname).toBe(`/card/pay/${session.id}`);
    const expires = Date.parse(session.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + CARD_SESSION_TTL_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + CARD_SESSION_TTL_MS);
    expect(await state(app, session.id)).toEqual({
      id: session.id,
      reference: `P-${references}`,
      amount: 12_500,
      status: 'pending',
      transaction_id: null,
      card_last4: null,
      card_brand: null,
      paid_at: null,
      decline_reason: null,
    });
  });

  it('refuses a reference it has seen', async () => {
    const app = sandbox();
    const request = sessionRequest();
    expect((await open(app, request)).statusCode).toBe(201);
    const again = await open(app, request);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('reference_reused');
  });

  it.each([
    ['no body', undefined],
    ['a fractional amount', sessionRequest({ amount: 12_500.5 })],
    ['a zero amount', sessionRequest({ amount: 0 })],
    ['another currency', sessionRequest({ currency: 'USD' })],
    ['a reference with a slash', sessionRequest({ reference: 'P/1' })],
    ['a 65-character reference', sessionRequest({ reference: 'P'.repeat(65) })],
    ['an empty description', sessionRequest({ description: ' ' })],
    ['a relative return URL', sessionRequest({ return_url: '/checkout' })],
    ['a javascript: return URL', sessionRequest({ return_url: 'javascript:alert(1)' })],
    ['no callback URL', sessionRequest({ callback_url: undefined })],
    ['an extra field', sessionRequest({ card_number: '4242424242424242' })],
  ])('answers 400 to a session with %s', async (_case, payload) => {
    expect((await open(sandbox(), payload)).statusCode).toBe(400);
  });

  it('answers 404 about a session it does not know', async () => {
    const app = sandbox();
    expect((await app.inject({ url: '/card/sessions/cs_nope', headers: auth })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/card/pay/cs_nope' })).statusCode).toBe(404);
  });

  it.each([
    ['no key', {}],
    ['another key', { authorization: 'Bearer someone-elses-key' }],
    ['the key without Bearer', { authorization: 'sandbox-card-key' }],
  ])('refuses the API with %s', async (_case, headers: Record<string, string>) => {
    const app = sandbox();
    const { id } = await openSession(app);
    const answers = await Promise.all([
      open(app, sessionRequest(), headers),
      app.inject({ url: `/card/sessions/${id}`, headers }),
      app.inject({
        method: 'POST',
        url: `/card/sessions/${id}/refund`,
        headers,
        payload: { amount: 1 },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
  });
});

describe('sandbox card gateway: the hosted page', () => {
  it('shows the amount, the description, a labelled card form, the test cards and Cancel', async () => {
    const app = sandbox();
    const { id } = await openSession(app);
    const page = await app.inject({ url: `/card/pay/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Card payment \(sandbox\)<\/h1>/);
    expect(html).toContain('12,500₮');
    expect(html).toContain('Order R100000001 &#60;roses&#62;');
    expect(html).toContain(`<form method="post" action="/card/pay/${id}">`);
    const fields: [string, string][] = [
      ['card_number', 'Card number'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvc', 'CVC'],
      ['name', 'Name on card'],
    ];
    for (const [name, label] of fields)
      expect(html).toContain(
        `<label for="${name}">${label}</label>\n<input id="${name}" name="${name}"`,
      );
    for (const number of [
      '4242 4242 4242 4242</code> succeeds',
      '4000 0000 0000 0002</code> is declined',
      '4000 0000 0000 9995</code> is declined: insufficient funds',
      '4000 0000 0000 3220</code> succeeds, but its callback is sent twice',
      '4000 0000 0000 0119</code> succeeds, but its callback arrives late (2 s after the redirect)',
    ])
      expect(html).toContain(number);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
  });

  it('knows its test cards as valid card numbers', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it.each([
    ['a number that fails Luhn', card('4242424242424241'), 'Enter a valid card number.'],
    ['a too short number', card('4242'), 'Enter a valid card number.'],
    ['letters in the number', card('4242abcd42424242'), 'Enter a valid card number.'],
    ['a past expiry', card(SANDBOX_TEST_CARDS.paid, { expiry: '01/20' }), 'This card has expired.'],
    ['month 13', card(SANDBOX_TEST_CARDS.paid, { expiry: '13/39' }), 'as MM/YY'],
    ['a 2-digit CVC', card(SANDBOX_TEST_CARDS.paid, { cvc: '12' }), 'Enter the 3-digit CVC.'],
    ['an empty form', {}, 'Enter a valid card number.'],
  ])('shows the form again, with an error, for %s', async (_case, form, message) => {
    const app = sandbox();
    const { id } = await openSession(app);
    const response = await pay(app, id, form);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain(message);
    expect(response.body).toContain('aria-invalid="true"');
    expect((await state(app, id)).status).toBe('pending');
  });

  it('never shows the card number or CVC back', async () => {
    const app = sandbox();
    const { id } = await openSession(app);
    const response = await pay(app, id, card('4242424242424242', { cvc: '98', expiry: '02/21' }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('<input id="card_number" name="card_number" value=""');
    expect(response.body).not.toContain('value="4242');
    expect(response.body).not.toContain('value="98"');
    expect(response.body).toContain('value="02/21"');
  });

  it('accepts an expiry until the end of its month', async () => {
    const app = sandbox();
    const now = new Date();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear()).slice(2)}`;
    const { id } = await openSession(app);
    expect((await pay(app, id, card('5555555555554444', { expiry: thisMonth }))).statusCode).toBe(
      303,
    );
    expect(await state(app, id)).toMatchObject({ status: 'paid', card_brand: 'mastercard' });
  });

  it('does not break on a body that is no form', async () => {
    const app = sandbox();
    const { id } = await openSession(app);
    const json = await app.inject({
      method: 'POST',
      url: `/card/pay/${id}`,
      payload: { card_number: ['4242424242424242'] },
    });
    expect(json.statusCode).toBe(422);
    const broken = await app.inject({
      method: 'POST',
      url: `/card/pay/${id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"card',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('sandbox card gateway: outcomes and callbacks', () => {
  it('takes a good card, sends the shopper back and calls the shop back, signed', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { id } = await openSession(app, { callback_url: callbackUrl });
    const response = await pay(app, id, card(SANDBOX_TEST_CARDS.paid));
    expect(response.statusCode).toBe(303);
    const back = new URL(response.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/checkout/card/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      lang: 'mn',
      session_id: id,
      status: 'paid',
    });

    const paid = await state(app, id);
    expect(paid).toMatchObject({ status: 'paid', card_last4: '4242', card_brand: 'visa' });
    expect(paid.transaction_id).toMatch(/^\d{12}$/);
    expect(Date.parse(paid.paid_at)).toBeLessThanOrEqual(Date.now());

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    const [callback] = received;
    expect(callback!.signature).toBe(sign(callback!.body));
    expect(JSON.parse(callback!.body)).toEqual({
      session_id: id,
      reference: paid.reference,
      status: 'paid',
      amount: 12_500,
      transaction_id: paid.transaction_id,
      card_last4: '4242',
      decline_reason: null,
    });
    expect(callback!.body).not.toContain('4242424242424242');
  });

  it.each([
    [SANDBOX_TEST_CARDS.declined, 'card_declined'],
    [SANDBOX_TEST_CARDS.insufficientFunds, 'insufficient_funds'],
  ])('declines test card %s (%s)', async (number, reason) => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { id } = await openSession(app, { callback_url: callbackUrl });
    const response = await pay(app, id, card(number));
    expect(new URL(response.headers.location as string).searchParams.get('status')).toBe(
      'declined',
    );
    expect(await state(app, id)).toMatchObject({
      status: 'declined',
      card_last4: number.slice(-4),
      paid_at: null,
      decline_reason: reason,
    });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ status: 'declined' });
  });

  it('lets the shopper cancel without a card', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { id } = await openSession(app, { callback_url: callbackUrl });
    const response = await pay(app, id, { action: 'cancel' });
    expect(response.statusCode).toBe(303);
    expect(new URL(response.headers.location as string).searchParams.get('status')).toBe(
      'canceled',
    );
    expect(await state(app, id)).toMatchObject({ status: 'canceled', card_last4: null });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ status: 'canceled', card_last4: null });
  });

  it('sends the callback of the duplicate test card twice, identically', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { id } = await openSession(app, { callback_url: callbackUrl });
    await pay(app, id, card(SANDBOX_TEST_CARDS.duplicateCallback));
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.signature).toBe(received[0]!.signature);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ status: 'paid', card_last4: '3220' });
  });

  it('sends the callback of the late test card 2 seconds after the redirect', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { id } = await openSession(app, { callback_url: callbackUrl });
    await pay(app, id, card(SANDBOX_TEST_CARDS.lateCallback));
    const redirectedAt = Date.now();
    expect((await state(app, id)).status).toBe('paid');
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: LATE_CALLBACK_MS + 2000 });
    expect(received[0]!.at - redirectedAt).toBeGreaterThanOrEqual(LATE_CALLBACK_MS - 50);
  });

  it('tries a failing callback again, up to 3 more times', async () => {
    const app = sandbox();
    const flaky = await shop([500, 502]);
    const first = await openSession(app, { callback_url: flaky.callbackUrl });
    await pay(app, first.id, card(SANDBOX_TEST_CARDS.paid));
    await vi.waitFor(() => expect(flaky.received).toHaveLength(3), { timeout: 10_000 });

    const down = await shop([500, 500, 500, 500, 500, 500]);
    const second = await openSession(app, { callback_url: down.callbackUrl });
    await pay(app, second.id, card(SANDBOX_TEST_CARDS.paid));
    await vi.waitFor(() => expect(down.received).toHaveLength(1 + CALLBACK_RETRIES), {
      timeout: 10_000,
    });
    await wait(500);
    expect(down.received).toHaveLength(1 + CALLBACK_RETRIES);
    expect(flaky.received).toHaveLength(3);
  });

  it('closes a finished session: its page and its form answer 410', async () => {
    const app = sandbox();
    const { id } = await openSession(app);
    await pay(app, id, card(SANDBOX_TEST_CARDS.paid));
    const page = await app.inject({ url: `/card/pay/${id}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('already finished (paid)');
    const again = await pay(app, id, card(SANDBOX_TEST_CARDS.declined));
    expect(again.statusCode).toBe(410);
    expect((await state(app, id)).status).toBe('paid');
  });

  it('expires a session after 15 minutes', async () => {
    const app = sandbox();
    const { id } = await openSession(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CARD_SESSION_TTL_MS + 1);
    const page = await app.inject({ url: `/card/pay/${id}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('expired');
    expect((await pay(app, id, card(SANDBOX_TEST_CARDS.paid))).statusCode).toBe(410);
    expect((await state(app, id)).status).toBe('expired');
  });
});

describe('sandbox card gateway: refunds', () => {
  const refund = (app: App, id: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/card/sessions/${id}/refund`,
      headers: auth,
      payload: payload as object,
    });

  it('refunds part, then the rest, and no more', async () => {
    const app = sandbox();
    const { id } = await openSession(app);
    await pay(app, id, card(SANDBOX_TEST_CARDS.paid));
    const part = await refund(app, id, { amount: 2500 });
    expect(part.json()).toEqual({ refunded: 2500, status: 'partially_refunded' });
    const tooMuch = await refund(app, id, { amount: 10_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe('exceeds_paid');
    const rest = await refund(app, id, { amount: 10_000 });
    expect(rest.json()).toEqual({ refunded: 10_000, status: 'refunded' });
    expect((await refund(app, id, { amount: 1 })).statusCode).toBe(422);
  });

  it('refunds only paid sessions, and only whole positive amounts', async () => {
    const app = sandbox();
    const pending = await openSession(app);
    expect((await refund(app, pending.id, { amount: 100 })).statusCode).toBe(409);
    const declined = await openSession(app);
    await pay(app, declined.id, card(SANDBOX_TEST_CARDS.declined));
    expect((await refund(app, declined.id, { amount: 100 })).statusCode).toBe(409);
    expect((await refund(app, 'cs_nope', { amount: 100 })).statusCode).toBe(404);
    for (const payload of [{ amount: 0 }, { amount: 1.5 }, { amount: '100' }, {}, []])
      expect((await refund(app, pending.id, payload)).statusCode).toBe(400);
  });
});
