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

describe(`checkout API on ${testDatabaseKind()}`, () => {
  it('takes a guest from cart to a placed order with pickup (shipping method 849)', async () => {
    const variant = await api.variantWithStock(5);
    const cart = await api.guestCart(variant.id, 2);
    const path = `/checkouts/${cart.number}`;

    const early = await api.call('POST', `${path}/complete`, { orderToken: cart.token });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().errors)).toEqual(
      expect.arrayContaining(['phone', 'shipping_method', 'payment_method']),
    );

    const contact = await api.call('PATCH', path, {
      orderToken: cart.token,
      body: { phone: '9911 2233', email: 'Sara@Example.mn' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json()).toMatchObject({
      phone: '+97699112233',
      email: 'sara@example.mn',
      delivery_rates: [],
    });
    // The old shop's PayPal is not offered: a client that asks is told so, in its language.
    const paypal = await api.call('PATCH', path, {
      orderToken: cart.token,
      headers: { 'accept-language': 'en' },
      body: { payment_method: 'paypal' },
    });
    expect(paypal.statusCode).toBe(400);
    expect(paypal.json().errors.payment_method).toEqual([
      translatorFor('en')('validation.paypal_inactive'),
    ]);
    const unknown = await api.call('PATCH', path, {
      orderToken: cart.token,
      body: { payment_method: 'cheque' },
    });
    expect(unknown.json().errors.payment_method).toEqual([mn('validation.invalid_choice')]);
    const badStore = await api.call('PATCH', path, {
      orderToken: cart.token,
      body: { shipping_method_id: 849, pickup_location_id: 999_999 },
    });
    expect(badStore.statusCode).toBe(400);
    expect(badStore.json().errors.pickup_location_id).toHaveLength(1);
    expect(
      (
        await api.call('PATCH', path, {
          orderToken: cart.token,
          body: { shipping_method_id: 850 },
        })
      ).statusCode,
    ).toBe(400);
    const pickup = await api.call('PATCH', path, {
      orderToken: cart.token,
      body: {
        shipping_method_id: 849,
        pickup_location_id: api.pickupLocationId,
        payment_method: 'card',
      },
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const order = pickup.json();
    expect(order).toMatchObject({
      shipping_method: 'pickup',
      pickup_location_id: api.pickupLocationId,
      ship_total: 0,
      payment_method: 'card',
    });
    expect(order.total).toBe(order.item_total);

    const placed = await api.call('POST', `${path}/complete`, {
      body: { order_token: cart.token },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({
      number: cart.number,
      state: 'payment_pending',
      placed_now: true,
      vat_state: 'waiting',
      total: order.total,
    });
    expect(placed.json().completed_at).toEqual(expect.any(String));
    expect(placed.json().payment_due_at).toEqual(expect.any(String));
    expect(await api.stockOf(variant.id)).toBe(3);
    expect(await api.messagesAbout(cart.number)).toEqual([
      { channel: 'email', recipient: 'sara@example.mn' },
      { channel: 'sms', recipient: '+97699112233' },
    ]);

    const changed = await api.call('PATCH', path, {
      orderToken: cart.token,
      body: { payment_method: 'bank_transfer' },
    });
    expect(changed.statusCode).toBe(409);
  });

  it('prices delivery to an address and places the order with its shipping', async () => {
    const variant = await api.variantWithStock(5);
    const user = await api.signedIn();
    const added = await api.call('POST', '/orders/0/line_items', {
      bearer: user.bearer,
      body: { line_item: { variant_id: variant.id } },
    });
    const { number, token } = added.json();
    expect(token).toEqual(expect.any(String));
    const path = `/checkouts/${number}`;
    const step = await api.call('PATCH', path, {
      bearer: user.bearer,
      body: {
        email: 'sara@example.mn',
        address: deliveryAddress,
        delivery_option: 'standard',
        payment_method: 'card',
      },
    });
    expect(step.statusCode, step.body).toBe(200);
    const order = step.json();
    expect(order).toMatchObject({
      shipping_method: 'delivery',
      delivery_option: 'standard',
      ship_address: { zipcode: '14200', receiver: 'Сараа', receiver_phone: '+97699112233' },
    });
    const standard = order.delivery_rates.find((r: { option: string }) => r.option === 'standard');
    expect(standard).toMatchObject({ within_hours: 24, open: true, lead: 'now' });
    expect(order.delivery_hours).toBe(24);
    expect(order.ship_total).toBe(standard.price);
    expect(order.total).toBe(order.item_total + order.ship_total);
    const rates = await api.call('GET', `${path}/delivery_rates`, { bearer: user.bearer });
    expect(rates.json().delivery_rates).toEqual(order.delivery_rates);

    const placed = await api.call('POST', `${path}/complete`, { bearer: user.bearer });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ state: 'payment_pending', total: order.total });
    // The account's order: the guest token of the cart does not open it.
    const byToken = await api.call('GET', `/orders/${number}`, { orderToken: token });
    expect(byToken.statusCode).toBe(404);
  });

  it('asks to choose the location again for an address the shop does not deliver to', async () => {
    const variant = await api.variantWithStock(5);
    const cart = await api.guestCart(variant.id);
    const path = `/checkouts/${cart.number}`;
    const far = await api.call('PATCH', path, {
      orderToken: cart.token,
      body: { address: { ...deliveryAddress, zipcode: '84000' } },
    });
    expect(far.statusCode).toBe(409);
    expect(far.json().error).toBe(mn('error.shipping_unavailable'));
    expect(far.json().error).toMatch(/Байршлаа дахин сонгоно уу/);
    const rates = await api.call('GET', `${path}/delivery_rates?order_token=${cart.token}`);
    expect(rates.statusCode).toBe(200);
    expect(rates.json().delivery_rates).toBeNull();
    const invalid = await api.call('PATCH', path, {
      orderToken: cart.token,
      body: { address: { ...deliveryAddress, zipcode: '1' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(['address.zipcode']);
  });

  it('places an order once, sent twice or again with the same Idempotency-Key', async () => {
    const variant = await api.variantWithStock(10);
    const cart = await api.readyCart(variant.id, 2);
    const complete = (key?: string) =>
      api.call('POST', `/checkouts/${cart.number}/complete`, {
        orderToken: cart.token,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const answers = await Promise.all([complete('tap-1'), complete('tap-1')]);
    answers.push(await complete());
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().placed_now)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().number))).toEqual(new Set([cart.number]));
    const replay = await complete('tap-1');
    expect(replay.json()).toMatchObject({ placed_now: false, state: 'payment_pending' });
    expect((await complete()).json().placed_now).toBe(false);
    expect(await api.stockOf(variant.id)).toBe(8);

    // The same key for another order is a mistake of the client, not a replay.
    const other = await api.readyCart(variant.id);
    const reused = await api.call('POST', `/checkouts/${other.number}/complete`, {
      orderToken: other.token,
      headers: { 'idempotency-key': 'tap-1' },
    });
    expect(reused.statusCode).toBe(409);
    expect(await api.stockOf(variant.id)).toBe(8);
  });

  it('sells 5 units to exactly 5 of 20 shoppers placing their orders at once over HTTP', async () => {
    const variant = await api.variantWithStock(20);
    const carts = [];
    for (let i = 0; i < 20; i++) carts.push(await api.readyCart(variant.id));
    await api.setStock(variant.id, 5);
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      carts.map(async (cart, i) => {
        const response = await fetch(`${address}/api/v2/checkouts/${cart.number}/complete`, {
          method: 'POST',
          headers: { 'x-spree-order-token': cart.token, 'idempotency-key': `rush-${i}` },
        });
        return { status: response.status, body: (await response.json()) as { error?: string } };
      }),
    );
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(15).fill(409));
    for (const r of refused) {
      expect([mn('error.out_of_stock'), mn('error.stock_ran_out', { available: 0 })]).toContain(
        r.body.error,
      );
    }
    expect(await api.stockOf(variant.id)).toBe(0);
  });
});
