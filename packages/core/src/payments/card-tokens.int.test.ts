import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answeringWith,
  failureReason,
  startCallbackEndpoint,
  submitPageForm,
} from '../testing/index.ts';
import { type CardGatewayConfig, CardGatewayError, sandboxCardGateway } from './card-gateway.ts';
import {
  cardRegistrationState,
  chargeCardToken,
  createCardRegistration,
  deleteCardToken,
  readCardRegistrationCallback,
  refundCardCharge,
} from './card-tokens.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let gateway: CardGatewayConfig;
let shop: Awaited<ReturnType<typeof startCallbackEndpoint>>;

beforeAll(async () => {
  sandbox = await startSandbox(0);
  gateway = sandboxCardGateway(sandbox.url);
  shop = await startCallbackEndpoint((callback) =>
    readCardRegistrationCallback(gateway, callback.rawBody, callback.signature) ? 204 : 401,
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

let references = 0;
const nextReference = () => {
  references += 1;
  return `CARD-${Date.now()}-${references}`;
};

const failure = (promise: Promise<unknown>) => failureReason(promise, CardGatewayError);

/** The shopper saves `cardNumber` on the gateway's page; answers the registration's state. */
async function saveCard(cardNumber: string) {
  const reference = nextReference();
  const registration = await createCardRegistration(gateway, {
    reference,
    returnUrl: `https://shop.example/account/cards/return?ref=${reference}`,
    callbackUrl: `${shop.url}/payments/card/registrations`,
  });
  const response = await submitPageForm(registration.registrationUrl, {
    card_number: cardNumber,
    expiry: '12/39',
    cvc: '123',
  });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('location')!);
  expect(back.searchParams.get('registration_id')).toBe(registration.id);
  return cardRegistrationState(gateway, registration.id);
}

const callbacksFor = (registrationId: string) =>
  shop.received
    .map((entry) => readCardRegistrationCallback(gateway, entry.rawBody, entry.signature))
    .filter((callback) => callback?.registrationId === registrationId);

describe('saved cards against the sandbox', () => {
  it('saves a card, hears of it by a signed callback, charges it, refunds and deletes it', async () => {
    const saved = await saveCard('4242 4242 4242 4242');
    expect(saved).toMatchObject({
      status: 'saved',
      token: expect.stringMatching(/^ct_/),
      cardLast4: '4242',
      cardBrand: 'visa',
      expMonth: 12,
      expYear: 2039,
    });
    await vi.waitFor(() => expect(callbacksFor(saved.id)).toHaveLength(1), { timeout: 10_000 });
    expect(callbacksFor(saved.id)[0]).toEqual({
      registrationId: saved.id,
      reference: saved.reference,
      status: 'saved',
      token: saved.token,
      cardLast4: '4242',
    });

    const token = saved.token!;
    const reference = nextReference();
    const request = { amount: 12_500, reference, description: 'Order R100000001' };
    const charge = await chargeCardToken(gateway, token, request);
    expect(charge).toEqual({
      id: expect.stringMatching(/^ch_/),
      status: 'paid',
      declineReason: null,
      transactionId: expect.stringMatching(/^\d{12}$/),
      amount: 12_500,
    });
    // A retry (say after a timeout) gets the same charge; no second payment.
    expect(await chargeCardToken(gateway, token, request)).toEqual(charge);
    expect(await failure(chargeCardToken(gateway, token, { ...request, amount: 1 }))).toBe(
      'rejected',
    );

    await refundCardCharge(gateway, charge.id, 2500);
    expect(await failure(refundCardCharge(gateway, charge.id, 10_001))).toBe('rejected');
    await refundCardCharge(gateway, charge.id, 10_000);

    await deleteCardToken(gateway, token);
    await deleteCardToken(gateway, token);
    const afterDelete = chargeCardToken(gateway, token, { ...request, reference: nextReference() });
    expect(await failure(afterDelete)).toBe('rejected');
  });

  it('saves the declined test card, and its charges come back declined', async () => {
    const saved = await saveCard('4000000000000002');
    expect(saved.status).toBe('saved');
    const charge = await chargeCardToken(gateway, saved.token!, {
      amount: 5000,
      reference: nextReference(),
      description: 'Order R100000002',
    });
    expect(charge).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
      transactionId: null,
    });
    expect(await failure(refundCardCharge(gateway, charge.id, 5000))).toBe('rejected');
  });

  it('gets the duplicate test card’s registration callback twice, the same both times', async () => {
    const saved = await saveCard('4000000000003220');
    await vi.waitFor(() => expect(callbacksFor(saved.id)).toHaveLength(2), { timeout: 10_000 });
    const [first, second] = callbacksFor(saved.id);
    expect(second).toEqual(first);
  });

  it('reads a registration the shopper left as pending, and one they canceled', async () => {
    const registration = await createCardRegistration(gateway, {
      reference: nextReference(),
      returnUrl: 'https://shop.example/account/cards/return',
    });
    expect(await cardRegistrationState(gateway, registration.id)).toMatchObject({
      status: 'pending',
      token: null,
      cardLast4: null,
    });
    const response = await submitPageForm(registration.registrationUrl, { action: 'cancel' });
    expect(new URL(response.headers.get('location')!).searchParams.get('status')).toBe('canceled');
    expect((await cardRegistrationState(gateway, registration.id)).status).toBe('canceled');
  });

  it('refuses forged and malformed registration callbacks', async () => {
    const saved = await saveCard('5555555555554444');
    await vi.waitFor(() => expect(callbacksFor(saved.id)).toHaveLength(1), { timeout: 10_000 });
    const genuine = shop.received.find((entry) => entry.rawBody.includes(saved.id))!;
    const other = { ...gateway, callbackSecret: 'guessed' };
    expect(readCardRegistrationCallback(other, genuine.rawBody, genuine.signature)).toBeNull();
    const tampered = genuine.rawBody.replace('"saved"', '"canceled"');
    expect(readCardRegistrationCallback(gateway, tampered, genuine.signature)).toBeNull();
    expect(readCardRegistrationCallback(gateway, genuine.rawBody, undefined)).toBeNull();
  });

  it('is refused a reused reference, unknown ids, and another key', async () => {
    const reference = nextReference();
    const request = { reference, returnUrl: 'https://shop.example/return' };
    await createCardRegistration(gateway, request);
    expect(await failure(createCardRegistration(gateway, request))).toBe('rejected');
    expect(await failure(cardRegistrationState(gateway, 'cr_unknown'))).toBe('rejected');
    const charge = { amount: 1, reference: nextReference(), description: 'x' };
    expect(await failure(chargeCardToken(gateway, 'ct_unknown', charge))).toBe('rejected');
    expect(await failure(refundCardCharge(gateway, 'ch_unknown', 1))).toBe('rejected');
    const stranger = { ...gateway, apiKey: 'not-our-key' };
    expect(await failure(createCardRegistration(stranger, { ...request, reference: 'X-1' }))).toBe(
      'rejected',
    );
    expect(await failure(deleteCardToken(stranger, 'ct_unknown'))).toBe('rejected');
  });

  it('never puts a token or id that is no id into a path', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const charge = { amount: 1, reference: 'R-1', description: 'x' };
    expect(await failure(chargeCardToken(gateway, '../registrations', charge))).toBe('rejected');
    expect(await failure(deleteCardToken(gateway, 'ct_1?x=1'))).toBe('rejected');
    expect(await failure(cardRegistrationState(gateway, 'cr/1'))).toBe('rejected');
    expect(await failure(refundCardCharge(gateway, 'ch_1/refund', 1))).toBe('rejected');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads an unreachable or slow gateway as unavailable', async () => {
    const down = sandboxCardGateway('http://127.0.0.1:9');
    const charge = { amount: 1, reference: 'R-1', description: 'x' };
    expect(await failure(chargeCardToken(down, 'ct_1', charge))).toBe('unavailable');
    expect(await failure(deleteCardToken(down, 'ct_1'))).toBe('unavailable');
    const slow = { ...gateway, baseUrl: `${shop.url}/slow`, timeoutMs: 100 };
    expect(await failure(cardRegistrationState(slow, 'cr_1'))).toBe('unavailable');
  });
});

