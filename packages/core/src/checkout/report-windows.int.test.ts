import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { addItem } from '../cart/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { orderByNumber } from '../orders/index.ts';
import { OrderFixtures } from '../testing/index.ts';
import { completeOrder, reportWindows } from './index.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
});

afterAll(async () => {
  await testDb?.dispose();
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
