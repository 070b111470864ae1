import { startSandbox } from '@shop/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { addItem, currentCart, mergeGuestCart, refreshTotals, updateItem } from '../cart/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { queryRows, withTransaction } from '../db/index.ts';
import { runDueJobs } from '../jobs/index.ts';
import { httpMessageGateway, messageJobs } from '../notify/index.ts';
import {
  orderByNumber,
  orderFor,
  queueBuyerNews,
  SHORT_MOMENT,
  transitionOrder,
} from '../orders/index.ts';
import { recordBankTransfer } from '../payments/index.ts';
import { createCoupon } from '../promotions/index.ts';
import { AppError } from '../shared/index.ts';
import { OrderFixtures, outcome, refusal, SAMPLE_ADDRESS, TEST_GUESSER } from '../testing/index.ts';
import { sandboxVatService } from '../vat/index.ts';
import {
  chosenOptionOffered,
  completeOrder,
  PAYMENT_PERIOD_MINUTES,
  updateCheckout,
} from './checkout.ts';
import { applyCoupon } from './coupon.ts';
import { expireOverdueOrders } from './end-order.ts';
import { reportWindows } from './report-windows.ts';
import { sendVatReceipts, vatReceiptJobs } from './vat-receipts.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 60 });
  sandbox = await startSandbox(0);
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
});

afterAll(async () => {
  await sandbox?.close();
  await testDb?.dispose();
});

const variantWithStock = (units: number) => fixtures.variantWithStock(units);
const setStock = (variantId: number, units: number) => fixtures.setStock(variantId, units);
const stockOf = (variantId: number) => fixtures.stockOf(variantId);
const readyGuest = (variantId: number, quantity = 1) => fixtures.readyGuest(variantId, quantity);

/**
 * Another server's transaction, on a second connection: it locks the orders' rows, does `work`
 * and holds them until `release()` (which waits for its commit).
 */
async function holdOrders(numbers: string[], work: (tx: Ctx) => Promise<unknown> = async () => {}) {
  let locked = () => {};
  let release = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = withTransaction(ctx, async (tx) => {
    await tx.db.execute(
      sql`select 1 from order_order where number in (${sql.join(
        numbers.map((n) => sql`${n}`),
        sql`, `,
      )}) for update`,
    );
    await work(tx);
    locked();
    await released;
  });
  await isLocked;
  return {
    /** Until a statement of the shop waits for the held rows (PostgreSQL only). */
    waitedFor: () =>
      expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                ctx.db,
                sql`select count(*)::int as n from pg_stat_activity
                    where datname = current_database() and wait_event_type = 'Lock'`,
              )
            )[0]?.n,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0),
    release: async () => {
      release();
      await holder;
    },
  };
}

