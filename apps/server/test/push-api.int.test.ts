import { createECDH, randomBytes } from 'node:crypto';
import { catalog, createContext, engagement, jobs, push } from '@shop/core';
import { submitPageForm } from '@shop/core/testing';
import { translatorFor } from '@shop/i18n/translators';
import { sql } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { pushKeys } from '../src/push-keys.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const mn = translatorFor('mn');
const en = translatorFor('en');

beforeAll(async () => {
  api = await startShopApi({ products: 80 });
});

afterAll(async () => {
  await api?.close();
});

/** A browser's side of a subscription: its key pair and auth secret, as pushManager makes them. */
function device(id: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys,
    auth,
    id,
    subscription: {
      endpoint: `${api.sandbox.url}/push/${id}`,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth },
    },
  };
}

type Device = ReturnType<typeof device>;

/** What the stand-in push service received for the device, opened with the device's keys. */
async function pushedTo(d: Device) {
  const answer = await fetch(`${api.sandbox.url}/push/${d.id}/messages`);
  const { messages } = (await answer.json()) as {
    messages: { body: string; encoding: string; vapidKey: string; ttl: number }[];
  };
  return messages.map((m) => ({
    ...m,
    payload: JSON.parse(
      decrypt(Buffer.from(m.body, 'base64'), {
        version: 'aes128gcm',
        privateKey: d.keys,
        authSecret: d.auth,
      }).toString('utf8'),
    ) as push.PushPayload,
  }));
}

const subscribe = (d: Device, o: { bearer?: string; lang?: string } = {}) =>
  api.call('POST', '/push/subscriptions', { ...o, body: d.subscription });

/** Runs the queue's push jobs as the server's worker does, until none is due. */
async function sendQueuedPushes() {
  const sender = push.webPushSender({
    keys: pushKeys(api.db, null),
    subject: 'mailto:test@example.mn',
  });
  const handlers = push.pushJobs(sender);
  for (let round = 0; round < 5; round++) {
    const done = await jobs.runDueJobs(() => createContext(api.db), handlers);
    if (done.done + done.retried + done.dead === 0) return;
  }
}

/** A signed-in shopper's order, placed and paid by QPay (the sandbox's page). */
async function paidOrder(bearer: string) {
  const cart = await api.cartOf(bearer, 20_000);
  await api.call('PATCH', `/checkouts/${cart.number}`, {
    bearer,
    body: { payment_method: 'qpay' },
  });
  const placed = await api.call('POST', `/checkouts/${cart.number}/complete`, { bearer });
  expect(placed.statusCode, placed.body).toBe(200);
  const invoice = await api.call('POST', `/orders/${cart.number}/payments/qpay`, { bearer });
  expect(invoice.statusCode, invoice.body).toBe(200);
  await submitPageForm(invoice.json().qr_text, { action: 'pay' });
  // Asking for the payment checks it with QPay, as the shopper's page does after scanning.
  const payment = `/orders/${cart.number}/payments/${invoice.json().payment_id}`;
  expect((await api.call('GET', payment, { bearer })).json().state).toBe('paid');
  const order = await api.call('GET', `/orders/${cart.number}`, { bearer });
  expect(order.json().state).toBe('paid');
  return cart.number;
}

