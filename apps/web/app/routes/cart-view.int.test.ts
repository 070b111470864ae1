import { type Ctx, cart, catalog, createContext } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { cartView } from './cart.server.ts';

let testDb: TestDatabase;
let ctx: Ctx;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 60 });
  ctx = createContext(testDb.database.db, 'en');
});

afterAll(async () => {
  await testDb?.dispose();
});

/** A sellable variant with a size, and 10 of it in stock. */
async function sizedVariant() {
  const { db } = testDb.database;
  const result = await db.execute(
    sql`select v.id from catalog_variant v join catalog_product p on p.id = v.product_id
        where v.option_values ? 'size' and p.image is not null and p.available_on <= now()
          and v.selling_price > 1 and not p.age_restricted
        order by (v.option_values ? 'color') desc, v.id limit 1`,
  );
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
  await db.execute(sql`delete from inventory_stock_item where variant_id = ${id}`);
  await db.execute(sql`insert into inventory_stock_item (variant_id, stock_location_id, count_on_hand)
      values (${id}, (select min(id) from inventory_stock_location), 10)`);
  return id;
}

describe(`the cart, checkout and order pages' lines on ${testDatabaseKind()}`, () => {
  it('show the variant’s own options once, and never options stored before they were checked', async () => {
    const variantId = await sizedVariant();
    const offer = (await catalog.variantOffers(ctx, [variantId])).get(variantId);
    if (!offer) throw new Error('no offer');
    const { order } = await cart.addItem(
      ctx,
      { userId: null, token: null },
      { orderNumber: '0', variantId, options: offer.optionValues },
    );
    await testDb.database.db.execute(
      sql`update order_line_item set options = ${JSON.stringify({
        size: 'XXL (the expensive one)',
        note: 'free gift',
      })}::jsonb where order_id = ${order.id}`,
    );
    const colors = new Map((await catalog.listColors(ctx)).map((c) => [c.code, c.name]));
    const [line] = (await cartView(ctx, order)).lines;
    expect(line?.options).toEqual(
      Object.entries(offer.optionValues).map(([type, code]) => ({
        type,
        label: type === 'color' ? (colors.get(code) ?? code) : code,
      })),
    );
  });
});
