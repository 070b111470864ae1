import { startSandbox } from '@shop/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import {
  cancelPaidOrder,
  completeOrder,
  expireOverdueOrders,
  expiryJobs,
  queueStrandedRefunds,
  updateCheckout,
} from '../checkout/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { runDueJobs } from '../jobs/index.ts';
import { notifyMessage } from '../notify/schema.ts';
import { orderByNumber, orderHistory } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { mostTestTokens, OrderFixtures, submitPageForm, TEST_GUESSER } from '../testing/index.ts';
import { ledgerSums, walletOf } from '../wallet/index.ts';
import { bankTransferDetails, recordBankTransfer } from './bank-transfer.ts';
import { settleCardPayment, startCardPayment } from './card.ts';
import { payInApp } from './in-app.ts';
import { checkLend } from './lease.ts';
import { payableNow } from './payable.ts';
import { type PaymentProviders, sandboxProviders } from './providers.ts';
import { handleQpayCallback, qrInvoiceForOrder, qrPaymentState } from './qpay.ts';
import { checkQpayPayment } from './qpay-client.ts';
import { refundJobs } from './refund-job.ts';
import {
  finishCardRegistration,
  listSavedCards,
  payWithSavedCard,
  removeSavedCard,
  startCardRegistration,
} from './saved-cards.ts';
import { paymentRecharge } from './schema.ts';
import { paymentsOf, settlePayment } from './settle.ts';
import { addTender } from './tenders.ts';
import { rechargeState, startRecharge } from './wallet-recharge.ts';

let testDb: TestDatabase;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let ctx: Ctx;
let fixtures: OrderFixtures;
let providers: PaymentProviders;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 150 });
  sandbox = await startSandbox(0);
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
  providers = sandboxProviders(sandbox.url);
});

afterAll(async () => {
  await sandbox?.close();
  await testDb?.dispose();
});

const CARD = { good: '4242424242424242', declined: '4000000000000002' };

/** The shopper on the gateway's page: a card typed and paid; answers the session's id. */
async function payByCard(paymentUrl: string, card = CARD.good): Promise<string> {
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
  return new URL(response.headers.get('location') ?? '').searchParams.get('session_id') ?? '';
}

/** A placed order of one variant costing at least `minPrice`, paid by `method`. */
async function placed(
  method: string,
  options: {
    minPrice?: number;
    userId?: number | null;
    phone?: string;
    leaseMonths?: number;
    savedCardId?: number;
  } = {},
) {
  const variant = await fixtures.variantCosting(options.minPrice ?? 5000, 20);
  const shopper = await fixtures.readyGuest(variant.id, 1, options.userId ?? null);
  await updateCheckout(ctx, shopper.owner, shopper.number, {
    payment_method: method as 'card',
    ...(options.phone && { phone: options.phone }),
    ...(options.leaseMonths && { lease_months: options.leaseMonths }),
    ...(options.savedCardId && { saved_card_id: options.savedCardId }),
  });
  const { order } = await completeOrder(ctx, shopper.owner, shopper.number);
  return { ...shopper, order, variant };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
  return 'accepted';
}

const stateOf = async (number: string) => (await orderByNumber(ctx, number))?.state;

/** A QR payment's state as the shopper's page asks for it. */
const qrStateOf = async (order: Awaited<ReturnType<typeof placed>>, paymentId: number) =>
  (await qrPaymentState(ctx, providers, order.owner, order.number, paymentId)).state;

