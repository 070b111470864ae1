import { checkout, createContext, orders, payments } from '@shop/core';
import { OrderFixtures } from '@shop/core/testing';
import { startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp, type ShopApp } from '../src/app.ts';

let testDb: TestDatabase;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let app: ShopApp;
let address = '';

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  sandbox = await startSandbox(0);
  ({ app } = await buildApp({
    database: testDb.database,
    payments: payments.sandboxProviders(sandbox.url, (path) => address + path),
  }));
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
  await testDb?.dispose();
});

describe(`card gateway callbacks on ${testDatabaseKind()}`, () => {
  it('marks the order paid from the gateway’s signed callback, and refuses a forged one', async () => {
    const ctx = createContext(testDb.database.db);
    const fixtures = await new OrderFixtures(ctx).load();
    const variant = await fixtures.variantWithStock(3);
    const shopper = await fixtures.readyGuest(variant.id);
    await checkout.completeOrder(ctx, shopper.owner, shopper.number);
    const providers = payments.sandboxProviders(sandbox.url, (path) => address + path);
    const started = await payments.startCardPayment(
      ctx,
      providers,
      shopper.owner,
      shopper.number,
      `${address}/orders/${shopper.number}`,
    );
    const forged = await fetch(`${address}/api/v2/payments/card/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': '00' },
      body: JSON.stringify({ session_id: 'x', reference: 'P1', status: 'paid', amount: 1 }),
    });
    expect(forged.status).toBe(400);

    await fetch(started.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card_number: '4000000000003220',
        expiry: '12/39',
        cvc: '123',
        name: 'SARAA BAT',
      }),
      redirect: 'manual',
    });
    await expect
      .poll(async () => (await orders.orderFor(ctx, shopper.owner, shopper.number)).state, {
        timeout: 10_000,
      })
      .toBe('paid');
    expect((await payments.paymentsOf(ctx, shopper.number)).map((p) => p.state)).toEqual(['paid']);
  });
});
