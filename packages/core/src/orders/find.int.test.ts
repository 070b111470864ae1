import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { completeOrder } from '../checkout/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { CODE_GUESS_RULES, type Guesser } from '../limits/index.ts';
import { OrderFixtures, refusal } from '../testing/index.ts';
import { findGuestOrder } from './index.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;
let addresses = 0;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
});

afterAll(async () => {
  await testDb?.dispose();
});

/** Someone looking from an address of their own, so no test uses up another's guesses. */
const looker = (): Guesser => ({ userId: null, ip: `10.9.${++addresses}.1` });

/** A placed order (a guest's, or the account `userId`'s) with the fixtures' phone, 99112233. */
async function placed(userId: number | null = null) {
  const variant = await fixtures.variantWithStock(5);
  const shopper = await fixtures.readyGuest(variant.id, 1, userId);
  await completeOrder(ctx, shopper.owner, shopper.number);
  return shopper.number;
}

describe(`finding a guest's order on ${testDatabaseKind()}`, () => {
  it('finds it by its number and the phone given at checkout, however either is written', async () => {
    const number = await placed();
    for (const contact of ['99112233', '9911 2233', '+976 9911-2233']) {
      const order = await findGuestOrder(ctx, looker(), { number, contact });
      expect(order.number, contact).toBe(number);
    }
    const order = await findGuestOrder(ctx, looker(), {
      number: ` ${number.toLowerCase()} `,
      contact: '99112233',
    });
    expect(order.number).toBe(number);
  });

  it('finds it by the e-mail given at checkout, in any case', async () => {
    const number = await placed();
    await ctx.db.execute(
      sql`update order_order set email = 'Saraa.B@Example.mn' where number = ${number}`,
    );
    const order = await findGuestOrder(ctx, looker(), { number, contact: 'saraa.b@example.MN' });
    expect(order.number).toBe(number);
  });

  it('answers alike for a wrong contact, a number that is none and a cart not placed', async () => {
    const number = await placed();
    const variant = await fixtures.variantWithStock(5);
    const cart = await fixtures.readyGuest(variant.id);
    const none = { type: 'not_found', messageKey: 'order.find.none' };
    for (const input of [
      { number, contact: '88112233' },
      { number, contact: 'someone@example.mn' },
      { number, contact: 'not a contact' },
      { number: 'R000000000', contact: '99112233' },
      { number: cart.number, contact: '99112233' },
    ]) {
      expect(await refusal(findGuestOrder(ctx, looker(), input)), JSON.stringify(input)).toEqual(
        expect.objectContaining(none),
      );
    }
  });

  it('sends an account’s order to the account', async () => {
    const number = await placed(await fixtures.user());
    expect(await refusal(findGuestOrder(ctx, looker(), { number, contact: '99112233' }))).toEqual(
      expect.objectContaining({ type: 'forbidden', messageKey: 'order.find.account' }),
    );
  });

  it('counts wrong pairs as wrong guesses: past the limit, even the right pair waits', async () => {
    const number = await placed();
    const from = looker();
    const limit = CODE_GUESS_RULES.perAddress.limit;
    // More at once than the database's pool holds: the limit holds exactly.
    const tries = await Promise.allSettled(
      Array.from({ length: limit + 10 }, (_, i) =>
        findGuestOrder(ctx, from, { number, contact: `8811${String(i).padStart(4, '0')}` }),
      ),
    );
    const types = tries.map((t) =>
      t.status === 'rejected' ? (t.reason as { type?: string }).type : 'found',
    );
    expect(types.filter((t) => t === 'not_found')).toHaveLength(limit);
    expect(types.filter((t) => t === 'rate_limited')).toHaveLength(10);
    expect(await refusal(findGuestOrder(ctx, from, { number, contact: '99112233' }))).toEqual(
      expect.objectContaining({ type: 'rate_limited', messageKey: 'error.code_guesses' }),
    );
    // Right pairs are not counted: another address finds it as often as it asks.
    const other = looker();
    for (let i = 0; i < limit + 5; i++)
      await findGuestOrder(ctx, other, { number, contact: '99112233' });
  });
});