describe(`QR payment on ${testDatabaseKind()}`, () => {
  it('shows one invoice, is paid in the bank app, earns rewards; callbacks are only hints', async () => {
    const userId = await fixtures.user();
    const order = await placed('qpay', { userId });
    const invoice = await qrInvoiceForOrder(ctx, providers, order.owner, order.number);
    expect(invoice.amount).toBe(order.order.total);
    expect(invoice.bank_apps.length).toBeGreaterThan(3);
    expect((await qrInvoiceForOrder(ctx, providers, order.owner, order.number)).payment_id).toBe(
      invoice.payment_id,
    );
    expect(await qrStateOf(order, invoice.payment_id)).toBe('pending');

    const paid = await submitPageForm(invoice.qr_text, { action: 'pay' });
    expect(paid.status).toBeLessThan(400);
    expect(await qrStateOf(order, invoice.payment_id)).toBe('paid');
    expect(await stateOf(order.number)).toBe('paid');
    const wallet = await walletOf(ctx, userId);
    expect(wallet.limited).toBe(Math.floor((order.order.total * 2 + 50) / 100));
    expect(wallet.points).toBe(Math.floor((order.order.total + 50) / 100));

    // A replayed callback, one for an unknown invoice, a malformed one: nothing changes.
    const [payment] = await paymentsOf(ctx, order.number);
    const replay = JSON.stringify({ invoice_id: payment?.providerRef, payment_id: 'x1' });
    expect(await handleQpayCallback(ctx, providers, replay)).toBe(true);
    expect(
      await handleQpayCallback(
        ctx,
        providers,
        JSON.stringify({ invoice_id: 'nope', payment_id: 'x' }),
      ),
    ).toBe(false);
    expect(await handleQpayCallback(ctx, providers, '{not json')).toBe(false);
    expect((await paymentsOf(ctx, order.number)).map((p) => p.state)).toEqual(['paid']);
    expect(await walletOf(ctx, userId)).toEqual(wallet);
  });

  it('answers "paid" only with the order paid, when the callback paid the invoice a moment before', async () => {
    const order = await placed('qpay');
    const invoice = await qrInvoiceForOrder(ctx, providers, order.owner, order.number);
    const [payment] = await paymentsOf(ctx, order.number);
    if (!payment) throw new Error('no payment');
    // QPay's callback half done: its payment moved to paid, the order not yet paid for.
    await settlePayment(ctx, payment, { state: 'paid', transactionId: 'callback' });
    expect(await stateOf(order.number)).toBe('payment_pending');
    expect(await qrStateOf(order, invoice.payment_id)).toBe('paid');
    expect(await stateOf(order.number)).toBe('paid');
    // Asked again (the page polls), nothing more happens.
    expect(await qrStateOf(order, invoice.payment_id)).toBe('paid');
    expect((await paymentsOf(ctx, order.number)).map((p) => p.state)).toEqual(['paid']);
    expect(await stateOf(order.number)).toBe('paid');
  });

  it('keeps one of a QR payment and a card payment that land at the same moment, and gives the other back', async () => {
    const userId = await fixtures.user();
    const order = await placed('qpay', { userId });
    const invoice = await qrInvoiceForOrder(ctx, providers, order.owner, order.number);
    const card = await startCardPayment(ctx, providers, order.owner, order.number, 'http://x');
    // The shopper pays twice, in the bank app and by card; the shop hears of both at once.
    await submitPageForm(invoice.qr_text, { action: 'pay' });
    const session = await payByCard(card.paymentUrl);
    await Promise.all([
      qrPaymentState(ctx, providers, order.owner, order.number, invoice.payment_id),
      settleCardPayment(ctx, providers, session),
    ]);
    expect(await stateOf(order.number)).toBe('paid');
    const round = await runDueJobs(() => ctx, refundJobs(providers), { limit: 100 });
    expect(round).toMatchObject({ retried: 0, dead: 0 });
    const payments = await paymentsOf(ctx, order.number);
    expect(payments.map((p) => p.state).sort()).toEqual(['paid', 'refunded']);
    expect(payments.find((p) => p.state === 'refunded')?.failureReason).toBe('paid_twice');
    // Rewards are earned once, on what the order cost.
    expect((await walletOf(ctx, userId)).limited).toBe(
      Math.floor((order.order.total * 2 + 50) / 100),
    );
  });

  it('refunds money that arrives after the order expired, through the job queue, and the order stays expired', async () => {
    const order = await placed('qpay');
    const invoice = await qrInvoiceForOrder(ctx, providers, order.owner, order.number);
    await submitPageForm(invoice.qr_text, { action: 'pay' });
    const later = { ...ctx, now: new Date(ctx.now.getTime() + 3 * 3600_000) };
    expect(await expireOverdueOrders(later)).toContain(order.number);
    const [payment] = await paymentsOf(ctx, order.number);
    const callback = JSON.stringify({ invoice_id: payment?.providerRef, payment_id: 'late' });
    expect(await handleQpayCallback(later, providers, callback)).toBe(true);
    expect(await stateOf(order.number)).toBe('expired');
    // The callback only queues the refund; the queue's worker calls the provider.
    expect((await paymentsOf(ctx, order.number))[0]?.state).toBe('paid');
    const round = await runDueJobs(() => later, refundJobs(providers), {
      limit: 100,
    });
    expect(round.done).toBeGreaterThanOrEqual(1);
    const [refunded] = await paymentsOf(ctx, order.number);
    expect(refunded).toMatchObject({ state: 'refunded', failureReason: 'order_ended' });
    const check = await checkQpayPayment(providers.qpay, payment?.providerRef ?? '');
    expect(check.rows[0]?.status).toBe('REFUNDED');
  });
});

