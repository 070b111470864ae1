import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { emptyCart } from '../cart/index.ts';
import {
  applyCoupon,
  cancelPaidOrder,
  cancelUnpaidOrder,
  completeOrder,
  expireOverdueOrders,
  removeCoupon,
  resetCart,
} from '../checkout/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { queryRows, withTransaction } from '../db/index.ts';
import { linesOf, type Owner, orderByNumber, orderFor } from '../orders/index.ts';
import { createCoupon, issueGiftCard, issueVoucher } from '../promotions/index.ts';
import { promoCoupon, promoGiftCard, promoVoucher } from '../promotions/schema.ts';
import { AppError } from '../shared/index.ts';
import { OrderFixtures, outcome, TEST_GUESSER } from '../testing/index.ts';
import { creditWallet, ledgerSums, spendWallet, walletOf } from '../wallet/index.ts';
import { giftCardToWallet } from './gift-card-to-wallet.ts';
import { paymentsOf } from './settle.ts';
import { addTender, tenderSummary, tendersOf } from './tenders.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 150 });
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
});

afterAll(async () => {
  await testDb?.dispose();
});

let codes = 0;
const code = (prefix: string) => `${prefix}${Date.now() % 100000}${++codes}`;

async function fundedShopper(full: number, limited = 0) {
  const userId = full > 0 ? await fixtures.userWithCredit(full) : await fixtures.user();
  if (limited > 0) {
    await creditWallet(ctx, {
      userId,
      bucket: 'limited',
      amount: limited,
      kind: 'cashback',
      reference: `test-cashback:${userId}`,
    });
  }
  return userId;
}

/** Chooses a gift card or voucher to pay part of a shopper's cart. */
const payWith = (
  cart: { owner: Owner; number: string },
  kind: 'gift_card' | 'voucher',
  { code }: { code: string },
) => addTender(ctx, cart.owner, cart.number, { kind, code }, TEST_GUESSER);

/** A coupon of 10% off for anyone, from a minute ago. */
const tenPercentOff = (prefix: string, more: { usageLimit?: number } = {}) =>
  createCoupon(ctx.db, {
    code: code(prefix),
    name: 'Арван хувийн хямдрал',
    kind: 'percent',
    value: 10,
    startsAt: new Date(ctx.now.getTime() - 60_000),
    ...more,
  });