describe(`cart on ${testDatabaseKind()}`, () => {
  it('starts a cart with a number and token, adds to the same line, and refuses what it cannot hold', async () => {
    const variant = await variantWithStock(3);
    const first = await addItem(
      ctx,
      { userId: null, token: null },
      { orderNumber: '0', variantId: variant.id },
    );
    expect(first.order.number).toMatch(/^R\d{9}$/);
    expect(first.token).toMatch(/^[\w-]{43}$/);
    const owner = { userId: null, token: first.token };
    const again = await addItem(ctx, owner, { orderNumber: '0', variantId: variant.id });
    expect(again.token).toBeNull();
    expect(again.order).toMatchObject({ number: first.order.number, totalQuantity: 2 });
    expect(again.order.total).toBe(again.order.itemTotal);
    expect(
      (await refusal(addItem(ctx, owner, { orderNumber: '0', variantId: variant.id, quantity: 2 })))
        .messageKey,
    ).toBe('error.stock_ran_out');
    expect(
      (await refusal(addItem(ctx, owner, { orderNumber: '0', variantId: variant.id, quantity: 0 })))
        .messageKey,
    ).toBe('error.quantity_not_possible');
    const empty = await variantWithStock(0);
    expect(
      (await refusal(addItem(ctx, owner, { orderNumber: '0', variantId: empty.id }))).messageKey,
    ).toBe('error.out_of_stock');
    const stranger = { userId: null, token: 'someone-elses-token-that-is-long-enough-000' };
    expect((await refusal(orderFor(ctx, stranger, first.order.number))).type).toBe('not_found');
    expect((await refusal(updateItem(ctx, owner, first.order.number, 999_999, 1))).type).toBe(
      'not_found',
    );
  });

  it('merges a guest cart into the user’s cart on sign-in', async () => {
    const [user] = await queryRows<{ id: number }>(
      ctx.db,
      sql`insert into account_user (email) values (${`merge${Date.now()}@example.mn`}) returning id`,
    );
    const userId = Number(user?.id);
    const a = await variantWithStock(10);
    const b = await variantWithStock(10);
    await addItem(ctx, { userId, token: null }, { orderNumber: '0', variantId: a.id, quantity: 2 });
    const guest = await addItem(
      ctx,
      { userId: null, token: null },
      { orderNumber: '0', variantId: a.id, quantity: 1 },
    );
    await addItem(
      ctx,
      { userId: null, token: guest.token },
      { orderNumber: '0', variantId: b.id, quantity: 3 },
    );
    const merged = await mergeGuestCart(ctx, guest.token ?? '', userId);
    expect(merged?.totalQuantity).toBe(6);
    expect(await currentCart(ctx, { userId: null, token: guest.token })).toBeNull();
  });

  it('keeps a guest’s order placed as the shopper signs in elsewhere, and merges only a cart', async () => {
    const variant = await variantWithStock(200);
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const userId = await fixtures.user();
        const mine = await addItem(
          ctx,
          { userId, token: null },
          { orderNumber: '0', variantId: variant.id },
        );
        return { userId, mine: mine.order.number, guest: await readyGuest(variant.id, 2) };
      }),
    );
    // Placing in one tab while signing in (which merges the guest's cart) in another.
    const outcomes = await Promise.all(
      shoppers.flatMap((s) => [
        outcome(completeOrder(ctx, s.guest.owner, s.guest.number)),
        outcome(mergeGuestCart(ctx, s.guest.owner.token ?? '', s.userId)),
      ]),
    );
    for (const o of outcomes) expect(['done', 'error.order_being_placed']).toContain(o);
    for (const [i, s] of shoppers.entries()) {
      const guest = await orderByNumber(ctx, s.guest.number);
      const mine = await orderByNumber(ctx, s.mine);
      if (outcomes[2 * i] === 'done') {
        // Placed: it stays the order it is, with its lines, and nothing of it joined the cart.
        expect(guest).toMatchObject({ state: 'payment_pending', totalQuantity: 2 });
        expect(mine?.totalQuantity).toBe(1);
      } else {
        // Merged: the cart holds its lines, and the guest's cart is gone.
        expect(guest).toBeNull();
        expect(mine?.totalQuantity).toBe(3);
      }
    }
  });
});

