import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;

beforeAll(async () => {
  api = await startShopApi({ products: 60 });
});

afterAll(async () => {
  await api?.close();
});

interface Spot {
  product_id: number;
  x: number;
  y: number;
}

describe(`look books on ${testDatabaseKind()}`, () => {
  it('lists the seeded look books and opens one whose hotspots are products for sale', async () => {
    const list = await api.call('GET', '/look_books', { lang: 'en' });
    expect(list.statusCode, list.body).toBe(200);
    const books = list.json().look_books;
    expect(books.map((b: { title: string }) => b.title)).toEqual([
      'Spring flowers',
      'A cosy home',
      'Gift ideas',
      'The holiday table',
    ]);
    const one = await api.call('GET', `/look_books/${books[0].slug}`, { lang: 'ru' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().title).toBe('Весенние цветы');
    const spots: Spot[] = one.json().spots;
    expect(spots.length).toBe(3);
    for (const spot of spots) {
      const product = await api.call('GET', `/products/${spot.product_id}`);
      expect(product.statusCode).toBe(200);
      expect(spot.x).toBeGreaterThanOrEqual(0);
      expect(spot.x).toBeLessThanOrEqual(100);
    }
    const picture = await api.app.inject({ method: 'GET', url: one.json().picture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toContain('<svg');
    expect((await api.call('GET', '/look_books/no-such-book')).statusCode).toBe(404);
  });

  it('lists the lifestyle products: those on the pictures, in the books’ order, each once', async () => {
    const books = (await api.call('GET', '/look_books')).json().look_books as { slug: string }[];
    const onPictures: number[] = [];
    for (const book of books) {
      const spots: Spot[] = (await api.call('GET', `/look_books/${book.slug}`)).json().spots;
      for (const spot of spots) {
        if (!onPictures.includes(spot.product_id)) onPictures.push(spot.product_id);
      }
    }
    const lifestyle = await api.call('GET', '/lifestyle', { lang: 'en' });
    expect(lifestyle.statusCode, lifestyle.body).toBe(200);
    const products: { id: number; name: string; total_on_hand: number }[] =
      lifestyle.json().products;
    expect(products.length).toBeGreaterThan(3);
    expect(products.length).toBeLessThanOrEqual(100);
    // Shoppers see only what they may buy: the rest of the pictures' products keep their order.
    const ids = products.map((p) => p.id);
    expect(ids).toEqual(onPictures.filter((id) => ids.includes(id)));
    for (const product of products) expect(product.total_on_hand).toBeGreaterThan(0);
    expect(products[0]?.name).toMatch(/[a-z]/i);
  });

  it('lets the website admin write a look book, and no one else', async () => {
    const [first] = (await api.call('GET', '/look_books')).json().look_books;
    const spots = (await api.call('GET', `/look_books/${first.slug}`)).json().spots;
    const book = {
      slug: 'zunii-udesh',
      title: 'Зуны үдэш',
      translations: { en: { title: 'A summer evening' } },
      picture: first.picture,
      position: 9,
      spots: spots.slice(0, 2),
    };
    const shopper = await api.shopper();
    expect(
      (await api.call('PUT', '/look_books', { bearer: shopper.bearer, body: book })).statusCode,
    ).toBe(403);
    expect((await api.call('PUT', '/look_books', { body: book })).statusCode).toBe(401);
    const admin = await api.shopper('website_admin');
    const written = await api.call('PUT', '/look_books', { bearer: admin.bearer, body: book });
    expect(written.statusCode, written.body).toBe(200);
    const read = await api.call('GET', '/look_books/zunii-udesh', { lang: 'en' });
    expect(read.json()).toMatchObject({ title: 'A summer evening', spots: spots.slice(0, 2) });

    // A photo of the shop's own: uploaded as article pictures are, then named by the book.
    const photo = await sharp({
      create: { width: 1400, height: 1000, channels: 3, background: { r: 240, g: 200, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await api.postForm('/articles/upload_image', {
      bearer: admin.bearer,
      file: { field: 'image', bytes: photo, type: 'image/jpeg', name: 'summer.jpg' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const pictured = { ...book, picture: uploaded.json().url };
    expect(
      (await api.call('PUT', '/look_books', { bearer: admin.bearer, body: pictured })).statusCode,
    ).toBe(200);
    const withPhoto = (await api.call('GET', '/look_books/zunii-udesh')).json();
    expect(withPhoto.picture).toBe(uploaded.json().url);
    expect((await api.app.inject({ method: 'GET', url: withPhoto.picture })).statusCode).toBe(200);
    for (const bad of [
      { ...book, spots: [] },
      { ...book, spots: [{ product_id: 1, x: 120, y: 10 }] },
      { ...book, picture: 'https://elsewhere.example/x.png' },
      { ...book, slug: 'Not A Slug' },
    ]) {
      const refused = await api.call('PUT', '/look_books', { bearer: admin.bearer, body: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
