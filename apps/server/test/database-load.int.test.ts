import { createContext, DEFAULT_DATABASE_LIMITS, withTransaction } from '@shop/core';
import { hashPassword } from '@shop/core/testing';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDatabaseKind } from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';
import { type OrderApi, startOrderApi } from './order-api-helpers.ts';

// Issue 23: one order with the flowers coupon once stopped the whole shop. These fire more
// requests at once than the pool holds (5 in tests) and check that every one is answered in
// time, that the shop stays ready, and that nothing is counted twice.
const kind = testDatabaseKind();
const ANSWER_BOUND_MS = 5_000;
// The mixed rush holds 40 password sign-ins (scrypt, on the thread pool) besides the orders:
// on two cores that other test files share, the last answer can come after 10 s with nothing
// stuck (10.5 s once in a full run on PostgreSQL). What this proves is that every request ends
// (no wait without a bound), so the bound is the shop's own waits with room, not a speed (speed
// is measured in bench/): the longest a request may wait on the database before it is answered
// 503 is a free connection's wait plus a transaction's time, and 3 s of room for the rest.
const MIXED_BOUND_MS =
  DEFAULT_DATABASE_LIMITS.acquireMs + DEFAULT_DATABASE_LIMITS.transactionMs + 3_000;
const PASSWORD = 'Tsetseg-2026!';

