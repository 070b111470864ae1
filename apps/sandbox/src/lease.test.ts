import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { CALLBACK_RETRIES } from './callbacks.ts';
import { LEASE_DECISION_MS, LEASE_LIMIT } from './lease.ts';
import { type SandboxApp as App, sandboxTesting, wait } from './test-support.ts';

const auth = { authorization: 'Bearer sandbox-lease-key' };
const sign = (body: string) =>
  createHmac('sha256', 'sandbox-lease-secret').update(body).digest('hex');
const { sandbox, shop } = sandboxTesting();

let orders = 0;
function applicationRequest(overrides: Record<string, unknown> = {}) {
  orders += 1;
  return {
    reference: `R${300_000_000 + orders}`,
    amount: 900_000,
    months: 6,
    monthly: 160_000,
    down_payment: 100_000,
    customer: { phone: '+97699112233', name: 'Сараа' },
    callback_url: 'http://127.0.0.1:9/callback',
    ...overrides,
  };
}

const api = (app: App, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/lease${url}`, headers: auth, payload: payload as object });
const apply = (app: App, payload: unknown) => api(app, 'POST', '/applications', payload);
const state = async (app: App, id: string) => (await api(app, 'GET', `/applications/${id}`)).json();

/** Applies and waits for the decision's callback at a shop endpoint of its own. */
async function decided(app: App, overrides: Record<string, unknown> = {}) {
  const { callbackUrl, received } = await shop();
  const request = applicationRequest({ callback_url: callbackUrl, ...overrides });
  const response = await apply(app, request);
  expect(response.statusCode).toBe(201);
  const { application_id: id } = response.json();
  await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
  return { id, request, callback: received[0]! };
}

describe('sandbox leasing: applications', () => {
  it('takes an application as pending, approves it after a moment and calls back, signed', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const request = applicationRequest({ callback_url: callbackUrl });
    const response = await apply(app, request);
    expect(response.statusCode).toBe(201);
    const { application_id: id, status } = response.json();
    expect(id).toMatch(/^la_[0-9a-f]{24}$/);
    expect(status).toBe('pending');
    expect(await state(app, id)).toEqual({
      application_id: id,
      reference: request.reference,
      status: 'pending',
      decline_reason: null,
      amount: 900_000,
      months: 6,
      monthly: 160_000,
      decided_at: null,
    });

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    const [callback] = received;
    expect(callback!.signature).toBe(sign(callback!.body));
    expect(JSON.parse(callback!.body)).toEqual({
      application_id: id,
      reference: request.reference,
      status: 'approved',
      amount: 900_000,
      decline_reason: null,
    });
    const approved = await state(app, id);
    expect(approved.status).toBe('approved');
    expect(Date.parse(approved.decided_at)).toBeLessThanOrEqual(Date.now());
  });

  it('declines a customer whose phone ends in 13 (credit check)', async () => {
    const app = sandbox();
    const { id, callback } = await decided(app, { customer: { phone: '99112213' } });
    expect(JSON.parse(callback.body)).toMatchObject({
      status: 'declined',
      decline_reason: 'credit_check',
    });
    expect(await state(app, id)).toMatchObject({
      status: 'declined',
      decline_reason: 'credit_check',
    });
  });

  it('declines more than the limit, and approves the limit itself', async () => {
    const app = sandbox();
    const over = await decided(app, { amount: LEASE_LIMIT + 1 });
    expect(JSON.parse(over.callback.body)).toMatchObject({
      status: 'declined',
      decline_reason: 'over_limit',
    });
    const limit = await decided(app, { amount: LEASE_LIMIT });
    expect(JSON.parse(limit.callback.body).status).toBe('approved');
  });

  it('answers the same application to the same request, before and after the decision', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const request = applicationRequest({ callback_url: callbackUrl });
    const first = (await apply(app, request)).json();
    const again = await apply(app, request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect((await apply(app, request)).json()).toEqual({
      application_id: first.application_id,
      status: 'approved',
    });
    // One decision, one callback.
    await wait(LEASE_DECISION_MS * 2);
    expect(received).toHaveLength(1);
  });

  it('refuses other terms for a live application, but takes them after a decline', async () => {
    const app = sandbox();
    const declined = await decided(app, { amount: LEASE_LIMIT + 100_000 });
    const { request } = declined;
    const smaller = await apply(app, { ...request, amount: LEASE_LIMIT, down_payment: 200_000 });
    expect(smaller.statusCode).toBe(201);
    expect(smaller.json().application_id).not.toBe(declined.id);
    const larger = await apply(app, { ...request, amount: 1_000 });
    expect(larger.statusCode).toBe(409);
    expect(larger.json().error).toBe('reference_reused');
  });

  it.each([
    ['2 months', { months: 2 }],
    ['25 months', { months: 25 }],
    ['a fractional amount', { amount: 1.5 }],
    ['a zero monthly payment', { monthly: 0 }],
    ['a negative down payment', { down_payment: -1 }],
    ['no phone', { customer: { name: 'Сараа' } }],
    ['a phone with letters', { customer: { phone: '9911abcd' } }],
    ['an extra customer field', { customer: { phone: '99112233', email: 'a@b.mn' } }],
    ['a relative callback URL', { callback_url: '/callback' }],
    ['no reference', { reference: undefined }],
  ])('answers 400 to an application with %s', async (_case, overrides) => {
    expect((await apply(sandbox(), applicationRequest(overrides))).statusCode).toBe(400);
  });

  it('accepts a customer without a name and a zero down payment', async () => {
    const app = sandbox();
    const request = applicationRequest({ customer: { phone: '99112233' }, down_payment: 0 });
    expect((await apply(app, request)).statusCode).toBe(201);
  });

  it('refuses every call without the key, and answers 404 about strangers', async () => {
    const app = sandbox();
    const headers = { authorization: 'Bearer sandbox-card-key' };
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/lease/applications', payload: applicationRequest() }),
      app.inject({ url: '/lease/applications/la_1', headers }),
      app.inject({ method: 'POST', url: '/lease/applications/la_1/cancel' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    expect((await api(app, 'GET', '/applications/la_1')).statusCode).toBe(404);
    expect((await api(app, 'POST', '/applications/la_1/cancel')).statusCode).toBe(404);
  });

  it('tries a failing callback again, up to 3 more times', async () => {
    const app = sandbox();
    const down = await shop([500, 500, 500, 500, 500]);
    await apply(app, applicationRequest({ callback_url: down.callbackUrl }));
    await vi.waitFor(() => expect(down.received).toHaveLength(1 + CALLBACK_RETRIES), {
      timeout: 10_000,
    });
    expect(new Set(down.received.map((callback) => callback.body)).size).toBe(1);
  });
});

describe('sandbox leasing: cancel', () => {
  it('cancels an approved application, harmlessly twice', async () => {
    const app = sandbox();
    const { id } = await decided(app);
    const cancel = await api(app, 'POST', `/applications/${id}/cancel`);
    expect(cancel.json()).toEqual({ application_id: id, status: 'canceled' });
    expect((await api(app, 'POST', `/applications/${id}/cancel`)).statusCode).toBe(200);
    expect((await state(app, id)).status).toBe('canceled');
  });

  it('cancels a pending application before it is decided: no decision, no callback', async () => {
    const app = sandbox();
    const { callbackUrl, received } = await shop();
    const response = await apply(app, applicationRequest({ callback_url: callbackUrl }));
    const { application_id: id } = response.json();
    expect((await api(app, 'POST', `/applications/${id}/cancel`)).statusCode).toBe(200);
    await wait(LEASE_DECISION_MS * 2);
    expect(received).toHaveLength(0);
    expect(await state(app, id)).toMatchObject({ status: 'canceled', decided_at: null });
  });

  it('does not cancel a declined application', async () => {
    const app = sandbox();
    const { id } = await decided(app, { customer: { phone: '88000013' } });
    const cancel = await api(app, 'POST', `/applications/${id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe('application_declined');
  });
});
