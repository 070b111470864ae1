import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { completeOrder, updateCheckout } from '../checkout/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { linesOf, listMyOrders, type Owner, orderFor } from '../orders/index.ts';
import { OrderFixtures, refusal } from '../testing/index.ts';
import { tourDetail } from '../travel/index.ts';
import {
  addBooking,
  addItem,
  buyAgain,
  currentCart,
  orderPictures,
  PICTURES_PER_ORDER,
} from './index.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 40 });
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
});

afterAll(async () => {
  await testDb?.dispose();
});

/** A placed order of these variants and quantities (the first line's shopper's). */
async function placed(lines: [number, number][], userId: number | null = null) {
  const [[first, firstQuantity], ...rest] = lines as [[number, number], ...[number, number][]];
  const shopper = await fixtures.readyGuest(first, firstQuantity, userId);
  for (const [variantId, quantity] of rest) {
    await addItem(ctx, shopper.owner, { orderNumber: shopper.number, variantId, quantity });
  }
  await completeOrder(ctx, shopper.owner, shopper.number);
  return shopper;
}

/** Units per variant in the owner's cart. */
async function cartUnits(owner: Owner): Promise<Record<number, number>> {
  const cart = await currentCart(ctx, owner);
  if (!cart) return {};
  const lines = await linesOf(ctx.db, cart.id);
  return Object.fromEntries(lines.map((l) => [l.variantId, l.quantity]));
}

describe(`buying an order again on ${testDatabaseKind()}`, () => {
  it('puts what can be bought in a new cart, what is left of a short one, and says what cannot', async () => {
    const [plenty, short, gone] = [
      await fixtures.variantWithStock(10),
      await fixtures.variantWithStock(10),
      await fixtures.variantWithStock(10),
    ];
    const order = await placed([
      [plenty.id, 2],
      [short.id, 3],
      [gone.id, 1],
    ]);
    await fixtures.setStock(short.id, 2);
    await fixtures.setStock(gone.id, 0);

    const guest: Owner = { userId: null, token: null };
    const again = await buyAgain(ctx, order.owner, guest, order.number);
    expect(again.added.map((a) => [a.quantity, a.ordered])).toEqual([
      [2, 2],
      [2, 3],
    ]);
    expect(again.missed.map((m) => m.reason)).toEqual(['error.out_of_stock']);
    expect(again.token).toMatch(/^[\w-]{43}$/);
    expect(await cartUnits({ userId: null, token: again.token })).toEqual({
      [plenty.id]: 2,
      [short.id]: 2,
    });
    // The order itself is as it was.
    expect((await orderFor(ctx, order.owner, order.number)).state).not.toBe('cart');
  });

  it("adds to a signed-in shopper's cart beside what it holds, within the stock", async () => {
    const userId = await fixtures.user();
    const [rose, tulip] = [
      await fixtures.variantWithStock(10),
      await fixtures.variantWithStock(10),
    ];
    const order = await placed(
      [
        [rose.id, 1],
        [tulip.id, 3],
      ],
      userId,
    );
    const me: Owner = { userId, token: null };
    await addItem(ctx, me, { orderNumber: '0', variantId: tulip.id, quantity: 1 });
    await fixtures.setStock(tulip.id, 2);
    const again = await buyAgain(ctx, me, me, order.number);
    expect(again.token).toBeNull();
    expect(again.added.map((a) => a.quantity)).toEqual([1, 1]);
    expect(await cartUnits(me)).toEqual({ [rose.id]: 1, [tulip.id]: 2 });
  });

  it("refuses another shopper's order, and a cart, as no order", async () => {
    const variant = await fixtures.variantWithStock(5);
    const order = await placed([[variant.id, 1]]);
    const stranger: Owner = { userId: null, token: 'someone-elses-token-that-is-long-enough-000' };
    const refused = await refusal(buyAgain(ctx, stranger, stranger, order.number));
    expect([refused.type, refused.messageKey]).toEqual(['not_found', 'error.no_order']);
    const cart = await addItem(
      ctx,
      { userId: null, token: null },
      {
        orderNumber: '0',
        variantId: variant.id,
      },
    );
    const owner = { userId: null, token: cart.token };
    expect((await refusal(buyAgain(ctx, owner, owner, cart.order.number))).type).toBe('not_found');
  });

  it('shows an order’s first products as pictures, how many more it holds, and none for a tour', async () => {
    const userId = await fixtures.user();
    const variants = [];
    for (let i = 0; i < 5; i++) variants.push(await fixtures.variantWithStock(10));
    const [first] = variants;
    if (!first) throw new Error('no variant');
    const shopper = await fixtures.readyGuest(first.id, 1, userId);
    for (const variant of variants.slice(1)) {
      await addItem(ctx, shopper.owner, {
        orderNumber: shopper.number,
        variantId: variant.id,
        quantity: 1,
      });
    }
    // The first product again, as a gift: a line of its own, but not another product.
    await addItem(ctx, shopper.owner, {
      orderNumber: shopper.number,
      variantId: first.id,
      quantity: 1,
      gift: true,
    });
    await completeOrder(ctx, shopper.owner, shopper.number);
    const flowers = shopper;
    const owner: Owner = { userId, token: null };
    const tour = await tourDetail(ctx, 'terelj-day-trip');
    const trip = await addBooking(ctx, owner, '0', 'tour', {
      departure_id: tour.departures[3]?.id,
      passengers: [{ firstName: 'Сараа', lastName: 'Дорж', gender: 'female' }],
    });
    await updateCheckout(ctx, owner, trip.order.number, {
      phone: '+97699112233',
      payment_method: 'bank_transfer',
    });
    await completeOrder(ctx, owner, trip.order.number);

    const mine = await listMyOrders(ctx, userId, { page: 1, perPage: 10 });
    const [tripRow, flowersRow] = mine.orders;
    expect([tripRow?.number, flowersRow?.number]).toEqual([trip.order.number, flowers.number]);
    const pictures = await orderPictures(
      ctx,
      mine.orders.map((o) => o.id),
    );
    expect(pictures.has(tripRow?.id ?? 0)).toBe(false);
    const shown = pictures.get(flowersRow?.id ?? 0);
    expect(shown?.more).toBe(5 - PICTURES_PER_ORDER);
    const lines = await linesOf(ctx.db, flowersRow?.id ?? 0);
    expect(lines).toHaveLength(6);
    expect(shown?.items.map((item) => item.name)).toEqual(
      lines.slice(0, PICTURES_PER_ORDER).map((line) => line.name),
    );
    expect(shown?.items.every((item) => item.image?.startsWith('/'))).toBe(true);
  });
});
