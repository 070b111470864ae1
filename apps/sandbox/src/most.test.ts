import { describe, expect, it } from 'vitest';
import { SLOW_PURCHASE_MS } from './most.ts';
import { type SandboxApp as App, sandboxTesting } from './test-support.ts';

const auth = { authorization: 'Bearer sandbox-most-key' };
const { sandbox } = sandboxTesting();

const api = (app: App, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/most${url}`, headers: auth, payload: payload as object });

/** What the customer's wallet app would hand the shop's app. */
async function walletTokens(app: App, options: Record<string, unknown> = {}) {
  const response = await api(app, 'POST', '/test/tokens', options);
  expect(response.statusCode).toBe(201);
  return response.json() as { custtkn: string; txntkn: string };
}

/** Another purchase from the same wallet: its customer token and a new transaction token. */
const nextPurchase = async (app: App, custtkn: string) => walletTokens(app, { custtkn });

let references = 0;
const purchase = (app: App, tokens: { custtkn: string; txntkn: string }, overrides = {}) => {
  references += 1;
  return api(app, 'POST', '/purchases', {
    ...tokens,
    amount: 12_500,
    reference: `R${100_000_000 + references}`,
    description: 'Order of roses',
    ...overrides,
  });
};

describe('sandbox Most: test tokens', () => {
  it('hands out a customer and a transaction token', async () => {
    const tokens = await walletTokens(sandbox());
    expect(tokens).toEqual({
      custtkn: expect.stringMatching(/^cust_[0-9a-f]{32}$/),
      txntkn: expect.stringMatching(/^txn_[0-9a-f]{32}$/),
    });
  });

  it.each([
    ['a negative balance', { balance: -1 }],
    ['an unknown outcome', { outcome: 'stolen' }],
    ['a balance for an existing wallet', { custtkn: 'cust_x', balance: 5 }],
    ['an extra field', { amount: 5 }],
  ])('answers 400 to %s', async (_case, payload) => {
    expect((await api(sandbox(), 'POST', '/test/tokens', payload)).statusCode).toBe(400);
  });

  it('gives a further transaction token for a wallet it knows, and no other', async () => {
    const app = sandbox();
    const first = await walletTokens(app);
    const second = await walletTokens(app, { custtkn: first.custtkn });
    expect(second.custtkn).toBe(first.custtkn);
    expect(second.txntkn).not.toBe(first.txntkn);
    expect((await api(app, 'POST', '/test/tokens', { custtkn: 'cust_x' })).statusCode).toBe(404);
  });
});

describe('sandbox Most: purchases', () => {
  it('pays from the wallet and reads the transaction back', async () => {
    const app = sandbox();
    const response = await purchase(app, await walletTokens(app));
    expect(response.statusCode).toBe(201);
    const paid = response.json();
    expect(paid).toEqual({
      transaction_id: expect.stringMatching(/^\d{14}$/),
      status: 'paid',
      decline_reason: null,
      amount: 12_500,
    });
    const state = (await api(app, 'GET', `/transactions/${paid.transaction_id}`)).json();
    expect(state).toEqual({
      transaction_id: paid.transaction_id,
      reference: `R${100_000_000 + references}`,
      status: 'paid',
      decline_reason: null,
      amount: 12_500,
      refunded: 0,
      created_at: expect.any(String),
    });
    expect(Date.parse(state.created_at)).toBeLessThanOrEqual(Date.now());
  });

  it('answers the same transaction token with the same transaction and debits once', async () => {
    const app = sandbox();
    const tokens = await walletTokens(app, { balance: 20_000 });
    const request = { amount: 12_500, reference: 'R100000001' };
    const first = await purchase(app, tokens, request);
    const again = await purchase(app, tokens, request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // 7,500 is left: exactly enough for one more purchase of it, which proves one debit.
    const next = await nextPurchase(app, tokens.custtkn);
    expect((await purchase(app, next, { amount: 7500 })).json().status).toBe('paid');
    const last = await nextPurchase(app, tokens.custtkn);
    expect((await purchase(app, last, { amount: 1 })).json()).toMatchObject({
      status: 'declined',
      decline_reason: 'insufficient_funds',
    });
  });

  it('refuses a transaction token used for another amount or reference (409)', async () => {
    const app = sandbox();
    const tokens = await walletTokens(app);
    await purchase(app, tokens, { reference: 'R1' });
    for (const other of [{ reference: 'R1', amount: 1 }, { reference: 'R2' }]) {
      const response = await purchase(app, tokens, other);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('transaction_token_reused');
    }
  });

  it.each([
    ['declined', 'declined', {}],
    ['insufficient_funds', 'insufficient_funds', {}],
    ['paid', 'insufficient_funds', { balance: 12_499 }],
  ])('declines a purchase the wallet says %s (%s)', async (outcome, reason, wallet) => {
    const app = sandbox();
    const response = await purchase(app, await walletTokens(app, { outcome, ...wallet }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'declined', decline_reason: reason });
  });

  it('refuses forged tokens: an unknown customer (401), an unknown or foreign transaction (404)', async () => {
    const app = sandbox();
    const mine = await walletTokens(app);
    const theirs = await walletTokens(app);
    const forged = await purchase(app, { ...mine, custtkn: 'cust_forged' });
    expect(forged.statusCode).toBe(401);
    expect((await purchase(app, { ...mine, txntkn: 'txn_forged' })).statusCode).toBe(404);
    expect((await purchase(app, { ...mine, txntkn: theirs.txntkn })).statusCode).toBe(404);
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 10.5 }],
    ['no reference', { reference: undefined }],
    ['no transaction token', { txntkn: undefined }],
    ['an extra field', { currency: 'MNT' }],
  ])('answers 400 to a purchase with %s', async (_case, overrides) => {
    const app = sandbox();
    expect((await purchase(app, await walletTokens(app), overrides)).statusCode).toBe(400);
  });

  it('refuses every call without the key', async () => {
    const app = sandbox();
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/most/test/tokens', payload: {} }),
      app.inject({ method: 'POST', url: '/most/purchases', payload: {} }),
      app.inject({ url: '/most/transactions/1' }),
      app.inject({
        method: 'POST',
        url: '/most/transactions/1/refund',
        headers: { authorization: 'Bearer sandbox-qpay-key' },
        payload: { amount: 1 },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it(`answers a slow wallet's purchase after ${SLOW_PURCHASE_MS / 1000} s, decided at once`, async () => {
    const app = sandbox();
    const tokens = await walletTokens(app, { outcome: 'slow' });
    const started = Date.now();
    const first = purchase(app, tokens, { reference: 'R-SLOW' });
    const retry = purchase(app, tokens, { reference: 'R-SLOW' });
    const [answer, again] = await Promise.all([first, retry]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_PURCHASE_MS - 50);
    expect(answer.json().status).toBe('paid');
    expect(again.json()).toEqual(answer.json());
  });
});