describe(`saved cards on ${testDatabaseKind()}`, () => {
  async function saveCard(userId: number, card = CARD.good) {
    const started = await startCardRegistration(ctx, providers, userId, 'http://shop.test/cards');
    const back = await submitPageForm(started.registrationUrl, {
      card_number: card,
      expiry: '12/39',
      cvc: '123',
      name: 'SARAA BAT',
    });
    const registrationId =
      new URL(back.headers.get('location') ?? '').searchParams.get('registration_id') ?? '';
    return finishCardRegistration(ctx, providers, userId, registrationId);
  }

  it('saves a card without its number, pays with it, and forgets it when removed', async () => {
    const userId = await fixtures.user();
    const card = await saveCard(userId);
    expect(card).toMatchObject({ last4: '4242' });
    expect(JSON.stringify(await listSavedCards(ctx, userId))).not.toContain(CARD.good);
    const stranger = await fixtures.user();
    await expect(
      finishCardRegistration(ctx, providers, stranger, 'not-theirs'),
    ).rejects.toMatchObject({ type: 'not_found' });

    const order = await placed('saved_card', { userId, savedCardId: card?.id });
    const paid = await payWithSavedCard(ctx, providers, order.owner, order.number, card?.id ?? 0);
    expect(paid).toMatchObject({ state: 'paid', cardLast4: '4242', method: 'saved_card' });
    expect(await stateOf(order.number)).toBe('paid');

    await removeSavedCard(ctx, providers, userId, card?.id ?? 0);
    expect(await listSavedCards(ctx, userId)).toEqual([]);
    const next = await placed('card', { userId });
    expect(
      await refusal(payWithSavedCard(ctx, providers, next.owner, next.number, card?.id ?? 0)),
    ).toBe('error.not_found');
  });

  it('answers "payment failed" for a declined saved card', async () => {
    const userId = await fixtures.user();
    const card = await saveCard(userId, CARD.declined);
    const order = await placed('saved_card', { userId, savedCardId: card?.id });
    expect(
      await refusal(payWithSavedCard(ctx, providers, order.owner, order.number, card?.id ?? 0)),
    ).toBe('error.payment_failed');
    expect(await stateOf(order.number)).toBe('payment_failed');
  });
});

describe(`in-app payment on ${testDatabaseKind()}`, () => {
  it('pays with the wallet app’s tokens once, however often they are sent', async () => {
    const order = await placed('most');
    const tokens = await mostTestTokens(sandbox.url);
    // Five sends at once (a double tap, retries): one payment; a send may be told to wait, but
    // none fails with anything other than the shop's own answer.
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        payInApp(ctx, providers, order.owner, order.number, tokens).catch((error) => {
          if (!(error instanceof AppError)) throw error;
          return null;
        }),
      ),
    );
    const first = await payInApp(ctx, providers, order.owner, order.number, tokens);
    expect(first.state).toBe('paid');
    for (const sent of sends) expect(sent === null || sent.id === first.id).toBe(true);
    expect((await paymentsOf(ctx, order.number)).filter((p) => p.state === 'paid')).toHaveLength(1);
    expect(await stateOf(order.number)).toBe('paid');
  });

  it('fails on insufficient funds and on forged tokens', async () => {
    const order = await placed('most');
    const poor = await mostTestTokens(sandbox.url, { outcome: 'insufficient_funds' });
    expect(await refusal(payInApp(ctx, providers, order.owner, order.number, poor))).toBe(
      'error.payment_failed',
    );
    expect(await stateOf(order.number)).toBe('payment_failed');
    const forged = { custtkn: 'forged-customer-token', txntkn: 'forged-transaction-token' };
    expect(await refusal(payInApp(ctx, providers, order.owner, order.number, forged))).toBe(
      'error.payment_failed',
    );
  });
});

