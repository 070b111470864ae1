import { accounts, promotions } from '@shop/core';
import { translatorFor } from '@shop/i18n/translators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const en = translatorFor('en');

beforeAll(async () => {
  // Each test's shopper comes from an address of its own, as behind the shop's balancer.
  api = await startShopApi({ products: 60, trustProxy: true });
});

afterAll(async () => {
  await api?.close();
});

const ctx = () => api.ctx();
let shoppers = 0;

/** A signed-in shopper with a cart worth at least 30,000 ₮, from an address of their own. */
async function shopperWithCart() {
  const n = ++shoppers;
  const rows = (await api.db.execute(
    sql`insert into account_user (email, role) values (${`guess${n}-${Date.now()}@example.mn`}, 'customer') returning id`,
  )) as unknown as { rows: { id: number }[] };
  const userId = Number(rows.rows[0]?.id);
  const { token } = await accounts.startSession(ctx(), userId, 'api');
  const ip = `192.0.2.${n}`;
  const call = (method: 'POST' | 'GET', url: string, body?: object) =>
    api.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'x-forwarded-for': ip },
      ...(body ? { payload: body as Record<string, unknown> } : {}),
    });
  const variant = await api.fixtures.variantCosting(30_000, 40);
  const added = await call('POST', '/orders/0/line_items', {
    line_item: { variant_id: variant.id },
  });
  expect(added.statusCode, added.body).toBe(200);
  return { userId, ip, call, number: added.json().number as string };
}

/** Makes the limit's windows of a shopper and an address look 16 minutes old. */
async function windowPassed(userId: number, ip: string) {
  await api.db.execute(
    sql`update rate_limit_counter set window_started_at = window_started_at - interval '16 minutes'
        where key in (${`code-guess-shopper:user:${userId}`}, ${`code-guess-ip:${ip}`})`,
  );
}

let cards = 0;
const realCard = () =>
  promotions.issueGiftCard(api.db, {
    code: `GIFT-TEST-${Date.now() % 1_000_000}-${++cards}`,
    amount: 10_000,
  });

describe(`guessing codes over the API (${testDatabaseKind()})`, () => {
  it('answers 429 with Retry-After before the 12th of 30 wrong gift-card codes; the right one works after the window', async () => {
    const me = await shopperWithCart();
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof me.call>> | undefined;
    for (let i = 0; i < 30; i++) {
      const answer = await me.call('POST', `/checkouts/${me.number}/tenders`, {
        kind: 'gift_card',
        code: `GIFT-5000-${String(i + 1).padStart(4, '0')}X`,
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) limited ??= answer;
    }
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(0);
    expect(statuses.indexOf(429)).toBeLessThan(11);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(limited?.json().error).toBe(en('error.code_guesses', { minutes: 15 }));

    const card = await realCard();
    const stillLimited = await me.call('POST', `/checkouts/${me.number}/tenders`, {
      kind: 'gift_card',
      code: card.code,
    });
    expect(stillLimited.statusCode).toBe(429);
    await windowPassed(me.userId, me.ip);
    const right = await me.call('POST', `/checkouts/${me.number}/tenders`, {
      kind: 'gift_card',
      code: card.code,
    });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('counts wrong coupons, promo codes and vouchers together', async () => {
    const me = await shopperWithCart();
    const tries = [
      () => me.call('POST', `/checkouts/${me.number}/coupon`, { code: 'NOSUCHCOUPON' }),
      () => me.call('POST', `/checkouts/${me.number}/coupon`, { code: '9731' }),
      () =>
        me.call('POST', `/checkouts/${me.number}/tenders`, {
          kind: 'voucher',
          code: 'VCH-AAAA-BBBB',
        }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await (tries[i % 3] as () => ReturnType<typeof me.call>)()).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 404 || s === 409)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits loading gift cards into the wallet the same way', async () => {
    const me = await shopperWithCart();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await me.call('POST', '/users/wallet/gift_cards', {
        code: `GIFT-NOPE-${i}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(409), 429]);
  });

  it('never counts a right code: a shopper may use many', async () => {
    const me = await shopperWithCart();
    for (let i = 0; i < 12; i++) {
      const card = await realCard();
      const answer = await me.call('POST', `/checkouts/${me.number}/tenders`, {
        kind: 'gift_card',
        code: card.code,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });
});
