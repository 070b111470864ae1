import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { listStoreLocations } from '../inventory/index.ts';
import type { OrderState } from '../orders/index.ts';
import { orderOrder } from '../orders/schema.ts';
import { orderBalance, type PaymentState, paymentStateOf } from '../payments/index.ts';
import { paymentPayment } from '../payments/schema.ts';
import { type OrderSearch, orderForStaff, searchOrders } from './staff-orders.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let store: number;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 0 });
  ctx = createContext(testDb.database.db, 'en');
  const [first] = await listStoreLocations(ctx);
  if (!first) throw new Error('no store');
  store = first.id;
});

afterAll(async () => {
  await testDb?.dispose();
});

type Paid = { method: string; amount: number; state: string; refunded?: number };
let made = 0;

/** A placed order written as it stands, with its payments: each test reads exactly these. */
async function placed(fixture: {
  state: OrderState;
  total: number;
  at: string;
  pickup?: boolean;
  phone?: string;
  email?: string;
  userId?: number;
  payments?: Paid[];
}) {
  const number = `R${731_000_000 + ++made}`;
  await ctx.db.insert(orderOrder).values({
    number,
    tokenHash: randomBytes(32).toString('hex'),
    state: fixture.state,
    total: fixture.total,
    phone: fixture.phone ?? null,
    email: fixture.email ?? null,
    userId: fixture.userId ?? null,
    shippingMethod: fixture.pickup ? 'pickup' : 'delivery',
    pickupLocationId: fixture.pickup ? store : null,
    completedAt: fixture.state === 'cart' ? null : new Date(fixture.at),
    createdAt: new Date(fixture.at),
  });
  for (const p of fixture.payments ?? []) {
    await ctx.db.insert(paymentPayment).values({
      orderNumber: number,
      method: p.method,
      amount: p.amount,
      state: p.state,
      refunded: p.refunded ?? 0,
    });
  }
  return number;
}

const numbers = async (search: OrderSearch) =>
  (await searchOrders(ctx, search)).orders.map((o) => o.number).sort();

