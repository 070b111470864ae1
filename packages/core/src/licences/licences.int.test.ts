import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { addItem, needsDelivery, orderView, removeItem } from '../cart/index.ts';
import { cancelPaidOrder, completeOrder, updateCheckout } from '../checkout/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { notifyMessage } from '../notify/schema.ts';
import { keysComeWithPayment, type Owner, orderByNumber } from '../orders/index.ts';
import { addTender, recordBankTransfer } from '../payments/index.ts';
import { OrderFixtures, refusal, SAMPLE_ADDRESS, TEST_GUESSER } from '../testing/index.ts';
import { creditWallet } from '../wallet/index.ts';
import { licencesOfOrder, licencesOfUser } from './claims.ts';
import { licencePools, loadKeys, withdrawKeys } from './keys.ts';
import { licenceKey } from './schema.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;
const STAFF = 1;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 80 });
  ctx = createContext(testDb.database.db, 'en');
  fixtures = await new OrderFixtures(ctx).load();
});

afterAll(async () => {
  await testDb?.dispose();
});

let batches = 0;
/** `n` keys no other test has, as a supplier's list. */
function keyList(n: number): string[] {
  batches += 1;
  return Array.from({ length: n }, (_, i) => `KEY${batches}-${String(i).padStart(4, '0')}-ABCDE`);
}

const usedProducts = new Set<number>();
/** A variant of a product no other test touched (keys belong to a product, not a variant). */
async function ownProduct(units: number) {
  for (;;) {
    const variant = await fixtures.variantWithStock(units);
    if (usedProducts.has(variant.productId)) continue;
    usedProducts.add(variant.productId);
    return variant;
  }
}

/** A variant under 40,000₮ of a product no other test touched: two stay under free delivery. */
async function cheapOwnProduct(units: number) {
  const rows = await queryRows<{ id: number; product_id: number }>(
    ctx.db,
    sql`select v.id, v.product_id from catalog_variant v join catalog_product p on p.id = v.product_id
        where v.selling_price between 2 and 40000 and p.sale_percent = 0 and p.image is not null
          and p.available_on <= now() and not p.age_restricted
          and not exists (select 1 from catalog_package_component c where c.package_product_id = p.id)
        order by v.id desc`,
  );
  const row = rows.find((r) => !usedProducts.has(Number(r.product_id)));
  if (!row) throw new Error('no cheap product left');
  usedProducts.add(Number(row.product_id));
  await fixtures.setStock(Number(row.id), units);
  return { id: Number(row.id), productId: Number(row.product_id) };
}

/** A licence product of the test's own (stock for `units`), with `keys` keys loaded. */
async function licenceProduct(units: number, keys: string[]) {
  const variant = await ownProduct(units);
  if (keys.length > 0) {
    await loadKeys(ctx, {
      productId: variant.productId,
      text: keys.join('\n'),
      staffUserId: STAFF,
    });
  }
  return variant;
}

/** A shopper's order of `quantity` of the variant, placed and waiting for a bank transfer. */
async function placed(variantId: number, quantity = 1, userId: number | null = null) {
  const shopper = await fixtures.readyGuest(variantId, quantity, userId);
  await updateCheckout(ctx, shopper.owner, shopper.number, {
    email: `buyer-${shopper.number}@example.mn`,
    payment_method: 'bank_transfer',
  });
  await completeOrder(ctx, shopper.owner, shopper.number);
  return shopper;
}

const pay = (number: string) =>
  recordBankTransfer(ctx, { orderNumber: number, staffUserId: STAFF, bankReference: number });

async function messagesTo(recipient: string) {
  return ctx.db.select().from(notifyMessage).where(eq(notifyMessage.recipient, recipient));
}

