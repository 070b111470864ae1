import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answeringWith, failureReason, mostTestTokens } from '../testing/index.ts';
import {
  type MostConfig,
  MostError,
  mostPurchase,
  mostTransactionState,
  refundMostTransaction,
  sandboxMost,
} from './most-client.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let most: MostConfig;

beforeAll(async () => {
  sandbox = await startSandbox(0);
  most = sandboxMost(sandbox.url);
});

afterAll(async () => {
  await sandbox?.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let orders = 0;
/** A purchase request for a new order with the wallet's tokens. */
function purchaseWith(tokens: { custtkn: string; txntkn: string }, amount = 12_500) {
  orders += 1;
  return { ...tokens, amount, reference: `R${200_000_000 + orders}`, description: 'Roses' };
}

const failure = (promise: Promise<unknown>) => failureReason(promise, MostError);

describe('Most in-app payments against the sandbox', () => {
  it('pays, reads the transaction back, and refunds it in parts', async () => {
    const request = purchaseWith(await mostTestTokens(sandbox.url));
    const paid = await mostPurchase(most, request);
    expect(paid).toEqual({
      transactionId: expect.stringMatching(/^\d+$/),
      status: 'paid',
      declineReason: null,
      amount: 12_500,
    });
    expect(await mostTransactionState(most, paid.transactionId)).toEqual({
      ...paid,
      reference: request.reference,
      refunded: 0,
      createdAt: expect.any(String),
    });

    await refundMostTransaction(most, paid.transactionId, 2500);
    expect(await failure(refundMostTransaction(most, paid.transactionId, 10_001))).toBe('rejected');
    await refundMostTransaction(most, paid.transactionId, 10_000);
    expect((await mostTransactionState(most, paid.transactionId)).refunded).toBe(12_500);
  });

  it('answers a retry with the same transaction and takes the money once', async () => {
    const tokens = await mostTestTokens(sandbox.url, { balance: 12_500 });
    const request = purchaseWith(tokens);
    const first = await mostPurchase(most, request);
    expect(await mostPurchase(most, request)).toEqual(first);
    // Nothing is left in the wallet: a further purchase is declined.
    const next = await mostTestTokens(sandbox.url, { custtkn: tokens.custtkn });
    expect(await mostPurchase(most, purchaseWith(next, 1))).toMatchObject({
      status: 'declined',
      declineReason: 'insufficient_funds',
    });
    expect(await failure(mostPurchase(most, { ...request, amount: 1 }))).toBe('rejected');
  });

  it.each([
    ['declined', 'declined'],
    ['insufficient_funds', 'insufficient_funds'],
  ] as const)('hears the wallet’s decline (%s) as an answer', async (outcome, reason) => {
    const request = purchaseWith(await mostTestTokens(sandbox.url, { outcome }));
    const declined = await mostPurchase(most, request);
    expect(declined).toMatchObject({ status: 'declined', declineReason: reason });
    expect(await failure(refundMostTransaction(most, declined.transactionId, 1))).toBe('rejected');
  });

  it('is refused forged tokens, unknown transactions and another key', async () => {
    const tokens = await mostTestTokens(sandbox.url);
    const forgedCustomer = purchaseWith({ ...tokens, custtkn: 'cust_forged' });
    expect(await failure(mostPurchase(most, forgedCustomer))).toBe('rejected');
    const forgedTransaction = purchaseWith({ ...tokens, txntkn: 'txn_forged' });
    expect(await failure(mostPurchase(most, forgedTransaction))).toBe('rejected');
    expect(await failure(mostTransactionState(most, '1'))).toBe('rejected');
    const stranger = { ...most, apiKey: 'not-our-key' };
    expect(await failure(mostPurchase(stranger, purchaseWith(tokens)))).toBe('rejected');
  });

  it('gives up on a slow wallet, and a retry gets the transaction it made meanwhile', async () => {
    const request = purchaseWith(await mostTestTokens(sandbox.url, { outcome: 'slow' }));
    const impatient = { ...most, timeoutMs: 200 };
    expect(await failure(mostPurchase(impatient, request))).toBe('unavailable');
    const paid = await mostPurchase(most, request);
    expect(paid.status).toBe('paid');
    expect((await mostTransactionState(most, paid.transactionId)).reference).toBe(
      request.reference,
    );
  });

  it('reads an unreachable Most as unavailable', async () => {
    const down = sandboxMost('http://127.0.0.1:9');
    const request = purchaseWith({ custtkn: 'c', txntkn: 't' });
    expect(await failure(mostPurchase(down, request))).toBe('unavailable');
    expect(await failure(mostTransactionState(down, '1'))).toBe('unavailable');
    expect(await failure(refundMostTransaction(down, '1', 1))).toBe('unavailable');
  });

  it('never puts a transaction id that is no id into a path', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await failure(mostTransactionState(most, '../purchases'))).toBe('rejected');
    expect(await failure(refundMostTransaction(most, '1/refund', 1))).toBe('rejected');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Most misbehaving', () => {
  const config = { baseUrl: 'https://most.example/api', apiKey: 'key' };
  const request = purchaseWith({ custtkn: 'c', txntkn: 't' });
  const paid = { transaction_id: '1', status: 'paid', decline_reason: null, amount: 12_500 };

  it('reads 5xx and answers that make no sense as unavailable', async () => {
    vi.stubGlobal('fetch', answeringWith(500, { error: 'internal' }));
    expect(await failure(mostPurchase(config, request))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(201, { ...paid, amount: 1 }));
    expect(await failure(mostPurchase(config, request))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(201, { ...paid, decline_reason: 'fraud' }));
    expect(await failure(mostPurchase(config, request))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(200, 'OK'));
    expect(await failure(mostTransactionState(config, '1'))).toBe('unavailable');
  });

  it('posts the purchase as JSON with the key, and never follows a redirect', async () => {
    const fetchSpy = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(paid), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await mostPurchase(config, request);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('https://most.example/api/purchases');
    expect(init?.redirect).toBe('manual');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer key');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });
});
