import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { httpMessageGateway } from '../notify/index.ts';
import {
  canTransition,
  type FulfilmentStep,
  fulfil,
  isOrderState,
  linesOf,
  type Owner,
  orderByNumber,
  orderHistory,
} from '../orders/index.ts';
import { orderBalance, recordBankTransfer, sandboxProviders } from '../payments/index.ts';
import { AppError, SeededRandom } from '../shared/index.ts';
import { OrderFixtures, SAMPLE_ADDRESS } from '../testing/index.ts';
import { completeOrder, updateCheckout } from './checkout.ts';
import { cancelByStaff, cancelOrder, returnOrder } from './refund-order.ts';

/**
 * Sequences of the order's flows on many orders at once (more than the pool holds), chosen at
 * random from what each order's state allows, with the shop's money and stock checked after
 * every round. The seed is printed on failure so a run can be replayed.
 */
const SEED = Number(process.env.FLOWS_SEED ?? Date.now() % 1_000_000);
const ORDERS = 16;
const ROUNDS = 16;
const STOCK = 10;

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;
const providers = sandboxProviders('http://127.0.0.1:9');
// Nothing listens there: messages stay in the outbox as failed, flows go on.
const gateway = httpMessageGateway('http://127.0.0.1:9');

beforeAll(async () => {
  testDb = await freshDatabase({ products: 60 });
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
});

afterAll(async () => {
  await testDb?.dispose();
});

interface Shopper {
  userId: number;
  owner: Owner;
  number: string;
  variantId: number;
  quantity: number;
  writtenOff: boolean;
  transfers: number;
}

/** A placed order waiting for a bank transfer: picked up at the store, or delivered. */
async function placedOrder(delivered: boolean): Promise<Shopper> {
  const userId = await fixtures.user();
  const variant = await fixtures.variantCosting(25_000, STOCK);
  const quantity = 1 + (variant.id % 3);
  const ready = await fixtures.readyGuest(variant.id, quantity, userId);
  await updateCheckout(ctx, ready.owner, ready.number, {
    payment_method: 'bank_transfer',
    ...(delivered
      ? {
          shipping_method: 'delivery',
          address: { ...SAMPLE_ADDRESS, is_default: false },
          delivery_option: 'standard',
        }
      : {}),
  });
  await completeOrder(ctx, ready.owner, ready.number);
  return { userId, ...ready, variantId: variant.id, quantity, writtenOff: false, transfers: 0 };
}

type Step = (s: Shopper) => Promise<unknown>;

const staff = { actor: 'staff:1' };
const staffStep =
  (name: FulfilmentStep): Step =>
  (s) =>
    fulfil(ctx, gateway, s.number, name, staff);
const ship: Step = (s) => fulfil(ctx, gateway, s.number, 'ship', { ...staff, note: 'Бат' });
const cancelByShop: Step = (s) =>
  cancelByStaff(ctx, providers, s.number, { ...staff, reason: 'staff', refundTo: 'wallet' });
const cancelByShopper: Step = (s) =>
  cancelOrder(ctx, providers, s.owner, s.number, { reason: 'changed my mind', refundTo: 'wallet' });

/**
 * The step an order takes in its state: mostly forward (a payment, the next fulfilment step),
 * sometimes aside (a cancel, a return, a step the state does not allow, which must be refused).
 */
function stepFor(state: string, random: SeededRandom): Step {
  const pay: Step = async (s) => {
    const order = await orderByNumber(ctx, s.number);
    if (!order) return;
    const { owed } = await orderBalance(ctx.db, order);
    await recordBankTransfer(ctx, {
      orderNumber: s.number,
      staffUserId: 1,
      bankReference: `${s.number}-${++s.transfers}`,
      amount: random.chance(0.5) ? owed : Math.max(1, Math.floor(owed / 2)),
    });
  };
  const giveBack: Step = async (s) => {
    const writeOff = random.chance(0.3);
    const order = await orderByNumber(ctx, s.number);
    const lines = order ? await linesOf(ctx.db, order.id) : [];
    await returnOrder(ctx, providers, s.number, {
      ...staff,
      reason: writeOff ? 'damaged' : 'return',
      refundTo: 'wallet',
      writeOffLines: writeOff ? lines.map((l) => l.id) : [],
    });
    s.writtenOff = writeOff;
  };
  const forward: Record<string, Step[]> = {
    payment_pending: [pay],
    paid: [staffStep('confirm')],
    confirmed: [staffStep('ready')],
    // A pickup order is handed over; a delivery order ships first (the other is refused).
    ready_to_deliver: [ship, staffStep('deliver')],
    shipped: [staffStep('deliver')],
    delivered: [staffStep('complete'), giveBack],
    completed: [giveBack],
  };
  const aside = [cancelByShopper, cancelByShop, giveBack, ship, pay];
  const ahead = forward[state] ?? [];
  return ahead.length > 0 && random.chance(0.85) ? random.pick(ahead) : random.pick(aside);
}

