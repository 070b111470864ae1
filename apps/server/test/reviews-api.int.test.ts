import { translatorFor } from '@shop/i18n/translators';
import sharp from 'sharp';
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

const picture = (r: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g: 60, b: 90 } } })
    .jpeg()
    .toBuffer();

/** A multipart body as a browser or an app sends it. */
async function multipart(
  fields: Record<string, string>,
  files: { bytes: Buffer; name: string; filename?: string }[],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      'images[][file]',
      new Blob([new Uint8Array(file.bytes)], { type: 'image/jpeg' }),
      file.filename ?? 'photo.jpg',
    );
    form.append('images[][name]', file.name);
  }
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const freshProduct = () => api.fixtures.unreviewedProduct();

async function postReview(
  bearer: string | null,
  productId: number,
  fields: Record<string, string>,
  files: { bytes: Buffer; name: string; filename?: string }[] = [],
  lang = 'en',
) {
  const body = await multipart(fields, files);
  return api.app.inject({
    method: 'POST',
    url: `/api/v2/products/${productId}/reviews`,
    headers: {
      ...body.headers,
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      'accept-language': lang,
    },
    payload: body.payload,
  });
}

describe(`reviews API on ${testDatabaseKind()}`, () => {
  it('writes a review with two pictures (multipart), lists it with the histogram, and serves the pictures', async () => {
    const me = await api.shopper();
    const productId = await freshProduct();
    const written = await postReview(
      me.bearer,
      productId,
      { rating: '5', comment: 'Маш гоё баглаа' },
      [
        { bytes: await picture(10), name: 'Урдаас' },
        { bytes: await picture(200), name: 'Хажуунаас' },
      ],
    );
    expect(written.statusCode, written.body).toBe(201);
    const review = written.json();
    expect(review).toMatchObject({
      rating: 5,
      comment: 'Маш гоё баглаа',
      mine: true,
      verified: false,
    });
    expect(review.images.map((i: { name: string }) => i.name)).toEqual(['Урдаас', 'Хажуунаас']);
    const image = await api.app.inject({ method: 'GET', url: review.images[0].large });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(900);

    const page = await api.call('GET', `/products/${productId}/reviews?sort=with_pictures`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 1,
      average: 5,
      count: 1,
      histogram: [0, 0, 0, 0, 1],
      mine: null,
    });
    const product = await api.call('GET', `/products/${productId}`);
    expect(product.json()).toMatchObject({ average_rating: 5, total_reviews: 1 });
  });

  it('refuses fake and oversized pictures, a sixth, bad ratings and texts, and guests, with the spec’s shape', async () => {
    const me = await api.shopper();
    const productId = await freshProduct();
    const fake = { bytes: Buffer.from('GIF89a but really a script'), name: 'x', filename: 'x.gif' };
    const cases: [
      Record<string, string>,
      { bytes: Buffer; name: string; filename?: string }[],
      string,
      string,
    ][] = [
      [{ rating: '4', comment: 'ok' }, [fake], 'images', en('validation.image_type')],
      [
        { rating: '4', comment: 'ok' },
        [{ bytes: Buffer.alloc(8 * 1024 * 1024 + 10, 1), name: 'big' }],
        'images',
        en('validation.image_size', { max: 8 }),
      ],
      [
        { rating: '4', comment: 'ok' },
        Array.from({ length: 6 }, () => fake),
        'images',
        en('validation.too_many_images', { max: 5 }),
      ],
      [{ rating: '0', comment: 'ok' }, [], 'rating', en('validation.rating')],
      [{ rating: 'five', comment: 'ok' }, [], 'rating', en('validation.rating')],
      [{ rating: '5', comment: '' }, [], 'comment', en('validation.blank')],
      [{ rating: '5', comment: 'x'.repeat(4001) }, [], 'comment', en('validation.too_long')],
    ];
    for (const [fields, files, field, message] of cases) {
      const answer = await postReview(me.bearer, productId, fields, files);
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
      expect(answer.json().errors?.[field]).toEqual([message]);
    }
    expect((await postReview(null, productId, { rating: '5', comment: 'x' })).statusCode).toBe(401);
    expect(
      (await postReview(me.bearer, 2_000_000_000, { rating: '5', comment: 'x' })).statusCode,
    ).toBe(404);
    const page = await api.call('GET', `/products/${productId}/reviews`);
    expect(page.json().total).toBe(0);
    // Plain JSON works for a review without pictures; a bad sort is a 400, never a 500.
    const json = await api.call('POST', `/products/${productId}/reviews`, {
      bearer: me.bearer,
      body: { rating: 3, comment: 'Дунд зэрэг' },
    });
    expect(json.statusCode, json.body).toBe(201);
    expect((await api.call('GET', `/products/${productId}/reviews?sort=best`)).statusCode).toBe(
      400,
    );
  });

  it('staff hide a review: it leaves the list and the average, its author still sees it; authors delete their own only', async () => {
    const [me, other, staff] = [
      await api.shopper(),
      await api.shopper(),
      await api.shopper('staff'),
    ];
    const productId = await freshProduct();
    const mine = (
      await api.call('POST', `/products/${productId}/reviews`, {
        bearer: me.bearer,
        body: { rating: 1, comment: 'Муу' },
      })
    ).json();
    await api.call('POST', `/products/${productId}/reviews`, {
      bearer: other.bearer,
      body: { rating: 5, comment: 'Сайн' },
    });
    expect(
      (
        await api.call('PUT', `/api/back_office/reviews/${mine.id}`, {
          bearer: me.bearer,
          body: { hidden: true },
        })
      ).statusCode,
    ).toBe(403);
    const hid = await api.call('PUT', `/api/back_office/reviews/${mine.id}`, {
      bearer: staff.bearer,
      body: { hidden: true },
    });
    expect(hid.statusCode, hid.body).toBe(204);
    const publicPage = (await api.call('GET', `/products/${productId}/reviews`)).json();
    expect([publicPage.total, publicPage.average]).toEqual([1, 5]);
    const authorPage = (
      await api.call('GET', `/products/${productId}/reviews`, { bearer: me.bearer })
    ).json();
    expect(authorPage.mine).toMatchObject({ id: mine.id, hidden: true });
    expect(
      (await api.call('DELETE', `/reviews/${mine.id}`, { bearer: other.bearer })).statusCode,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/reviews/${mine.id}`, { bearer: me.bearer })).statusCode,
    ).toBe(204);
  });

  it('keeps one price opinion each and shows the split', async () => {
    const [a, b] = [await api.shopper(), await api.shopper()];
    const productId = await freshProduct();
    await api.call('PUT', `/products/${productId}/price_opinion`, {
      bearer: a.bearer,
      body: { opinion: 'high' },
    });
    const changed = await api.call('PUT', `/products/${productId}/price_opinion`, {
      bearer: a.bearer,
      body: { opinion: 'fair' },
    });
    expect(changed.json()).toEqual({ high: 0, fair: 1, low: 0, total: 1, mine: 'fair' });
    await api.call('PUT', `/products/${productId}/price_opinion`, {
      bearer: b.bearer,
      body: { opinion: 'low' },
    });
    expect((await api.call('GET', `/products/${productId}/price_opinions`)).json()).toEqual({
      high: 0,
      fair: 1,
      low: 1,
      total: 2,
      mine: null,
    });
    expect(
      (
        await api.call('PUT', `/products/${productId}/price_opinion`, {
          bearer: b.bearer,
          body: { opinion: 'cheap' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await api.call('PUT', `/products/${productId}/price_opinion`, { body: { opinion: 'low' } }))
        .statusCode,
    ).toBe(401);
  });
});