describe(`web push on ${testDatabaseKind()}`, () => {
  it('pushes a paid order to each of the shopper’s devices in its language, encrypted for it', async () => {
    const shopper = await api.shopper();
    const phone = device(`phone-${randomBytes(4).toString('hex')}`);
    const laptop = device(`laptop-${randomBytes(4).toString('hex')}`);
    const strangers = device(`other-${randomBytes(4).toString('hex')}`);

    // Subscribed signed in (English), and subscribed anonymously then linked (Mongolian).
    const onPhone = await subscribe(phone, { bearer: shopper.bearer, lang: 'en' });
    expect(onPhone.statusCode, onPhone.body).toBe(201);
    expect(onPhone.json()).toMatchObject({ linked: true });
    const onLaptop = await subscribe(laptop, { lang: 'mn' });
    expect(onLaptop.json()).toMatchObject({ linked: false });
    const linked = await api.call('POST', '/users/link_device', {
      bearer: shopper.bearer,
      lang: 'mn',
      body: { playerId: onLaptop.json().player_id },
    });
    expect(linked.json()).toEqual({ linked: true, web_push: true });
    // Someone else's device, anonymous: it hears nothing of this order.
    expect((await subscribe(strangers)).statusCode).toBe(201);

    const number = await paidOrder(shopper.bearer);
    await sendQueuedPushes();
    await sendQueuedPushes();

    const key = (await api.call('GET', '/push/key')).json().public_key;
    const toPhone = await pushedTo(phone);
    expect(toPhone).toHaveLength(1);
    expect(toPhone[0]).toMatchObject({ encoding: 'aes128gcm', vapidKey: key, ttl: 86_400 });
    expect(toPhone[0]?.payload).toEqual({
      title: en('push.order_paid_title', { number }),
      body: en('push.order_paid_body'),
      url: `/en/orders/${number}`,
      tag: `order_paid:${number}`,
    });
    const toLaptop = await pushedTo(laptop);
    expect(toLaptop.map((m) => m.payload)).toEqual([
      {
        title: mn('push.order_paid_title', { number }),
        body: mn('push.order_paid_body'),
        url: `/orders/${number}`,
        tag: `order_paid:${number}`,
      },
    ]);
    expect(await pushedTo(strangers)).toEqual([]);
  });

  it('forgets a subscription its push service reports gone (410)', async () => {
    const shopper = await api.shopper();
    const gone = device(`gone-${randomBytes(4).toString('hex')}`);
    const kept = device(`kept-${randomBytes(4).toString('hex')}`);
    await subscribe(gone, { bearer: shopper.bearer });
    await subscribe(kept, { bearer: shopper.bearer });
    const number = await paidOrder(shopper.bearer);
    await sendQueuedPushes();

    const rows = await api.db.execute(
      sql`select endpoint from push_subscription where user_id = ${shopper.userId} order by id`,
    );
    expect((rows as unknown as { rows: { endpoint: string }[] }).rows).toEqual([
      { endpoint: kept.subscription.endpoint },
    ]);
    expect((await pushedTo(kept)).map((m) => m.payload.tag)).toEqual([`order_paid:${number}`]);
  });

  it('takes only a browser’s push service and well-formed keys, and forgets on unsubscribe', async () => {
    const d = device(`d-${randomBytes(4).toString('hex')}`);
    const elsewhere = await api.call('POST', '/push/subscriptions', {
      body: { ...d.subscription, endpoint: 'http://169.254.169.254/latest/meta-data' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.endpoint).toEqual([mn('error.push_endpoint')]);
    const badKey = await api.call('POST', '/push/subscriptions', {
      body: { ...d.subscription, keys: { p256dh: 'abc', auth: d.auth } },
    });
    expect(badKey.statusCode).toBe(400);

    const first = await subscribe(d);
    const again = await subscribe(d, { lang: 'ru' });
    expect(again.json().player_id).toBe(first.json().player_id);
    const shopper = await api.shopper();
    const id = first.json().player_id;
    await api.call('POST', '/users/link_device', {
      bearer: shopper.bearer,
      body: { playerId: id },
    });
    const unlinked = await api.call('POST', `/push/subscriptions/${id}/unlink`);
    expect(unlinked.statusCode).toBe(204);
    const anonymous = await api.db.execute(
      sql`select user_id from push_subscription where token = ${id}`,
    );
    expect((anonymous as unknown as { rows: unknown[] }).rows).toEqual([{ user_id: null }]);
    expect((await api.call('DELETE', `/push/subscriptions/${id}`)).statusCode).toBe(204);
    const left = await api.db.execute(sql`select 1 from push_subscription where token = ${id}`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('pushes the shop’s notifications: to every device, or to the one shopper’s', async () => {
    const admin = await api.shopper('website_admin');
    const shopper = await api.shopper();
    const hers = device(`hers-${randomBytes(4).toString('hex')}`);
    const anyone = device(`anyone-${randomBytes(4).toString('hex')}`);
    await subscribe(hers, { bearer: shopper.bearer, lang: 'en' });
    await subscribe(anyone, { lang: 'mn' });

    const toAll = await api.call('POST', '/notifications', {
      bearer: admin.bearer,
      body: {
        title: 'Шинэ салбар нээгдлээ',
        body: 'Зайсанд шинэ дэлгүүр нээгдлээ.',
        translations: { en: { title: 'A new shop is open', body: 'We opened in Zaisan.' } },
        url: '/pages/stores',
      },
    });
    expect(toAll.statusCode, toAll.body).toBe(201);
    const toHer = await api.call('POST', '/notifications', {
      bearer: admin.bearer,
      body: { title: 'Таны бэлэг', body: 'Танд бэлгийн карт ирлээ.', user_id: shopper.userId },
    });
    // One for tomorrow waits for its day.
    await api.call('POST', '/notifications', {
      bearer: admin.bearer,
      body: {
        title: 'Маргааш',
        body: 'Маргаашийн хямдрал.',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    await sendQueuedPushes();

    // The one shopper's comes straight; the one for all after its fan-out: either order.
    const toHers = (await pushedTo(hers)).map((m) => m.payload);
    expect(toHers).toHaveLength(2);
    expect(toHers).toEqual(
      expect.arrayContaining([
        {
          title: 'A new shop is open',
          body: 'We opened in Zaisan.',
          url: '/en/pages/stores',
          tag: `notification:${toAll.json().id}`,
        },
        {
          // No English words given: the Mongolian ones.
          title: 'Таны бэлэг',
          body: 'Танд бэлгийн карт ирлээ.',
          url: '/en/account/notifications',
          tag: `notification:${toHer.json().id}`,
        },
      ]),
    );
    expect((await pushedTo(anyone)).map((m) => m.payload.title)).toEqual(['Шинэ салбар нээгдлээ']);
  });

  it('tells a shopper of a wished product that got cheaper, and of one back in stock', async () => {
    const shopper = await api.shopper();
    const phone = device(`wish-${randomBytes(4).toString('hex')}`);
    await subscribe(phone, { bearer: shopper.bearer, lang: 'ru' });
    const variant = await api.fixtures.variantCosting(20_000, 5);
    const wished = await api.call('POST', '/wishlists/add_id', {
      bearer: shopper.bearer,
      body: { variant_id: variant.id },
    });
    expect(wished.statusCode, wished.body).toBe(200);
    let slot = 0;
    const lookAtWishes = async () => {
      const look = engagement.wishAlertJobs()[engagement.WISH_ALERTS_JOB];
      await look?.(createContext(api.db), { after: 0, slot: ++slot }, {} as never);
      await sendQueuedPushes();
    };
    const setPrice = (price: number) =>
      api.db.execute(
        sql`update catalog_variant set price = ${price}, selling_price = ${price} where id = ${variant.id}`,
      );
    const setStock = (units: number) =>
      api.db.execute(
        sql`update inventory_stock_item set count_on_hand = ${units} where variant_id = ${variant.id}`,
      );

    // The first look notes the price the shopper wished it at; a dearer price is no news.
    await setPrice(20_000);
    await lookAtWishes();
    await setPrice(30_000);
    await lookAtWishes();
    expect(await pushedTo(phone)).toEqual([]);

    await setPrice(25_000);
    await lookAtWishes();
    await lookAtWishes();
    const [offer] = (
      await catalog.variantOffers(createContext(api.db, 'ru'), [variant.id])
    ).values();
    const ru = translatorFor('ru');
    expect((await pushedTo(phone)).map((m) => m.payload)).toEqual([
      {
        title: ru('push.wish_price_drop_title'),
        body: ru('push.wish_price_drop_body', { name: String(offer?.name), price: 25_000 }),
        url: `/ru/products/${offer?.slug}`,
        tag: `wish_price_drop:${variant.id}:25000`,
      },
    ]);

    // Sold out, then back: the return is news.
    await setStock(0);
    await lookAtWishes();
    await setStock(4);
    await lookAtWishes();
    expect((await pushedTo(phone)).map((m) => m.payload.title)).toEqual([
      ru('push.wish_price_drop_title'),
      ru('push.wish_back_in_stock_title'),
    ]);
  });
});
