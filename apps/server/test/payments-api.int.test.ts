import { promotions, wallet } from '@shop/core';
import { mostTestTokens, submitPageForm } from '@shop/core/testing';
import { translatorFor } from '@shop/i18n/translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const mn = translatorFor('mn');
const en = translatorFor('en');

beforeAll(async () => {
  api = await startShopApi({ products: 150 });
});

afterAll(async () => {
  await api?.close();
});

const ctx = () => api.ctx();
const call: ShopApi['call'] = (...args) => api.call(...args);
const shopper: ShopApi['shopper'] = (...args) => api.shopper(...args);
const cartOf = (bearer: string, minPrice: number) => api.cartOf(bearer, minPrice);
const pay = (number: string, bearer: string, body: object) =>
  call('PATCH', `/checkouts/${number}`, { bearer, body });

describe(`payment API on ${testDatabaseKind()}`, () => {
  it('lists payment methods with the wallet and why leasing is not available', async () => {
    const me = await shopper();
    await wallet.creditWallet(ctx(), {
      userId: me.userId,
      bucket: 'full',
      amount: 25_000,
      kind: 'recharge',
      reference: `api:${me.userId}`,
    });
    const { total } = await cartOf(me.bearer, 30_000);
    const answer = await call('GET', '/checkouts/payment_methods', {
      bearer: me.bearer,
      lang: 'en',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.methods.map((m: { id: string }) => m.id)).toEqual([
      'card',
      'saved_card',
      'qpay',
      'bank_transfer',
      'lease',
      'most',
    ]);
    expect(body.wallet).toMatchObject({ full: 25_000, usable: Math.min(25_000, total) });
    const lease = body.methods.find((m: { id: string }) => m.id === 'lease');
    if (total < 120_000) {
      expect(lease).toMatchObject({
        available: false,
        reason: en('error.lease_range', { min: 120_000, max: 1_500_000 }),
      });
    }
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('applies coupons with the spec’s texts, and takes a wallet amount with the success toast', async () => {
    const me = await shopper();
    await wallet.creditWallet(ctx(), {
      userId: me.userId,
      bucket: 'full',
      amount: 5_000,
      kind: 'recharge',
      reference: `api:${me.userId}`,
    });
    const cart = await cartOf(me.bearer, 30_000);
    const none = await call('POST', `/checkouts/${cart.number}/coupon`, {
      bearer: me.bearer,
      body: { code: 'NOSUCHCODE' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(mn('error.no_coupon'));
    const short = await call('POST', `/checkouts/${cart.number}/coupon`, {
      bearer: me.bearer,
      body: { code: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(mn('validation.promo_code'));

    const coupon = await promotions.createCoupon(api.db, {
      code: `${1000 + (me.userId % 9000)}`,
      name: 'Промо',
      kind: 'fixed',
      value: 3000,
      startsAt: new Date(Date.now() - 60_000),
    });
    const applied = await call('POST', `/checkouts/${cart.number}/coupon`, {
      bearer: me.bearer,
      body: { code: coupon.code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      coupon_code: coupon.code,
      promo_total: 3000,
      total: cart.total - 3000,
      message: mn('coupon.applied'),
    });

    const over = await call('POST', `/checkouts/${cart.number}/tenders`, {
      bearer: me.bearer,
      body: { kind: 'wallet', amount: 6000 },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(mn('validation.wallet_max', { max: 5000 }));
    expect(over.json().error).toContain('5,000₮');
    const taken = await call('POST', `/checkouts/${cart.number}/tenders`, {
      bearer: me.bearer,
      body: { kind: 'wallet', amount: 5000 },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      due: cart.total - 3000 - 5000,
      message: mn('wallet.deducted', { amount: '5,000₮' }),
    });
    const guest = await call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: (await api.fixtures.variantCosting(30_000, 5)).id } },
    });
    const guestWallet = await call('POST', `/checkouts/${guest.json().number}/tenders`, {
      token: guest.json().token,
      body: { kind: 'wallet', amount: 1000 },
    });
    expect(guestWallet.statusCode).toBe(401);

    const placed = await call('POST', `/checkouts/${cart.number}/complete`, {
      bearer: me.bearer,
      body: {},
    });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().errors.payment_method).toBeDefined();
    await pay(cart.number, me.bearer, { payment_method: 'qpay' });
    const done = await call('POST', `/checkouts/${cart.number}/complete`, { bearer: me.bearer });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      state: 'payment_pending',
      amount_due: cart.total - 8000,
      payments: [{ method: 'wallet', amount: 5000, state: 'paid' }],
    });

    const invoice = await call('POST', `/orders/${cart.number}/payments/qpay`, {
      bearer: me.bearer,
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().amount).toBe(cart.total - 8000);
    await submitPageForm(invoice.json().qr_text, { action: 'pay' });
    const state = await call(
      'GET',
      `/orders/${cart.number}/payments/${invoice.json().payment_id}`,
      {
        bearer: me.bearer,
      },
    );
    expect(state.json().state).toBe('paid');
    const order = await call('GET', `/orders/${cart.number}`, { bearer: me.bearer });
    expect(order.json()).toMatchObject({ state: 'paid', amount_due: 0 });

    // A paid order cancelled to the wallet: everything comes back as full credit.
    const canceled = await call('POST', `/orders/${cart.number}/cancel`, {
      bearer: me.bearer,
      body: { reason: 'Өөр бараа авна', refund_to: 'wallet' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const balance = await call('GET', '/users/wallet', { bearer: me.bearer });
    expect(balance.json()).toMatchObject({ full: cart.total - 3000, limited: 0, points: 0 });
  });

  it('pays from the wallet app once per transaction token, and shows the lease of an order', async () => {
    const me = await shopper();
    const cart = await cartOf(me.bearer, 5000);
    await pay(cart.number, me.bearer, { payment_method: 'most' });
    await call('POST', `/checkouts/${cart.number}/complete`, { bearer: me.bearer });
    const tokens = await mostTestTokens(api.sandbox.url);
    const first = await call('PUT', `/checkouts/${cart.number}/most_in_app`, {
      bearer: me.bearer,
      body: tokens,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('PUT', `/checkouts/${cart.number}/most_in_app`, {
      bearer: me.bearer,
      body: tokens,
    });
    expect(again.json().payments).toEqual(first.json().payments);
    expect(first.json()).toMatchObject({
      state: 'paid',
      payments: [{ method: 'most', state: 'paid' }],
    });
    const noLease = await call('GET', `/orders/${cart.number}/check_lend?payment=lend`, {
      bearer: me.bearer,
    });
    expect(noLease.statusCode).toBe(404);
    expect(noLease.json().error).toBe(mn('error.no_lease'));
  });

  it('keeps saved cards, the wallet, vouchers, coupons and points for their shopper only', async () => {
    const me = await shopper();
    expect((await call('GET', '/users/cards')).statusCode).toBe(401);
    // The provider sends the shopper back to return_url: only a page of this shop is taken.
    const elsewhere = await call('PUT', '/users/register_card', {
      bearer: me.bearer,
      lang: 'en',
      body: { return_url: 'https://evil.example/account/cards' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ return_url: [en('validation.return_url')] });
    const start = await call('PUT', '/users/register_card', {
      bearer: me.bearer,
      body: { return_url: 'http://localhost/account/cards' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const back = await submitPageForm(start.json().registration_url, {
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'SARAA BAT',
    });
    const registrationId = new URL(back.headers.get('location') ?? '').searchParams.get(
      'registration_id',
    );
    const saved = await call('PUT', '/users/register_card', {
      bearer: me.bearer,
      body: { registration_id: registrationId },
    });
    expect(saved.json().card).toMatchObject({ last4: '4242' });
    for (const path of ['/users/cards', '/users/all_card']) {
      const list = await call('GET', path, { bearer: me.bearer });
      expect(list.json().cards).toHaveLength(1);
      expect(list.body).not.toContain('4242424242424242');
    }
    const other = await shopper();
    const notTheirs = await call('DELETE', `/users/remove_card?cardId=${saved.json().card.id}`, {
      bearer: other.bearer,
    });
    expect(notTheirs.statusCode).toBe(404);
    const removed = await call('DELETE', `/users/remove_card?cardId=${saved.json().card.id}`, {
      bearer: me.bearer,
    });
    expect(removed.statusCode).toBe(204);

    const card = await promotions.issueGiftCard(api.db, {
      code: `GIFT-${Date.now()}`,
      amount: 15_000,
    });
    const loaded = await call('POST', '/users/wallet/gift_cards', {
      bearer: me.bearer,
      body: { code: card.code },
    });
    expect(loaded.json()).toMatchObject({ loaded: 15_000, full: 15_000, balance: 15_000 });
    const twice = await call('POST', '/users/wallet/gift_cards', {
      bearer: me.bearer,
      body: { code: card.code },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(mn('error.gift_card_empty'));
    const entries = await call('GET', '/users/store_credits?per_page=1', { bearer: me.bearer });
    expect(entries.json().entries).toMatchObject([{ amount: 15_000, kind: 'gift_card' }]);
    const older = await call(
      'GET',
      `/users/store_credits?per_page=1&before=${entries.json().entries[0].id}`,
      { bearer: me.bearer },
    );
    expect(older.json().entries).toEqual([]);

    const recharge = await call('POST', '/users/wallet/recharges', {
      bearer: me.bearer,
      body: { amount: 500, method: 'card', return_url: 'http://localhost/w' },
    });
    expect(recharge.statusCode).toBe(400);
    expect(recharge.json().error).toBe(mn('validation.min_amount', { min: 1000 }));

    await promotions.issueVoucher(api.db, {
      code: `VCH-${me.userId}`,
      amount: 5000,
      userId: me.userId,
    });
    const vouchers = await call('GET', '/users/vouchers', { bearer: me.bearer });
    expect(vouchers.json().vouchers).toMatchObject([{ amount: 5000, used: false }]);
    expect(
      (await call('GET', '/users/vouchers', { bearer: other.bearer })).json().vouchers,
    ).toEqual([]);

    const mine = await promotions.createCoupon(api.db, {
      code: `MINE${me.userId}X`,
      name: 'Зөвхөн танд',
      kind: 'percent',
      value: 10,
      userId: me.userId,
      perUserLimit: 1,
      startsAt: new Date(Date.now() - 60_000),
    });
    const list = await call('GET', '/coupons', { bearer: me.bearer });
    expect(list.json().coupons.map((c: { id: number }) => c.id)).toContain(mine.id);
    const detail = await call('GET', `/coupons/${mine.id}`, { bearer: me.bearer });
    expect(detail.json()).toMatchObject({ personal: true, uses_left: 1 });
    expect((await call('GET', `/coupons/${mine.id}`, { bearer: other.bearer })).statusCode).toBe(
      404,
    );
    const sent = await call('POST', `/coupons/${mine.id}/send_by_email`, { bearer: me.bearer });
    expect(sent.statusCode, sent.body).toBe(200);
    const outbox = await fetch(
      `${api.sandbox.url}/outbox.json?to=${encodeURIComponent(sent.json().sent_to)}`,
    );
    const { messages } = (await outbox.json()) as { messages: { body: string }[] };
    expect(messages[0]?.body).toContain(mine.code);

    const points = await call('GET', '/orders/erp_loyalty', { bearer: me.bearer });
    expect(points.json()).toEqual({ points: 0, entries: [] });
  });

  it('lets staff record a bank transfer; shoppers are refused', async () => {
    const me = await shopper();
    const staff = await shopper('staff');
    const cart = await cartOf(me.bearer, 5000);
    await pay(cart.number, me.bearer, { payment_method: 'bank_transfer' });
    await call('POST', `/checkouts/${cart.number}/complete`, { bearer: me.bearer });
    const path = `/api/back_office/orders/${cart.number}/bank_transfers`;
    const refused = await call('POST', path, {
      bearer: me.bearer,
      body: { bank_reference: 'KHAN-1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('GET', '/api/back_office/users/me', { bearer: staff.bearer })).json(),
    ).toMatchObject({
      role: 'staff',
    });
    const recorded = await call('POST', path, {
      bearer: staff.bearer,
      body: { bank_reference: 'KHAN-1' },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const twice = await call('POST', path, {
      bearer: staff.bearer,
      body: { bank_reference: 'KHAN-1' },
    });
    expect(twice.json().id).toBe(recorded.json().id);
    expect((await call('GET', `/orders/${cart.number}`, { bearer: me.bearer })).json().state).toBe(
      'paid',
    );
  });

  it('lets staff give a shopper a voucher, shown on their list and usable by its code', async () => {
    const me = await shopper();
    const staff = await shopper('staff');
    const give = (bearer: string, body: object) =>
      call('POST', '/api/back_office/vouchers', { bearer, body });
    const ticket = `T-${me.userId}`;
    expect(
      (await give(me.bearer, { user_id: me.userId, amount: 5000, reference: ticket })).statusCode,
    ).toBe(403);
    const tooBig = await give(staff.bearer, {
      user_id: me.userId,
      amount: 5_000_000,
      reference: ticket,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toBeDefined();
    const stranger = { user_id: 99_999_999, amount: 5000, reference: ticket };
    expect((await give(staff.bearer, stranger)).statusCode).toBe(404);
    const gift = { user_id: me.userId, amount: 7000, reference: ticket };
    const given = await give(staff.bearer, gift);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().code).toMatch(/^VCH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // A retried request gives the same voucher; the same reference for another amount is refused.
    expect((await give(staff.bearer, gift)).json().code).toBe(given.json().code);
    expect((await give(staff.bearer, { ...gift, amount: 9000 })).statusCode).toBe(409);
    const mine = await call('GET', '/users/vouchers', { bearer: me.bearer });
    expect(mine.json().vouchers).toEqual([
      expect.objectContaining({ code: given.json().code, amount: 7000, used: false }),
    ]);
  });

  it('refuses forged and unknown provider callbacks', async () => {
    const qpayUnknown = await fetch(`${api.address}/api/v2/payments/qpay/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ invoice_id: 'nope', payment_id: 'nope' }),
    });
    expect(qpayUnknown.status).toBe(400);
    const qpayGarbage = await fetch(`${api.address}/api/v2/payments/qpay/callback`, {
      method: 'POST',
      body: 'garbage',
    });
    expect(qpayGarbage.status).toBe(400);
    const leaseForged = await fetch(`${api.address}/api/v2/payments/lease/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'a'.repeat(64) },
      body: JSON.stringify({ application_id: 'x', reference: 'R1', status: 'approved', amount: 1 }),
    });
    expect(leaseForged.status).toBe(400);
  });

  it('documents the payment routes', async () => {
    const spec = (await api.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v2/checkouts/payment_methods',
      '/api/v2/checkouts/{number}/most_in_app',
      '/api/v2/orders/{number}/check_lend',
      '/api/v2/coupons',
      '/api/v2/coupons/{id}',
      '/api/v2/coupons/{id}/send_by_email',
      '/api/v2/users/cards',
      '/api/v2/users/all_card',
      '/api/v2/users/register_card',
      '/api/v2/users/remove_card',
      '/api/back_office/orders/{number}/bank_transfers',
      '/api/back_office/vouchers',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
  });
});