describe(`coupons on ${testDatabaseKind()}`, () => {
  it('takes a coupon off the cart, records its use when placed and gives it back on cancel', async () => {
    const variant = await fixtures.variantCosting(30_000, 10);
    const shopper = await fixtures.readyGuest(variant.id, 2);
    const before = await orderFor(ctx, shopper.owner, shopper.number);
    const coupon = await tenPercentOff('SPRING', { usageLimit: 5 });
    const { order, discount } = await applyCoupon(
      ctx,
      shopper.owner,
      shopper.number,
      coupon.code.toLowerCase(),
      TEST_GUESSER,
    );
    expect(discount).toBe(Math.floor((before.itemTotal * 10 + 50) / 100));
    expect(order.total).toBe(before.total - discount);
    expect(order.taxTotal).toBe(Math.round(order.total / 11));

    await completeOrder(ctx, shopper.owner, shopper.number);
    const used = await ctx.db.select().from(promoCoupon).where(eq(promoCoupon.id, coupon.id));
    expect(used[0]?.usedCount).toBe(1);
    await cancelUnpaidOrder(ctx, shopper.owner, shopper.number, 'Өөр өдөр авна');
    const released = await ctx.db.select().from(promoCoupon).where(eq(promoCoupon.id, coupon.id));
    expect(released[0]?.usedCount).toBe(0);
  });

  it('refuses with the spec’s messages: no coupon, a promo code of 4 digits, too small an order', async () => {
    const variant = await fixtures.variantCosting(5000, 10);
    const shopper = await fixtures.readyGuest(variant.id, 1);
    expect(
      await outcome(applyCoupon(ctx, shopper.owner, shopper.number, 'NOSUCH1', TEST_GUESSER)),
    ).toBe('error.no_coupon');
    expect(
      await outcome(applyCoupon(ctx, shopper.owner, shopper.number, '123', TEST_GUESSER)),
    ).toBe('validation.promo_code');
    const big = await createCoupon(ctx.db, {
      code: `7${String(codes++ % 1000).padStart(3, '0')}`,
      name: 'Том захиалга',
      kind: 'fixed',
      value: 10_000,
      minOrder: 10_000_000,
      startsAt: new Date(ctx.now.getTime() - 1000),
    });
    expect(
      await outcome(applyCoupon(ctx, shopper.owner, shopper.number, big.code, TEST_GUESSER)),
    ).toBe('error.coupon_min_order');
    const personal = await createCoupon(ctx.db, {
      code: code('ONCE'),
      name: 'Нэг удаа',
      kind: 'fixed',
      value: 1000,
      perUserLimit: 1,
      startsAt: new Date(ctx.now.getTime() - 1000),
    });
    expect(
      await outcome(applyCoupon(ctx, shopper.owner, shopper.number, personal.code, TEST_GUESSER)),
    ).toBe('error.coupon_login_required');
    const order = await removeCoupon(ctx, shopper.owner, shopper.number);
    expect(order.promoTotal).toBe(0);
  });

  it('shows a coupon’s new discount when placing finds it changed, and places with it next time', async () => {
    const variant = await fixtures.variantCosting(30_000, 10);
    const shopper = await fixtures.readyGuest(variant.id, 1);
    const coupon = await tenPercentOff('TERMS');
    const { order } = await applyCoupon(
      ctx,
      shopper.owner,
      shopper.number,
      coupon.code,
      TEST_GUESSER,
    );
    // Staff change its terms while it sits on the cart.
    await ctx.db.update(promoCoupon).set({ value: 20 }).where(eq(promoCoupon.id, coupon.id));
    expect(await outcome(completeOrder(ctx, shopper.owner, shopper.number))).toBe(
      'error.prices_changed',
    );
    const shown = await orderByNumber(ctx, shopper.number);
    expect(shown).toMatchObject({ state: 'cart', promoTotal: Math.round(order.itemTotal / 5) });
    expect(shown?.total).toBe(order.total + order.promoTotal - Math.round(order.itemTotal / 5));
    const placed = await completeOrder(ctx, shopper.owner, shopper.number);
    expect(placed.order).toMatchObject({ state: 'payment_pending', total: shown?.total });
  });

  it('lets 20 parallel orders use a single-use coupon once', async () => {
    const coupon = await createCoupon(ctx.db, {
      code: code('SOLO'),
      name: 'Ганц удаа',
      kind: 'fixed',
      value: 2000,
      usageLimit: 1,
      startsAt: new Date(ctx.now.getTime() - 1000),
    });
    const variant = await fixtures.variantCosting(5000, 100);
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const shopper = await fixtures.readyGuest(variant.id, 1);
      await applyCoupon(ctx, shopper.owner, shopper.number, coupon.code, TEST_GUESSER);
      shoppers.push(shopper);
    }
    const results = await Promise.all(
      shoppers.map((s) => outcome(completeOrder(ctx, s.owner, s.number))),
    );
    expect(results.filter((r) => r === 'done')).toHaveLength(1);
    expect(results.filter((r) => r !== 'done').every((r) => r === 'error.coupon_used_up')).toBe(
      true,
    );
    const [row] = await ctx.db.select().from(promoCoupon).where(eq(promoCoupon.id, coupon.id));
    expect(row?.usedCount).toBe(1);
  });
});

