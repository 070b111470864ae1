import { checkout, createContext, notify, orders, vat } from '@shop/core';
import { translatorFor } from '@shop/i18n/translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const mn = translatorFor('mn');

beforeAll(async () => {
  api = await startShopApi({ products: 60 });
});

afterAll(async () => {
  await api?.close();
});

/** A shopper's order paid by a bank transfer that staff recorded. */
async function paidOrder(how: { delivery?: boolean; quantity?: number } = {}) {
  const me = await api.shopper();
  const staff = await api.shopper('staff');
  const cart = await api.cartOf(me.bearer, 25_000, how);
  const chosen = await api.call('PATCH', `/checkouts/${cart.number}`, {
    bearer: me.bearer,
    body: { payment_method: 'bank_transfer' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const placed = await api.call('POST', `/checkouts/${cart.number}/complete`, {
    bearer: me.bearer,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const transfer = await api.call('POST', `/api/back_office/orders/${cart.number}/bank_transfers`, {
    bearer: staff.bearer,
    body: { bank_reference: `KHAN-${cart.number}` },
  });
  expect(transfer.statusCode, transfer.body).toBe(200);
  return { me, staff, ...cart, total: placed.json().total as number };
}

const step = (staff: string, number: string, body: object) =>
  api.call('POST', `/api/back_office/orders/${number}/fulfilment`, { bearer: staff, body });

async function smsAbout(number: string): Promise<string[]> {
  await notify.settleDeliveries();
  const answer = await fetch(`${api.sandbox.url}/outbox.json?channel=sms`);
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  return messages
    .filter((m) => m.body.includes(number))
    .map((m) => m.body)
    .reverse();
}

describe(`fulfilment on ${testDatabaseKind()}`, () => {
  it('takes a delivery order from paid to delivered, tells the buyer twice, and refuses to cancel it once shipped', async () => {
    const order = await paidOrder({ delivery: true });
    expect((await step(order.me.bearer, order.number, { step: 'confirm' })).statusCode).toBe(403);
    expect((await step(order.staff.bearer, order.number, { step: 'confirm' })).statusCode).toBe(
      200,
    );
    const early = await step(order.staff.bearer, order.number, { step: 'ship', note: 'Бат' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      mn('error.transition_refused', { from: 'confirmed', to: 'shipped' }),
    );
    expect((await step(order.staff.bearer, order.number, { step: 'ready' })).statusCode).toBe(200);
    const noNote = await step(order.staff.bearer, order.number, { step: 'ship' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note).toBeDefined();
    const shipped = await step(order.staff.bearer, order.number, {
      step: 'ship',
      note: 'Жолооч Бат, 9911-4455',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      state: 'shipped',
      shipment_note: 'Жолооч Бат, 9911-4455',
    });

    const cancel = await api.call('POST', `/orders/${order.number}/cancel`, {
      bearer: order.me.bearer,
      body: { reason: 'Хэрэггүй болсон', refund_to: 'wallet' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe(
      mn('error.transition_refused', { from: 'shipped', to: 'canceled' }),
    );

    const delivered = await step(order.staff.bearer, order.number, { step: 'deliver' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().delivered_at).toEqual(expect.any(String));
    const seen = await api.call('GET', `/orders/${order.number}`, { bearer: order.me.bearer });
    expect(seen.json().transitions.map((t: { to_state: string }) => t.to_state)).toEqual([
      'payment_pending',
      'paid',
      'confirmed',
      'ready_to_deliver',
      'shipped',
      'delivered',
    ]);

    const texts = await smsAbout(order.number);
    expect(texts).toContain(
      translatorFor('mn')('notify.order_shipped_sms', {
        shop: mn('shop.name'),
        number: order.number,
        note: 'Жолооч Бат, 9911-4455',
      }),
    );
    expect(texts).toContain(
      mn('notify.order_delivered_sms', { shop: mn('shop.name'), number: order.number }),
    );
  });

  it('hands a pickup order over at the store (never shipped), then completes it days later by itself', async () => {
    const order = await paidOrder();
    await step(order.staff.bearer, order.number, { step: 'confirm' });
    const ship = await step(order.staff.bearer, order.number, { step: 'ready' });
    expect(ship.statusCode).toBe(200);
    expect(
      (await step(order.staff.bearer, order.number, { step: 'ship', note: 'x' })).statusCode,
    ).toBe(409);
    expect(await smsAbout(order.number)).toContain(
      mn('notify.order_ready_pickup_sms', { shop: mn('shop.name'), number: order.number }),
    );
    expect((await step(order.staff.bearer, order.number, { step: 'deliver' })).statusCode).toBe(
      200,
    );
    const sixDays = createContext(api.db, 'mn', new Date(Date.now() + 6 * 86_400_000));
    expect(await orders.completeDeliveredOrders(sixDays, 7)).not.toContain(order.number);
    const eightDays = createContext(api.db, 'mn', new Date(Date.now() + 8 * 86_400_000));
    expect(await orders.completeDeliveredOrders(eightDays, 7)).toContain(order.number);
    const seen = await api.call('GET', `/orders/${order.number}`, { bearer: order.me.bearer });
    expect(seen.json().state).toBe('completed');
    expect(seen.json().transitions.at(-1)).toMatchObject({
      from_state: 'delivered',
      to_state: 'completed',
      reason: 'completed_after_delivery',
    });
  });

  it('declines a paid order only with a reason (not confirmed), and it can then be canceled', async () => {
    const order = await paidOrder();
    const bare = await step(order.staff.bearer, order.number, { step: 'decline' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.reason).toBeDefined();
    const declined = await step(order.staff.bearer, order.number, {
      step: 'decline',
      reason: 'Цэцэг дууссан',
    });
    expect(declined.json().state).toBe('not_confirmed');
    const canceled = await api.call('POST', `/api/back_office/orders/${order.number}/cancel`, {
      bearer: order.staff.bearer,
      body: { reason: 'Цэцэг дууссан', refund_to: 'wallet' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ state: 'canceled', amount_due: 0 });
    expect((await api.call('GET', '/users/wallet', { bearer: order.me.bearer })).json().full).toBe(
      order.total,
    );
  });

  it('lets staff cancel a paid order until it ships, and not after', async () => {
    const order = await paidOrder({ delivery: true });
    for (const s of ['confirm', 'ready']) await step(order.staff.bearer, order.number, { step: s });
    await step(order.staff.bearer, order.number, { step: 'ship', note: 'Шуудан' });
    const late = await api.call('POST', `/api/back_office/orders/${order.number}/cancel`, {
      bearer: order.staff.bearer,
      body: { reason: 'Хоцорсон', refund_to: 'wallet' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      mn('error.transition_refused', { from: 'shipped', to: 'canceled' }),
    );
  });

  it('takes a return: stock back except the written-off line, the money to the wallet, once', async () => {
    const kept = await paidOrder({ delivery: true, quantity: 2 });
    const broken = await paidOrder({ delivery: true, quantity: 2 });
    for (const o of [kept, broken]) {
      for (const s of ['confirm', 'ready']) await step(o.staff.bearer, o.number, { step: s });
      await step(o.staff.bearer, o.number, { step: 'ship', note: 'Шуудан' });
      await step(o.staff.bearer, o.number, { step: 'deliver' });
    }
    const stockBefore = await api.fixtures.stockOf(kept.variantId);
    const brokenStock = await api.fixtures.stockOf(broken.variantId);
    const returned = await api.call('POST', `/api/back_office/orders/${kept.number}/return`, {
      bearer: kept.staff.bearer,
      body: { reason: 'Хэмжээ таараагүй', refund_to: 'wallet' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ state: 'returned', amount_due: 0 });
    expect(await api.fixtures.stockOf(kept.variantId)).toBe(stockBefore + 2);
    const wallet = await api.call('GET', '/users/wallet', { bearer: kept.me.bearer });
    expect(wallet.json().full).toBe(kept.total);
    const again = await api.call('POST', `/api/back_office/orders/${kept.number}/return`, {
      bearer: kept.staff.bearer,
      body: { reason: 'Дахин', refund_to: 'wallet' },
    });
    expect(again.statusCode).toBe(409);
    expect((await api.call('GET', '/users/wallet', { bearer: kept.me.bearer })).json().full).toBe(
      kept.total,
    );

    const lines = (await api.call('GET', `/orders/${broken.number}`, { bearer: broken.me.bearer }))
      .json()
      .line_items.map((l: { id: number }) => l.id);
    const unknownLine = await api.call('POST', `/api/back_office/orders/${broken.number}/return`, {
      bearer: broken.staff.bearer,
      body: { reason: 'Гэмтсэн', refund_to: 'wallet', write_off_line_ids: [999_999] },
    });
    expect(unknownLine.statusCode).toBe(400);
    const writtenOff = await api.call('POST', `/api/back_office/orders/${broken.number}/return`, {
      bearer: broken.staff.bearer,
      body: { reason: 'Гэмтсэн', refund_to: 'wallet', write_off_line_ids: lines },
    });
    expect(writtenOff.statusCode, writtenOff.body).toBe(200);
    expect(await api.fixtures.stockOf(broken.variantId)).toBe(brokenStock);
    expect((await api.call('GET', '/users/wallet', { bearer: broken.me.bearer })).json().full).toBe(
      broken.total,
    );
  });

  it('refuses a return of an order not yet shipped: it is canceled instead', async () => {
    const order = await paidOrder();
    const early = await api.call('POST', `/api/back_office/orders/${order.number}/return`, {
      bearer: order.staff.bearer,
      body: { reason: 'Буцаах', refund_to: 'wallet' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      mn('error.transition_refused', { from: 'paid', to: 'returned' }),
    );
  });

  it('keeps the VAT receipt true across the order’s life: sent once paid, returned when the order comes back, dropped when it ends unpaid', async () => {
    const service = vat.sandboxVatService(api.sandbox.url);
    const order = await paidOrder({ delivery: true });
    for (const s of ['confirm', 'ready']) await step(order.staff.bearer, order.number, { step: s });
    expect(await checkout.sendVatReceipts(api.ctx(), service)).toContain(order.number);
    await step(order.staff.bearer, order.number, { step: 'ship', note: 'Шуудан' });
    await step(order.staff.bearer, order.number, { step: 'deliver' });
    const seen = async (number: string, bearer: string) =>
      (await api.call('GET', `/orders/${number}`, { bearer })).json();
    expect(await seen(order.number, order.me.bearer)).toMatchObject({ vat_state: 'sent' });
    await api.call('POST', `/api/back_office/orders/${order.number}/return`, {
      bearer: order.staff.bearer,
      body: { reason: 'Буцаасан', refund_to: 'wallet' },
    });
    expect(await checkout.returnVatReceipts(api.ctx(), service)).toContain(order.number);
    expect(await seen(order.number, order.me.bearer)).toMatchObject({ vat_state: 'returned' });
    expect(await checkout.returnVatReceipts(api.ctx(), service)).not.toContain(order.number);

    const me = await api.shopper();
    const cart = await api.cartOf(me.bearer, 25_000);
    await api.call('PATCH', `/checkouts/${cart.number}`, {
      bearer: me.bearer,
      body: { payment_method: 'bank_transfer' },
    });
    await api.call('POST', `/checkouts/${cart.number}/complete`, { bearer: me.bearer });
    await api.call('POST', `/orders/${cart.number}/cancel`, {
      bearer: me.bearer,
      body: { reason: 'Хэрэггүй', refund_to: 'wallet' },
    });
    expect(await seen(cart.number, me.bearer)).toMatchObject({ vat_state: 'waiting' });
    await checkout.returnVatReceipts(api.ctx(), service);
    expect(await seen(cart.number, me.bearer)).toMatchObject({
      state: 'canceled',
      vat_state: 'none',
    });
  });
});