describe('saved cards with a misbehaving gateway', () => {
  const config = { baseUrl: 'https://card.example/api', apiKey: 'key', callbackSecret: 's' };
  const request = { amount: 12_500, reference: 'P-1', description: 'Order' };
  const paid = {
    id: 'ch_1',
    status: 'paid',
    decline_reason: null,
    transaction_id: '123',
    amount: 12_500,
  };

  it('reads 5xx and answers that make no sense as unavailable', async () => {
    vi.stubGlobal('fetch', answeringWith(502, { error: 'bad_gateway' }));
    expect(await failure(chargeCardToken(config, 'ct_1', request))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(201, { ...paid, amount: 1 }));
    expect(await failure(chargeCardToken(config, 'ct_1', request))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(201, { ...paid, status: 'approved' }));
    expect(await failure(chargeCardToken(config, 'ct_1', request))).toBe('unavailable');
    vi.stubGlobal(
      'fetch',
      answeringWith(201, {
        id: 'cr_1',
        registration_url: 'javascript:alert(1)',
        expires_at: '2030-01-01T00:00:00Z',
      }),
    );
    const registration = { reference: 'R-1', returnUrl: 'https://shop.example/r' };
    expect(await failure(createCardRegistration(config, registration))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(200, { refunded: 1, status: 'refunded' }));
    expect(await failure(refundCardCharge(config, 'ch_1', 2))).toBe('unavailable');
    vi.stubGlobal('fetch', answeringWith(500, '<html>oops</html>'));
    expect(await failure(deleteCardToken(config, 'ct_1'))).toBe('unavailable');
  });

  it('takes a 404 on delete as already deleted', async () => {
    vi.stubGlobal('fetch', answeringWith(404, { error: 'unknown_token' }));
    await expect(deleteCardToken(config, 'ct_1')).resolves.toBeUndefined();
  });

  it('posts the charge as JSON with the API key, and never follows a redirect', async () => {
    const fetchSpy = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(paid), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await chargeCardToken(config, 'ct_1', request);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('https://card.example/api/tokens/ct_1/charges');
    expect(init?.redirect).toBe('manual');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer key');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });
});