describe('sandbox Most: refunds', () => {
  it('refunds part, then the rest, back into the wallet, and no more', async () => {
    const app = sandbox();
    const tokens = await walletTokens(app, { balance: 12_500 });
    const { transaction_id: id } = (await purchase(app, tokens)).json();
    const refund = (amount: number) => api(app, 'POST', `/transactions/${id}/refund`, { amount });
    expect((await refund(2500)).json()).toEqual({ refunded: 2500, status: 'partially_refunded' });
    expect((await refund(10_001)).statusCode).toBe(422);
    expect((await refund(10_000)).json()).toEqual({ refunded: 10_000, status: 'refunded' });
    expect((await api(app, 'GET', `/transactions/${id}`)).json().refunded).toBe(12_500);
    // The wallet has its 12,500 back.
    const next = await nextPurchase(app, tokens.custtkn);
    expect((await purchase(app, next)).json().status).toBe('paid');
  });

  it('refunds only paid transactions it knows, and only whole positive amounts', async () => {
    const app = sandbox();
    const declined = (await purchase(app, await walletTokens(app, { outcome: 'declined' }))).json();
    const refund = (id: string, payload: unknown) =>
      api(app, 'POST', `/transactions/${id}/refund`, payload);
    expect((await refund(declined.transaction_id, { amount: 1 })).statusCode).toBe(409);
    expect((await refund('404', { amount: 1 })).statusCode).toBe(404);
    expect((await api(app, 'GET', '/transactions/404')).statusCode).toBe(404);
    for (const payload of [{ amount: 0 }, { amount: '1' }, {}])
      expect((await refund(declined.transaction_id, payload)).statusCode).toBe(400);
  });
});
