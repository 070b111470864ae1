import { and, asc, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicNames } from '../accounts/index.ts';
import { lockProductForRating, variantIdsOf } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { boughtAny } from '../orders/index.ts';
import { AppError, type MediaStore, parseInput, pictureUrls } from '../shared/index.ts';
import { refreshProductRating } from './product-rating.ts';
import { type ReviewUpload, removeReviewPictures, storeReviewPictures } from './review-images.ts';
import { engagementReview, engagementReviewImage } from './schema.ts';

export const REVIEW_TEXT_MAX = 4000;
export const REVIEWS_PER_PAGE = 10;
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'with_pictures'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const ratingField = z.coerce
  .number({ error: 'validation.rating' })
  .int({ error: 'validation.rating' })
  .min(1, { error: 'validation.rating' })
  .max(5, { error: 'validation.rating' });

/** A review's or a comment's text: line ends as one `\n` (a form's textarea sends `\r\n`). */
export const reviewTextField = z
  .string({ error: 'validation.blank' })
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(
    z
      .string()
      .trim()
      .min(1, { error: 'validation.blank' })
      .max(REVIEW_TEXT_MAX, { error: 'validation.too_long' }),
  );

export const reviewInput = z.object({ rating: ratingField, comment: reviewTextField });
export type ReviewInput = z.infer<typeof reviewInput>;

export interface ReviewPicture {
  small: string;
  large: string;
  name: string;
  width: number;
  height: number;
}

export interface ReviewView {
  id: number;
  rating: number;
  comment: string;
  /** First name and initial; null when the shopper gave no name. */
  author: string | null;
  verified: boolean;
  /** Only ever true on the author's own review: nobody else sees a hidden one. */
  hidden: boolean;
  mine: boolean;
  created_at: string;
  updated_at: string;
  images: ReviewPicture[];
}

export interface ReviewPage {
  reviews: ReviewView[];
  total: number;
  page: number;
  pages: number;
  per_page: number;
  average: number;
  count: number;
  /** Visible reviews by stars: index 0 is one star. */
  histogram: [number, number, number, number, number];
  /** The viewer's own review of the product (to edit it), hidden or not. */
  mine: ReviewView | null;
}

/**
 * Writes the shopper's review of a product, or changes it (one per shopper and product: two
 * posted at once make one). `uploads` replace the review's pictures; null keeps them. Marked
 * "verified purchase" when the shopper bought the product.
 */
export async function writeReview(
  ctx: Ctx,
  store: MediaStore,
  userId: number,
  productId: number,
  input: ReviewInput,
  uploads: ReviewUpload[] | null,
): Promise<number> {
  const { rating, comment } = parseInput(reviewInput, input);
  const pictures = uploads && uploads.length > 0 ? await storeReviewPictures(store, uploads) : null;
  const verified = await boughtAny(ctx, userId, await variantIdsOf(ctx, productId));
  let replaced: string[] = [];
  try {
    const reviewId = await withTransaction(ctx, async (tx) => {
      if (!(await lockProductForRating(tx, productId))) {
        throw new AppError('not_found', 'error.not_found');
      }
      const [review] = await tx.db
        .insert(engagementReview)
        .values({
          productId,
          userId,
          rating,
          comment,
          verified,
          createdAt: tx.now,
          updatedAt: tx.now,
        })
        .onConflictDoUpdate({
          target: [engagementReview.productId, engagementReview.userId],
          set: { rating, comment, verified, updatedAt: tx.now },
        })
        .returning({ id: engagementReview.id });
      if (!review) throw new Error('upsert returned nothing');
      if (pictures) {
        const old = await tx.db
          .delete(engagementReviewImage)
          .where(eq(engagementReviewImage.reviewId, review.id))
          .returning({ key: engagementReviewImage.storageKey });
        replaced = old.map((o) => o.key);
        await tx.db
          .insert(engagementReviewImage)
          .values(pictures.map((p, position) => ({ reviewId: review.id, position, ...p })));
      }
      await refreshProductRating(tx, productId);
      return review.id;
    });
    await removeReviewPictures(store, replaced);
    return reviewId;
  } catch (error) {
    if (pictures)
      await removeReviewPictures(
        store,
        pictures.map((p) => p.storageKey),
      );
    throw error;
  }
}

/** Deletes the shopper's own review and its pictures; another's is "not found". */
export async function deleteReview(
  ctx: Ctx,
  store: MediaStore,
  userId: number,
  reviewId: number,
): Promise<void> {
  const keys = await withTransaction(ctx, async (tx) => {
    const review = await reviewRow(tx, reviewId);
    if (!review || review.userId !== userId) throw new AppError('not_found', 'error.not_found');
    await lockProductForRating(tx, review.productId);
    const images = await tx.db
      .delete(engagementReviewImage)
      .where(eq(engagementReviewImage.reviewId, reviewId))
      .returning({ key: engagementReviewImage.storageKey });
    await tx.db.delete(engagementReview).where(eq(engagementReview.id, reviewId));
    await refreshProductRating(tx, review.productId);
    return images.map((i) => i.key);
  });
  await removeReviewPictures(store, keys);
}

