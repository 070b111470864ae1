import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CardCallback,
  type CardGatewayConfig,
  CardGatewayError,
  cardSessionState,
  createCardSession,
  readCardCallback,
  refundCard,
  sandboxCardGateway,
} from './card-gateway.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let gateway: CardGatewayConfig;
let shop: Server;
let shopUrl: string;
/** Every callback the shop's endpoint received, verified or not. */
const received: {
  rawBody: string;
  signature: string | undefined;
  callback: CardCallback | null;
}[] = [];

beforeAll(async () => {
  sandbox = await startSandbox(0);
  gateway = sandboxCardGateway(sandbox.url);
  // The shop's callback endpoint, as small as it gets: read the raw body, verify, answer 204.
  shop = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/slow/')) {
        setTimeout(() => response.end('{}'), 1000);
        return;
      }
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const header = request.headers['x-signature'];
      const signature = typeof header === 'string' ? header : undefined;
      const callback = readCardCallback(gateway, rawBody, signature);
      received.push({ rawBody, signature, callback });
      response.statusCode = callback ? 204 : 401;
      response.end();
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // The sandbox first: it stops callbacks still on their way to the shop.
  await sandbox?.close();
  await new Promise((resolve) => shop?.close(resolve));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let payments = 0;
/** Opens a session for a new payment of the shop. */
async function openSession(amount = 12_500) {
  payments += 1;
  const reference = `PAY-${Date.now()}-${payments}`;
  const session = await createCardSession(gateway, {
    amount,
    reference,
    description: `Order R10000000${payments}`,
    returnUrl: `https://shop.example/checkout/card/return?payment=${reference}`,
    callbackUrl: `${shopUrl}/payments/card/callback`,
  });
  return { ...session, reference };
}

/** What the shopper's browser does on the hosted page: loads it, types a card, submits. */
async function payOnHostedPage(paymentUrl: string, cardNumber: string) {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const response = await fetch(new URL(action!, paymentUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: cardNumber,
      expiry: '12/39',
      cvc: '123',
      name: 'SARAA DORJ',
    }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const callbacksFor = (sessionId: string) =>
  received.filter((entry) => entry.callback?.sessionId === sessionId);

async function failure(promise: Promise<unknown>): Promise<CardGatewayError['reason']> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CardGatewayError);
  return (error as CardGatewayError).reason;
}

describe('card payments against the sandbox', () => {
  it('takes a whole payment: hosted page, redirect, signed callback, status, refunds', async () => {
    const session = await openSession();
    expect(new URL(session.paymentUrl).origin).toBe(new URL(sandbox.url).origin);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    expect((await cardSessionState(gateway, session.id)).status).toBe('pending');

    const back = await payOnHostedPage(session.paymentUrl, '4242 4242 4242 4242');
    expect(back.pathname).toBe('/checkout/card/return');
    expect(back.searchParams.get('payment')).toBe(session.reference);
    expect(back.searchParams.get('session_id')).toBe(session.id);
    expect(back.searchParams.get('status')).toBe('paid');

    await vi.waitFor(() => expect(callbacksFor(session.id)).toHaveLength(1), { timeout: 10_000 });
    const callback = callbacksFor(session.id)[0]!.callback!;
    expect(callback).toEqual({
      sessionId: session.id,
      reference: session.reference,
      status: 'paid',
      amount: 12_500,
      transactionId: expect.stringMatching(/^\d{12}$/),
      cardLast4: '4242',
    });
    const { rawBody, signature } = callbacksFor(session.id)[0]!;
    expect(readCardCallback({ ...gateway, callbackSecret: 'guessed' }, rawBody, signature)).toBe(
      null,
    );

    const state = await cardSessionState(gateway, session.id);
    expect(state).toEqual({
      id: session.id,
      reference: session.reference,
      amount: 12_500,
      status: 'paid',
      transactionId: callback.transactionId,
      cardLast4: '4242',
      cardBrand: 'visa',
      paidAt: expect.any(String),
    });

    await refundCard(gateway, session.id, 2500);
    expect(await failure(refundCard(gateway, session.id, 10_001))).toBe('rejected');
    await refundCard(gateway, session.id, 10_000);
    expect(await failure(refundCard(gateway, session.id, 1))).toBe('rejected');
  });

  it('hears of a declined card by callback and by status', async () => {
    const session = await openSession();
    const back = await payOnHostedPage(session.paymentUrl, '4000000000009995');
    expect(back.searchParams.get('status')).toBe('declined');
    await vi.waitFor(() => expect(callbacksFor(session.id)).toHaveLength(1), { timeout: 10_000 });
    expect(callbacksFor(session.id)[0]!.callback).toMatchObject({
      status: 'declined',
      cardLast4: '9995',
    });
    expect(await cardSessionState(gateway, session.id)).toMatchObject({
      status: 'declined',
      paidAt: null,
    });
    expect(await failure(refundCard(gateway, session.id, 100))).toBe('rejected');
  });

  it('gets the duplicate test card’s callback twice, the same both times', async () => {
    const session = await openSession();
    await payOnHostedPage(session.paymentUrl, '4000000000003220');
    await vi.waitFor(() => expect(callbacksFor(session.id)).toHaveLength(2), { timeout: 10_000 });
    const [first, second] = callbacksFor(session.id);
    expect(second!.rawBody).toBe(first!.rawBody);
    expect(second!.callback).toEqual(first!.callback);
  });

  it('knows a payment is paid from the status before its late callback comes', async () => {
    const session = await openSession();
    const back = await payOnHostedPage(session.paymentUrl, '4000000000000119');
    expect(back.searchParams.get('status')).toBe('paid');
    expect(callbacksFor(session.id)).toHaveLength(0);
    expect((await cardSessionState(gateway, session.id)).status).toBe('paid');
    await vi.waitFor(() => expect(callbacksFor(session.id)).toHaveLength(1), { timeout: 5000 });
  });

  it('is refused a reference it used before, an unknown session, and another key', async () => {
    const session = await openSession();
    const again = createCardSession(gateway, {
      amount: 12_500,
      reference: session.reference,
      description: 'again',
      returnUrl: 'https://shop.example/return',
      callbackUrl: `${shopUrl}/callback`,
    });
    const error = await again.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'rejected' });
    expect((error as Error).message).toContain('reference_reused');
    expect(await failure(cardSessionState(gateway, 'cs_unknown'))).toBe('rejected');
    const stranger = { ...gateway, apiKey: 'not-our-key' };
    expect(await failure(cardSessionState(stranger, session.id))).toBe('rejected');
    expect(await failure(refundCard(stranger, session.id, 1))).toBe('rejected');
  });

  it('never puts a session id that is no id into a path', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await failure(cardSessionState(gateway, '../sessions'))).toBe('rejected');
    expect(await failure(refundCard(gateway, 'cs_1/refund?x=', 1))).toBe('rejected');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads an unreachable or slow gateway as unavailable', async () => {
    const down = sandboxCardGateway('http://127.0.0.1:9');
    expect(await failure(cardSessionState(down, 'cs_1'))).toBe('unavailable');
    expect(await failure(refundCard(down, 'cs_1', 1))).toBe('unavailable');
    const slow = { ...gateway, baseUrl: `${shopUrl}/slow`, timeoutMs: 100 };
    expect(await failure(cardSessionState(slow, 'cs_1'))).toBe('unavailable');
  });
});

