import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { CARD_SESSION_TTL_MS, SANDBOX_TEST_CARDS } from './card.ts';
import {
  type SandboxApp as App,
  typedCard as card,
  postForm,
  sandboxTesting,
} from './test-support.ts';

const auth = { authorization: 'Bearer sandbox-card-key' };
const sign = (body: string) =>
  createHmac('sha256', 'sandbox-card-secret').update(body).digest('hex');

const { sandbox, shop } = sandboxTesting();

let references = 0;
const nextReference = () => {
  references += 1;
  return `C-${references}`;
};

const api = (app: App, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url: `/card${url}`, headers: auth, payload: payload as object });

async function openRegistration(app: App, overrides: Record<string, unknown> = {}) {
  const response = await api(app, 'POST', '/registrations', {
    reference: nextReference(),
    return_url: 'https://shop.example/account/cards/return?lang=mn',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; registration_url: string; expires_at: string };
}

const state = async (app: App, id: string) =>
  (await api(app, 'GET', `/registrations/${id}`)).json();

/** Opens a registration and saves `number` on its page; answers the token. */
async function saveCard(app: App, number: string, overrides: Record<string, string> = {}) {
  const { id } = await openRegistration(app);
  const response = await postForm(app, `/card/register/${id}`, card(number, overrides));
  expect(response.statusCode).toBe(303);
  return (await state(app, id)).token as string;
}

const charge = (app: App, token: string, payload: Record<string, unknown> = {}) =>
  api(app, 'POST', `/tokens/${token}/charges`, {
    amount: 12_500,
    reference: nextReference(),
    description: 'Order R100000001',
    ...payload,
  });

describe('sandbox card gateway: saving a card', () => {
  it('opens a registration whose page is on the sandbox and lasts 15 minutes', async () => {
    const app = sandbox();
    const before = Date.now();
    const registration = await openRegistration(app);
    expect(registration.id).toMatch(/^cr_[0-9a-f]{24}$/);
    expect(new URL(registration.registration_url).pathname).toBe(
      `/card/register/${registration.id}`,
    );
    const expires = Date.parse(registration.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + CARD_SESSION_TTL_MS);
    expect(await state(app, registration.id)).toEqual({
      id: registration.id,
      reference: `C-${references}`,
      status: 'pending',
      token: null,
      card_last4: null,
      card_brand: null,
      exp_month: null,
      exp_year: null,
    });
  });

  it('shows a labelled card form without an amount, with the test cards', async () => {
    const app = sandbox();
    const { id } = await openRegistration(app);
    const page = await app.inject({ url: `/card/register/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Save a card (sandbox)</h1>');
    expect(page.body).toContain(`<form method="post" action="/card/register/${id}">`);
    expect(page.body).toContain('<label for="card_number">Card number</label>');
    expect(page.body).toMatch(/<button[^>]*value="pay"[^>]*>Save card<\/button>/);
    expect(page.body).toContain('4000 0000 0000 0002</code> is declined');
    expect(page.body).not.toContain('₮');
  });

  it('saves a card, sends the shopper back with the registration id and keeps only last 4', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const { id } = await openRegistration(app, { callback_url: callbackUrl });
    const response = await postForm(app, `/card/register/${id}`, card('5555555555554444'));
    expect(response.statusCode).toBe(303);
    const back = new URL(response.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/account/cards/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      lang: 'mn',
      registration_id: id,
      status: 'saved',
    });
    const saved = await state(app, id);
    expect(saved).toMatchObject({
      status: 'saved',
      card_last4: '4444',
      card_brand: 'mastercard',
      exp_month: 12,
      exp_year: 2039,
    });
    expect(saved.token).toMatch(/^ct_[0-9a-f]{32}$/);

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    const [callback] = received;
    expect(callback!.signature).toBe(sign(callback!.body));
    expect(JSON.parse(callback!.body)).toEqual({
      registration_id: id,
      reference: saved.reference,
      status: 'saved',
      token: saved.token,
      card_last4: '4444',
    });
    expect(callback!.body).not.toContain('5555555555554444');
  });

  it('needs no callback URL, and lets the shopper cancel', async () => {
    const app = sandbox();
    const { id } = await openRegistration(app);
    const response = await postForm(app, `/card/register/${id}`, { action: 'cancel' });
    expect(new URL(response.headers.location as string).searchParams.get('status')).toBe(
      'canceled',
    );
    expect(await state(app, id)).toMatchObject({ status: 'canceled', token: null });
    expect((await app.inject({ url: `/card/register/${id}` })).statusCode).toBe(410);
  });

  it('checks the card as the payment page does, and never echoes it', async () => {
    const app = sandbox();
    const { id } = await openRegistration(app);
    const response = await postForm(
      app,
      `/card/register/${id}`,
      card('4242424242424241', { expiry: '01/20' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Enter a valid card number.');
    expect(response.body).toContain('This card has expired.');
    expect(response.body).not.toContain('value="4242');
    expect((await state(app, id)).status).toBe('pending');
  });

  it('closes a saved registration and expires an unused one after 15 minutes', async () => {
    const app = sandbox();
    const saved = await openRegistration(app);
    await postForm(app, `/card/register/${saved.id}`, card(SANDBOX_TEST_CARDS.paid));
    const again = await postForm(app, `/card/register/${saved.id}`, card('5555555555554444'));
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already finished (saved)');

    const unused = await openRegistration(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CARD_SESSION_TTL_MS + 1);
    expect((await app.inject({ url: `/card/register/${unused.id}` })).body).toContain('expired');
    expect((await state(app, unused.id)).status).toBe('expired');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a reused reference', { reference: 'SAME' }],
    ['a javascript: return URL', { return_url: 'javascript:alert(1)' }],
    ['a relative callback URL', { callback_url: '/callback' }],
    ['an amount', { amount: 100 }],
  ])('refuses a registration with %s', async (_case, overrides) => {
    const app = sandbox();
    await api(app, 'POST', '/registrations', {
      reference: 'SAME',
      return_url: 'https://shop.example/return',
    });
    const response = await api(app, 'POST', '/registrations', {
      reference: nextReference(),
      return_url: 'https://shop.example/return',
      ...overrides,
    });
    expect(response.statusCode).toBe(overrides.reference ? 409 : 400);
  });

  it('answers 404 about a registration it does not know, and 401 without the key', async () => {
    const app = sandbox();
    expect((await api(app, 'GET', '/registrations/cr_nope')).statusCode).toBe(404);
    expect((await app.inject({ url: '/card/register/cr_nope' })).statusCode).toBe(404);
    const { id } = await openRegistration(app);
    expect((await app.inject({ url: `/card/registrations/${id}` })).statusCode).toBe(401);
    const token = await saveCard(app, SANDBOX_TEST_CARDS.paid);
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: `/card/tokens/${token}/charges`, payload: {} }),
      app.inject({ method: 'DELETE', url: `/card/tokens/${token}` }),
      app.inject({ method: 'POST', url: '/card/charges/ch_1/refund', payload: { amount: 1 } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
  });
});

describe('sandbox card gateway: charging a saved card', () => {
  it('charges a saved card, and answers the same charge for the same reference', async () => {
    const app = sandbox();
    const token = await saveCard(app, SANDBOX_TEST_CARDS.paid);
    const first = await charge(app, token, { reference: 'PAY-1' });
    expect(first.statusCode).toBe(201);
    const paid = first.json();
    expect(paid).toEqual({
      id: expect.stringMatching(/^ch_[0-9a-f]{24}$/),
      status: 'paid',
      decline_reason: null,
      transaction_id: expect.stringMatching(/^\d{12}$/),
      amount: 12_500,
    });
    const again = await charge(app, token, { reference: 'PAY-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(paid);
    const other = await charge(app, token, { reference: 'PAY-1', amount: 99 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('reference_reused');
  });

  it.each([
    [SANDBOX_TEST_CARDS.declined, 'card_declined'],
    [SANDBOX_TEST_CARDS.insufficientFunds, 'insufficient_funds'],
  ])('saves test card %s, then declines its charges (%s)', async (number, reason) => {
    const app = sandbox();
    const token = await saveCard(app, number);
    const response = await charge(app, token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'declined',
      decline_reason: reason,
      transaction_id: null,
    });
  });

  it('declines a saved card once it has expired', async () => {
    const app = sandbox();
    const now = new Date();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear()).slice(2)}`;
    const token = await saveCard(app, SANDBOX_TEST_CARDS.paid, { expiry: thisMonth });
    expect((await charge(app, token)).json().status).toBe('paid');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect((await charge(app, token)).json()).toMatchObject({
      status: 'declined',
      decline_reason: 'expired_card',
    });
  });

  it('refuses a deleted token (410) and an unknown one (404), but still answers old charges', async () => {
    const app = sandbox();
    const token = await saveCard(app, SANDBOX_TEST_CARDS.paid);
    const paid = (await charge(app, token, { reference: 'PAY-2' })).json();
    expect((await api(app, 'DELETE', `/tokens/${token}`)).statusCode).toBe(204);
    expect((await api(app, 'DELETE', `/tokens/${token}`)).statusCode).toBe(204);
    const refused = await charge(app, token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error).toBe('token_deleted');
    expect((await charge(app, token, { reference: 'PAY-2' })).json()).toEqual(paid);
    expect((await charge(app, 'ct_unknown')).statusCode).toBe(404);
    expect((await api(app, 'DELETE', '/tokens/ct_unknown')).statusCode).toBe(404);
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 1.5 }],
    ['no description', { description: undefined }],
    ['a reference with a slash', { reference: 'P/1' }],
    ['a card number', { card_number: SANDBOX_TEST_CARDS.paid }],
  ])('answers 400 to a charge with %s', async (_case, payload) => {
    const app = sandbox();
    const token = await saveCard(app, SANDBOX_TEST_CARDS.paid);
    expect((await charge(app, token, payload)).statusCode).toBe(400);
  });

  it('refunds part of a charge, then the rest, and no more; never a declined one', async () => {
    const app = sandbox();
    const token = await saveCard(app, SANDBOX_TEST_CARDS.paid);
    const { id } = (await charge(app, token)).json();
    const refund = (chargeId: string, amount: number) =>
      api(app, 'POST', `/charges/${chargeId}/refund`, { amount });
    expect((await refund(id, 2500)).json()).toEqual({
      refunded: 2500,
      status: 'partially_refunded',
    });
    expect((await refund(id, 10_001)).statusCode).toBe(422);
    expect((await refund(id, 10_000)).json()).toEqual({ refunded: 10_000, status: 'refunded' });
    expect((await refund(id, 1)).statusCode).toBe(422);

    const declinedToken = await saveCard(app, SANDBOX_TEST_CARDS.declined);
    const declined = (await charge(app, declinedToken)).json();
    expect((await refund(declined.id, 1)).statusCode).toBe(409);
    expect((await refund('ch_unknown', 1)).statusCode).toBe(404);
  });
});