/** Staff hide a review (or show it again); a hidden one leaves the product's average. */
export async function setReviewHidden(ctx: Ctx, reviewId: number, hidden: boolean): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const review = await reviewRow(tx, reviewId);
    if (!review) throw new AppError('not_found', 'error.not_found');
    await lockProductForRating(tx, review.productId);
    await tx.db.update(engagementReview).set({ hidden }).where(eq(engagementReview.id, reviewId));
    await refreshProductRating(tx, review.productId);
  });
}

/**
 * One page of a product's reviews in the chosen order, with the stars' histogram and the
 * viewer's own review. Hidden reviews show to their author only.
 */
export async function productReviews(
  ctx: Ctx,
  productId: number,
  query: { sort?: ReviewSort; page?: number; perPage?: number; viewerId?: number | null },
): Promise<ReviewPage> {
  const perPage = Math.min(Math.max(query.perPage ?? REVIEWS_PER_PAGE, 1), 50);
  const page = Math.max(query.page ?? 1, 1);
  const sort = query.sort ?? 'newest';
  const viewerId = query.viewerId ?? null;
  const seen = or(
    eq(engagementReview.hidden, false),
    viewerId === null ? sql`false` : eq(engagementReview.userId, viewerId),
  );
  const withPictures = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(engagementReviewImage)
      .where(eq(engagementReviewImage.reviewId, engagementReview.id)),
  );
  const where = and(
    eq(engagementReview.productId, productId),
    seen,
    sort === 'with_pictures' ? withPictures : undefined,
  );
  const order: SQL[] =
    sort === 'highest'
      ? [desc(engagementReview.rating), desc(engagementReview.createdAt)]
      : sort === 'lowest'
        ? [asc(engagementReview.rating), desc(engagementReview.createdAt)]
        : [desc(engagementReview.createdAt)];
  const [rows, [counted], stars, mineRows] = await Promise.all([
    ctx.db
      .select()
      .from(engagementReview)
      .where(where)
      .orderBy(...order, desc(engagementReview.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(engagementReview).where(where),
    ctx.db
      .select({ rating: engagementReview.rating, n: sql<number>`count(*)::int` })
      .from(engagementReview)
      .where(and(eq(engagementReview.productId, productId), eq(engagementReview.hidden, false)))
      .groupBy(engagementReview.rating),
    viewerId === null
      ? Promise.resolve([])
      : ctx.db
          .select()
          .from(engagementReview)
          .where(
            and(eq(engagementReview.productId, productId), eq(engagementReview.userId, viewerId)),
          ),
  ]);
  const histogram: ReviewPage['histogram'] = [0, 0, 0, 0, 0];
  for (const s of stars) histogram[s.rating - 1] = Number(s.n);
  const count = histogram.reduce((a, b) => a + b, 0);
  const sum = histogram.reduce((a, n, i) => a + n * (i + 1), 0);
  const [views, mine] = await Promise.all([
    reviewViews(ctx, rows, viewerId),
    reviewViews(ctx, mineRows, viewerId),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    reviews: views,
    total,
    page,
    pages: Math.max(Math.ceil(total / perPage), 1),
    per_page: perPage,
    average: count === 0 ? 0 : Math.round((sum / count) * 100) / 100,
    count,
    histogram,
    mine: mine[0] ?? null,
  };
}

type ReviewRow = typeof engagementReview.$inferSelect;

async function reviewViews(
  ctx: Ctx,
  rows: ReviewRow[],
  viewerId: number | null,
): Promise<ReviewView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, names] = await Promise.all([
    ctx.db
      .select()
      .from(engagementReviewImage)
      .where(inArray(engagementReviewImage.reviewId, ids))
      .orderBy(asc(engagementReviewImage.position)),
    publicNames(
      ctx,
      rows.map((r) => r.userId),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    author: names.get(r.userId) ?? null,
    verified: r.verified,
    hidden: r.hidden,
    mine: r.userId === viewerId,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    images: images
      .filter((i) => i.reviewId === r.id)
      .map((i) => ({
        ...pictureUrls(i.storageKey),
        name: i.name,
        width: i.width,
        height: i.height,
      })),
  }));
}

async function reviewRow(tx: Ctx, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.db
    .select()
    .from(engagementReview)
    .where(eq(engagementReview.id, reviewId))
    .for('update');
  return row;
}