describe('card gateway misbehaving', () => {
  const answering = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  const config = { baseUrl: 'https://card.example/api/', apiKey: 'key', callbackSecret: 's' };
  const request = {
    amount: 12_500,
    reference: 'P-1',
    description: 'Order',
    returnUrl: 'https://shop.example/return',
    callbackUrl: 'https://shop.example/callback',
  };
  const session = {
    id: 'cs_1',
    payment_url: 'https://card.example/pay/cs_1',
    expires_at: '2030-01-01T00:00:00Z',
  };

  it('reads 5xx, redirects and answers that make no sense as unavailable', async () => {
    answering(503, { error: 'maintenance' });
    expect(await failure(createCardSession(config, request))).toBe('unavailable');
    answering(302, {});
    expect(await failure(cardSessionState(config, 'cs_1'))).toBe('unavailable');
    answering(201, { ...session, payment_url: 'javascript:alert(1)' });
    expect(await failure(createCardSession(config, request))).toBe('unavailable');
    answering(200, { id: 'cs_1', status: 'approved' });
    expect(await failure(cardSessionState(config, 'cs_1'))).toBe('unavailable');
    answering(200, { refunded: 100, status: 'refunded' });
    expect(await failure(refundCard(config, 'cs_1', 200))).toBe('unavailable');
  });

  it('posts the session as JSON with the API key, and never follows a redirect', async () => {
    const fetchSpy = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(session), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    expect(await createCardSession(config, request)).toEqual({
      id: 'cs_1',
      paymentUrl: session.payment_url,
      expiresAt: session.expires_at,
    });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('https://card.example/api/sessions');
    expect(init?.redirect).toBe('manual');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer key');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: 12_500,
      currency: 'MNT',
      reference: 'P-1',
      description: 'Order',
      return_url: request.returnUrl,
      callback_url: request.callbackUrl,
    });
  });
});