async function checkInvariants(shoppers: Shopper[]): Promise<void> {
  for (const s of shoppers) {
    const order = await orderByNumber(ctx, s.number);
    if (!order || !isOrderState(order.state)) throw new Error(`order ${s.number} lost`);
    // The history is a legal path from the cart to the state the order is in.
    const history = await orderHistory(ctx, order.id);
    let at = 'cart';
    for (const h of history) {
      expect(h.fromState, `${s.number} history`).toBe(at);
      expect(
        isOrderState(h.fromState) &&
          isOrderState(h.toState) &&
          canTransition(h.fromState, h.toState),
        `${s.number} ${h.fromState} -> ${h.toState}`,
      ).toBe(true);
      at = h.toState;
    }
    expect(at, `${s.number} ends where its history ends`).toBe(order.state);

    // Stock comes back exactly once: held while the order lives, whole again once it ended
    // (unless the return wrote it off).
    const ended = ['canceled', 'expired', 'returned'].includes(order.state);
    expect(await fixtures.stockOf(s.variantId), `${s.number} stock in ${order.state}`).toBe(
      ended && !s.writtenOff ? STOCK : STOCK - s.quantity,
    );

    // Paid less refunded is what the payment rows say; an ended order owes and holds nothing.
    const balance = await orderBalance(ctx.db, order);
    const [rows] = await queryRows<{ paid: number; refunded: number }>(
      ctx.db,
      sql`select coalesce(sum(amount) filter (where state = 'paid'), 0)::int as paid,
                 coalesce(sum(refunded), 0)::int as refunded
          from payment_payment where order_number = ${s.number}`,
    );
    expect(balance.paid, s.number).toBe(Number(rows?.paid));
    expect(balance.refunded, s.number).toBe(Number(rows?.refunded));
    if (ended) {
      expect(balance.owed, s.number).toBe(0);
      expect(balance.refundable, `${s.number} money kept after it ended`).toBe(0);
    }

    // The wallet holds exactly what its entries add up to, and what was refunded to it.
    const [wallet] = await queryRows<Record<string, number>>(
      ctx.db,
      sql`select coalesce(a."full", 0)::int as full, coalesce(a.limited, 0)::int as limited,
                 coalesce(a.points, 0)::int as points,
                 coalesce((select sum(amount) from wallet_entry e where e.user_id = u.id and bucket = 'full'), 0)::int as full_entries,
                 coalesce((select sum(amount) from wallet_entry e where e.user_id = u.id and bucket = 'limited'), 0)::int as limited_entries,
                 coalesce((select sum(amount) from wallet_entry e where e.user_id = u.id and bucket = 'points'), 0)::int as points_entries
          from account_user u left join wallet_account a on a.user_id = u.id
          where u.id = ${s.userId}`,
    );
    for (const bucket of ['full', 'limited', 'points']) {
      expect(Number(wallet?.[bucket]), `${s.number} wallet ${bucket}`).toBe(
        Number(wallet?.[`${bucket}_entries`]),
      );
    }
    const [toWallet] = await queryRows<{ refunded: number }>(
      ctx.db,
      sql`select coalesce(sum(refunded), 0)::int as refunded from payment_payment
          where order_number = ${s.number} and failure_reason = 'refunded_to_wallet'`,
    );
    expect(Number(wallet?.full), `${s.number} refunds in the wallet`).toBe(
      Number(toWallet?.refunded),
    );
  }
}

describe(`the order's flows at random on ${testDatabaseKind()}`, () => {
  it(`keeps money, stock, wallets and histories true (seed ${SEED})`, async () => {
    const random = new SeededRandom(SEED);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < ORDERS; i++) shoppers.push(await placedOrder(i % 2 === 1));
    await checkInvariants(shoppers);
    for (let round = 0; round < ROUNDS; round++) {
      const states = await Promise.all(
        shoppers.map(async (s) => (await orderByNumber(ctx, s.number))?.state ?? 'cart'),
      );
      // Every order takes a step at once; a refusal (a race lost, a step not allowed) is fine.
      await Promise.all(
        shoppers.map(async (s, i) => {
          const step = stepFor(states[i] ?? 'cart', random);
          try {
            await step(s);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
        }),
      );
      await checkInvariants(shoppers);
    }
    const reached = new Set(
      (
        await queryRows<{ to_state: string }>(
          ctx.db,
          sql`select distinct to_state from order_transition`,
        )
      ).map((r) => r.to_state),
    );
    // The walk went far: most of the table was exercised, not only the first steps.
    expect(reached.size, `states reached: ${[...reached].join(', ')}`).toBeGreaterThanOrEqual(7);
  });
});
