import { sql } from 'drizzle-orm';
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

async function review() {
  const productId = await fixtures.unreviewedProduct();
  const author = await fixtures.user();
  const id = await engagement.writeReview(
    ctx,
    store,
    author,
    productId,
    { rating: 4, comment: 'Сайн' },
    null,
  );
  return { id, author, productId };
}

describe(`comments, vendor reviews and bookmarks on ${testDatabaseKind()}`, () => {
  it('comments on a review, answers a comment, rates comments, deletes one’s own with its replies', async () => {
    const { id: reviewId } = await review();
    const [ann, bat] = [await fixtures.user(), await fixtures.user()];
    const first = await engagement.postComment(ctx, ann, {
      review_id: reviewId,
      comment: 'Хаанаас авсан бэ?',
    });
    const answer = await engagement.postComment(ctx, bat, {
      reply_id: first,
      comment: 'Энэ дэлгүүрээс.',
    });
    await engagement.rateComment(ctx, bat, first, 5);
    await engagement.rateComment(ctx, ann, answer, 2);
    await engagement.rateComment(ctx, ann, answer, 4);
    const comments = await engagement.reviewComments(ctx, reviewId, ann);
    expect(comments.map((c) => [c.id, c.reply_id, c.mine, c.rating])).toEqual([
      [first, null, true, { average: 5, count: 1, mine: null }],
      [answer, first, false, { average: 4, count: 1, mine: 4 }],
    ]);
    expect((await refusal(engagement.deleteComment(ctx, bat, first))).type).toBe('not_found');
    await engagement.deleteComment(ctx, ann, first);
    expect(await engagement.reviewComments(ctx, reviewId, null)).toEqual([]);
  });

  it('refuses bad comments: no target or two, empty or huge text, an unknown review, a bad rating', async () => {
    const { id: reviewId } = await review();
    const user = await fixtures.user();
    for (const [input, field] of [
      [{ comment: 'x' }, 'reply_id'],
      [{ review_id: reviewId, reply_id: 1, comment: 'x' }, 'reply_id'],
      [{ review_id: reviewId, comment: '  ' }, 'comment'],
      [{ review_id: reviewId, comment: 'x'.repeat(4001) }, 'comment'],
    ] as const) {
      const refused = await refusal(engagement.postComment(ctx, user, input));
      expect(Object.keys(refused.fieldErrors ?? {})).toEqual([field]);
    }
    expect(
      (await refusal(engagement.postComment(ctx, user, { review_id: 2_000_000_000, comment: 'x' })))
        .type,
    ).toBe('not_found');
    const id = await engagement.postComment(ctx, user, { review_id: reviewId, comment: 'ok' });
    for (const rating of [0, 6, 2.5]) {
      expect((await refusal(engagement.rateComment(ctx, user, id, rating))).fieldErrors).toEqual({
        rating: ['validation.rating'],
      });
    }
  });

  it('staff hide a comment: its author still sees it, others do not, nor its replies', async () => {
    const { id: reviewId } = await review();
    const [ann, bat, cat] = [await fixtures.user(), await fixtures.user(), await fixtures.user()];
    const rude = await engagement.postComment(ctx, ann, {
      review_id: reviewId,
      comment: '<b>муу</b>',
    });
    await engagement.postComment(ctx, bat, { reply_id: rude, comment: 'Тийм биш.' });
    await engagement.setCommentHidden(ctx, rude, true);
    expect(await engagement.reviewComments(ctx, reviewId, cat)).toEqual([]);
    const authorSees = await engagement.reviewComments(ctx, reviewId, ann);
    // Its author sees it, and the answers under it.
    expect(authorSees.map((c) => [c.comment, c.hidden])).toEqual([
      ['<b>муу</b>', true],
      ['Тийм биш.', false],
    ]);
    expect(
      (await refusal(engagement.postComment(ctx, cat, { reply_id: rude, comment: 'x' }))).type,
    ).toBe('not_found');
  });

  it('keeps one vendor review per shopper, lists it with the average, deletes only one’s own', async () => {
    const [vendor] = await queryRows<{ code: string }>(
      ctx.db,
      sql`select code from catalog_vendor order by id limit 1`,
    );
    const code = vendor?.code ?? '';
    const [ann, bat] = [await fixtures.user(), await fixtures.user()];
    const mine = await engagement.writeVendorReview(ctx, ann, code, {
      rating: 2,
      comment: 'Удаан',
    });
    expect(
      await engagement.writeVendorReview(ctx, ann, code, {
        rating: 4,
        comment: 'Дараа нь сайжирсан',
      }),
    ).toBe(mine);
    await engagement.writeVendorReview(ctx, bat, code, { rating: 5, comment: 'Гайхалтай' });
    const page = await engagement.vendorReviews(ctx, code, { viewerId: ann });
    expect([page.count, page.average]).toEqual([2, 4.5]);
    expect(page.reviews.find((r) => r.mine)?.comment).toBe('Дараа нь сайжирсан');
    expect((await refusal(engagement.deleteVendorReview(ctx, bat, code, mine))).type).toBe(
      'not_found',
    );
    await engagement.deleteVendorReview(ctx, ann, code, mine);
    expect((await engagement.vendorReviews(ctx, code, {})).count).toBe(1);
    expect((await refusal(engagement.vendorReviews(ctx, 'no-such-vendor', {}))).type).toBe(
      'not_found',
    );
    expect(
      (await refusal(engagement.writeVendorReview(ctx, ann, code, { rating: 9, comment: 'x' })))
        .fieldErrors,
    ).toEqual({ rating: ['validation.rating'] });
  });

  it('toggles bookmarks of products and articles, newest first; an unknown or draft one is not found', async () => {
    const user = await fixtures.user();
    const [a, b] = [await fixtures.unreviewedProduct(), await fixtures.unreviewedProduct()];
    expect(await engagement.toggleBookmark(ctx, user, 'product', a)).toBe(true);
    expect(await engagement.toggleBookmark(ctx, user, 'product', b)).toBe(true);
    expect((await engagement.listBookmarks(ctx, user)).map((m) => m.id).sort()).toEqual(
      [a, b].sort(),
    );
    expect(await engagement.toggleBookmark(ctx, user, 'product', a)).toBe(false);
    expect((await engagement.listBookmarks(ctx, user)).map((m) => [m.type, m.id])).toEqual([
      ['product', b],
    ]);
    expect(
      (await refusal(engagement.toggleBookmark(ctx, user, 'product', 2_000_000_000))).type,
    ).toBe('not_found');
    // The seed's first article is published; its 62nd is a draft nobody sees yet.
    expect(await engagement.toggleBookmark(ctx, user, 'article', 1)).toBe(true);
    for (const hidden of [62, 2_000_000_000]) {
      expect((await refusal(engagement.toggleBookmark(ctx, user, 'article', hidden))).type).toBe(
        'not_found',
      );
    }
    expect(await engagement.toggleBookmark(ctx, user, 'article', 1)).toBe(false);
    // Toggles fired at once end bookmarked or not, never twice.
    await Promise.all(
      Array.from({ length: 7 }, () => engagement.toggleBookmark(ctx, user, 'product', a)),
    );
    expect(
      (await engagement.listBookmarks(ctx, user)).filter((m) => m.id === a).length,
    ).toBeLessThanOrEqual(1);
  });
});