describe(`the back office's order search on ${testDatabaseKind()}`, () => {
  // May 2031, Ulaanbaatar's days: nothing else in the database was placed then.
  const may = { placedFrom: '2031-05-01', placedTo: '2031-05-31' };
  const orders = {} as Record<
    | 'paidDelivery'
    | 'partlyPickup'
    | 'unpaidPickup'
    | 'refunded'
    | 'paidTwice'
    | 'expired'
    | 'cart',
    string
  >;

  beforeAll(async () => {
    orders.paidDelivery = await placed({
      state: 'paid',
      total: 50_000,
      at: '2031-05-10T02:00:00Z',
      phone: '+97688117701',
      email: 'saraa.bat@example.mn',
      payments: [{ method: 'card', amount: 50_000, state: 'paid' }],
    });
    // Half past midnight on the 11th in Ulaanbaatar, still the 10th in UTC.
    orders.partlyPickup = await placed({
      state: 'payment_pending',
      total: 30_000,
      at: '2031-05-10T16:30:00Z',
      pickup: true,
      phone: '+97688117702',
      payments: [
        { method: 'wallet', amount: 10_000, state: 'paid' },
        { method: 'qpay', amount: 20_000, state: 'pending' },
      ],
    });
    orders.unpaidPickup = await placed({
      state: 'waiting_bank',
      total: 12_000,
      at: '2031-05-11T15:50:00Z',
      pickup: true,
      email: 'Tuul.Gan@Example.mn',
    });
    orders.refunded = await placed({
      state: 'canceled',
      total: 40_000,
      at: '2031-05-12T04:00:00Z',
      phone: '+97688117704',
      payments: [{ method: 'card', amount: 40_000, state: 'refunded', refunded: 40_000 }],
    });
    // A second payment that was not needed went back: the order is still paid.
    orders.paidTwice = await placed({
      state: 'completed',
      total: 20_000,
      at: '2031-05-12T05:00:00Z',
      payments: [
        { method: 'card', amount: 20_000, state: 'paid' },
        { method: 'qpay', amount: 20_000, state: 'refunded', refunded: 20_000 },
      ],
    });
    orders.expired = await placed({ state: 'expired', total: 9_000, at: '2031-05-13T05:00:00Z' });
    orders.cart = await placed({ state: 'cart', total: 5_000, at: '2031-05-13T06:00:00Z' });
  });

  it('lists placed orders newest first, never a cart, each with its payment state', async () => {
    const found = await searchOrders(ctx, may);
    expect(found.orders.map((o) => o.number)).toEqual([
      orders.expired,
      orders.paidTwice,
      orders.refunded,
      orders.unpaidPickup,
      orders.partlyPickup,
      orders.paidDelivery,
    ]);
    expect(found.total).toBe(6);
    expect(found.pages).toBe(1);
    expect(found.orders.map((o) => o.payment_state)).toEqual([
      'unpaid',
      'paid',
      'refunded',
      'unpaid',
      'partly_paid',
      'paid',
    ]);
    expect(found.orders.at(-1)).toMatchObject({
      total: 50_000,
      state: 'paid',
      shipping_method: 'delivery',
      placed_at: '2031-05-10T02:00:00.000Z',
      buyer: { phone: '+97688117701', email: 'saraa.bat@example.mn' },
    });
  });

  it('filters by payment state in the database, the same reading as the order’s balance', async () => {
    const expected: Record<PaymentState, string[]> = {
      unpaid: [orders.unpaidPickup, orders.expired],
      partly_paid: [orders.partlyPickup],
      paid: [orders.paidDelivery, orders.paidTwice],
      refunded: [orders.refunded],
    };
    for (const [paymentState, want] of Object.entries(expected)) {
      const state = paymentState as PaymentState;
      expect(await numbers({ ...may, paymentState: state }), state).toEqual([...want].sort());
      for (const number of want) {
        const view = await orderForStaff(ctx, number);
        if (!view) throw new Error(`no ${number}`);
        expect(view.paymentState, number).toBe(state);
        expect(paymentStateOf(await orderBalance(ctx.db, view.order)), number).toBe(state);
      }
    }
  });

  it('filters by state, by delivery or pickup, and by the days placed on Ulaanbaatar’s clock', async () => {
    expect(await numbers({ ...may, state: 'canceled' })).toEqual([orders.refunded]);
    expect(await numbers({ ...may, state: 'cart' })).toEqual([]);
    expect(await numbers({ ...may, shipping: 'pickup' })).toEqual(
      [orders.partlyPickup, orders.unpaidPickup].sort(),
    );
    expect(await numbers({ placedFrom: '2031-05-11', placedTo: '2031-05-11' })).toEqual(
      [orders.partlyPickup, orders.unpaidPickup].sort(),
    );
    expect(await numbers({ placedFrom: '2031-05-10', placedTo: '2031-05-10' })).toEqual([
      orders.paidDelivery,
    ]);
    expect(await numbers({ placedFrom: '2031-05-12' })).toEqual(
      [orders.refunded, orders.paidTwice, orders.expired].sort(),
    );
    expect(
      await numbers({ ...may, shipping: 'pickup', paymentState: 'unpaid', state: 'waiting_bank' }),
    ).toEqual([orders.unpaidPickup]);
    for (const day of ['2031-02-30', '0001-01-01', '2031-13-01', 'yesterday']) {
      await expect(searchOrders(ctx, { placedFrom: day }), day).rejects.toMatchObject({
        type: 'invalid_input',
      });
    }
    expect(
      await numbers({ placedFrom: '1900-01-01', placedTo: '9999-12-31', state: 'expired' }),
    ).toEqual([orders.expired]);
    // The days the wrong way round: said so, rather than an empty list.
    await expect(
      searchOrders(ctx, { placedFrom: '2031-05-12', placedTo: '2031-05-10' }),
    ).rejects.toMatchObject({ messageKey: 'validation.days_reversed' });
  });

  it('finds an order by its number, the buyer’s phone or e-mail', async () => {
    const number = orders.paidDelivery;
    expect(await numbers({ q: number })).toEqual([number]);
    expect(await numbers({ q: number.toLowerCase() })).toEqual([number]);
    expect(await numbers({ q: number.slice(1) })).toEqual([number]);
    expect(await numbers({ ...may, q: number.slice(0, 8) })).toContain(number);
    expect(await numbers({ q: '8811 7702' })).toEqual([orders.partlyPickup]);
    expect(await numbers({ q: '+976 8811 7704' })).toEqual([orders.refunded]);
    expect(await numbers({ q: 'tuul.gan@example.MN' })).toEqual([orders.unpaidPickup]);
    expect(await numbers({ q: 'saraa' })).toEqual([orders.paidDelivery]);
    // Wildcards are the letters they are, and a cart is never found.
    expect(await numbers({ q: '%' })).toEqual([]);
    expect(await numbers({ q: '_' })).toEqual([]);
    expect(await numbers({ q: orders.cart })).toEqual([]);
  });

  it('pages 25 at a time, newest first, each order once', async () => {
    const day: string[] = [];
    for (let i = 0; i < 27; i++) {
      const minute = String(i).padStart(2, '0');
      day.push(await placed({ state: 'paid', total: 1_000, at: `2031-06-01T03:${minute}:00Z` }));
    }
    const june = { placedFrom: '2031-06-01', placedTo: '2031-06-01' };
    const first = await searchOrders(ctx, { ...june, page: 1 });
    const second = await searchOrders(ctx, { ...june, page: 2 });
    expect([first.total, first.pages, first.orders.length, second.orders.length]).toEqual([
      27, 2, 25, 2,
    ]);
    expect([...first.orders, ...second.orders].map((o) => o.number)).toEqual(day.reverse());
    expect((await searchOrders(ctx, { ...june, page: 3 })).orders).toEqual([]);
  });

  it('offers staff only what the order’s state allows', async () => {
    const view = async (number: string | undefined) => {
      const found = await orderForStaff(ctx, number ?? '');
      if (!found) throw new Error(`no ${number}`);
      return found.actions;
    };
    expect(await view(orders.paidDelivery)).toEqual({
      bankTransfer: false,
      steps: ['confirm', 'decline'],
      cancel: true,
      refundToWallet: false,
      voucher: false,
    });
    expect(await view(orders.unpaidPickup)).toMatchObject({
      bankTransfer: true,
      steps: [],
      cancel: false,
    });
    const ready = (pickup: boolean) =>
      placed({ state: 'ready_to_deliver', total: 1_000, at: '2031-07-01T03:00:00Z', pickup });
    expect((await view(await ready(true))).steps).toEqual(['deliver']);
    expect((await view(await ready(false))).steps).toEqual(['ship']);
    expect(await orderForStaff(ctx, orders.cart)).toBeNull();
    expect(await orderForStaff(ctx, 'R000000000')).toBeNull();
    const pickup = await orderForStaff(ctx, orders.partlyPickup);
    expect(pickup?.pickupStore?.name).toBeTruthy();
    expect(pickup?.balance).toMatchObject({ total: 30_000, paid: 10_000, owed: 20_000 });
  });
});
