import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL } from '../../../scripts/scratch-postgres.ts';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { startOrderApi } from './order-api-helpers.ts';

let api: Awaited<ReturnType<typeof startOrderApi>>;
const kind = testDatabaseKind();
const SHOPPERS = 24;

beforeAll(async () => {
  api = await startOrderApi();
});

afterAll(async () => {
  await api?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places the cart until it is placed: the same Idempotency-Key each time, as a shopper's retry. */
async function placeUntilPlaced(cart: { number: string; token: string }, key: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
      headers: { 'idempotency-key': key },
    });
    if (answer.statusCode === 200) return answer.json() as { number: string; state: string };
    // A lost connection is a 503 to retry; anything else is a real refusal.
    expect([503, 409], answer.body).toContain(answer.statusCode);
    await sleep(25);
  }
  throw new Error(`${cart.number} never placed`);
}

/**
 * Every placed order is whole: its lines, its stock movements for each line, one transition out
 * of the cart, and no money taken twice. Stock went down by exactly what the orders hold.
 */
async function expectWholeOrders(numbers: string[], variantId: number, before: number) {
  const rows = (await api.db.execute(sql`
    select o.number, o.state,
      (select count(*)::int from order_line_item l where l.order_id = o.id) as lines,
      (select coalesce(sum(l.quantity), 0)::int from order_line_item l where l.order_id = o.id) as units,
      (select coalesce(-sum(m.delta), 0)::int from inventory_stock_movement m where m.reference = o.number) as taken,
      (select count(*)::int from order_transition t where t.order_id = o.id and t.from_state = 'cart') as placings,
      (select count(*)::int from payment_payment p where p.order_number = o.number and p.state = 'paid') as paid
    from order_order o where o.number in (${sql.join(
      numbers.map((n) => sql`${n}`),
      sql`, `,
    )})`)) as unknown as {
    rows: {
      number: string;
      state: string;
      lines: number;
      units: number;
      taken: number;
      placings: number;
      paid: number;
    }[];
  };
  expect(rows.rows).toHaveLength(numbers.length);
  for (const order of rows.rows) {
    expect(order, order.number).toMatchObject({ state: 'payment_pending', lines: 1, placings: 1 });
    expect(order.taken, order.number).toBe(order.units);
    expect(order.paid, order.number).toBe(0);
  }
  const units = rows.rows.reduce((sum, o) => sum + o.units, 0);
  expect(await api.stockOf(variantId)).toBe(before - units);
}

describe(`faults on ${kind}`, () => {
  it('places every order whole and once when shoppers retry after failures', async () => {
    const variant = await api.variantWithStock(500);
    const carts = [];
    for (let i = 0; i < SHOPPERS; i++) carts.push(await api.readyCart(variant.id, 1 + (i % 3)));
    const placed = await Promise.all(carts.map((cart, i) => placeUntilPlaced(cart, `whole-${i}`)));
    // Placed again with the same key: the same order, nothing taken twice.
    await Promise.all(carts.map((cart, i) => placeUntilPlaced(cart, `whole-${i}`)));
    await expectWholeOrders(
      placed.map((o) => o.number),
      variant.id,
      500,
    );
  });

  // Registered on PostgreSQL only: PGlite is inside the process, with no connection to cut.
  if (kind === 'postgres')
    it('leaves no order half-made while the database connections are cut mid-checkout, and is ready again within 10 s', async () => {
      const variant = await api.variantWithStock(500);
      const carts = [];
      for (let i = 0; i < SHOPPERS; i++) carts.push(await api.readyCart(variant.id, 1 + (i % 3)));
      // A session of its own (not the shop's pool) cuts every connection to the shop's database,
      // again and again.
      const named = (await api.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      let cutting = true;
      let cuts = 0;
      const cutter = (async () => {
        while (cutting) {
          const answer = await admin.query<{ n: number }>(
            `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
             where datname = $1 and pid <> pg_backend_pid()`,
            [named.rows[0]?.name],
          );
          cuts += Number(answer.rows[0]?.n ?? 0);
          await sleep(15);
        }
      })();
      const placing = Promise.all(carts.map((cart, i) => placeUntilPlaced(cart, `cut-${i}`)));
      await sleep(400);
      cutting = false;
      await cutter;
      await admin.end();
      const placed = await placing;
      expect(cuts).toBeGreaterThan(0);
      await expectWholeOrders(
        placed.map((o) => o.number),
        variant.id,
        500,
      );
      // The balancer's probe sees the shop ready again within 10 s.
      const started = Date.now();
      let ready = 0;
      while (Date.now() - started < 10_000) {
        ready = (await api.app.inject({ url: '/readyz' })).statusCode;
        if (ready === 200) break;
        await sleep(100);
      }
      expect(ready).toBe(200);
    });
});
