import { accounts, createContext, type Db } from '@shop/core';
import { SAMPLE_ADDRESS } from '@shop/core/testing';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { freshDatabase } from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';

export interface CallOptions {
  body?: unknown;
  /** A bearer access token (signed-in shopper). */
  bearer?: string;
  /** The guest's order token, sent as X-Spree-Order-Token. */
  orderToken?: string;
  lang?: string;
  headers?: Record<string, string>;
}

export const deliveryAddress = SAMPLE_ADDRESS;

/** Raw SQL's rows (PGlite and node-postgres both answer `{ rows }`). */
async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The shop on a fresh database of 60 products, with the SQL the cart tests need. */
export async function startOrderApi() {
  const testDb = await freshDatabase({ products: 60 });
  const { db } = testDb.database;
  const ctx = createContext(db, 'mn');
  const { app } = await buildApp({ database: testDb.database });
  const variants = await queryRows<{ id: number; product_id: number }>(
    db,
    sql`select v.id, v.product_id from catalog_variant v join catalog_product p on p.id = v.product_id
        where p.image is not null and p.available_on <= now() and v.selling_price > 1
        order by v.id`,
  );
  const [pickup] = await queryRows<{ id: number }>(
    db,
    sql`select min(id) as id from inventory_stock_location where pickup`,
  );
  let nextVariant = 0;
  let users = 0;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, o: CallOptions = {}) =>
    app.inject({
      method,
      url: `/api/v2${url}`,
      headers: {
        ...(o.bearer ? { authorization: `Bearer ${o.bearer}` } : {}),
        ...(o.orderToken ? { 'x-spree-order-token': o.orderToken } : {}),
        ...(o.lang ? { 'accept-language': o.lang } : {}),
        ...o.headers,
      },
      ...(o.body === undefined ? {} : { payload: o.body as Record<string, unknown> }),
    });

  /** Exactly `units` of the variant, all in the first store. */
  const setStock = async (variantId: number, units: number) => {
    await db.execute(sql`delete from inventory_stock_item where variant_id = ${variantId}`);
    await db.execute(sql`insert into inventory_stock_item (variant_id, stock_location_id, count_on_hand)
        values (${variantId}, (select min(id) from inventory_stock_location), ${units})`);
  };

  /** A variant no other test uses, holding exactly `units`. */
  const variantWithStock = async (units: number) => {
    const variant = variants[nextVariant++];
    if (!variant) throw new Error('not enough seeded variants');
    await setStock(variant.id, units);
    return { id: variant.id, productId: variant.product_id };
  };

  const stockOf = async (variantId: number) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(count_on_hand), 0)::int as n from inventory_stock_item where variant_id = ${variantId}`,
    );
    return Number(row?.n);
  };

  /** The confirmations written to the outbox about an order (the test's gateway is offline). */
  const messagesAbout = (number: string) =>
    queryRows<{ channel: string; recipient: string }>(
      db,
      sql`select channel, recipient from notify_message where body like ${`%${number}%`} order by id`,
    );

  /** A signed-in API client: a new account and its bearer access token. */
  const signedIn = async () => {
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into account_user (email) values (${`orders${++users}@example.mn`}) returning id`,
    );
    const userId = Number(user?.id);
    const session = await accounts.startSession(ctx, userId, 'api');
    return { userId, bearer: session.token };
  };

  /**
   * A guest's new cart holding `quantity` of the variant: its number and token. A spirit needs
   * `{ ageConfirmed: true }` (the buyer confirms being 21 or older).
   */
  const guestCart = async (variantId: number, quantity = 1, o: { ageConfirmed?: boolean } = {}) => {
    const response = await call('POST', '/orders/0/line_items', {
      body: {
        line_item: { variant_id: variantId, quantity },
        ...(o.ageConfirmed ? { age_confirmed: true } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return { number: body.number as string, token: body.token as string };
  };

  /** A guest's cart ready to place: phone, pickup by method 849, card. */
  const readyCart = async (variantId: number, quantity = 1, o: { ageConfirmed?: boolean } = {}) => {
    const cart = await guestCart(variantId, quantity, o);
    const response = await call('PATCH', `/checkouts/${cart.number}`, {
      orderToken: cart.token,
      body: {
        phone: '99112233',
        shipping_method_id: 849,
        pickup_location_id: pickup?.id,
        payment_method: 'card',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cart;
  };

  const close = async () => {
    await app.close();
    await testDb.dispose();
  };

  return {
    app,
    db,
    call,
    setStock,
    variantWithStock,
    stockOf,
    messagesAbout,
    signedIn,
    guestCart,
    readyCart,
    pickupLocationId: Number(pickup?.id),
    /** Statements sent to the database since it opened, begin and commit included. */
    statements: () => testDb.database.load().statements,
    close,
  };
}

export type OrderApi = Awaited<ReturnType<typeof startOrderApi>>;
