import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import type { MediaStore } from '../shared/index.ts';
import { OrderFixtures, refusal, temporaryMediaStore } from '../testing/index.ts';
import * as engagement from './index.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;
let media: Awaited<ReturnType<typeof temporaryMediaStore>>;
let store: MediaStore;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
  media = await temporaryMediaStore();
  store = media.store;
});

afterAll(async () => {
  await testDb?.dispose();
  await media?.remove();
});

/** A photo as a phone sends it: JPEG with EXIF, including where it was taken. */
const photo = (hue = 200) =>
  sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: hue, g: 80, b: 120 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

/** A product nobody reviewed yet, and one of its variants. */
async function freshVariant() {
  const productId = await fixtures.unreviewedProduct();
  const [row] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select min(id) as id from catalog_variant where product_id = ${productId}`,
  );
  return { id: Number(row?.id), productId };
}
const product = () => fixtures.unreviewedProduct();
const storedFiles = async () => (await readdir(join(media.dir, 'reviews')).catch(() => [])).sort();

async function productRating(productId: number) {
  const [row] = await queryRows<{ a: number; n: number; sa: number; sn: number }>(
    ctx.db,
    sql`select p.average_rating as a, p.total_reviews as n, s.average_rating as sa, s.total_reviews as sn
        from catalog_product p join search_product s on s.product_id = p.id where p.id = ${productId}`,
  );
  return {
    average: Number(row?.a),
    count: Number(row?.n),
    search: [Number(row?.sa), Number(row?.sn)],
  };
}

describe(`reviews on ${testDatabaseKind()}`, () => {
  it('keeps one review per shopper and product, keeps the average on the product and in search', async () => {
    const productId = await product();
    const [ann, bat] = [await fixtures.user(), await fixtures.user()];
    await engagement.writeReview(
      ctx,
      store,
      ann,
      productId,
      { rating: 5, comment: 'Гоё цэцэг' },
      null,
    );
    await engagement.writeReview(
      ctx,
      store,
      bat,
      productId,
      { rating: 2, comment: 'Хагас нь хатсан' },
      null,
    );
    expect(await productRating(productId)).toEqual({ average: 3.5, count: 2, search: [3.5, 2] });
    // Editing replaces the shopper's review, it does not add one.
    await engagement.writeReview(
      ctx,
      store,
      bat,
      productId,
      { rating: 4, comment: 'Солиулсан, сайн' },
      null,
    );
    expect(await productRating(productId)).toEqual({ average: 4.5, count: 2, search: [4.5, 2] });
    const page = await engagement.productReviews(ctx, productId, { viewerId: bat });
    expect(page.histogram).toEqual([0, 0, 0, 1, 1]);
    expect(page.mine?.comment).toBe('Солиулсан, сайн');
    expect(page.reviews.map((r) => [r.rating, r.mine])).toEqual([
      [4, true],
      [5, false],
    ]);
  });

  it('sorts by newest, highest, lowest and with pictures, and pages', async () => {
    const productId = await product();
    const ratings = [3, 5, 1, 4, 2];
    for (const [i, rating] of ratings.entries()) {
      const at = createContext(ctx.db, 'mn', new Date(Date.UTC(2026, 0, 1 + i)));
      await engagement.writeReview(
        at,
        store,
        await fixtures.user(),
        productId,
        { rating, comment: `review ${i}` },
        i === 1 ? [{ bytes: await photo(), name: 'Баглаа' }] : null,
      );
    }
    const order = async (sort: engagement.ReviewSort) =>
      (await engagement.productReviews(ctx, productId, { sort })).reviews.map((r) => r.rating);
    expect(await order('newest')).toEqual([2, 4, 1, 5, 3]);
    expect(await order('highest')).toEqual([5, 4, 3, 2, 1]);
    expect(await order('lowest')).toEqual([1, 2, 3, 4, 5]);
    expect(await order('with_pictures')).toEqual([5]);
    const second = await engagement.productReviews(ctx, productId, { page: 2, perPage: 2 });
    expect([second.total, second.pages, second.reviews.map((r) => r.rating)]).toEqual([
      5,
      3,
      [1, 5],
    ]);
  });

  it('stores pictures re-encoded without EXIF, refuses fakes, oversized and a sixth', async () => {
    const productId = await product();
    const user = await fixtures.user();
    const before = await storedFiles();
    await engagement.writeReview(ctx, store, user, productId, { rating: 5, comment: 'Зурагтай' }, [
      { bytes: await photo(10), name: 'Нэг' },
      { bytes: await photo(90), name: 'Хоёр' },
    ]);
    const [review] = (await engagement.productReviews(ctx, productId, {})).reviews;
    expect(review?.images.map((i) => i.name)).toEqual(['Нэг', 'Хоёр']);
    expect(review?.images[0]?.large).toMatch(/^\/media\/reviews\/[\w-]+-l\.webp$/);
    const key = review?.images[0]?.large.replace('/media/', '') ?? '';
    const stored = await store.get(key);
    const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      1280,
      960,
      undefined,
    ]);
    expect((await storedFiles()).length).toBe(before.length + 4);

    const fake = Buffer.from('<?php echo "not a picture"; ?>');
    for (const [uploads, key] of [
      [[{ bytes: fake, name: 'photo.jpg' }], 'validation.image_type'],
      [[{ bytes: Buffer.alloc(0), name: 'empty.png' }], 'validation.image_type'],
      [
        [{ bytes: Buffer.alloc(engagement.REVIEW_IMAGE_MAX_BYTES + 1), name: 'big.jpg' }],
        'validation.image_size',
      ],
      [
        Array.from({ length: 6 }, () => ({ bytes: fake, name: 'x.jpg' })),
        'validation.too_many_images',
      ],
    ] as const) {
      const refused = await refusal(
        engagement.writeReview(ctx, store, user, productId, { rating: 1, comment: 'x' }, [
          ...uploads,
        ]),
      );
      expect([refused.type, refused.fieldErrors?.images]).toEqual(['invalid_input', [key]]);
    }
    // Nothing of the refused uploads was kept, and the review still has its two pictures.
    expect((await storedFiles()).length).toBe(before.length + 4);
    // New pictures replace the old ones, whose files go.
    await engagement.writeReview(ctx, store, user, productId, { rating: 4, comment: 'Шинэ' }, [
      { bytes: await photo(30), name: 'Гурав' },
    ]);
    expect((await storedFiles()).length).toBe(before.length + 2);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses ratings out of range and empty or huge texts', async () => {
    const productId = await product();
    const user = await fixtures.user();
    for (const [input, field] of [
      [{ rating: 0, comment: 'ok' }, 'rating'],
      [{ rating: 6, comment: 'ok' }, 'rating'],
      [{ rating: 2.5, comment: 'ok' }, 'rating'],
      [{ rating: 3, comment: '   ' }, 'comment'],
      [{ rating: 3, comment: 'x'.repeat(engagement.REVIEW_TEXT_MAX + 1) }, 'comment'],
    ] as const) {
      const refused = await refusal(
        engagement.writeReview(ctx, store, user, productId, input, null),
      );
      expect(Object.keys(refused.fieldErrors ?? {})).toEqual([field]);
    }
    expect(
      (
        await refusal(
          engagement.writeReview(
            ctx,
            store,
            user,
            2_000_000_000,
            { rating: 3, comment: 'x' },
            null,
          ),
        )
      ).type,
    ).toBe('not_found');
  });

  it('marks a verified purchase, lets staff hide a review (its author still sees it), and deletes only one’s own', async () => {
    const variant = await freshVariant();
    const buyer = await fixtures.user();
    const other = await fixtures.user();
    await ctx.db.execute(sql`with o as (
        insert into order_order (number, token_hash, user_id, state)
        values (${`R9${String(buyer).padStart(8, '0')}`}, ${`verified-${buyer}`}, ${buyer}, 'completed') returning id)
      insert into order_line_item (order_id, variant_id, product_id, sku, name, quantity, price)
      select o.id, ${variant.id}, ${variant.productId}, 'SKU', 'Name', 1, 1000 from o`);
    const mineId = await engagement.writeReview(
      ctx,
      store,
      buyer,
      variant.productId,
      { rating: 5, comment: 'Авсан' },
      null,
    );
    const theirsId = await engagement.writeReview(
      ctx,
      store,
      other,
      variant.productId,
      { rating: 1, comment: '<script>alert(1)</script>' },
      null,
    );
    const page = await engagement.productReviews(ctx, variant.productId, {});
    expect(page.reviews.map((r) => [r.comment, r.verified])).toEqual([
      ['<script>alert(1)</script>', false],
      ['Авсан', true],
    ]);
    await engagement.setReviewHidden(ctx, theirsId, true);
    expect(await productRating(variant.productId)).toMatchObject({ average: 5, count: 1 });
    expect(
      (await engagement.productReviews(ctx, variant.productId, {})).reviews.map((r) => r.id),
    ).toEqual([mineId]);
    const authorSees = await engagement.productReviews(ctx, variant.productId, { viewerId: other });
    expect(authorSees.reviews.find((r) => r.id === theirsId)?.hidden).toBe(true);
    expect(authorSees.histogram).toEqual([0, 0, 0, 0, 1]);

    expect((await refusal(engagement.deleteReview(ctx, store, other, mineId))).type).toBe(
      'not_found',
    );
    await engagement.deleteReview(ctx, store, buyer, mineId);
    expect(await productRating(variant.productId)).toMatchObject({ average: 0, count: 0 });
  });

  it('makes one review of many posted at once by one shopper, and counts every shopper’s', async () => {
    const productId = await product();
    const me = await fixtures.user();
    const others = await Promise.all(Array.from({ length: 6 }, () => fixtures.user()));
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        engagement.writeReview(
          ctx,
          store,
          me,
          productId,
          { rating: 1 + (i % 5), comment: `take ${i}` },
          null,
        ),
      ),
      ...others.map((user) =>
        engagement.writeReview(ctx, store, user, productId, { rating: 5, comment: 'yes' }, null),
      ),
    ]);
    const page = await engagement.productReviews(ctx, productId, { perPage: 50 });
    expect(page.reviews.filter((r) => r.mine === false)).toHaveLength(7);
    expect(page.count).toBe(7);
    expect((await productRating(productId)).count).toBe(7);
    expect((await productRating(productId)).average).toBe(page.average);
  });

  it('keeps one price opinion per shopper, changeable, and counts the split', async () => {
    const productId = await product();
    const [a, b, c] = [await fixtures.user(), await fixtures.user(), await fixtures.user()];
    await engagement.setPriceOpinion(ctx, a, productId, 'high');
    await engagement.setPriceOpinion(ctx, b, productId, 'fair');
    await engagement.setPriceOpinion(ctx, c, productId, 'high');
    await engagement.setPriceOpinion(ctx, c, productId, 'low');
    expect(await engagement.priceOpinions(ctx, productId, c)).toEqual({
      high: 1,
      fair: 1,
      low: 1,
      total: 3,
      mine: 'low',
    });
    expect((await engagement.priceOpinions(ctx, productId, null)).mine).toBeNull();
    expect((await refusal(engagement.setPriceOpinion(ctx, a, 2_000_000_000, 'low'))).type).toBe(
      'not_found',
    );
  });
});
