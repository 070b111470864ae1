import { translatorFor } from '@shop/i18n/translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const en = translatorFor('en');

beforeAll(async () => {
  api = await startShopApi({ products: 40 });
});

afterAll(async () => {
  await api?.close();
});

interface Wishlist {
  id: number;
  name: string;
  is_default: boolean;
  share_token: string | null;
  wished_products: { id: number; variant_id: number; availability: string }[];
}

describe(`wish lists API on ${testDatabaseKind()}`, () => {
  it('hearts: add_id and remove_id answer the wished ids; GET /wishlists shows the default list', async () => {
    const me = await api.shopper();
    const v = await api.fixtures.variantWithStock(2);
    // The first heart names the list it starts in the shopper's language.
    const added = await api.call('POST', '/wishlists/add_id', {
      bearer: me.bearer,
      body: { variant_id: v.id },
      lang: 'en',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ variant_ids: [v.id], product_ids: [v.productId] });
    const again = await api.call('POST', '/wishlists/add_id', {
      bearer: me.bearer,
      body: { variant_id: v.id },
    });
    expect(again.json().variant_ids).toEqual([v.id]);
    const lists = await api.call('GET', '/wishlists', { bearer: me.bearer, lang: 'en' });
    const [list] = lists.json().wishlists as Wishlist[];
    expect(list?.name).toBe('My wish list');
    expect(list?.is_default).toBe(true);
    expect(list?.wished_products.map((w) => [w.variant_id, w.availability])).toEqual([
      [v.id, 'available'],
    ]);
    const removed = await api.call('POST', '/wishlists/remove_id', {
      bearer: me.bearer,
      body: { variant_id: v.id },
    });
    expect(removed.json()).toEqual({ variant_ids: [], product_ids: [] });
    const wished = await api.call('GET', '/wishlists/wished_products', { bearer: me.bearer });
    expect(wished.json()).toEqual({ variant_ids: [], product_ids: [] });
  });

  it('list CRUD, move, share read-only, and wish to cart', async () => {
    const me = await api.shopper();
    const create = (name: string) =>
      api.call('POST', '/wishlists', { bearer: me.bearer, body: { name } });
    const first = (await create('Төрсөн өдөр')).json() as Wishlist;
    const madeSecond = await create('Хурим');
    expect(madeSecond.statusCode).toBe(201);
    const second = madeSecond.json() as Wishlist;
    const names = async () =>
      (
        (await api.call('GET', '/wishlists', { bearer: me.bearer })).json().wishlists as Wishlist[]
      ).map((l) => l.name);
    expect(await names()).toEqual(['Хурим', 'Төрсөн өдөр']);

    const renamed = await api.call('PUT', `/wishlists/${second.id}`, {
      bearer: me.bearer,
      body: { name: 'Хуримын бэлэг', is_default: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Хуримын бэлэг', is_default: true });

    const a = await api.fixtures.variantWithStock(3);
    const b = await api.fixtures.variantWithStock(3);
    for (const v of [a, b]) {
      await api.call('POST', '/wishlists/add_id', {
        bearer: me.bearer,
        body: { variant_id: v.id, wishlist_id: first.id },
      });
    }
    const firstNow = (
      await api.call('GET', `/wishlists/${first.id}`, { bearer: me.bearer })
    ).json() as Wishlist;
    expect(firstNow.wished_products.map((w) => w.variant_id)).toEqual([b.id, a.id]);
    const aWish = firstNow.wished_products[1]?.id;
    const moved = await api.call('POST', `/wishlists/${first.id}/wished_products/${aWish}/move`, {
      bearer: me.bearer,
      body: { wishlist_id: second.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().wishlists as Wishlist[];
    expect(after.find((l) => l.id === second.id)?.wished_products.map((w) => w.variant_id)).toEqual(
      [a.id],
    );

    const shared = await api.call('POST', `/wishlists/${first.id}/share`, { bearer: me.bearer });
    const token = shared.json().share_token as string;
    const open = await api.call('GET', `/shared_wishlists/${token}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().name).toBe('Төрсөн өдөр');
    expect(open.json().wished_products.map((w: { variant_id: number }) => w.variant_id)).toEqual([
      b.id,
    ]);
    // A guessed token and a withdrawn one open nothing.
    expect((await api.call('GET', `/shared_wishlists/${'A'.repeat(24)}`)).statusCode).toBe(404);
    expect((await api.call('GET', '/shared_wishlists/short')).statusCode).toBe(400);
    await api.call('DELETE', `/wishlists/${first.id}/share`, { bearer: me.bearer });
    expect((await api.call('GET', `/shared_wishlists/${token}`)).statusCode).toBe(404);

    const toCart = await api.call('POST', `/wishlists/${second.id}/to_cart`, {
      bearer: me.bearer,
      body: {},
    });
    expect(toCart.statusCode, toCart.body).toBe(200);
    expect(toCart.json()).toMatchObject({ added: [a.id], refused: [] });
    const cart = await api.call('GET', `/orders/${toCart.json().order_number}`, {
      bearer: me.bearer,
    });
    expect(cart.statusCode, cart.body).toBe(200);

    const emptied = await api.call('POST', `/wishlists/${second.id}/empty`, { bearer: me.bearer });
    expect(emptied.json().wished_products).toEqual([]);
    const nothing = await api.call('POST', `/wishlists/${second.id}/to_cart`, {
      bearer: me.bearer,
      body: {},
      lang: 'en',
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe(en('error.wishlist_empty'));

    const gone = await api.call('DELETE', `/wishlists/${second.id}`, { bearer: me.bearer });
    expect(gone.statusCode).toBe(204);
    expect(await names()).toEqual(['Төрсөн өдөр']);
  });

  it('refuses strangers, guests and bad input with the spec’s error shape', async () => {
    const me = await api.shopper();
    const stranger = await api.shopper();
    const list = (
      await api.call('POST', '/wishlists', { bearer: me.bearer, body: { name: 'Mine' } })
    ).json() as Wishlist;
    const v = await api.fixtures.variantWithStock(1);
    await api.call('POST', '/wishlists/add_id', {
      bearer: me.bearer,
      body: { variant_id: v.id, wishlist_id: list.id },
    });
    const wish = (
      (await api.call('GET', `/wishlists/${list.id}`, { bearer: me.bearer })).json() as Wishlist
    ).wished_products[0]?.id;
    const theirs: [method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: object][] = [
      ['GET', `/wishlists/${list.id}`],
      ['PUT', `/wishlists/${list.id}`, { name: 'x' }],
      ['DELETE', `/wishlists/${list.id}`],
      ['POST', `/wishlists/${list.id}/empty`],
      ['POST', `/wishlists/${list.id}/share`],
      ['POST', `/wishlists/${list.id}/to_cart`, {}],
      ['DELETE', `/wishlists/${list.id}/wished_products/${wish}`],
      ['POST', '/wishlists/add_id', { variant_id: v.id, wishlist_id: list.id }],
    ];
    for (const [method, url, body] of theirs) {
      const answer = await api.call(method, url, { bearer: stranger.bearer, body, lang: 'en' });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().error).toMatch(/wish list found|not on the wish list/);
      const guest = await api.call(method, url, { body });
      expect(guest.statusCode, `${method} ${url} as a guest`).toBe(401);
    }
    expect((await api.call('GET', `/wishlists/${list.id}`, { bearer: me.bearer })).statusCode).toBe(
      200,
    );

    const bad: [url: string, body: unknown][] = [
      ['/wishlists', { name: '' }],
      ['/wishlists', { name: 'x'.repeat(61) }],
      ['/wishlists', { name: 'ok', extra: 1 }],
      ['/wishlists/add_id', { variant_id: 'one' }],
      ['/wishlists/add_id', { variant_id: -1 }],
      ['/wishlists/add_id', { variant_id: 1e12 }],
      ['/wishlists/remove_id', {}],
    ];
    for (const [url, body] of bad) {
      const answer = await api.call('POST', url, { bearer: me.bearer, body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors ?? answer.json().error).toBeTruthy();
    }
    const unknown = await api.call('POST', '/wishlists/add_id', {
      bearer: me.bearer,
      body: { variant_id: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('two tabs toggling the same heart at once end in one consistent state', async () => {
    const me = await api.shopper();
    const v = await api.fixtures.variantWithStock(1);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.call('POST', '/wishlists/add_id', { bearer: me.bearer, body: { variant_id: v.id } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const lists = (await api.call('GET', '/wishlists', { bearer: me.bearer })).json()
      .wishlists as Wishlist[];
    expect(lists).toHaveLength(1);
    expect(lists[0]?.wished_products).toHaveLength(1);
  });
});
