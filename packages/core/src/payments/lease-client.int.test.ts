import { createHmac } from 'node:crypto';
import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answeringWith, failureReason, startCallbackEndpoint } from '../testing/index.ts';
import {
  applyForLease,
  cancelLeaseApplication,
  type LeaseApplicationRequest,
  type LeaseConfig,
  LeaseError,
  leaseApplicationState,
  readLeaseCallback,
  sandboxLease,
} from './lease-client.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let lease: LeaseConfig;
let shop: Awaited<ReturnType<typeof startCallbackEndpoint>>;

beforeAll(async () => {
  sandbox = await startSandbox(0);
  lease = sandboxLease(sandbox.url);
  shop = await startCallbackEndpoint((callback) =>
    readLeaseCallback(lease, callback.rawBody, callback.signature) ? 204 : 401,
  );
});

afterAll(async () => {
  // The sandbox first: it stops callbacks still on their way to the shop.
  await sandbox?.close();
  await shop?.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let orders = 0;
function application(overrides: Partial<LeaseApplicationRequest> = {}): LeaseApplicationRequest {
  orders += 1;
  return {
    reference: `R${400_000_000 + orders}`,
    amount: 900_000,
    months: 6,
    monthly: 160_000,
    downPayment: 100_000,
    customer: { phone: '+97699112233', name: 'Сараа' },
    callbackUrl: `${shop.url}/payments/lease/callback`,
    ...overrides,
  };
}

const callbacksFor = (applicationId: string) =>
  shop.received
    .map((entry) => readLeaseCallback(lease, entry.rawBody, entry.signature))
    .filter((callback) => callback?.applicationId === applicationId);

const failure = (promise: Promise<unknown>) => failureReason(promise, LeaseError);

describe('leasing against the sandbox', () => {
  it('applies, hears the approval by a signed callback, reads it, and cancels it', async () => {
    const request = application();
    const applied = await applyForLease(lease, request);
    expect(applied).toEqual({ applicationId: expect.stringMatching(/^la_/), status: 'pending' });
    expect(await applyForLease(lease, request)).toEqual(applied);

    await vi.waitFor(() => expect(callbacksFor(applied.applicationId)).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(callbacksFor(applied.applicationId)[0]).toEqual({
      applicationId: applied.applicationId,
      reference: request.reference,
      status: 'approved',
      amount: 900_000,
      declineReason: null,
    });
    expect(await leaseApplicationState(lease, applied.applicationId)).toEqual({
      applicationId: applied.applicationId,
      reference: request.reference,
      status: 'approved',
      declineReason: null,
      amount: 900_000,
      months: 6,
      monthly: 160_000,
      decidedAt: expect.any(String),
    });

    await cancelLeaseApplication(lease, applied.applicationId);
    await cancelLeaseApplication(lease, applied.applicationId);
    expect((await leaseApplicationState(lease, applied.applicationId)).status).toBe('canceled');
  });

  it.each([
    ['a phone ending in 13', { customer: { phone: '99001113' } }, 'credit_check'],
    ['more than the limit', { amount: 1_500_001 }, 'over_limit'],
  ] as const)('is declined for %s', async (_case, overrides, reason) => {
    const applied = await applyForLease(lease, application(overrides));
    await vi.waitFor(() => expect(callbacksFor(applied.applicationId)).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(callbacksFor(applied.applicationId)[0]).toMatchObject({
      status: 'declined',
      declineReason: reason,
    });
    expect(await leaseApplicationState(lease, applied.applicationId)).toMatchObject({
      status: 'declined',
      declineReason: reason,
    });
    expect(await failure(cancelLeaseApplication(lease, applied.applicationId))).toBe('rejected');
  });

  it('reads a replayed callback the same, and refuses forged and malformed ones', async () => {
    const applied = await applyForLease(lease, application());
    await vi.waitFor(() => expect(callbacksFor(applied.applicationId)).toHaveLength(1), {
      timeout: 10_000,
    });
    const genuine = shop.received.find((entry) => entry.rawBody.includes(applied.applicationId))!;
    const first = readLeaseCallback(lease, genuine.rawBody, genuine.signature);
    expect(readLeaseCallback(lease, genuine.rawBody, genuine.signature)).toEqual(first);

    const forgedBody = genuine.rawBody.replace('"approved"', '"declined"');
    expect(readLeaseCallback(lease, forgedBody, genuine.signature)).toBeNull();
    const guessed = { ...lease, callbackSecret: 'guessed' };
    expect(readLeaseCallback(guessed, genuine.rawBody, genuine.signature)).toBeNull();
    expect(readLeaseCallback(lease, genuine.rawBody, undefined)).toBeNull();
    const sign = (body: string) =>
      createHmac('sha256', lease.callbackSecret).update(body).digest('hex');
    const odd = JSON.stringify({ application_id: '../x', reference: 'R1', status: 'approved' });
    expect(readLeaseCallback(lease, odd, sign(odd))).toBeNull();
    expect(readLeaseCallback(lease, 'not json', sign('not json'))).toBeNull();
  });

  it('is refused other terms for a live application, strangers, and another key', async () => {
    const request = application();
    await applyForLease(lease, request);
    expect(await failure(applyForLease(lease, { ...request, months: 12 }))).toBe('rejected');
    expect(await failure(applyForLease(lease, application({ months: 36 })))).toBe('rejected');
    expect(await failure(leaseApplicationState(lease, 'la_unknown'))).toBe('rejected');
    expect(await failure(cancelLeaseApplication(lease, 'la_unknown'))).toBe('rejected');
    const stranger = { ...lease, apiKey: 'not-our-key' };
    expect(await failure(applyForLease(stranger, application()))).toBe('rejected');
  });

  it('never puts an application id that is no id into a path', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await failure(leaseApplicationState(lease, '../applications'))).toBe('rejected');
    expect(await failure(cancelLeaseApplication(lease, 'la_1/cancel?'))).toBe('rejected');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads an unreachable or slow leasing company as unavailable', async () => {
    const down = sandboxLease('http://127.0.0.1:9');
    expect(await failure(applyForLease(down, application()))).toBe('unavailable');
    expect(await failure(cancelLeaseApplication(down, 'la_1'))).toBe('unavailable');
    const slow = { ...lease, baseUrl: `${shop.url}/slow`, timeoutMs: 100 };
    expect(await failure(leaseApplicationState(slow, 'la_1'))).toBe('unavailable');
  });
});

describe('leasing company misbehaving', () => {
  const config = { baseUrl: 'https://lease.example/api', apiKey: 'key', callbackSecret: 's' };

  it('reads 5xx and answers that make no sense as unavailable', async () => {
    vi.stubGlobal('fetch', answeringWith(503, { error: 'maintenance' }));
    expect(await failure(applyForLease(config, application()))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(201, { application_id: 'la_1', status: 'maybe' }));
    expect(await failure(applyForLease(config, application()))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(200, { application_id: 'la_1', status: 'approved' }));
    expect(await failure(cancelLeaseApplication(config, 'la_1'))).toBe('unavailable');
  });

  it('posts the application as JSON with the key, and never follows a redirect', async () => {
    const fetchSpy = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ application_id: 'la_1', status: 'pending' }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const request = application({ customer: { phone: '99112233' } });
    await applyForLease(config, request);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('https://lease.example/api/applications');
    expect(init?.redirect).toBe('manual');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer key');
    expect(JSON.parse(String(init?.body))).toEqual({
      reference: request.reference,
      amount: 900_000,
      months: 6,
      monthly: 160_000,
      down_payment: 100_000,
      customer: { phone: '99112233' },
      callback_url: request.callbackUrl,
    });
  });
});