describe(`licence keys (${testDatabaseKind()})`, () => {
  it('gives a paid order one key per unit, in the account, on the order and by e-mail', async () => {
    const keys = keyList(3);
    const variant = await licenceProduct(5, keys);
    const userId = await fixtures.user();
    const order = await placed(variant.id, 2, userId);
    // Placed but not paid: nothing handed out yet.
    expect(await licencesOfOrder(ctx, order.number)).toEqual([]);
    await pay(order.number);
    const mine = await licencesOfUser(ctx, userId);
    expect(mine.map((l) => [l.state, l.key, l.order_number])).toEqual([
      ['issued', keys[0], order.number],
      ['issued', keys[1], order.number],
    ]);
    expect(await licencesOfOrder(ctx, order.number)).toEqual(mine);
    const [email] = (await messagesTo(`buyer-${order.number}@example.mn`)).filter((m) =>
      m.subject?.includes('licence keys'),
    );
    expect(email?.body).toContain(keys[0]);
    expect(email?.body).toContain(keys[1]);
    const sms = await messagesTo('+97699112233');
    expect(sms.some((m) => m.body.includes(`licence keys of order ${order.number}`))).toBe(true);
    const pool = (await licencePools(ctx)).find((p) => p.productId === variant.productId);
    expect(pool).toMatchObject({ productId: variant.productId, available: 1, issued: 2, owed: 0 });
    expect(pool?.name).toBeTruthy();
    expect(pool?.sku).toBeTruthy();
  });

  it('says an order of keys gets them with its payment only while it waits for that payment', async () => {
    const variant = await licenceProduct(3, keyList(2));
    const plain = await ownProduct(3);
    const order = await placed(variant.id);
    const waiting = await orderByNumber(ctx, order.number);
    if (!waiting) throw new Error('order not found');
    expect(await keysComeWithPayment(ctx, waiting, 0, [plain.productId, variant.productId])).toBe(
      true,
    );
    // An order without a licence product, or whose keys are out already, has nothing to announce.
    expect(await keysComeWithPayment(ctx, waiting, 0, [plain.productId])).toBe(false);
    expect(await keysComeWithPayment(ctx, waiting, 1, [variant.productId])).toBe(false);
    await pay(order.number);
    const paid = await orderByNumber(ctx, order.number);
    if (!paid) throw new Error('order not found');
    expect(paid.state).toBe('paid');
    expect(await keysComeWithPayment(ctx, paid, 0, [variant.productId])).toBe(false);
  });

  it('owes what the pool lacks, and serves the oldest owed buyer first when keys come', async () => {
    const variant = await licenceProduct(10, keyList(1));
    const first = await placed(variant.id, 2);
    const second = await placed(variant.id, 1);
    await pay(first.number);
    await pay(second.number);
    expect((await licencesOfOrder(ctx, first.number)).map((l) => l.state)).toEqual([
      'issued',
      'owed',
    ]);
    expect((await licencesOfOrder(ctx, second.number)).map((l) => l.key)).toEqual([null]);

    const more = keyList(1);
    const loaded = await loadKeys(ctx, {
      productId: variant.productId,
      text: more.join('\n'),
      staffUserId: STAFF,
    });
    expect(loaded).toEqual({ added: 1, known: 0, filled: 1 });
    // The first order waited longest: it gets the new key; the second still waits.
    expect((await licencesOfOrder(ctx, first.number)).map((l) => l.key)).toContain(more[0]);
    expect((await licencesOfOrder(ctx, second.number))[0]?.state).toBe('owed');
    const news = await messagesTo(`buyer-${first.number}@example.mn`);
    expect(news.filter((m) => m.subject?.includes('licence keys'))).toHaveLength(2);
  });

  it('refuses a list with a line that is not a key, naming it, and loads nothing', async () => {
    const variant = await ownProduct(1);
    const error = await refusal(
      loadKeys(ctx, {
        productId: variant.productId,
        text: 'GOOD-KEY-0001\nbad key\nGOOD-KEY-0002',
        staffUserId: STAFF,
      }),
    );
    expect(error).toMatchObject({
      messageKey: 'validation.licence_keys_bad',
      vars: { lines: '2' },
    });
    expect(
      await ctx.db.select().from(licenceKey).where(eq(licenceKey.productId, variant.productId)),
    ).toEqual([]);
    expect(
      await refusal(loadKeys(ctx, { productId: variant.productId, text: '\n \n', staffUserId: 1 })),
    ).toMatchObject({ messageKey: 'validation.licence_keys_none' });
  });

  it('counts a key loaded twice once', async () => {
    const keys = keyList(2);
    const variant = await licenceProduct(1, keys);
    const again = await loadKeys(ctx, {
      productId: variant.productId,
      text: [...keys, ...keyList(1)].join('\n'),
      staffUserId: STAFF,
    });
    expect(again).toEqual({ added: 1, known: 2, filled: 0 });
  });

  it('withdraws a cancelled order’s keys for good, and never sells a withdrawn key', async () => {
    const keys = keyList(3);
    const variant = await licenceProduct(5, keys);
    const userId = await fixtures.user();
    const order = await placed(variant.id, 1, userId);
    await pay(order.number);
    // Refunded to the wallet: no payment provider is asked.
    await cancelPaidOrder(ctx, {} as never, order.owner, order.number, {
      reason: 'plans_changed',
      refundTo: 'wallet',
    });
    expect(await licencesOfUser(ctx, userId)).toEqual([]);
    const [shown] = await ctx.db
      .select()
      .from(licenceKey)
      .where(eq(licenceKey.code, keys[0] ?? ''));
    expect(shown?.state).toBe('revoked');
    // The next buyer gets the second key, not the one the first buyer saw.
    const next = await placed(variant.id, 1);
    await pay(next.number);
    expect((await licencesOfOrder(ctx, next.number))[0]?.key).toBe(keys[1]);
    // The unsold third key withdrawn (a supplier's recall): the next buyer waits for a new one.
    expect(await withdrawKeys(ctx, variant.productId)).toBe(1);
    const last = await placed(variant.id, 1);
    await pay(last.number);
    expect((await licencesOfOrder(ctx, last.number))[0]?.state).toBe('owed');
    expect((await licencePools(ctx)).find((p) => p.productId === variant.productId)).toMatchObject({
      productId: variant.productId,
      available: 0,
      issued: 1,
      owed: 1,
    });
    // A withdrawal undone: the same list loaded again brings back only the key never handed out,
    // and it goes at once to the buyer waiting.
    expect(
      await loadKeys(ctx, { productId: variant.productId, text: keys.join('\n'), staffUserId: 1 }),
    ).toEqual({ added: 1, known: 2, filled: 1 });
    expect((await licencesOfOrder(ctx, last.number))[0]?.key).toBe(keys[2]);
  });

  it('hands out a key to an order paid in full from the wallet when it is placed', async () => {
    const keys = keyList(1);
    const variant = await licenceProduct(2, keys);
    const userId = await fixtures.user();
    const shopper = await fixtures.readyGuest(variant.id, 1, userId);
    const total = (await orderByNumber(ctx, shopper.number))?.total ?? 0;
    await creditWallet(ctx, {
      userId,
      bucket: 'full',
      amount: total,
      kind: 'recharge',
      reference: `licence-test:${userId}`,
    });
    await addTender(
      ctx,
      shopper.owner,
      shopper.number,
      { kind: 'wallet', amount: total },
      TEST_GUESSER,
    );
    const { order } = await completeOrder(ctx, shopper.owner, shopper.number);
    expect(order.state).toBe('paid');
    expect((await licencesOfUser(ctx, userId)).map((l) => l.key)).toEqual(keys);
  });

  it('places an order of keys alone with no delivery or pickup, but not one with goods too', async () => {
    const variant = await cheapOwnProduct(2);
    await loadKeys(ctx, {
      productId: variant.productId,
      text: keyList(2).join('\n'),
      staffUserId: STAFF,
    });
    const goods = await cheapOwnProduct(2);
    const added = await addItem(
      ctx,
      { userId: null, token: null },
      { orderNumber: '0', variantId: variant.id, quantity: 1 },
    );
    const owner: Owner = { userId: null, token: added.token };
    expect(await needsDelivery(ctx, added.order)).toBe(false);
    await updateCheckout(ctx, owner, added.order.number, {
      phone: '+97699112244',
      payment_method: 'bank_transfer',
    });
    await addItem(ctx, owner, {
      orderNumber: added.order.number,
      variantId: goods.id,
      quantity: 1,
    });
    expect(await needsDelivery(ctx, added.order)).toBe(true);
    const incomplete = await refusal(completeOrder(ctx, owner, added.order.number));
    expect(incomplete.fieldErrors).toHaveProperty('shipping_method');

    // Delivery chosen for the goods, which the shopper then takes out: the cart drops the
    // delivery and its fee at once (the confirm step shows the right total), and is placed so.
    const chosen = await updateCheckout(ctx, owner, added.order.number, {
      address: { ...SAMPLE_ADDRESS, is_default: false },
      delivery_option: 'standard',
    });
    expect(chosen.order.shippingMethod).toBe('delivery');
    expect(chosen.order.shipTotal).toBeGreaterThan(0);
    // Goods left in the cart keep the delivery.
    const more = await cheapOwnProduct(2);
    await addItem(ctx, owner, { orderNumber: added.order.number, variantId: more.id, quantity: 1 });
    const lineOf = async (variantId: number) =>
      (await orderView(ctx, added.order)).line_items.find((l) => l.variant_id === variantId)?.id;
    const withGoods = await removeItem(
      ctx,
      owner,
      added.order.number,
      (await lineOf(more.id)) ?? 0,
    );
    expect(withGoods.shippingMethod).toBe('delivery');
    expect(withGoods.shipTotal).toBe(chosen.order.shipTotal);
    const line = { id: await lineOf(goods.id) };
    const keysAlone = await removeItem(ctx, owner, added.order.number, line?.id ?? 0);
    expect(keysAlone).toMatchObject({ shippingMethod: null, shipAddress: null, shipTotal: 0 });
    expect(keysAlone.total).toBe(keysAlone.itemTotal);
    const { order } = await completeOrder(ctx, owner, added.order.number);
    expect(order.state).toBe('payment_pending');
    expect(order).toMatchObject({ shippingMethod: null, shipAddress: null, shipTotal: 0 });
    expect(order.total).toBe(order.itemTotal);
    await pay(order.number);
    expect((await licencesOfOrder(ctx, order.number))[0]?.state).toBe('issued');
    // The paid message promises no delivery: the keys come in their own message.
    const paidSms = (await messagesTo('+97699112244')).map((m) => m.body);
    expect(paidSms.some((b) => b.includes('Tickets or keys come in their own message.'))).toBe(
      true,
    );
    expect(paidSms.some((b) => b.includes('We are preparing it'))).toBe(false);
  });

  it('never gives one key twice when more orders are paid at once than the pool has keys or connections', async () => {
    const keys = keyList(8);
    const variant = await licenceProduct(20, keys);
    const orders = [];
    for (let i = 0; i < 14; i += 1) orders.push(await placed(variant.id, 1));
    await Promise.all(orders.map((o) => pay(o.number)));
    const claims = (await Promise.all(orders.map((o) => licencesOfOrder(ctx, o.number)))).flat();
    expect(claims).toHaveLength(14);
    const given = claims.flatMap((c) => (c.key ? [c.key] : []));
    expect(given).toHaveLength(8);
    expect(new Set(given).size).toBe(8);
    expect(claims.filter((c) => c.state === 'owed')).toHaveLength(6);

    // Six more keys loaded twice at once: each owed buyer gets exactly one.
    const more = keyList(6);
    await Promise.all(
      [0, 1].map(() =>
        loadKeys(ctx, { productId: variant.productId, text: more.join('\n'), staffUserId: STAFF }),
      ),
    );
    const after = (await Promise.all(orders.map((o) => licencesOfOrder(ctx, o.number)))).flat();
    const keysNow = after.map((c) => c.key);
    expect(keysNow.every((k) => k !== null)).toBe(true);
    expect(new Set(keysNow).size).toBe(14);
    const issued = await ctx.db
      .select()
      .from(licenceKey)
      .where(
        and(eq(licenceKey.productId, variant.productId), inArray(licenceKey.state, ['issued'])),
      );
    expect(issued).toHaveLength(14);
  });
});
