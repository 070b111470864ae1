import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { queryRows, withTransaction } from '../db/index.ts';
import { listStoreLocations, reserveStock, stockHistory } from '../inventory/index.ts';
import { refreshStockOf, searchForShopper } from '../search/index.ts';
import { OrderFixtures, refusal } from '../testing/index.ts';
import { listColors } from './options.ts';
import {
  changeStock,
  variantStockForStaff,
  variantsForStaff,
  variantsRunningLow,
} from './stock-changes.ts';

let testDb: TestDatabase;
let fixtures: OrderFixtures;
const ctx = () => createContext(testDb.database.db, 'en');
let store: number;
let staffUserId: number;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  fixtures = await new OrderFixtures(ctx()).load();
  store = (await listStoreLocations(ctx()))[0]?.id ?? 0;
  staffUserId = await fixtures.user();
});

afterAll(async () => {
  await testDb?.dispose();
});

async function totalOnHand(productId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    testDb.database.db,
    sql`select total_on_hand as n from catalog_product where id = ${productId}`,
  );
  return Number(row?.n);
}

const countAt = async (variantId: number) =>
  (await variantStockForStaff(ctx(), variantId)).stores.find((s) => s.id === store)?.count;

describe(`staff's stock changes on ${testDatabaseKind()}`, () => {
  it('adds a delivery, takes damage away, sets a count, and keeps each as a movement', async () => {
    const variant = await fixtures.variantWithStock(5);
    const before = await totalOnHand(variant.productId);
    const change = { variantId: variant.id, locationId: store, staffUserId };
    expect(await changeStock(ctx(), { ...change, reason: 'delivery', quantity: 10 })).toEqual({
      before: 5,
      after: 15,
      delta: 10,
    });
    await changeStock(ctx(), { ...change, reason: 'damage', quantity: 2 });
    await changeStock(ctx(), { ...change, reason: 'count', quantity: 11, expected: 13 });
    expect(await countAt(variant.id)).toBe(11);
    expect(await totalOnHand(variant.productId)).toBe(before + 6);
    const history = await stockHistory(ctx(), variant.id);
    expect(history.movements.map((m) => [m.reason, m.delta, m.staff_user_id])).toEqual([
      ['count', -2, staffUserId],
      ['damage', -2, staffUserId],
      ['delivery', 10, staffUserId],
    ]);
  });

  it('never goes below what is left after placed orders, and refuses a count that moved', async () => {
    const variant = await fixtures.variantWithStock(3);
    await withTransaction(ctx(), (tx) =>
      reserveStock(tx.db, 'R000000777', [{ variantId: variant.id, quantity: 2 }]),
    );
    const change = { variantId: variant.id, locationId: store, staffUserId };
    const below = await refusal(changeStock(ctx(), { ...change, reason: 'damage', quantity: 2 }));
    expect([below.messageKey, below.vars]).toEqual(['error.stock_below_zero', { count: 1 }]);
    const moved = await refusal(
      changeStock(ctx(), { ...change, reason: 'count', quantity: 4, expected: 3 }),
    );
    expect([moved.type, moved.messageKey, moved.vars]).toEqual([
      'conflict',
      'error.stock_changed',
      { count: 1 },
    ]);
    expect(await countAt(variant.id)).toBe(1);
    const bad = await refusal(changeStock(ctx(), { ...change, reason: 'delivery', quantity: 0 }));
    expect(bad.type).toBe('invalid_input');
  });

  it('loses no change when many staff change one count at once', async () => {
    const variant = await fixtures.variantWithStock(0);
    const change = { variantId: variant.id, locationId: store, staffUserId };
    // More changes at once than the database pool holds.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        changeStock(ctx(), { ...change, reason: 'delivery', quantity: 1 }),
      ),
    );
    expect(await countAt(variant.id)).toBe(20);
    // Counts made from the same reading: one lands, the others are told it moved.
    const counts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        changeStock(ctx(), { ...change, reason: 'count', quantity: 30 + i, expected: 20 }),
      ),
    );
    expect(counts.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    const reasons = counts.flatMap((c) => (c.status === 'rejected' ? [c.reason.messageKey] : []));
    expect(new Set(reasons)).toEqual(new Set(['error.stock_changed']));
    const history = await stockHistory(ctx(), variant.id);
    expect(history.total).toBe(21);
  });

  it('finds variants by SKU or name, and the search index sees the new stock at once', async () => {
    const variant = await fixtures.variantWithStock(0);
    const [found] = await variantsForStaff(
      ctx(),
      (await variantStockForStaff(ctx(), variant.id)).sku,
    );
    expect(found?.variant_id).toBe(variant.id);
    await testDb.database.db.execute(
      sql`update catalog_product set total_on_hand = 0 where id = ${variant.productId}`,
    );
    await refreshStockOf(ctx(), [variant.productId]);
    const inStock = async () =>
      (await searchForShopper(ctx(), { variantId: variant.id, availability: 'in_stock' })).total >
      0;
    expect(await inStock()).toBe(false);
    await changeStock(ctx(), {
      variantId: variant.id,
      locationId: store,
      staffUserId,
      reason: 'delivery',
      quantity: 4,
    });
    await refreshStockOf(ctx(), [variant.productId]);
    expect(await inStock()).toBe(true);
  });
  it("names a variant's colour in the page's language, as the shop lists it", async () => {
    const [row] = await queryRows<{ id: number; code: string; mn: string }>(
      testDb.database.db,
      sql`select v.id, c.code, c.name as mn from catalog_variant v
        join catalog_option_value c on c.option_type = 'color' and c.code = v.option_values->>'color'
        order by v.id limit 1`,
    );
    if (!row) throw new Error('the seed has no coloured variant');
    const inMongolian = await variantStockForStaff(createContext(testDb.database.db, 'mn'), row.id);
    expect(inMongolian.options.color).toBe(row.mn);
    expect(row.mn).not.toBe(row.code);
    const english = (await listColors(ctx())).find((c) => c.code === row.code)?.name;
    const [found] = (await variantsForStaff(ctx(), inMongolian.sku)).filter(
      (v) => v.variant_id === row.id,
    );
    expect(found?.options.color).toBe(english);
    expect(english).not.toBe(row.mn);
  });
  it('lists what is running low, sold out first, without archived products', async () => {
    const products = await queryRows<{ id: number }>(
      testDb.database.db,
      sql`select id from catalog_product where total_on_hand > ${20} order by id desc limit 3`,
    );
    const [soldOut, few, archived] = products.map((p) => p.id);
    /** Leaves the product exactly `units`, in its first variant at the first store. */
    const leave = async (productId: number | undefined, units: number) => {
      await testDb.database.db.execute(sql`delete from inventory_stock_item
        where variant_id in (select id from catalog_variant where product_id = ${productId})`);
      await testDb.database.db.execute(sql`insert into inventory_stock_item
          (variant_id, stock_location_id, count_on_hand)
        select min(id), ${store}, ${units} from catalog_variant where product_id = ${productId}`);
      await testDb.database.db.execute(
        sql`update catalog_product set total_on_hand = ${units} where id = ${productId}`,
      );
    };
    await leave(soldOut, 0);
    await leave(few, 3);
    await leave(archived, 0);
    await testDb.database.db.execute(
      sql`update catalog_product set status = 'archived' where id = ${archived}`,
    );

    const low = await variantsRunningLow(ctx());
    const of = (productId: number | undefined) => low.filter((v) => v.product_id === productId);
    expect(of(soldOut).length).toBeGreaterThan(0);
    expect(of(soldOut).every((v) => v.left === 0)).toBe(true);
    expect(of(few).map((v) => v.left)).toContain(3);
    expect(of(few).reduce((sum, v) => sum + v.left, 0)).toBe(3);
    expect(of(archived)).toEqual([]);
    // Fewest left first; nothing with more than the "few left" label allows.
    const lefts = low.map((v) => v.left);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    expect(Math.max(...lefts)).toBeLessThanOrEqual(5);
    expect(low[0]).toMatchObject({ sku: expect.any(String), product_name: expect.any(String) });
  });
});
