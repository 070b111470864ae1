import { translatorFor } from '@shop/i18n/translators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const en = translatorFor('en');

beforeAll(async () => {
  api = await startShopApi({ products: 30 });
});

afterAll(async () => {
  await api?.close();
});

async function reviewBy(bearer: string) {
  const productId = await api.fixtures.unreviewedProduct();
  const written = await api.call('POST', `/products/${productId}/reviews`, {
    bearer,
    body: { rating: 5, comment: 'Гоё' },
  });
  expect(written.statusCode, written.body).toBe(201);
  return written.json().id as number;
}

describe(`comments, vendor reviews and bookmarks API on ${testDatabaseKind()}`, () => {
  it('comments, replies, rates and deletes; staff hide; strangers and guests are refused', async () => {
    const [ann, bat, staff] = [
      await api.shopper(),
      await api.shopper(),
      await api.shopper('staff'),
    ];
    const reviewId = await reviewBy(ann.bearer);
    const first = await api.call('POST', '/comments', {
      bearer: bat.bearer,
      body: { review_id: reviewId, comment: 'Хэдэн өдөрт хүргэсэн бэ?' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const reply = await api.call('POST', '/comments', {
      bearer: ann.bearer,
      body: { reply_id: first.json().id, comment: 'Маргааш нь.' },
    });
    expect(reply.json()).toMatchObject({
      reply_id: first.json().id,
      review_id: reviewId,
      mine: true,
    });
    const rated = await api.call('PUT', `/comments/${reply.json().id}/review`, {
      bearer: bat.bearer,
      body: { rating: 5 },
    });
    expect(rated.statusCode).toBe(204);
    const list = await api.call('GET', `/reviews/${reviewId}/comments`);
    expect(
      list.json().comments.map((c: { rating: { average: number } }) => c.rating.average),
    ).toEqual([0, 5]);

    expect(
      (await api.call('DELETE', `/comments/${first.json().id}`, { bearer: ann.bearer })).statusCode,
    ).toBe(404);
    expect(
      (await api.call('POST', '/comments', { body: { review_id: reviewId, comment: 'x' } }))
        .statusCode,
    ).toBe(401);
    const bad = await api.call('POST', '/comments', {
      bearer: bat.bearer,
      body: { comment: 'no target' },
      lang: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.reply_id).toEqual([en('validation.comment_target')]);
    const badRating = await api.call('PUT', `/comments/${first.json().id}/review`, {
      bearer: ann.bearer,
      body: { rating: 11 },
    });
    expect(badRating.statusCode).toBe(400);

    expect(
      (
        await api.call('PUT', `/api/back_office/comments/${first.json().id}`, {
          bearer: bat.bearer,
          body: { hidden: true },
        })
      ).statusCode,
    ).toBe(403);
    const hid = await api.call('PUT', `/api/back_office/comments/${first.json().id}`, {
      bearer: staff.bearer,
      body: { hidden: true },
    });
    expect(hid.statusCode).toBe(204);
    expect((await api.call('GET', `/reviews/${reviewId}/comments`)).json().comments).toEqual([]);
    const own = await api.call('GET', `/reviews/${reviewId}/comments`, { bearer: bat.bearer });
    expect(own.json().comments.map((c: { hidden: boolean }) => c.hidden)).toEqual([true, false]);
    expect(
      (await api.call('DELETE', `/comments/${first.json().id}`, { bearer: bat.bearer })).statusCode,
    ).toBe(204);
  });

  it('vendors’ reviews: write (one each), list with the average, delete one’s own', async () => {
    const rows = (await api.db.execute(
      sql`select code from catalog_vendor order by id limit 1`,
    )) as unknown as {
      rows: { code: string }[];
    };
    const code = rows.rows[0]?.code;
    const [ann, bat] = [await api.shopper(), await api.shopper()];
    const written = await api.call('POST', `/vendors/${code}/reviews`, {
      bearer: ann.bearer,
      body: { rating: 3, comment: 'Дунд зэрэг' },
    });
    expect(written.statusCode, written.body).toBe(201);
    await api.call('POST', `/vendors/${code}/reviews`, {
      bearer: bat.bearer,
      body: { rating: 5, comment: 'Сайн' },
    });
    const page = await api.call('GET', `/vendors/${code}/reviews`);
    expect(page.json()).toMatchObject({ count: 2, average: 4 });
    expect(
      (
        await api.call('DELETE', `/vendors/${code}/reviews/${written.json().id}`, {
          bearer: bat.bearer,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.call('DELETE', `/vendors/${code}/reviews/${written.json().id}`, {
          bearer: ann.bearer,
        })
      ).statusCode,
    ).toBe(204);
    expect((await api.call('GET', '/vendors/no-such-vendor/reviews')).statusCode).toBe(404);
    expect(
      (
        await api.call('POST', `/vendors/${code}/reviews`, {
          bearer: ann.bearer,
          body: { rating: 0, comment: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('bookmarks: the toggle adds and removes products and articles, guests are refused', async () => {
    const me = await api.shopper();
    const productId = await api.fixtures.unreviewedProduct();
    const added = await api.call('POST', '/bookmarks', {
      bearer: me.bearer,
      body: { id: productId, type: 'product' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      bookmarked: true,
      bookmarks: [{ type: 'product', id: productId }],
    });
    const removed = await api.call('POST', '/bookmarks', {
      bearer: me.bearer,
      body: { id: productId, type: 'product' },
    });
    expect(removed.json()).toEqual({ bookmarked: false, bookmarks: [] });
    // The spec's default type is an article: the seed's first one, then one that is not there.
    const article = await api.call('POST', '/bookmarks', { bearer: me.bearer, body: { id: 1 } });
    expect(article.json()).toMatchObject({
      bookmarked: true,
      bookmarks: [{ type: 'article', id: 1 }],
    });
    expect(
      (await api.call('POST', '/bookmarks', { bearer: me.bearer, body: { id: 2_000_000_000 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.call('POST', '/bookmarks', { bearer: me.bearer, body: { id: 1, type: 'page' } }))
        .statusCode,
    ).toBe(400);
    expect((await api.call('GET', '/bookmarks')).statusCode).toBe(401);
  });
});
