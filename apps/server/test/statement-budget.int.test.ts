import { translatorFor } from '@shop/i18n/translators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { deliveryAddress, type OrderApi, startOrderApi } from './order-api-helpers.ts';

// What a cart step costs is mostly its statements (docs/PERFORMANCE.md, checkout): each one
// is a round trip on a pooled connection, SQL built by Drizzle, and a row parsed. These budgets
// are today's counts; a change that adds a statement to a step shows here first.
const BUDGET = {
  firstAdd: 7,
  laterAdd: 9,
  contactStep: 3,
  deliveryStep: 3,
  complete: 14,
};

let api: OrderApi;

beforeAll(async () => {
  api = await startOrderApi();
});

afterAll(async () => {
  await api?.close();
});

/** A request's answer and the statements it sent to the database (begin and commit included). */
async function counted(...args: Parameters<OrderApi['call']>) {
  const before = api.statements();
  const response = await api.call(...args);
  return { statements: api.statements() - before, response };
}

describe(`statements per cart step on ${testDatabaseKind()}`, () => {
  it('adds, steps through checkout and places within the budget, answering in full', async () => {
    const [a, b] = [await api.variantWithStock(50), await api.variantWithStock(50)];
    const first = await counted('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: a.id, quantity: 1 } },
    });
    expect(first.response.statusCode, first.response.body).toBe(200);
    const { number, token } = first.response.json();
    const second = await counted('POST', `/orders/${number}/line_items`, {
      orderToken: token,
      body: { line_item: { variant_id: b.id, quantity: 2 } },
    });
    const again = await counted('POST', `/orders/${number}/line_items`, {
      orderToken: token,
      body: { line_item: { variant_id: b.id, quantity: 1 } },
    });
    const contact = await counted('PATCH', `/checkouts/${number}`, {
      orderToken: token,
      body: { phone: '99112233', payment_method: 'card' },
    });
    const delivery = await counted('PATCH', `/checkouts/${number}`, {
      orderToken: token,
      body: { address: deliveryAddress },
    });
    const complete = await counted('POST', `/checkouts/${number}/complete`, {
      orderToken: token,
      headers: { 'idempotency-key': `budget-${number}` },
    });
    for (const step of [second, again, contact, delivery, complete])
      expect(step.response.statusCode, step.response.body).toBe(200);

    expect(first.statements).toBeLessThanOrEqual(BUDGET.firstAdd);
    expect(second.statements).toBeLessThanOrEqual(BUDGET.laterAdd);
    expect(again.statements).toBeLessThanOrEqual(BUDGET.laterAdd);
    expect(contact.statements).toBeLessThanOrEqual(BUDGET.contactStep);
    expect(delivery.statements).toBeLessThanOrEqual(BUDGET.deliveryStep);
    expect(complete.statements).toBeLessThanOrEqual(BUDGET.complete);

    // The answers built from what the step read are the same as a fresh read.
    const fresh = await api.call('GET', `/orders/${number}`, { orderToken: token });
    const placed = complete.response.json();
    const { placed_now, ...placedOrder } = placed;
    expect(placed_now).toBe(true);
    const { transitions, ...freshOrder } = fresh.json();
    expect(transitions.length).toBeGreaterThan(0);
    expect(placedOrder).toEqual(freshOrder);
    expect(placed.line_items.map((l: { quantity: number }) => l.quantity)).toEqual([1, 3]);
    expect(again.response.json().line_items).toHaveLength(2);
    expect(again.response.json().total_quantity).toBe(4);
    const priced = delivery.response.json();
    expect(priced.delivery_rates.length).toBeGreaterThan(0);
    const chosen = priced.delivery_rates.find(
      (r: { option: string }) => r.option === priced.delivery_option,
    );
    expect(priced.ship_total).toBe(chosen.price);
    expect(placed.ship_total).toBe(priced.ship_total);
    expect(placed.total).toBe(placed.item_total + placed.ship_total);
  });

  it('keeps a changed price on the cart and refuses once, then places at the new price', async () => {
    const variant = await api.variantWithStock(5);
    const cart = await api.readyCart(variant.id, 2);
    const before = (
      await api.call('GET', `/orders/${cart.number}`, { orderToken: cart.token })
    ).json().line_items[0].price;
    await api.db.execute(
      sql`update catalog_variant set price = price + 1000, selling_price = selling_price + 1000
          where id = ${variant.id}`,
    );
    const refused = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe(translatorFor('mn')('error.prices_changed'));
    const repriced = await api.call('GET', `/orders/${cart.number}`, { orderToken: cart.token });
    expect(repriced.json().line_items[0].price).toBe(before + 1000);
    expect(repriced.json().item_total).toBe((before + 1000) * 2);
    expect(await api.stockOf(variant.id)).toBe(5);

    const placed = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ placed_now: true, item_total: (before + 1000) * 2 });
    expect(await api.stockOf(variant.id)).toBe(3);
  });
});