describe(`wallet, gift cards and vouchers on ${testDatabaseKind()}`, () => {
  it('pays part with the wallet (over 20,000 ₮ only) and leaves the rest for the card', async () => {
    const userId = await fundedShopper(15_000);
    const small = await fixtures.variantCosting(1000, 10);
    const cheap = await fixtures.readyGuest(small.id, 1, userId);
    const cheapOrder = await orderFor(ctx, cheap.owner, cheap.number);
    if (cheapOrder.total <= 20_000) {
      expect(
        await outcome(
          addTender(ctx, cheap.owner, cheap.number, { kind: 'wallet', amount: 1000 }, TEST_GUESSER),
        ),
      ).toBe('validation.wallet_min_order');
    }
    const variant = await fixtures.variantCosting(30_000, 10);
    const shopper = await fixtures.readyGuest(variant.id, 1, userId);
    expect(
      await outcome(
        addTender(
          ctx,
          shopper.owner,
          shopper.number,
          { kind: 'wallet', amount: 20_000 },
          TEST_GUESSER,
        ),
      ),
    ).toBe('validation.wallet_max');
    const summary = await addTender(
      ctx,
      shopper.owner,
      shopper.number,
      {
        kind: 'wallet',
        amount: 15_000,
      },
      TEST_GUESSER,
    );
    const order = await orderFor(ctx, shopper.owner, shopper.number);
    expect(summary.due).toBe(order.total - 15_000);

    const { order: placed } = await completeOrder(ctx, shopper.owner, shopper.number);
    expect(placed.state).toBe('payment_pending');
    expect((await walletOf(ctx, userId)).full).toBe(0);
    const payments = await paymentsOf(ctx, placed.number);
    expect(payments.map((p) => [p.method, p.amount, p.state])).toEqual([
      ['wallet', 15_000, 'paid'],
    ]);

    // Expiry gives the wallet its credit back.
    const later = { ...ctx, now: new Date(ctx.now.getTime() + 2 * 3600_000) };
    expect(await expireOverdueOrders(later)).toContain(placed.number);
    expect((await walletOf(ctx, userId)).full).toBe(15_000);
    expect(await ledgerSums(ctx, userId)).toMatchObject(await walletOf(ctx, userId));
  });

  it('spends one wallet from 20 parallel spends without going below zero', async () => {
    // A shopper has one cart, so the spends of 20 orders at once are driven here directly, each
    // in its own transaction as placing an order does.
    const userId = await fundedShopper(50_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withTransaction(ctx, (txCtx) =>
          spendWallet(txCtx, {
            userId,
            amount: 10_000,
            orderTotal: 25_000,
            due: 25_000,
            orderNumber: `RPAR${userId}x${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.max === 0)).toBe(true);
    const balance = await walletOf(ctx, userId);
    expect(balance.full).toBe(0);
    expect(await ledgerSums(ctx, userId)).toMatchObject(balance);
  });

  it('refuses a wallet amount of 0 ₮, and any amount from an empty wallet', async () => {
    const userId = await fixtures.user();
    const variant = await fixtures.variantCosting(30_000, 10);
    const shopper = await fixtures.readyGuest(variant.id, 1, userId);
    const pay = (amount: number) =>
      outcome(
        addTender(ctx, shopper.owner, shopper.number, { kind: 'wallet', amount }, TEST_GUESSER),
      );
    expect(await pay(0)).toBe('validation.wallet_amount_positive');
    expect(await pay(5_000)).toBe('validation.wallet_empty');
    expect(await tendersOf(ctx.db, shopper.number)).toEqual([]);
  });

  it('never overdraws a gift card from 20 parallel orders; a card covering all pays the order', async () => {
    const card = await issueGiftCard(ctx.db, { code: code('GC'), amount: 100_000 });
    const variant = await fixtures.variantCosting(20_000, 100);
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const shopper = await fixtures.readyGuest(variant.id, 1);
      await payWith(shopper, 'gift_card', card);
      shoppers.push(shopper);
    }
    const results = await Promise.all(
      shoppers.map((s) => outcome(completeOrder(ctx, s.owner, s.number))),
    );
    const [row] = await ctx.db.select().from(promoGiftCard).where(eq(promoGiftCard.id, card.id));
    expect(row?.balance).toBeGreaterThanOrEqual(0);
    const [taken] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select coalesce(-sum(amount), 0)::int as n from promo_gift_card_entry where gift_card_id = ${card.id}`,
    );
    expect(Number(taken?.n)).toBe(100_000 - (row?.balance ?? 0));
    expect(row?.balance).toBe(0);
    // Each order takes what it owes or what is left, so the card pays ⌈100,000 / total⌉ orders.
    const total = (await orderByNumber(ctx, shoppers[0]?.number ?? ''))?.total ?? 1;
    const placed = results.filter((r) => r === 'done').length;
    expect(placed).toBe(Math.ceil(100_000 / total));
    expect(results.filter((r) => r !== 'done').every((r) => r === 'error.gift_card_empty')).toBe(
      true,
    );
    // The orders it covered in full are paid already; the last one owes the rest by card.
    const states = await Promise.all(
      shoppers.map(async (s) => (await orderByNumber(ctx, s.number))?.state),
    );
    expect(states.filter((s) => s === 'paid').length).toBeGreaterThanOrEqual(placed - 1);
  });

  it('uses a voucher once, from its payment method’s minimum, and frees it when the order ends', async () => {
    const voucher = await issueVoucher(ctx.db, { code: code('VCH'), amount: 5000 });
    const variant = await fixtures.variantCosting(2000, 10);
    const first = await fixtures.readyGuest(variant.id, 1);
    await payWith(first, 'voucher', voucher);
    const second = await fixtures.readyGuest(variant.id, 1);
    await payWith(second, 'voucher', voucher);
    await completeOrder(ctx, first.owner, first.number);
    expect(await outcome(completeOrder(ctx, second.owner, second.number))).toBe(
      'error.voucher_used',
    );
    await cancelUnpaidOrder(ctx, first.owner, first.number, 'Буруу');
    const [row] = await ctx.db.select().from(promoVoucher).where(eq(promoVoucher.id, voucher.id));
    expect(row?.orderNumber).toBeNull();
    expect(await outcome(completeOrder(ctx, second.owner, second.number))).toBe('done');
    const summary = await tenderSummary(ctx, (await orderByNumber(ctx, second.number))!);
    expect(summary.tenders[0]?.label).toBe(`…${voucher.code.slice(-4)}`);
  });

  it('loads a gift card into the wallet again when an ended order put its balance back', async () => {
    const userId = await fixtures.user();
    const variant = await fixtures.variantCosting(20_000, 10);
    const cart = await fixtures.readyGuest(variant.id, 1, userId);
    const total = (await orderByNumber(ctx, cart.number))?.total ?? 0;
    const card = await issueGiftCard(ctx.db, { code: code('GCW'), amount: 2 * total });
    await payWith(cart, 'gift_card', card);
    const { order } = await completeOrder(ctx, cart.owner, cart.number);
    expect(order.state).toBe('paid');
    expect(await giftCardToWallet(ctx, userId, card.code, null)).toEqual({ amount: total });
    await cancelPaidOrder(ctx, {} as never, cart.owner, cart.number, {
      reason: 'Бодлоо өөрчилсөн',
      refundTo: 'wallet',
    });
    expect(await giftCardToWallet(ctx, userId, card.code, null)).toEqual({ amount: total });
    expect((await walletOf(ctx, userId)).full).toBe(2 * total);
    expect(await outcome(giftCardToWallet(ctx, userId, card.code, null))).toBe(
      'error.gift_card_empty',
    );
    expect(await ledgerSums(ctx, userId)).toMatchObject(await walletOf(ctx, userId));
  });

  it('forgets a cart’s tenders with its lines when it is reset, in one transaction', async () => {
    const variant = await fixtures.variantCosting(20_000, 10);
    const cart = await fixtures.readyGuest(variant.id, 1);
    const card = await issueGiftCard(ctx.db, { code: code('RST'), amount: 5000 });
    await payWith(cart, 'gift_card', card);
    const order = await orderByNumber(ctx, cart.number);
    const linesOfCart = async () => (await linesOf(ctx.db, order?.id ?? 0)).length;

    // What else a reset forgets is forgotten in the emptying's transaction, or nothing is.
    const refusal = new AppError('conflict', 'error.order_placed');
    await expect(
      emptyCart(ctx, cart.owner, cart.number, () => Promise.reject(refusal)),
    ).rejects.toBe(refusal);
    expect(await linesOfCart()).toBe(1);

    const reset = await resetCart(ctx, cart.owner, cart.number);
    expect(reset.total).toBe(0);
    expect(await linesOfCart()).toBe(0);
    expect(await tendersOf(ctx.db, cart.number)).toEqual([]);
    const [row] = await ctx.db.select().from(promoGiftCard).where(eq(promoGiftCard.id, card.id));
    expect(row?.balance).toBe(5000);
  });
});

// Two tabs, or a retry while "place order" is pressed: a coupon or a tender changed at the moment
// the order is placed lands on the cart before it is placed, or is refused; it never changes a
// placed order. More carts at once than the pool holds.
describe(`a cart's coupon and tenders beside placing on ${testDatabaseKind()}`, () => {
  const CARTS = 30;
  const settled = (outcomes: string[]) =>
    outcomes.every((o) => ['done', 'error.order_placed', 'error.order_being_placed'].includes(o));

  it('puts a coupon on or takes it off only while the order is a cart', async () => {
    const variant = await fixtures.variantCosting(20_000, 2 * CARTS);
    const coupon = await tenPercentOff('RACE');
    const carts = [];
    for (let i = 0; i < CARTS; i++) {
      const cart = await fixtures.readyGuest(variant.id, 1);
      // Half hold the coupon already and take it off; the other half put it on.
      if (i % 2 === 0) await applyCoupon(ctx, cart.owner, cart.number, coupon.code, TEST_GUESSER);
      carts.push({ ...cart, hadCoupon: i % 2 === 0 });
    }
    const outcomes = await Promise.all(
      carts.flatMap((cart) => [
        outcome(completeOrder(ctx, cart.owner, cart.number)),
        outcome(
          cart.hadCoupon
            ? removeCoupon(ctx, cart.owner, cart.number)
            : applyCoupon(ctx, cart.owner, cart.number, coupon.code, TEST_GUESSER),
        ),
      ]),
    );
    expect(settled(outcomes)).toBe(true);
    let uses = 0;
    for (const cart of carts) {
      const order = await orderByNumber(ctx, cart.number);
      if (!order) throw new Error(`${cart.number} is gone`);
      expect(order.total).toBe(order.itemTotal - order.promoTotal + order.shipTotal);
      const [use] = await queryRows<{ amount: number }>(
        ctx.db,
        sql`select amount from promo_coupon_use
            where order_number = ${cart.number} and released_at is null`,
      );
      if (order.state === 'cart') {
        expect(use).toBeUndefined();
      } else if (order.couponCode) {
        // Placed with the coupon: its use was taken for the discount the order shows.
        expect(use?.amount).toBe(order.promoTotal);
        uses++;
      } else {
        expect(use).toBeUndefined();
      }
      if (order.couponCode) expect(order.promoTotal).toBe(Math.round(order.itemTotal / 10));
      else expect(order.promoTotal).toBe(0);
    }
    const [row] = await ctx.db.select().from(promoCoupon).where(eq(promoCoupon.id, coupon.id));
    expect(row?.usedCount).toBe(uses);
  });

  it('adds a gift card to a cart before it is placed, and so takes it, or refuses it', async () => {
    const variant = await fixtures.variantCosting(20_000, CARTS);
    const carts = [];
    for (let i = 0; i < CARTS; i++) {
      const cart = await fixtures.readyGuest(variant.id, 1);
      const card = await issueGiftCard(ctx.db, { code: code('RGC'), amount: 5000 });
      carts.push({ ...cart, card });
    }
    const outcomes = await Promise.all(
      carts.flatMap((cart) => [
        outcome(completeOrder(ctx, cart.owner, cart.number)),
        outcome(payWith(cart, 'gift_card', cart.card)),
      ]),
    );
    expect(settled(outcomes)).toBe(true);
    for (const cart of carts) {
      const order = await orderByNumber(ctx, cart.number);
      const tenders = await tendersOf(ctx.db, cart.number);
      const paid = (await paymentsOf(ctx, cart.number)).filter((p) => p.method === 'gift_card');
      const [card] = await ctx.db
        .select()
        .from(promoGiftCard)
        .where(eq(promoGiftCard.id, cart.card.id));
      if (order?.state === 'cart') {
        expect(paid).toEqual([]);
        expect(card?.balance).toBe(5000);
      } else {
        // A placed order's tender was taken with it: none is left on it unpaid.
        expect(paid.map((p) => p.amount)).toEqual(tenders.map(() => 5000));
        expect(card?.balance).toBe(tenders.length === 0 ? 5000 : 0);
      }
    }
  });
});
