import { cart, checkout, createContext, notify, orders, payments, push, vat } from '@shop/core';
import { startSandbox } from '@shop/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { startJobs } from '../src/jobs.ts';
import { pushKeys } from '../src/push-keys.ts';

let testDb: TestDatabase;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  sandbox = await startSandbox(0);
});

afterAll(async () => {
  await sandbox?.close();
  await testDb?.dispose();
});

describe(`background jobs on ${testDatabaseKind()}`, () => {
  it('expires an order unpaid past its period and gives its stock back', async () => {
    const db = testDb.database.db;
    const placedAt = new Date(Date.now() - (checkout.PAYMENT_PERIOD_MINUTES + 5) * 60_000);
    const past = createContext(db, 'mn', placedAt);
    const { rows } = (await db.execute(
      sql`select v.id, (select sum(count_on_hand)::int from inventory_stock_item s where s.variant_id = v.id) as stock
          from catalog_variant v join catalog_product p on p.id = v.product_id
          where p.image is not null and p.available_on <= ${placedAt} and v.selling_price > 1
            and exists (select 1 from inventory_stock_item s where s.variant_id = v.id and s.count_on_hand > 0)
          order by v.id limit 1`,
    )) as unknown as { rows: { id: number; stock: number }[] };
    const variant = rows[0];
    if (!variant) throw new Error('no variant in stock');
    const added = await cart.addItem(
      past,
      { userId: null, token: null },
      { orderNumber: '0', variantId: variant.id },
    );
    const owner = { userId: null, token: added.token };
    const { rows: locations } = (await db.execute(
      sql`select min(id) as id from inventory_stock_location where pickup`,
    )) as unknown as { rows: { id: number }[] };
    await checkout.updateCheckout(past, owner, added.order.number, {
      phone: '+97699112233',
      shipping_method: 'pickup',
      pickup_location_id: locations[0]?.id,
      payment_method: 'card',
    });
    await checkout.completeOrder(past, owner, added.order.number);

    const jobs = startJobs({
      db,
      payments: payments.sandboxProviders(sandbox.url),
      gateway: notify.httpMessageGateway(sandbox.url),
      pushSender: push.webPushSender({
        keys: pushKeys(db, null),
        subject: 'mailto:test@example.mn',
      }),
      vatService: vat.sandboxVatService(sandbox.url),
      everyMs: 50,
      pollMs: 50,
      jobSlots: 4,
      shopUrl: 'https://shop.example.mn',
      completeAfterDays: 7,
      log: () => {},
    });
    try {
      await expect
        .poll(
          async () => (await orders.orderFor(createContext(db), owner, added.order.number)).state,
          {
            timeout: 10_000,
          },
        )
        .toBe('expired');
    } finally {
      await jobs.stop();
    }
    const { rows: after } = (await db.execute(
      sql`select sum(count_on_hand)::int as stock from inventory_stock_item where variant_id = ${variant.id}`,
    )) as unknown as { rows: { stock: number }[] };
    expect(Number(after[0]?.stock)).toBe(Number(variant.stock));
  });
});