describe(`placing orders on ${testDatabaseKind()}`, () => {
  it('sells the last unit once when 50 shoppers place at the same moment', async () => {
    const variant = await variantWithStock(50);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => readyGuest(variant.id)));
    await setStock(variant.id, 1);
    const outcomes = await Promise.allSettled(
      shoppers.map((s) => completeOrder(ctx, s.owner, s.number)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes
      .filter((o) => o.status === 'rejected')
      .map((o) => (o as PromiseRejectedResult).reason);
    expect(refused.every((e) => e instanceof AppError && e.type === 'conflict')).toBe(true);
    expect(await stockOf(variant.id)).toBe(0);
  });

  it('sells exactly 20 units to 100 shoppers', async () => {
    const variant = await variantWithStock(100);
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => readyGuest(variant.id)));
    await setStock(variant.id, 20);
    const outcomes = await Promise.allSettled(
      shoppers.map((s) => completeOrder(ctx, s.owner, s.number)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    expect(await stockOf(variant.id)).toBe(0);
  });

  it('places an order as its lines are, when the shopper changes them at the same moment', async () => {
    const variant = await variantWithStock(10_000);
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => readyGuest(variant.id)));
    const lineOf = async (number: string) =>
      (
        await queryRows<{ id: number }>(
          ctx.db,
          sql`select l.id from order_line_item l join order_order o on o.id = l.order_id
              where o.number = ${number}`,
        )
      )[0]?.id ?? 0;
    const lines = await Promise.all(shoppers.map((s) => lineOf(s.number)));
    // More at once than the pool has connections: each shopper places and asks for 5 together.
    const outcomes = await Promise.allSettled(
      shoppers.flatMap((s, i) => [
        completeOrder(ctx, s.owner, s.number),
        updateItem(ctx, s.owner, s.number, lines[i] ?? 0, 5),
      ]),
    );
    // Whatever lost its race was refused as a conflict (placed, or being placed), never a failure.
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ type: 'conflict' });
    }
    for (const shopper of shoppers) {
      const order = await orderByNumber(ctx, shopper.number);
      const [row] = await queryRows<{ quantity: number; amount: number; taken: number }>(
        ctx.db,
        sql`select coalesce(sum(l.quantity), 0)::int as quantity,
              coalesce(sum(l.quantity * l.price), 0)::int as amount,
              (select coalesce(-sum(m.delta), 0)::int from inventory_stock_movement m
                where m.reference = ${shopper.number} and m.reason = 'reserve') as taken
            from order_line_item l join order_order o on o.id = l.order_id
            where o.number = ${shopper.number}`,
      );
      // Its stock was taken for the lines it holds, and it costs what they cost.
      expect(row?.taken).toBe(order?.state === 'cart' ? 0 : row?.quantity);
      expect(order?.itemTotal).toBe(row?.amount);
    }
    // A step that found a cart and writes after it was placed (its totals and choices) is refused.
    const placed = await readyGuest(variant.id);
    const { order } = await completeOrder(ctx, placed.owner, placed.number);
    expect(await refusal(refreshTotals(ctx, order.id))).toMatchObject({
      type: 'conflict',
      messageKey: 'error.order_placed',
    });
    expect(await orderByNumber(ctx, placed.number)).toEqual(order);
  });

  it('places an order once, however often it is sent, with or without an idempotency key', async () => {
    const variant = await variantWithStock(5);
    const shopper = await readyGuest(variant.id, 2);
    const results = await Promise.all([
      completeOrder(ctx, shopper.owner, shopper.number, { idempotencyKey: 'key-1' }),
      completeOrder(ctx, shopper.owner, shopper.number, { idempotencyKey: 'key-1' }),
      completeOrder(ctx, shopper.owner, shopper.number),
    ]);
    expect(results.filter((r) => r.placedNow)).toHaveLength(1);
    expect(new Set(results.map((r) => r.order.number)).size).toBe(1);
    expect(await stockOf(variant.id)).toBe(3);
    const replay = await completeOrder(ctx, shopper.owner, shopper.number, {
      idempotencyKey: 'key-1',
    });
    expect(replay).toMatchObject({ placedNow: false, order: { state: 'payment_pending' } });
  });

  // Another server's change of the cart, on a second connection (one would wait for itself).
  if (testDatabaseKind() === 'postgres' && process.env.TEST_POOL_SIZE !== '1')
    it('adds to a line as another server left it, when the add waited for that change', async () => {
      const variant = await variantWithStock(50);
      const cart = await readyGuest(variant.id, 1);
      // What a quantity change to 5 does in its transaction, held open while the add arrives.
      const change = await holdOrders([cart.number], (tx) =>
        tx.db.execute(
          sql`update order_line_item set quantity = 5
              where order_id = (select id from order_order where number = ${cart.number})`,
        ),
      );
      const adding = addItem(ctx, cart.owner, {
        orderNumber: cart.number,
        variantId: variant.id,
        quantity: 1,
      });
      // The add reads the cart and waits for its lock; then the change commits.
      await change.waitedFor();
      await change.release();
      const added = await adding;
      expect(added.order.totalQuantity).toBe(6);
      const [line] = await queryRows<{ quantity: number }>(
        ctx.db,
        sql`select quantity from order_line_item where order_id = ${added.order.id}`,
      );
      expect(line?.quantity).toBe(6);

      // A checkout step that waited the same way wrote totals from the lines as they were when
      // it began; placing the order brings them up to its lines under its lock.
      const second = await holdOrders([cart.number], (tx) =>
        tx.db.execute(
          sql`update order_line_item set quantity = 2 where order_id = ${added.order.id}`,
        ),
      );
      const step = updateCheckout(ctx, cart.owner, cart.number, { phone: '88112233' });
      await second.waitedFor();
      await second.release();
      expect((await step).order.totalQuantity).toBe(6);
      // Refused once, as for new prices, with the totals put right for the shopper to see.
      expect((await refusal(completeOrder(ctx, cart.owner, cart.number))).messageKey).toBe(
        'error.prices_changed',
      );
      expect((await orderByNumber(ctx, cart.number))?.totalQuantity).toBe(2);
      const { order } = await completeOrder(ctx, cart.owner, cart.number);
      expect(order.totalQuantity).toBe(2);
      expect(order.itemTotal).toBe(2 * (added.order.itemTotal / 6));
      expect(await stockOf(variant.id)).toBe(48);
    });

  // A second connection holds the orders' rows (one connection would wait for itself).
  if (testDatabaseKind() === 'postgres' && process.env.TEST_POOL_SIZE !== '1')
    it('answers a placed order sent again while other work holds its row, and refuses a cart', async () => {
      const variant = await variantWithStock(3);
      const placed = await readyGuest(variant.id, 1);
      await completeOrder(ctx, placed.owner, placed.number, { idempotencyKey: 'busy-1' });
      const cart = await readyGuest(variant.id, 1);
      const holder = await holdOrders([placed.number, cart.number]);
      try {
        const replay = await completeOrder(ctx, placed.owner, placed.number, {
          idempotencyKey: 'busy-1',
        });
        expect(replay).toMatchObject({ placedNow: false, order: { state: 'payment_pending' } });
        expect((await completeOrder(ctx, placed.owner, placed.number)).placedNow).toBe(false);
        // A cart whose row is held may be being placed elsewhere: refused, not waited for.
        const refused = await refusal(completeOrder(ctx, cart.owner, cart.number));
        expect(refused.messageKey).toBe('error.order_being_placed');
      } finally {
        await holder.release();
      }
      expect((await completeOrder(ctx, cart.owner, cart.number)).placedNow).toBe(true);
      expect(await stockOf(variant.id)).toBe(1);
    });

  // A second connection holds the cart's row for a moment, as a change in another tab does.
  if (testDatabaseKind() === 'postgres' && process.env.TEST_POOL_SIZE !== '1')
    it('places a cart once a change that held it for a moment is done, rather than refusing', async () => {
      const variant = await variantWithStock(3);
      const cart = await readyGuest(variant.id, 1);
      const holder = await holdOrders([cart.number]);
      const placing = completeOrder(ctx, cart.owner, cart.number);
      await new Promise((wake) => setTimeout(wake, 150));
      await holder.release();
      expect(await placing).toMatchObject({ placedNow: true, order: { state: 'payment_pending' } });
    });

  it('refuses an incomplete checkout with what is missing', async () => {
    const variant = await variantWithStock(5);
    const added = await addItem(
      ctx,
      { userId: null, token: null },
      { orderNumber: '0', variantId: variant.id },
    );
    const error = await refusal(
      completeOrder(ctx, { userId: null, token: added.token }, added.order.number),
    );
    expect(error.fieldErrors).toMatchObject({
      phone: ['validation.phone'],
      shipping_method: ['validation.invalid_choice'],
      payment_method: ['validation.invalid_choice'],
    });
  });

  it('prices delivery by zone and refuses an address out of reach with the spec’s message', async () => {
    const variant = await variantWithStock(5);
    const added = await addItem(
      ctx,
      { userId: null, token: null },
      { orderNumber: '0', variantId: variant.id },
    );
    const owner = { userId: null, token: added.token };
    const address = {
      city: 'Улаанбаатар',
      district: 'Сүхбаатар дүүрэг',
      quarter: '20-р хороо',
      street: null,
      detail: '1-р байр',
      receiver: 'Сараа',
      receiver_phone: '+97699112233',
      zipcode: '14200',
      is_default: false,
    };
    const { order } = await updateCheckout(ctx, owner, added.order.number, { address });
    expect(order.shippingMethod).toBe('delivery');
    expect(order.shipTotal).toBe(order.itemTotal >= 100_000 ? 0 : 5_000);
    expect(order.total).toBe(order.itemTotal + order.shipTotal);
    const far = await refusal(
      updateCheckout(ctx, owner, added.order.number, { address: { ...address, zipcode: '84000' } }),
    );
    expect(far.messageKey).toBe('error.shipping_unavailable');
  });

  it('sends an order with an item got ready first by standard delivery only, in its days', async () => {
    // Noon in Ulaanbaatar, when express and same day can both be chosen.
    const noon = new Date(Math.ceil((Date.now() - 4 * 3_600_000) / 86_400_000) * 86_400_000);
    noon.setUTCHours(4);
    const at = createContext(ctx.db, 'mn', noon);
    const quick = await variantWithStock(5);
    let slow = await variantWithStock(5);
    while (slow.productId === quick.productId) slow = await variantWithStock(5);
    const setLead = (productId: number, lead: string) =>
      ctx.db.execute(
        sql`update catalog_product set delivery_lead = ${lead} where id = ${productId}`,
      );
    await setLead(quick.productId, 'now');
    await setLead(slow.productId, '7-14d');
    const guest = { userId: null, token: null };
    const added = await addItem(at, guest, { orderNumber: '0', variantId: quick.id });
    const owner = { userId: null, token: added.token };
    const number = added.order.number;
    await updateCheckout(at, owner, number, { phone: '+97699112233', payment_method: 'card' });
    const chosen = await updateCheckout(at, owner, number, {
      address: { ...SAMPLE_ADDRESS, is_default: false },
      delivery_option: 'express',
    });
    expect(chosen.rates?.map((r) => [r.option, r.withinHours, r.lead])).toEqual([
      ['standard', 24, 'now'],
      ['same_day', 5, 'now'],
      ['express', 4, 'now'],
    ]);
    expect(chosen.order).toMatchObject({ deliveryOption: 'express', deliveryHours: 4 });
    expect(await chosenOptionOffered(at, chosen.order)).toBe(true);

    // Added after express was chosen: the checkout asks again, and placing is refused rather
    // than moved to standard unasked.
    const withSlow = await addItem(at, owner, { orderNumber: number, variantId: slow.id });
    expect(await chosenOptionOffered(at, withSlow.order)).toBe(false);
    const refused = await refusal(completeOrder(at, owner, number));
    expect(refused.messageKey).toBe('error.delivery_option_closed');
    expect(await stockOf(slow.id)).toBe(5);
    const again = await updateCheckout(at, owner, number, { delivery_option: 'express' });
    expect(again.rates?.map((r) => [r.option, r.withinHours, r.lead])).toEqual([
      ['standard', 14 * 24, '7-14d'],
    ]);
    expect(again.order).toMatchObject({ deliveryOption: 'standard', deliveryHours: 14 * 24 });
    expect(await chosenOptionOffered(at, again.order)).toBe(true);
    const { order } = await completeOrder(at, owner, number);
    expect(order).toMatchObject({ state: 'payment_pending', deliveryHours: 14 * 24 });
    expect(order.shipTotal).toBe(order.itemTotal >= 100_000 ? 0 : 5_000);
    // Paid at noon, its SMS says the day it arrives by: fourteen days on, at noon.
    const ids = await queueBuyerNews(at, order, 'order_paid');
    const [paidSms] = await queryRows<{ body: string }>(
      ctx.db,
      sql`select body from notify_message where id in (${sql.join(ids, sql`, `)}) and channel = 'sms'`,
    );
    const by = new Intl.DateTimeFormat('mn-MN', {
      ...SHORT_MOMENT,
      hourCycle: 'h23',
      timeZone: 'Asia/Ulaanbaatar',
    }).format(new Date(noon.getTime() + 14 * 86_400_000));
    expect(paidSms?.body).toContain(by);

    // Pickup promises no delivery hours.
    const picked = await readyGuest(slow.id);
    expect((await orderByNumber(ctx, picked.number))?.deliveryHours).toBeNull();
  });

  it('takes stock from each store and each product’s totals when placed, and gives all back on cancel', async () => {
    const a = await variantWithStock(0);
    let b = await variantWithStock(0);
    // Two products: their totals are written by one statement.
    while (b.productId === a.productId) b = await variantWithStock(0);
    // a: 1 in the first store, 4 in the second; b: 3 in the first.
    await ctx.db.execute(sql`insert into inventory_stock_item (variant_id, stock_location_id, count_on_hand)
        values (${a.id}, (select min(id) from inventory_stock_location), 1),
               (${a.id}, (select max(id) from inventory_stock_location), 4),
               (${b.id}, (select min(id) from inventory_stock_location), 3)
        on conflict (variant_id, stock_location_id) do update set count_on_hand = excluded.count_on_hand`);
    for (const product of [a.productId, b.productId]) {
      await ctx.db.execute(
        sql`update catalog_product set total_on_hand = 10 where id = ${product}`,
      );
      await ctx.db.execute(
        sql`update search_product set total_on_hand = 10 where product_id = ${product}`,
      );
    }
    const totals = async () =>
      queryRows<{ id: number; catalog: number; indexed: number }>(
        ctx.db,
        sql`select p.id, p.total_on_hand as catalog, s.total_on_hand as indexed
            from catalog_product p join search_product s on s.product_id = p.id
            where p.id in (${a.productId}, ${b.productId}) order by p.id`,
      );
    const byStore = async (variantId: number) =>
      (
        await queryRows<{ n: number }>(
          ctx.db,
          sql`select count_on_hand as n from inventory_stock_item where variant_id = ${variantId}
              order by stock_location_id`,
        )
      ).map((r) => r.n);

    const cart = await readyGuest(a.id, 3);
    await addItem(ctx, cart.owner, { orderNumber: cart.number, variantId: b.id, quantity: 2 });
    await completeOrder(ctx, cart.owner, cart.number);
    // The store holding most gives first: 3 of a from the second store.
    expect(await byStore(a.id)).toEqual([1, 1]);
    expect(await byStore(b.id)).toEqual([1]);
    const taken = { [a.productId]: 7, [b.productId]: 8 };
    expect(await totals()).toEqual(
      [a.productId, b.productId]
        .sort((x, y) => x - y)
        .map((id) => ({ id, catalog: taken[id], indexed: taken[id] })),
    );
    const ledger = await queryRows<{ variant_id: number; delta: number; reason: string }>(
      ctx.db,
      sql`select variant_id, delta, reason from inventory_stock_movement
          where reference = ${cart.number} order by id`,
    );
    expect(ledger).toEqual([
      { variant_id: a.id, delta: -3, reason: 'reserve' },
      { variant_id: b.id, delta: -2, reason: 'reserve' },
    ]);

    await transitionOrder(ctx, cart.number, 'canceled', { actor: 'staff:1', reason: 'test' });
    expect(await byStore(a.id)).toEqual([1, 4]);
    expect(await byStore(b.id)).toEqual([3]);
    expect((await totals()).map((t) => [t.catalog, t.indexed])).toEqual([
      [10, 10],
      [10, 10],
    ]);
  });

  it('follows only allowed transitions, records them, and gives stock back on cancel and expiry', async () => {
    const variant = await variantWithStock(4);
    const paid = await readyGuest(variant.id, 1);
    await completeOrder(ctx, paid.owner, paid.number);
    expect(
      (await refusal(transitionOrder(ctx, paid.number, 'shipped', { actor: 'staff:1' })))
        .messageKey,
    ).toBe('error.transition_refused');
    await transitionOrder(ctx, paid.number, 'paid', { actor: 'system' });
    await transitionOrder(ctx, paid.number, 'canceled', {
      actor: 'staff:1',
      reason: 'out of roses',
    });
    expect(await stockOf(variant.id)).toBe(4);
    expect(
      (await refusal(transitionOrder(ctx, paid.number, 'paid', { actor: 'system' }))).type,
    ).toBe('conflict');

    const late = await readyGuest(variant.id, 2);
    await completeOrder(ctx, late.owner, late.number);
    expect(await stockOf(variant.id)).toBe(2);
    const later = createContext(
      ctx.db,
      'mn',
      new Date(Date.now() + (PAYMENT_PERIOD_MINUTES + 1) * 60_000),
    );
    expect(await expireOverdueOrders(later)).toContain(late.number);
    expect(await stockOf(variant.id)).toBe(4);
    expect((await orderFor(ctx, late.owner, late.number)).state).toBe('expired');
    const transitions = await queryRows<{ to_state: string }>(
      ctx.db,
      sql`select t.to_state from order_transition t join order_order o on o.id = t.order_id where o.number = ${late.number} order by t.id`,
    );
    expect(transitions.map((t) => t.to_state)).toEqual(['payment_pending', 'expired']);
  });
});

