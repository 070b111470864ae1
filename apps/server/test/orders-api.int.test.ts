import { translatorFor } from '@shop/i18n/translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { deliveryAddress, type OrderApi, startOrderApi } from './order-api-helpers.ts';

let api: OrderApi;

beforeAll(async () => {
  api = await startOrderApi();
});

afterAll(async () => {
  await api?.close();
});

const mn = translatorFor('mn');
const en = translatorFor('en');

/** The catalog's text for a key, failing when the key is missing from the catalog. */
function text(t: typeof mn, key: string, vars?: Record<string, string | number>) {
  const message = t(key, vars);
  expect(message, `${key} is in the catalog`).not.toBe(key);
  return message;
}

describe(`cart API on ${testDatabaseKind()}`, () => {
  it('starts a guest cart, answers its token once, and adds the same line up', async () => {
    const variant = await api.variantWithStock(5);
    const first = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: variant.id } },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const cart = first.json();
    expect(cart.number).toMatch(/^R\d{9}$/);
    expect(cart.token).toMatch(/^[\w-]{43}$/);
    expect(cart).toMatchObject({ state: 'cart', total_quantity: 1 });
    expect(cart.line_items).toHaveLength(1);
    expect(cart.line_items[0]).toMatchObject({
      variant_id: variant.id,
      quantity: 1,
      gift: false,
      product: { id: variant.productId },
    });
    expect(cart.total).toBe(cart.item_total + cart.ship_total);

    // By number with the token in the body, then as 0 with the token in the header.
    const again = await api.call('POST', `/orders/${cart.number}/line_items`, {
      body: { line_item: { variant_id: variant.id, quantity: 2 }, order_token: cart.token },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().token).toBeUndefined();
    const third = await api.call('POST', '/orders/0/line_items', {
      orderToken: cart.token,
      body: { line_item: { variant_id: variant.id } },
    });
    const body = third.json();
    expect(body).toMatchObject({ number: cart.number, total_quantity: 4 });
    expect(body.token).toBeUndefined();
    expect(body.line_items).toHaveLength(1);
    expect(body.line_items[0].total).toBe(body.line_items[0].price * 4);

    // A gift is a line of its own.
    const gift = await api.call('POST', '/orders/0/line_items', {
      orderToken: cart.token,
      body: { line_item: { variant_id: variant.id }, gift: true },
    });
    expect(gift.json().line_items.map((l: { gift: boolean }) => l.gift)).toEqual([false, true]);
  });

  it('updates, removes and empties lines; a line that is gone answers 404', async () => {
    const [a, b] = [await api.variantWithStock(10), await api.variantWithStock(10)];
    const cart = await api.guestCart(a.id, 2);
    const added = await api.call('POST', '/orders/0/line_items', {
      orderToken: cart.token,
      body: { line_item: { variant_id: b.id, quantity: 3 } },
    });
    const [lineA, lineB] = added.json().line_items;

    const updated = await api.call('PATCH', `/orders/${cart.number}/line_items/${lineA.id}`, {
      orderToken: cart.token,
      body: { quantity: 5 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().total_quantity).toBe(8);

    const zero = await api.call('PATCH', `/orders/${cart.number}/line_items/${lineA.id}`, {
      body: { quantity: 0, order_token: cart.token },
    });
    expect(zero.json().line_items.map((l: { id: number }) => l.id)).toEqual([lineB.id]);

    const gone = await api.call('PATCH', `/orders/${cart.number}/line_items/${lineA.id}`, {
      orderToken: cart.token,
      body: { quantity: 1 },
    });
    expect(gone.statusCode).toBe(404);
    const goneDelete = await api.call(
      'DELETE',
      `/orders/${cart.number}/line_items/${lineA.id}?order_token=${cart.token}`,
    );
    expect(goneDelete.statusCode).toBe(404);

    const removed = await api.call('DELETE', `/orders/${cart.number}/line_items/${lineB.id}`, {
      orderToken: cart.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ line_items: [], total_quantity: 0, total: 0 });

    await api.call('POST', '/orders/0/line_items', {
      orderToken: cart.token,
      body: { line_item: { variant_id: b.id } },
    });
    // Checkout steps saved on the cart are forgotten with its lines (spec §4: checkout reset).
    const steps = await api.call('PATCH', `/checkouts/${cart.number}`, {
      orderToken: cart.token,
      body: {
        phone: '99112233',
        email: 'reset@example.mn',
        buyer_type: 'organisation',
        registry_number: '1234567',
        shipping_method: 'delivery',
        address: deliveryAddress,
        payment_method: 'card',
      },
    });
    expect(steps.statusCode, steps.body).toBe(200);
    expect(steps.json().ship_total).toBeGreaterThan(0);
    const emptied = await api.call('DELETE', `/orders/${cart.number}/line_items`, {
      orderToken: cart.token,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toMatchObject({
      number: cart.number,
      line_items: [],
      total: 0,
      ship_total: 0,
      phone: null,
      email: null,
      buyer_type: 'person',
      registry_number: null,
      shipping_method: null,
      ship_address: null,
      delivery_option: null,
      payment_method: null,
    });
  });

  it('refuses what it cannot sell with the spec’s stock messages', async () => {
    const sold = await api.variantWithStock(0);
    const none = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: sold.id } },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(text(mn, 'error.out_of_stock'));

    const few = await api.variantWithStock(2);
    const cart = await api.guestCart(few.id, 2);
    const more = await api.call('POST', '/orders/0/line_items', {
      orderToken: cart.token,
      lang: 'en',
      body: { line_item: { variant_id: few.id } },
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe(text(en, 'error.stock_ran_out', { available: 2 }));

    // Stock taken by someone else meanwhile: raising the line is refused too.
    await api.setStock(few.id, 1);
    const line = (await api.call('GET', '/orders/current', { orderToken: cart.token })).json()
      .line_items[0];
    const raised = await api.call('PATCH', `/orders/${cart.number}/line_items/${line.id}`, {
      orderToken: cart.token,
      body: { quantity: 2 },
    });
    expect(raised.statusCode).toBe(409);
    expect(raised.json().error).toBe(text(mn, 'error.stock_ran_out', { available: 1 }));

    const tooMany = await api.call('POST', '/orders/0/line_items', {
      orderToken: cart.token,
      body: { line_item: { variant_id: few.id, quantity: 0 } },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(text(mn, 'error.quantity_not_possible', { max: 99 }));

    const unknown = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: 2_000_000_000 } },
    });
    expect(unknown.statusCode).toBe(404);
    const extra = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: few.id }, coupon: 'X' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('shows an order by number only to its owner: a stranger gets the 404 of an unknown number', async () => {
    const variant = await api.variantWithStock(5);
    const cart = await api.guestCart(variant.id);
    const own = await api.call('GET', `/orders/${cart.number}?order_token=${cart.token}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ number: cart.number, transitions: [] });

    const other = await api.guestCart(variant.id);
    const unknown = await api.call('GET', '/orders/R000000001', { orderToken: other.token });
    expect(unknown.statusCode).toBe(404);
    const user = await api.signedIn();
    for (const asker of [{ orderToken: other.token }, {}, { bearer: user.bearer }]) {
      const response = await api.call('GET', `/orders/${cart.number}`, asker);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(unknown.json().error);
      const change = await api.call('DELETE', `/orders/${cart.number}/line_items`, asker);
      expect(change.statusCode).toBe(404);
    }
    expect((await api.call('GET', '/orders/not-a-number')).statusCode).toBe(400);
    // A bearer token that is no longer valid is refused rather than treated as a guest.
    const stale = await api.call('GET', `/orders/${cart.number}`, {
      bearer: 'expired-token',
      orderToken: cart.token,
    });
    expect(stale.statusCode).toBe(401);
  });

  it('answers the current cart, and none once it is placed', async () => {
    const variant = await api.variantWithStock(5);
    expect((await api.call('GET', '/orders/current')).statusCode).toBe(204);
    const cart = await api.readyCart(variant.id);
    const current = await api.call('GET', '/orders/current', { orderToken: cart.token });
    expect(current.statusCode).toBe(200);
    expect(current.json().number).toBe(cart.number);
    const placed = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const after = await api.call('GET', '/orders/current', { orderToken: cart.token });
    expect(after.statusCode).toBe(204);
    expect(after.body).toBe('');
    const added = await api.call('POST', `/orders/${cart.number}/line_items`, {
      orderToken: cart.token,
      body: { line_item: { variant_id: variant.id } },
    });
    expect(added.statusCode).toBe(409);
  });
});

describe(`orders API on ${testDatabaseKind()}`, () => {
  it('lists a signed-in shopper’s placed orders by order date, newest or oldest first, a page at a time', async () => {
    const variant = await api.variantWithStock(10);
    const user = await api.signedIn();
    expect((await api.call('GET', '/orders/mine')).statusCode).toBe(401);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const added = await api.call('POST', '/orders/0/line_items', {
        bearer: user.bearer,
        body: { line_item: { variant_id: variant.id } },
      });
      expect(added.statusCode, added.body).toBe(200);
      const { number } = added.json();
      const checkout = await api.call('PATCH', `/checkouts/${number}`, {
        bearer: user.bearer,
        body: {
          email: 'Orders@Example.mn',
          shipping_method: 'pickup',
          pickup_location_id: api.pickupLocationId,
          payment_method: 'bank_transfer',
        },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const placed = await api.call('POST', `/checkouts/${number}/complete`, {
        bearer: user.bearer,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      numbers.push(number);
    }
    // A cart still open is no order of the list.
    await api.call('POST', '/orders/0/line_items', {
      bearer: user.bearer,
      body: { line_item: { variant_id: variant.id } },
    });
    const page = await api.call('GET', '/orders/mine?page=1&per_page=2', { bearer: user.bearer });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(body.orders).toHaveLength(2);
    expect(body.orders[0]).toMatchObject({ state: 'payment_pending', email: 'orders@example.mn' });
    const second = (
      await api.call('GET', '/orders/mine?page=2&per_page=2', { bearer: user.bearer })
    ).json();
    const numbersOf = (list: { orders: { number: string }[] }) => list.orders.map((o) => o.number);
    expect([...numbersOf(body), ...numbersOf(second)]).toEqual([...numbers].reverse());
    // Oldest first when asked, a page at a time the same way.
    const oldest = await api.call('GET', '/orders/mine?per_page=2&sort=date_asc', {
      bearer: user.bearer,
    });
    expect(numbersOf(oldest.json())).toEqual(numbers.slice(0, 2));
    const oldestNext = await api.call('GET', '/orders/mine?page=2&per_page=2&sort=date_asc', {
      bearer: user.bearer,
    });
    expect(numbersOf(oldestNext.json())).toEqual(numbers.slice(2));
    const unknown = await api.call('GET', '/orders/mine?sort=total_desc', { bearer: user.bearer });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('sort');

    const detail = await api.call('GET', `/orders/${numbers[0]}`, { bearer: user.bearer });
    expect(detail.json().transitions).toMatchObject([
      { from_state: 'cart', to_state: 'payment_pending' },
    ]);
    const stranger = await api.signedIn();
    const list = await api.call('GET', '/orders/mine', { bearer: stranger.bearer });
    expect(list.json()).toMatchObject({ orders: [], total: 0, page: 1, per_page: 20 });
  });

  it('lets the shopper cancel an unpaid order with a reason, returning its stock', async () => {
    const variant = await api.variantWithStock(4);
    const cart = await api.readyCart(variant.id, 3);
    const placed = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await api.stockOf(variant.id)).toBe(1);

    const path = `/orders/${cart.number}/cancel`;
    const noReason = await api.call('POST', path, { orderToken: cart.token, body: {} });
    expect(noReason.statusCode).toBe(400);
    const long = await api.call('POST', path, {
      orderToken: cart.token,
      body: { reason: 'x'.repeat(301) },
    });
    expect(long.statusCode).toBe(400);
    const stranger = await api.call('POST', path, { body: { reason: 'not mine' } });
    expect(stranger.statusCode).toBe(404);

    const canceled = await api.call('POST', path, {
      body: { reason: 'Ordered the wrong colour', order_token: cart.token },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      state: 'canceled',
      cancel_reason: 'Ordered the wrong colour',
      refund_note: text(mn, 'order.refund_note'),
    });
    expect(canceled.json().canceled_at).toEqual(expect.any(String));
    expect(await api.stockOf(variant.id)).toBe(4);

    const again = await api.call('POST', path, {
      orderToken: cart.token,
      lang: 'en',
      body: { reason: 'twice' },
    });
    expect(again.statusCode).toBe(409);
    const detail = (
      await api.call('GET', `/orders/${cart.number}`, { orderToken: cart.token })
    ).json();
    expect(detail.transitions.map((t: { to_state: string }) => t.to_state)).toEqual([
      'payment_pending',
      'canceled',
    ]);
    expect(detail.transitions[1].reason).toBe('Ordered the wrong colour');

    // A cart is not an order to cancel.
    const open = await api.guestCart(variant.id);
    const refused = await api.call('POST', `/orders/${open.number}/cancel`, {
      orderToken: open.token,
      body: { reason: 'changed my mind' },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('buys a placed order again: a guest’s new cart, what is left of short stock, the rest named', async () => {
    const [plenty, short] = [await api.variantWithStock(10), await api.variantWithStock(10)];
    const order = await api.readyCart(plenty.id, 2);
    const second = await api.call('POST', `/orders/${order.number}/line_items`, {
      orderToken: order.token,
      body: { line_item: { variant_id: short.id, quantity: 3 } },
    });
    expect(second.statusCode, second.body).toBe(200);
    const placed = await api.call('POST', `/checkouts/${order.number}/complete`, {
      orderToken: order.token,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await api.setStock(short.id, 2);

    const again = await api.call('POST', `/orders/${order.number}/buy_again?locale=en`, {
      body: { order_token: order.token },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
    const body = again.json();
    expect(
      body.added.map((a: { quantity: number; ordered: number }) => [a.quantity, a.ordered]),
    ).toEqual([
      [2, 2],
      [2, 3],
    ]);
    expect(body.missed).toEqual([]);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.cart).toMatchObject({ state: 'cart', total_quantity: 4 });
    expect(body.cart.number).not.toBe(order.number);

    // Again into that cart (its token sent): nothing more of the short one is left to add.
    await api.setStock(plenty.id, 0);
    const third = await api.call('POST', `/orders/${order.number}/buy_again?locale=en`, {
      body: { order_token: order.token, cart_token: body.token },
    });
    expect(third.statusCode, third.body).toBe(200);
    const thirdBody = third.json();
    expect(thirdBody.token).toBeUndefined();
    expect(thirdBody.added).toEqual([]);
    expect(thirdBody.cart).toBeNull();
    expect(thirdBody.missed.map((m: { reason: string }) => m.reason)).toEqual([
      'error.out_of_stock',
      'error.stock_ran_out',
    ]);
    expect(thirdBody.missed[0].message).toBe(text(en, 'error.out_of_stock'));

    // Without the order's token the order is nobody's to read: the 404 of an unknown number.
    const stranger = await api.call('POST', `/orders/${order.number}/buy_again`);
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect(stranger.json().error).toBe(text(mn, 'error.no_order'));
    const unknownField = await api.call('POST', `/orders/${order.number}/buy_again`, {
      body: { order_token: order.token, quantity: 2 },
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('documents the order and checkout routes under the orders tag', async () => {
    const spec = (await api.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v2/orders/{number}/line_items',
      '/api/v2/orders/{number}/line_items/{id}',
      '/api/v2/orders/current',
      '/api/v2/orders/mine',
      '/api/v2/orders/{number}',
      '/api/v2/orders/{number}/cancel',
      '/api/v2/orders/{number}/buy_again',
      '/api/v2/checkouts/{number}',
      '/api/v2/checkouts/{number}/delivery_rates',
      '/api/v2/checkouts/{number}/complete',
    ]) {
      const operations = Object.values(spec.paths[path] ?? {}) as { tags: string[] }[];
      expect(operations.length, path).toBeGreaterThan(0);
      for (const operation of operations) expect(operation.tags).toEqual(['orders']);
    }
  });
});