let api: OrderApi;
beforeAll(async () => {
  api = await startOrderApi();
});
afterAll(async () => {
  await api?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A request and how long its answer took. */
async function timed(send: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const response = await send();
  return { response, ms: performance.now() - started };
}

/** Asks /readyz every 50 ms until `work` is done: every status it answered. */
async function readinessDuring<T>(work: Promise<T>): Promise<{ result: T; statuses: number[] }> {
  const statuses: number[] = [];
  let done = false;
  const polling = (async () => {
    while (!done) {
      statuses.push((await api.app.inject({ method: 'GET', url: '/readyz' })).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return { result: await work, statuses };
  } finally {
    done = true;
    await polling;
  }
}

/** A flower on sale, not a package, and how many of it make `total` or more. */
async function flowerFor(total: number) {
  const [row] = await rows<{ id: number; price: number }>(
    sql`with recursive flowers as (
          select id from catalog_taxon where permalink = 'flowers'
          union all select t.id from catalog_taxon t join flowers f on t.parent_id = f.id)
        select v.id, v.selling_price as price from catalog_variant v
          join catalog_product p on p.id = v.product_id
         where p.taxon_id in (select id from flowers) and p.available_on <= now()
           and v.selling_price >= 2000 and not p.age_restricted
           and not exists (select 1 from catalog_package_component c where c.package_product_id = p.id)
         order by v.id limit 1`,
  );
  if (!row) throw new Error('the seed has no flower to sell');
  const price = Number(row.price);
  const quantity = Math.max(1, Math.ceil(total / price));
  await api.setStock(row.id, 500);
  return { id: Number(row.id), quantity };
}

/** A signed-in shopper's cart ready to place by pickup and card, holding `quantity` of it. */
async function shopperCart(bearer: string, variantId: number, quantity: number) {
  const added = await api.call('POST', '/orders/0/line_items', {
    bearer,
    body: { line_item: { variant_id: variantId, quantity } },
  });
  expect(added.statusCode, added.body).toBe(200);
  const number = added.json().number as string;
  const ready = await api.call('PATCH', `/checkouts/${number}`, {
    bearer,
    body: {
      phone: '99112233',
      shipping_method_id: 849,
      pickup_location_id: api.pickupLocationId,
      payment_method: 'card',
    },
  });
  expect(ready.statusCode, ready.body).toBe(200);
  return number;
}

describe(`the shop under load on ${kind}`, () => {
  it('places one order from 50 placements of one cart with FLOWERS15 sent at once, answering each in time and staying ready', async () => {
    const shopper = await api.signedIn();
    const flower = await flowerFor(50_000);
    const number = await shopperCart(shopper.bearer, flower.id, flower.quantity);
    const coupon = await api.call('POST', `/checkouts/${number}/coupon`, {
      bearer: shopper.bearer,
      body: { code: 'FLOWERS15' },
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    expect(coupon.json().promo_total).toBeGreaterThan(0);
    const stockBefore = await api.stockOf(flower.id);

    const { result: answers, statuses } = await readinessDuring(
      Promise.all(
        Array.from({ length: 50 }, () =>
          timed(() =>
            api.call('POST', `/checkouts/${number}/complete`, { bearer: shopper.bearer }),
          ),
        ),
      ),
    );

    for (const { response, ms } of answers) {
      expect(ms).toBeLessThan(ANSWER_BOUND_MS);
      // The placed order, or (from another process) "this order is being placed".
      expect([200, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.json().number).toBe(number);
    }
    expect(answers.filter((a) => a.response.json().placed_now === true)).toHaveLength(1);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await api.stockOf(flower.id)).toBe(stockBefore - flower.quantity);
    const [uses] = await rows<{ n: number }>(
      sql`select count(*)::int as n from promo_coupon_use u join order_order o on o.number = u.order_number
           where o.user_id = ${shopper.userId}`,
    );
    expect(Number(uses?.n)).toBe(1);

    // The coupon is once per shopper: the next cart hears so, and the shop still answers.
    const next = await shopperCart(shopper.bearer, flower.id, flower.quantity);
    const again = await api.call('POST', `/checkouts/${next}/coupon`, {
      bearer: shopper.bearer,
      body: { code: 'FLOWERS15' },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect((await api.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 200 mixed requests at once (placements, product reads, sign-ins) in time, with no 5xx but a 503 that says when to retry', async () => {
    const hash = await hashPassword(PASSWORD);
    const logins = Array.from({ length: 40 }, (_, i) => `load${i}.${Date.now()}@example.mn`);
    for (const email of logins) {
      await api.db.execute(
        sql`insert into account_user (email, password_hash) values (${email}, ${hash})`,
      );
    }
    const flower = await flowerFor(30_000);
    const placements: string[] = [];
    const bearers: string[] = [];
    for (let i = 0; i < 40; i++) {
      const shopper = await api.signedIn();
      bearers.push(shopper.bearer);
      const number = await shopperCart(shopper.bearer, flower.id, flower.quantity);
      const coupon = await api.call('POST', `/checkouts/${number}/coupon`, {
        bearer: shopper.bearer,
        body: { code: 'TSETSEG10' },
      });
      expect(coupon.statusCode, coupon.body).toBe(200);
      placements.push(number);
    }
    const [product] = await rows<{ slug: string }>(
      sql`select slug from catalog_product where available_on <= now() and not age_restricted order by id limit 1`,
    );

    const requests: Array<() => Promise<LightMyRequestResponse>> = [];
    for (let i = 0; i < 200; i++) {
      const which = i % 5;
      if (which === 0) {
        const n = (i / 5) % 40;
        requests.push(() =>
          api.call('POST', `/checkouts/${placements[n]}/complete`, { bearer: bearers[n] }),
        );
      } else if (which === 1) {
        const login = logins[Math.floor(i / 5) % logins.length] as string;
        requests.push(() =>
          api.app.inject({
            method: 'POST',
            url: '/api/v2/oauth/token',
            remoteAddress: `10.55.${Math.floor(i / 250)}.${(i % 250) + 1}`,
            payload: { grant_type: 'password', username: login, password: PASSWORD },
          }),
        );
      } else if (which === 2) {
        requests.push(() => api.call('GET', `/products/${product?.slug}`));
      } else if (which === 3) {
        requests.push(() => api.call('GET', '/search/products?sort=date_desc&per_page=12'));
      } else {
        requests.push(() => api.app.inject({ method: 'GET', url: '/readyz' }));
      }
    }
    const answers = await Promise.all(requests.map((send) => timed(send)));
    for (const { response, ms } of answers) {
      expect(ms).toBeLessThan(MIXED_BOUND_MS);
      if (response.statusCode >= 500) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBeDefined();
      } else {
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
    }
    // A 503 may come after the order was committed (its answer then waited too long for a
    // connection), so a retry must answer every order, and no order may be placed twice.
    const completions = answers.filter((_, i) => i % 5 === 0);
    const placedAtFirst = completions.filter((a) => a.response.statusCode === 200);
    let placedByRetry = 0;
    for (const [n, { response }] of completions.entries()) {
      const first = response.statusCode === 200 ? response.json() : null;
      const retry = await api.call('POST', `/checkouts/${placements[n]}/complete`, {
        bearer: bearers[n],
      });
      expect(retry.statusCode, retry.body).toBe(200);
      if (first) expect(retry.json()).toMatchObject({ number: first.number, placed_now: false });
      if (retry.json().placed_now) placedByRetry++;
    }
    const placed = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_order where number in ${placements} and state <> 'cart'`,
    );
    expect(Number(placed[0]?.n)).toBe(placements.length);
    expect(placedAtFirst.length + placedByRetry).toBeLessThanOrEqual(placements.length);
  });

  it('answers a rush on one listing and its next pages (31 at once, three new filter sets) with every page, in time', async () => {
    // Issue 26: the next pages' requests, each holding a connection, waited for the first
    // page's facet counts, which waited for a connection: the pool was held for good.
    for (const priceMax of [61_000, 73_000, 89_000]) {
      const filters = `facets=true&price_max=${priceMax}&sort=price_asc`;
      const rush = [
        () => api.call('GET', `/search/products?${filters}&page=1&per_page=100`),
        ...Array.from(
          { length: 30 },
          (_, i) => () => api.call('GET', `/search/products?${filters}&page=2&per_page=${i + 1}`),
        ),
      ];
      const answers = await Promise.all(rush.map((send) => timed(send)));
      for (const { response, ms } of answers) {
        expect(response.statusCode, response.body).toBe(200);
        expect(ms).toBeLessThan(ANSWER_BOUND_MS);
      }
    }
    expect((await api.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('keeps all 20 units when a signed-in shopper adds one 20 times at once: one cart, one line', async () => {
    const shopper = await api.signedIn();
    const variant = await api.variantWithStock(50);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/orders/0/line_items', {
          bearer: shopper.bearer,
          body: { line_item: { variant_id: variant.id, quantity: 1 } },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const carts = await rows<{ id: number }>(
      sql`select id from order_order where user_id = ${shopper.userId} and state = 'cart'`,
    );
    expect(carts).toHaveLength(1);
    const lines = await rows<{ quantity: number }>(
      sql`select quantity from order_line_item where order_id = ${carts[0]?.id}`,
    );
    expect(lines.map((l) => Number(l.quantity))).toEqual([20]);
    expect(new Set(answers.map((a) => a.json().number)).size).toBe(1);
  });

  it('keeps all 20 units of a guest adding to one cart 20 times at once', async () => {
    const variant = await api.variantWithStock(50);
    const cart = await api.guestCart(variant.id, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', `/orders/${cart.number}/line_items`, {
          orderToken: cart.token,
          body: { line_item: { variant_id: variant.id, quantity: 1 } },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [order] = await rows<{ total_quantity: number }>(
      sql`select total_quantity from order_order where number = ${cart.number}`,
    );
    expect(Number(order?.total_quantity)).toBe(21);
  });
});

describe(`a database too busy to answer on ${kind}`, () => {
  it('answers 503 with Retry-After and the translated message, reports it on /readyz, and serves again after', async () => {
    const test = await freshDatabase({ products: 10, poolSize: 1, limits: { acquireMs: 300 } });
    const { app } = await buildApp({ database: test.database });
    try {
      let release = () => {};
      // Another request holds the only connection (PGlite: its one connection) for a while.
      const held = withTransaction(createContext(test.database.db), async (txCtx) => {
        await txCtx.db.execute(sql`select 1`);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [busy, ready] = await Promise.all([
        timed(() =>
          app.inject({
            method: 'GET',
            url: '/api/v2/products/1',
            headers: { 'accept-language': 'en' },
          }),
        ),
        timed(() => app.inject({ method: 'GET', url: '/readyz' })),
      ]);
      release();
      await held;
      expect(busy.response.statusCode, busy.response.body).toBe(503);
      expect(busy.response.headers['retry-after']).toBe('2');
      expect(busy.response.json().error).toBe(
        'The shop is busy right now. Please try again in a few seconds.',
      );
      expect(busy.ms).toBeLessThan(2_000);
      expect(ready.response.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(2_000);
      const after = await app.inject({ method: 'GET', url: '/readyz' });
      expect(after.json()).toMatchObject({ status: 'ready', waiting: 0 });
      expect(after.json().refused).toBeGreaterThanOrEqual(1);
      expect((await app.inject({ method: 'GET', url: '/api/v2/products/1' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});