describe(`after placing on ${testDatabaseKind()}`, () => {
  it('tells the buyer by SMS through the job queue, and sends the VAT receipt once the order is paid', async () => {
    const variant = await variantWithStock(5);
    const shopper = await readyGuest(variant.id, 1);
    const placed = await completeOrder(ctx, shopper.owner, shopper.number);
    const sms = () =>
      sandbox.outbox.list({ to: '+97699112233' }).find((m) => m.body.includes(shopper.number));
    // Placing the order waits for no gateway: the confirmation is a job of its own.
    expect(sms()).toBeUndefined();
    const jobs = messageJobs(httpMessageGateway(sandbox.url));
    // The worker's rounds until the queue is empty (earlier tests' orders have messages too).
    while ((await runDueJobs(() => createContext(ctx.db), jobs, { limit: 100 })).done > 0);
    expect(sms()?.body).toContain(shopper.number);
    expect(placed.order.vatState).toBe('waiting');

    const service = sandboxVatService(sandbox.url);
    expect(await sendVatReceipts(ctx, service)).not.toContain(shopper.number);
    await transitionOrder(ctx, shopper.number, 'paid', { actor: 'system' });
    expect(await sendVatReceipts(ctx, service)).toContain(shopper.number);
    const order = await orderFor(ctx, shopper.owner, shopper.number);
    expect(order).toMatchObject({ vatState: 'sent' });
    expect(order.vatLottery).toMatch(/^[A-Z]{2} ?\d{8}$/);
    // Its lottery number reaches the buyer too (written with the receipt, sent by the queue).
    while ((await runDueJobs(() => createContext(ctx.db), jobs, { limit: 100 })).done > 0);
    expect(
      sandbox.outbox
        .list({ to: '+97699112233' })
        .some((m) => m.body.includes(shopper.number) && m.body.includes(order.vatLottery ?? '?')),
    ).toBe(true);
    expect(await sendVatReceipts(ctx, service)).not.toContain(shopper.number);
  });

  it('issues a paid order’s VAT receipt through the job queue, retrying while the tax service is down', async () => {
    const variant = await variantWithStock(5);
    const shopper = await readyGuest(variant.id, 1);
    await updateCheckout(ctx, shopper.owner, shopper.number, { payment_method: 'bank_transfer' });
    await completeOrder(ctx, shopper.owner, shopper.number);
    await recordBankTransfer(ctx, {
      orderNumber: shopper.number,
      staffUserId: 1,
      bankReference: `VAT-${shopper.number}`,
    });
    const vatOf = async () => (await orderFor(ctx, shopper.owner, shopper.number)).vatState;
    // Nothing listens on port 9: the attempt fails and the job waits its backoff.
    const down = vatReceiptJobs(sandboxVatService('http://127.0.0.1:9'));
    expect((await runDueJobs(() => createContext(ctx.db), down, { limit: 100 })).retried).toBe(1);
    expect(await vatOf()).toBe('waiting');
    const later = () => createContext(ctx.db, 'mn', new Date(Date.now() + 30 * 60_000));
    const up = vatReceiptJobs(sandboxVatService(sandbox.url));
    expect((await runDueJobs(later, up, { limit: 100 })).done).toBe(1);
    expect(await vatOf()).toBe('sent');
  });

  it('issues the VAT receipt of a discounted order for what was paid', async () => {
    const variant = await fixtures.variantCosting(20_000, 10);
    const shopper = await fixtures.readyGuest(variant.id, 3);
    const coupon = await createCoupon(ctx.db, {
      code: 'VATTEST7',
      name: 'Хөнгөлөлт',
      kind: 'percent',
      value: 7,
      startsAt: new Date(ctx.now.getTime() - 60_000),
    });
    await applyCoupon(ctx, shopper.owner, shopper.number, coupon.code, TEST_GUESSER);
    await completeOrder(ctx, shopper.owner, shopper.number);
    await transitionOrder(ctx, shopper.number, 'paid', { actor: 'system' });
    expect(await sendVatReceipts(ctx, sandboxVatService(sandbox.url))).toContain(shopper.number);
    const order = await orderFor(ctx, shopper.owner, shopper.number);
    expect(order.promoTotal).toBeGreaterThan(0);
    expect(order.vatState).toBe('sent');
  });
});