describe(`leasing on ${testDatabaseKind()}`, () => {
  it('sends the application only after the down payment, then the lender pays the rest', async () => {
    const order = await placed('lease', { minPrice: 150_000, leaseMonths: 6 });
    const downPayment = await payableNow(ctx, order.order);
    expect(downPayment).toBe(Math.floor((order.order.total * 30 + 99) / 100));
    const before = await checkLend(ctx, providers, order.owner, order.number);
    expect(before).toMatchObject({
      state: 'down_payment_due',
      months: 6,
      down_payment: downPayment,
    });

    const started = await startCardPayment(
      ctx,
      providers,
      order.owner,
      order.number,
      'http://shop.test',
    );
    expect(started.payment.amount).toBe(downPayment);
    await settleCardPayment(ctx, providers, await payByCard(started.paymentUrl));
    expect(await refusal(payableNow(ctx, (await orderByNumber(ctx, order.number))!))).toBe(
      'error.lease_waiting',
    );
    await expect
      .poll(async () => (await checkLend(ctx, providers, order.owner, order.number)).state, {
        timeout: 5000,
      })
      .toBe('approved');
    expect(await stateOf(order.number)).toBe('paid');
    expect((await paymentsOf(ctx, order.number)).map((p) => [p.method, p.amount])).toEqual([
      ['card', downPayment],
      ['lease', order.order.total - downPayment],
    ]);
  });

  it('waits for the lender’s answer, takes a decline as a failed payment the shopper can still make, and refuses an amount out of range', async () => {
    const order = await placed('lease', { minPrice: 150_000, phone: '99112213' });
    const started = await startCardPayment(
      ctx,
      providers,
      order.owner,
      order.number,
      'http://shop.test',
    );
    await settleCardPayment(ctx, providers, await payByCard(started.paymentUrl));
    await expect
      .poll(async () => (await checkLend(ctx, providers, order.owner, order.number)).state, {
        timeout: 5000,
      })
      .toBe('declined');
    // Spec §4: "waiting for a bank response" while the lender decides, then payment failed.
    const placedOrder = await orderByNumber(ctx, order.number);
    const history = await orderHistory(ctx, placedOrder!.id);
    expect(history.map((h) => [h.toState, h.reason])).toEqual([
      ['payment_pending', null],
      ['waiting_bank', 'lease_applied'],
      ['payment_failed', 'lease_declined'],
    ]);
    expect(await stateOf(order.number)).toBe('payment_failed');
    expect(await payableNow(ctx, (await orderByNumber(ctx, order.number))!)).toBe(
      order.order.total - started.payment.amount,
    );

    const variant = await fixtures.variantCosting(1000, 5);
    const small = await fixtures.readyGuest(variant.id, 1);
    await updateCheckout(ctx, small.owner, small.number, { payment_method: 'lease' });
    const total = (await orderByNumber(ctx, small.number))?.total ?? 0;
    if (total < 120_000) {
      expect(await refusal(completeOrder(ctx, small.owner, small.number))).toBe(
        'error.lease_range',
      );
    }
  });
});

/** What the buyer was sent about an order (its number is in every message). */
async function sentAbout(number: string) {
  const rows = await ctx.db.select().from(notifyMessage);
  return rows.filter((m) => m.body.includes(number) || m.subject?.includes(number));
}

