import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;

beforeAll(async () => {
  api = await startShopApi({ products: 10 });
});

afterAll(async () => {
  await api?.close();
});

describe(`notifications on ${testDatabaseKind()}`, () => {
  it('gives each shopper the shop’s messages, read or not, and counts the unread', async () => {
    const admin = await api.shopper('website_admin');
    const alice = await api.shopper();
    const bob = await api.shopper();
    const before = (await api.call('GET', '/notifications', { bearer: alice.bearer })).json();
    // The seed's standing notices are listed, but none is new to a shopper who joined after.
    expect(before.notifications.length).toBeGreaterThan(0);
    expect(before.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect(before.unread).toBe(0);

    const everyone = await api.call('POST', '/notifications', {
      bearer: admin.bearer,
      body: {
        title: 'Шинэ салбар нээгдлээ',
        body: 'Зайсанд шинэ дэлгүүр нээгдлээ.',
        translations: { en: { title: 'A new shop is open', body: 'We opened in Zaisan.' } },
        url: '/pages/stores',
      },
    });
    expect(everyone.statusCode, everyone.body).toBe(201);
    const personal = await api.call('POST', '/notifications', {
      bearer: admin.bearer,
      body: { title: 'Таны захиалга', body: 'Таны захиалга бэлэн боллоо.', user_id: alice.userId },
    });
    expect(personal.statusCode, personal.body).toBe(201);
    // One for later is not shown yet.
    await api.call('POST', '/notifications', {
      bearer: admin.bearer,
      body: {
        title: 'Маргааш',
        body: 'Маргаашийн мэдээ.',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });

    const mine = await api.call('GET', '/notifications', { bearer: alice.bearer, lang: 'en' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().unread).toBe(before.unread + 2);
    expect(mine.json().notifications.slice(0, 2)).toMatchObject([
      { id: personal.json().id, personal: true, read: false },
      { id: everyone.json().id, title: 'A new shop is open', url: '/pages/stores', read: false },
    ]);
    const bobs = (await api.call('GET', '/notifications', { bearer: bob.bearer })).json();
    expect(bobs.unread).toBe(1);
    // A shopper who joins after it was sent finds it listed, but not new.
    const carol = await api.shopper();
    const carols = (await api.call('GET', '/notifications', { bearer: carol.bearer })).json();
    expect(carols.unread).toBe(0);
    expect(carols.notifications[0]).toMatchObject({ id: everyone.json().id, read: true });
    expect(bobs.notifications.map((n: { id: number }) => n.id)).not.toContain(personal.json().id);
    // Another's message is not theirs to mark.
    expect(
      (
        await api.call('PUT', `/notifications/${personal.json().id}/read`, {
          bearer: bob.bearer,
        })
      ).statusCode,
    ).toBe(404);

    const read = await api.call('PUT', `/notifications/${personal.json().id}/read`, {
      bearer: alice.bearer,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().unread).toBe(before.unread + 1);
    const again = await api.call('PUT', `/notifications/${personal.json().id}/read`, {
      bearer: alice.bearer,
    });
    expect(again.json().unread).toBe(before.unread + 1);
    const all = await api.call('PUT', '/notifications/read_all', { bearer: alice.bearer });
    expect(all.json().unread).toBe(0);
    expect(all.json().notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    // Bob's are his own: still unread.
    expect((await api.call('GET', '/notifications', { bearer: bob.bearer })).json().unread).toBe(
      bobs.unread,
    );
    // A personal message never reaches the shop-wide bar.
    const site = await api.call('GET', '/site_data');
    const shown = site.json().notifications.map((n: { id: number }) => n.id);
    expect(shown).toContain(everyone.json().id);
    expect(shown).not.toContain(personal.json().id);
  });

  it('lets only the website admin send, and refuses a bad message', async () => {
    const shopper = await api.shopper();
    const message = { title: 'Сайн уу', body: 'Мэнд хүргэе.' };
    expect(
      (await api.call('POST', '/notifications', { bearer: shopper.bearer, body: message }))
        .statusCode,
    ).toBe(403);
    expect((await api.call('GET', '/notifications')).statusCode).toBe(401);
    const admin = await api.shopper('website_admin');
    for (const bad of [
      { ...message, title: '' },
      { ...message, url: 'https://elsewhere.example/' },
      { ...message, level: 'shout' },
      { ...message, starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
    ]) {
      const refused = await api.call('POST', '/notifications', { bearer: admin.bearer, body: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