const HOUR = 3_600_000;
const at = (now: Date) => createContext(testDb.database.db, 'mn', now);

/** Sets the order as the couriers leave it (the fulfilment itself is tested elsewhere). */
const setState = (number: string, state: string, deliveredAt: Date | null) =>
  ctx.db.execute(sql`update order_order set state = ${state}, delivered_at = ${deliveredAt}
    where number = ${number}`);

describe(`the time to report a delivered item on ${testDatabaseKind()}`, () => {
  it('gives each item its kind’s hours from delivery, soonest first, until they pass', async () => {
    const flowers = await fixtures.variantWithStock(5);
    let lamp = await fixtures.variantWithStock(5);
    while (lamp.productId === flowers.productId) lamp = await fixtures.variantWithStock(5);
    const setHours = (productId: number, hours: number) =>
      ctx.db.execute(
        sql`update catalog_product set return_notice_hours = ${hours} where id = ${productId}`,
      );
    await setHours(flowers.productId, 24);
    await setHours(lamp.productId, 72);
    const shopper = await fixtures.readyGuest(flowers.id, 1);
    await addItem(ctx, shopper.owner, {
      orderNumber: shopper.number,
      variantId: lamp.id,
      quantity: 1,
    });
    await completeOrder(ctx, shopper.owner, shopper.number);
    const placed = await orderByNumber(ctx, shopper.number);
    if (!placed) throw new Error('no order');
    // Not delivered yet: nothing to report.
    expect(await reportWindows(ctx, placed)).toEqual([]);

    const deliveredAt = new Date('2026-12-01T04:00:00Z');
    await setState(shopper.number, 'delivered', deliveredAt);
    const delivered = await orderByNumber(ctx, shopper.number);
    if (!delivered) throw new Error('no order');
    const names = async (variantId: number) =>
      (
        await queryRows<{ name: string }>(
          ctx.db,
          sql`select p.name from catalog_product p
            join catalog_variant v on v.product_id = p.id where v.id = ${variantId}`,
        )
      )[0]?.name;
    const soon = await reportWindows(at(new Date(deliveredAt.getTime() + HOUR)), delivered);
    expect(soon).toEqual([
      { until: new Date(deliveredAt.getTime() + 24 * HOUR), names: [await names(flowers.id)] },
      { until: new Date(deliveredAt.getTime() + 72 * HOUR), names: [await names(lamp.id)] },
    ]);
    // A day and a half later the flowers' time is over; the lamp's is not.
    const later = await reportWindows(at(new Date(deliveredAt.getTime() + 36 * HOUR)), delivered);
    expect(later.map((w) => w.until)).toEqual([new Date(deliveredAt.getTime() + 72 * HOUR)]);
    expect(await reportWindows(at(new Date(deliveredAt.getTime() + 73 * HOUR)), delivered)).toEqual(
      [],
    );

    // Returned: nothing left to report.
    await setState(shopper.number, 'returned', deliveredAt);
    const returned = await orderByNumber(ctx, shopper.number);
    if (!returned) throw new Error('no order');
    expect(await reportWindows(at(new Date(deliveredAt.getTime() + HOUR)), returned)).toEqual([]);
  });
});
