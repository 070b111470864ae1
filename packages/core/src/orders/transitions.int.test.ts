import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { orderHistory } from './records.ts';
import { orderOrder } from './schema.ts';
import { ORDER_STATES, type OrderState, TRANSITIONS } from './states.ts';
import { transitionOrder } from './transitions.ts';

let testDb: TestDatabase;
let ctx: Ctx;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 0 });
  ctx = createContext(testDb.database.db, 'mn');
});

afterAll(async () => {
  await testDb?.dispose();
});

let made = 0;

/** A bare order in `state` (no lines, no stock held): the state table alone decides. */
async function orderIn(state: OrderState) {
  const [row] = await ctx.db
    .insert(orderOrder)
    .values({
      number: `T${String(++made).padStart(9, '0')}`,
      tokenHash: randomBytes(32).toString('hex'),
      state,
    })
    .returning();
  if (!row) throw new Error('no order');
  return row;
}

describe(`the one state-changing function on ${testDatabaseKind()}`, () => {
  it('moves every legal (from, to) pair with one history row, and refuses every other pair unchanged', async () => {
    const moved: string[] = [];
    const refused: string[] = [];
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) {
        const order = await orderIn(from);
        const legal = TRANSITIONS[from].includes(to);
        let error: unknown = null;
        try {
          await transitionOrder(ctx, order.number, to, { actor: 'test', reason: 'table' });
        } catch (caught) {
          error = caught;
        }
        const [after] = await ctx.db.select().from(orderOrder).where(eq(orderOrder.id, order.id));
        const history = await orderHistory(ctx, order.id);
        if (legal) {
          expect(error, `${from} -> ${to}`).toBeNull();
          expect(after?.state, `${from} -> ${to}`).toBe(to);
          expect(
            history.map((h) => [h.fromState, h.toState, h.actor, h.reason]),
            `${from} -> ${to}`,
          ).toEqual([[from, to, 'test', 'table']]);
          moved.push(`${from}>${to}`);
        } else {
          expect(error, `${from} -> ${to}`).toBeInstanceOf(AppError);
          expect((error as AppError).messageKey).toBe('error.transition_refused');
          expect(after, `${from} -> ${to}`).toEqual(order);
          expect(history, `${from} -> ${to}`).toEqual([]);
          refused.push(`${from}>${to}`);
        }
      }
    }
    const legalPairs = ORDER_STATES.reduce((n, s) => n + TRANSITIONS[s].length, 0);
    expect(moved).toHaveLength(legalPairs);
    expect(refused).toHaveLength(ORDER_STATES.length ** 2 - legalPairs);
  });

  it('stamps what a state means on the order: canceled with its reason, delivered with its time', async () => {
    const paid = await orderIn('paid');
    const canceled = await transitionOrder(ctx, paid.number, 'canceled', {
      actor: 'staff:1',
      reason: 'out_of_stock',
    });
    expect(canceled.canceledAt).toEqual(ctx.now);
    expect(canceled.cancelReason).toBe('out_of_stock');
    const shipped = await orderIn('shipped');
    const delivered = await transitionOrder(ctx, shipped.number, 'delivered', { actor: 'staff:1' });
    expect(delivered.deliveredAt).toEqual(ctx.now);
  });

  it('keeps a caller’s narrower rule under the lock, and undoes the change when the work within fails', async () => {
    const pending = await orderIn('payment_pending');
    await expect(
      transitionOrder(ctx, pending.number, 'canceled', { actor: 'guest', onlyFrom: ['paid'] }),
    ).rejects.toThrow('error.transition_refused');
    await expect(
      transitionOrder(ctx, pending.number, 'canceled', {
        actor: 'guest',
        within: async () => {
          throw new Error('the coupon could not be given back');
        },
      }),
    ).rejects.toThrow('the coupon could not be given back');
    const [after] = await ctx.db.select().from(orderOrder).where(eq(orderOrder.id, pending.id));
    expect(after?.state).toBe('payment_pending');
    expect(await orderHistory(ctx, pending.id)).toEqual([]);
  });
});