describe(`bank transfers, recharges and refunds on ${testDatabaseKind()}`, () => {
  it('tells a buyer paying by bank transfer where to, with what reference and by when', async () => {
    const order = await placed('bank_transfer', { phone: '99112244' });
    const account = await bankTransferDetails(ctx);
    const dueAt = new Date(order.order.paymentDueAt ?? 0);
    const hour = new Intl.DateTimeFormat('mn-MN', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Ulaanbaatar',
    }).format(dueAt);
    const [sms] = (await sentAbout(order.number)).filter((m) => m.channel === 'sms');
    expect(sms?.recipient).toBe('99112244');
    for (const part of [account.bank, account.account_number, order.number, hour]) {
      expect(sms?.body).toContain(part);
    }
    // Paid by card: the usual news, no account.
    const byCard = await placed('card', { phone: '99112255' });
    const [cardSms] = (await sentAbout(byCard.number)).filter((m) => m.channel === 'sms');
    expect(cardSms?.body).toContain(byCard.number);
    expect(cardSms?.body).not.toContain(account.account_number);
  });

  it('records a bank transfer once and pays the order', async () => {
    const order = await placed('bank_transfer');
    const first = await recordBankTransfer(ctx, {
      orderNumber: order.number,
      staffUserId: 1,
      bankReference: `KHAN-${order.number}`,
    });
    const again = await recordBankTransfer(ctx, {
      orderNumber: order.number,
      staffUserId: 1,
      bankReference: `KHAN-${order.number}`,
    });
    expect(again.id).toBe(first.id);
    expect(first.amount).toBe(order.order.total);
    expect(await stateOf(order.number)).toBe('paid');
  });

  it('recharges a wallet by card and by QR, once each', async () => {
    const userId = await fixtures.user();
    expect(
      await refusal(
        startRecharge(ctx, providers, {
          userId,
          amount: 500,
          method: 'card',
          returnUrl: 'http://x',
        }),
      ),
    ).toBe('validation.min_amount');
    const byCard = await startRecharge(ctx, providers, {
      userId,
      amount: 30_000,
      method: 'card',
      returnUrl: 'http://shop.test/account/wallet',
    });
    const session = await payByCard(byCard.paymentUrl ?? '');
    await settleCardPayment(ctx, providers, session);
    await settleCardPayment(ctx, providers, session);
    expect((await walletOf(ctx, userId)).full).toBe(30_000);

    // Paid on the gateway's page, the shopper's return lost: looking at the recharge asks.
    const lost = await startRecharge(ctx, providers, {
      userId,
      amount: 8_000,
      method: 'card',
      returnUrl: 'http://shop.test/account/wallet',
    });
    expect((await rechargeState(ctx, providers, userId, lost.recharge.number)).outcome).toBe(
      'pending',
    );
    await payByCard(lost.paymentUrl ?? '');
    const found = await rechargeState(ctx, providers, userId, lost.recharge.number);
    expect(found).toMatchObject({ outcome: 'paid', expired: false });
    expect((await walletOf(ctx, userId)).full).toBe(38_000);
    const stranger = await fixtures.user();
    expect(await refusal(rechargeState(ctx, providers, stranger, lost.recharge.number))).toBe(
      'error.not_found',
    );

    const byQr = await startRecharge(ctx, providers, {
      userId,
      amount: 12_000,
      method: 'qpay',
      returnUrl: 'http://shop.test/account/wallet',
    });
    await submitPageForm(byQr.invoice?.qr_text ?? '', { action: 'pay' });
    const state = await rechargeState(ctx, providers, userId, byQr.recharge.number);
    expect(state.recharge.state).toBe('paid');
    expect(state.outcome).toBe('paid');
    await rechargeState(ctx, providers, userId, byQr.recharge.number);
    expect((await walletOf(ctx, userId)).full).toBe(50_000);
    expect(await ledgerSums(ctx, userId)).toMatchObject(await walletOf(ctx, userId));
    const [row] = await ctx.db
      .select()
      .from(paymentRecharge)
      .where(eq(paymentRecharge.number, byQr.recharge.number));
    expect(row?.paidAt).not.toBeNull();
  });

  it('tells a QR top-up paid, not failed, when the callback paid the invoice a moment before', async () => {
    const userId = await fixtures.user();
    const byQr = await startRecharge(ctx, providers, {
      userId,
      amount: 15_000,
      method: 'qpay',
      returnUrl: 'http://shop.test/account/wallet',
    });
    const [payment] = await paymentsOf(ctx, byQr.recharge.number);
    if (!payment) throw new Error('no payment');
    // QPay's callback half done: its payment moved to paid, the wallet not yet filled.
    await settlePayment(ctx, payment, { state: 'paid', transactionId: 'callback' });
    expect((await walletOf(ctx, userId)).full).toBe(0);
    const state = await rechargeState(ctx, providers, userId, byQr.recharge.number);
    expect(state).toMatchObject({ outcome: 'paid', expired: false });
    expect((await walletOf(ctx, userId)).full).toBe(15_000);
    // Asked again (the page polls), filled once.
    await rechargeState(ctx, providers, userId, byQr.recharge.number);
    expect((await walletOf(ctx, userId)).full).toBe(15_000);
    expect(await ledgerSums(ctx, userId)).toMatchObject(await walletOf(ctx, userId));
  });

  it('cancels a paid order: wallet part and card money to the wallet, rewards taken back', async () => {
    const userId = await fixtures.userWithCredit(10_000);
    const variant = await fixtures.variantCosting(40_000, 10);
    const shopper = await fixtures.readyGuest(variant.id, 1, userId);
    await addTender(
      ctx,
      shopper.owner,
      shopper.number,
      { kind: 'wallet', amount: 10_000 },
      TEST_GUESSER,
    );
    const { order } = await completeOrder(ctx, shopper.owner, shopper.number);
    const started = await startCardPayment(ctx, providers, shopper.owner, order.number, 'http://x');
    await settleCardPayment(ctx, providers, await payByCard(started.paymentUrl));
    expect(await stateOf(order.number)).toBe('paid');
    const stockBefore = await fixtures.stockOf(variant.id);

    const canceled = await cancelPaidOrder(ctx, providers, shopper.owner, order.number, {
      reason: 'Бодлоо өөрчилсөн',
      refundTo: 'wallet',
    });
    expect(canceled.state).toBe('canceled');
    const wallet = await walletOf(ctx, userId);
    expect(wallet).toEqual({ full: order.total, limited: 0, points: 0 });
    expect(await ledgerSums(ctx, userId)).toEqual(wallet);
    expect(await fixtures.stockOf(variant.id)).toBe(stockBefore + 1);
    expect((await paymentsOf(ctx, order.number)).map((p) => p.state)).toEqual([
      'refunded',
      'refunded',
    ]);
    expect(
      await refusal(
        cancelPaidOrder(ctx, providers, shopper.owner, order.number, {
          reason: 'again',
          refundTo: 'wallet',
        }),
      ),
    ).toBe('error.transition_refused');
  });

  it('keeps the cashback a shopper spent when a QR payment goes back, which QPay gives back only whole', async () => {
    const userId = await fixtures.user();
    const first = await placed('qpay', { userId, minPrice: 100_000 });
    const invoice = await qrInvoiceForOrder(ctx, providers, first.owner, first.number);
    await submitPageForm(invoice.qr_text, { action: 'pay' });
    expect(await qrStateOf(first, invoice.payment_id)).toBe('paid');
    const cashback = (await walletOf(ctx, userId)).limited;
    expect(cashback).toBeGreaterThan(0);
    // The cashback is spent on a second order before the first is cancelled.
    const variant = await fixtures.variantCosting(Math.max(25_000, 2 * cashback), 10);
    const second = await fixtures.readyGuest(variant.id, 1, userId);
    await addTender(
      ctx,
      second.owner,
      second.number,
      { kind: 'wallet', amount: cashback },
      TEST_GUESSER,
    );
    await completeOrder(ctx, second.owner, second.number);

    await cancelPaidOrder(ctx, providers, first.owner, first.number, {
      reason: 'Бодлоо өөрчилсөн',
      refundTo: 'original',
    });
    // QPay was not asked (it would give back all of it); the rest is in the wallet.
    const [payment] = await paymentsOf(ctx, first.number);
    expect(payment).toMatchObject({ state: 'refunded', failureReason: 'refunded_to_wallet' });
    const qpay = await checkQpayPayment(providers.qpay, payment?.providerRef ?? '');
    expect(qpay.rows[0]?.status).not.toBe('REFUNDED');
    expect((await walletOf(ctx, userId)).full).toBe(first.order.total - cashback);
    expect(await ledgerSums(ctx, userId)).toMatchObject(await walletOf(ctx, userId));
  });

  it('refunds a paid guest order to the card it came from', async () => {
    const order = await placed('card');
    const started = await startCardPayment(ctx, providers, order.owner, order.number, 'http://x');
    await settleCardPayment(ctx, providers, await payByCard(started.paymentUrl));
    await cancelPaidOrder(ctx, providers, order.owner, order.number, {
      reason: 'Буруу хаяг',
      refundTo: 'original',
    });
    const [payment] = await paymentsOf(ctx, order.number);
    expect(payment).toMatchObject({ state: 'refunded', refunded: order.order.total });
    expect(
      await refusal(
        cancelPaidOrder(ctx, providers, order.owner, order.number, {
          reason: 'x',
          refundTo: 'wallet',
        }),
      ),
    ).toBe('error.unauthorized');
  });

  it('retries through the job queue a refund the card gateway could not take, until it can', async () => {
    const order = await placed('card');
    const started = await startCardPayment(ctx, providers, order.owner, order.number, 'http://x');
    await settleCardPayment(ctx, providers, await payByCard(started.paymentUrl));
    // Nothing listens on port 9: the gateway is down while the order is canceled.
    const down = sandboxProviders('http://127.0.0.1:9');
    const canceled = await cancelPaidOrder(ctx, down, order.owner, order.number, {
      reason: 'Буруу хаяг',
      refundTo: 'original',
    });
    expect(canceled.state).toBe('canceled');
    expect((await paymentsOf(ctx, order.number))[0]).toMatchObject({
      state: 'paid',
      failureReason: 'refund_failed',
    });

    const failed = await runDueJobs(() => createContext(ctx.db), refundJobs(down), { limit: 100 });
    expect(failed.retried).toBeGreaterThanOrEqual(1);
    expect((await paymentsOf(ctx, order.number))[0]?.state).toBe('paid');
    // Its next attempt waits for the backoff: a round at once finds nothing due.
    expect((await runDueJobs(() => createContext(ctx.db), refundJobs(providers))).done).toBe(0);

    const later = () => createContext(ctx.db, 'mn', new Date(Date.now() + 3600_000));
    expect((await runDueJobs(later, refundJobs(providers), { limit: 100 })).done).toBeGreaterThan(
      0,
    );
    expect((await paymentsOf(ctx, order.number))[0]).toMatchObject({
      state: 'refunded',
      refunded: order.order.total,
    });
    // Done: the job is not run again, and the sweep does not queue the payment again.
    expect((await runDueJobs(later, refundJobs(providers), { limit: 100 })).done).toBe(0);
    expect(await queueStrandedRefunds(later())).toBe(0);
  });

  it('expires an unpaid order by its own job when its payment period ends, and leaves a paid one', async () => {
    const unpaid = await placed('card');
    const paid = await placed('card');
    const started = await startCardPayment(ctx, providers, paid.owner, paid.number, 'http://x');
    await settleCardPayment(ctx, providers, await payByCard(started.paymentUrl));

    const due = unpaid.order.paymentDueAt?.getTime() ?? 0;
    const at = (ms: number) => () => createContext(ctx.db, 'mn', new Date(ms));
    await runDueJobs(at(due - 60_000), expiryJobs(), { limit: 100 });
    expect(await stateOf(unpaid.number)).toBe('payment_pending');
    await runDueJobs(at(due + 1_000), expiryJobs(), { limit: 100 });
    expect(await stateOf(unpaid.number)).toBe('expired');
    expect(await stateOf(paid.number)).toBe('paid');
  });
});
