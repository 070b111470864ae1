import { startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { completeOrder } from '../checkout/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { orderFor } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { OrderFixtures } from '../testing/index.ts';
import { handleCardCallback, settleCardPayment, startCardPayment } from './card.ts';
import { type PaymentProviders, sandboxProviders } from './providers.ts';
import { paymentsOf } from './settle.ts';

let testDb: TestDatabase;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let ctx: Ctx;
let fixtures: OrderFixtures;
let providers: PaymentProviders;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 40 });
  sandbox = await startSandbox(0);
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
  providers = sandboxProviders(sandbox.url);
});

afterAll(async () => {
  await sandbox?.close();
  await testDb?.dispose();
});

const urls = 'http://shop.test/return';

/** What the shopper does on the gateway's page: types a card and pays. */
async function payOnHostedPage(paymentUrl: string, card: string): Promise<string> {
  const response = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: card,
      expiry: '12/39',
      cvc: '123',
      name: 'SARAA BAT',
    }),
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  return new URL(location).searchParams.get('session_id') ?? '';
}

async function placedOrder() {
  const variant = await fixtures.variantWithStock(5);
  const shopper = await fixtures.readyGuest(variant.id, 1);
  await completeOrder(ctx, shopper.owner, shopper.number);
  return shopper;
}

describe(`card payments on ${testDatabaseKind()}`, () => {
  it('pays an order through the hosted page; settling again or a forged callback changes nothing', async () => {
    const shopper = await placedOrder();
    const started = await startCardPayment(ctx, providers, shopper.owner, shopper.number, urls);
    expect(started.paymentUrl).toContain('/card/pay/');
    const sessionId = await payOnHostedPage(started.paymentUrl, '4242424242424242');
    await settleCardPayment(ctx, providers, sessionId);
    await settleCardPayment(ctx, providers, sessionId);
    expect((await orderFor(ctx, shopper.owner, shopper.number)).state).toBe('paid');
    const payments = await paymentsOf(ctx, shopper.number);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ state: 'paid', cardLast4: '4242' });
    expect(JSON.stringify(payments)).not.toContain('4242424242424242');

    const forged = JSON.stringify({
      session_id: sessionId,
      reference: 'P1',
      status: 'paid',
      amount: 1,
    });
    expect(await handleCardCallback(ctx, providers, forged, 'deadbeef')).toBe(false);
    await expect(
      startCardPayment(ctx, providers, shopper.owner, shopper.number, urls),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('marks a declined card as failed, and a second try with a good card pays', async () => {
    const shopper = await placedOrder();
    const first = await startCardPayment(ctx, providers, shopper.owner, shopper.number, urls);
    const declined = await payOnHostedPage(first.paymentUrl, '4000000000000002');
    await settleCardPayment(ctx, providers, declined);
    expect((await orderFor(ctx, shopper.owner, shopper.number)).state).toBe('payment_failed');
    const second = await startCardPayment(ctx, providers, shopper.owner, shopper.number, urls);
    await settleCardPayment(
      ctx,
      providers,
      await payOnHostedPage(second.paymentUrl, '4242424242424242'),
    );
    expect((await orderFor(ctx, shopper.owner, shopper.number)).state).toBe('paid');
    expect((await paymentsOf(ctx, shopper.number)).map((p) => p.state)).toEqual(['failed', 'paid']);
  });

  it('refuses a stranger and an order that is not awaiting payment', async () => {
    const shopper = await placedOrder();
    const stranger = { userId: null, token: 'not-the-token-of-this-order-000000000000000' };
    await expect(
      startCardPayment(ctx, providers, stranger, shopper.number, urls),
    ).rejects.toMatchObject({ type: 'not_found' });
  });
});
