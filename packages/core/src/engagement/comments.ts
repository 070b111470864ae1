import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicNames } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError, parseInput } from '../shared/index.ts';
import { ratingField, reviewTextField } from './reviews.ts';
import { engagementComment, engagementCommentRating, engagementReview } from './schema.ts';

export const commentInput = z
  .object({
    review_id: z.number().int().positive().max(2_147_483_647).optional(),
    reply_id: z.number().int().positive().max(2_147_483_647).optional(),
    comment: reviewTextField,
  })
  .refine((input) => (input.review_id === undefined) !== (input.reply_id === undefined), {
    error: 'validation.comment_target',
    path: ['reply_id'],
  });
export type CommentInput = z.input<typeof commentInput>;

export interface CommentView {
  id: number;
  review_id: number;
  /** The comment this one answers; null for a comment on the review itself. */
  reply_id: number | null;
  comment: string;
  author: string | null;
  mine: boolean;
  /** Only ever true on the author's own: nobody else sees a hidden comment. */
  hidden: boolean;
  rating: { average: number; count: number; mine: number | null };
  created_at: string;
}

const notFound = () => new AppError('not_found', 'error.not_found');

/**
 * Comments on a review or replies to a comment (`POST /comments`). The review must be one the
 * shopper can see (visible, or their own).
 */
export async function postComment(ctx: Ctx, userId: number, input: CommentInput): Promise<number> {
  const { review_id, reply_id, comment } = parseInput(commentInput, input);
  return withTransaction(ctx, async (tx) => {
    let reviewId = review_id;
    if (reply_id !== undefined) {
      const [parent] = await tx.db
        .select({
          reviewId: engagementComment.reviewId,
          hidden: engagementComment.hidden,
          userId: engagementComment.userId,
        })
        .from(engagementComment)
        .where(eq(engagementComment.id, reply_id))
        .for('share');
      if (!parent || (parent.hidden && parent.userId !== userId)) throw notFound();
      reviewId = parent.reviewId;
    }
    const [review] = await tx.db
      .select({ hidden: engagementReview.hidden, userId: engagementReview.userId })
      .from(engagementReview)
      .where(eq(engagementReview.id, reviewId ?? 0))
      .for('share');
    if (!review || (review.hidden && review.userId !== userId)) throw notFound();
    const [row] = await tx.db
      .insert(engagementComment)
      .values({
        reviewId: reviewId ?? 0,
        replyId: reply_id ?? null,
        userId,
        comment,
        createdAt: tx.now,
      })
      .returning({ id: engagementComment.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  });
}

/** Deletes the shopper's own comment and the replies under it; another's is "not found". */
export async function deleteComment(ctx: Ctx, userId: number, commentId: number): Promise<void> {
  const deleted = await ctx.db
    .delete(engagementComment)
    .where(and(eq(engagementComment.id, commentId), eq(engagementComment.userId, userId)))
    .returning({ id: engagementComment.id });
  if (deleted.length === 0) throw notFound();
}

/** Rates a comment 1 to 5 (`PUT /comments/{id}/review`); rating again changes it. */
export async function rateComment(
  ctx: Ctx,
  userId: number,
  commentId: number,
  rating: number,
): Promise<void> {
  const stars = parseInput(z.object({ rating: ratingField }), { rating }).rating;
  const [target] = await ctx.db
    .select({ hidden: engagementComment.hidden, userId: engagementComment.userId })
    .from(engagementComment)
    .where(eq(engagementComment.id, commentId));
  if (!target || (target.hidden && target.userId !== userId)) throw notFound();
  await ctx.db
    .insert(engagementCommentRating)
    .values({ commentId, userId, rating: stars })
    .onConflictDoUpdate({
      target: [engagementCommentRating.commentId, engagementCommentRating.userId],
      set: { rating: stars },
    });
}

/** Staff hide a comment (or show it again); a hidden one shows to its author only. */
export async function setCommentHidden(
  ctx: Ctx,
  commentId: number,
  hidden: boolean,
): Promise<void> {
  const changed = await ctx.db
    .update(engagementComment)
    .set({ hidden })
    .where(eq(engagementComment.id, commentId))
    .returning({ id: engagementComment.id });
  if (changed.length === 0) throw notFound();
}

/** A review's comments and replies, oldest first, each with its rating. */
export async function reviewComments(
  ctx: Ctx,
  reviewId: number,
  viewerId: number | null,
): Promise<CommentView[]> {
  const [review] = await ctx.db
    .select({ hidden: engagementReview.hidden, userId: engagementReview.userId })
    .from(engagementReview)
    .where(eq(engagementReview.id, reviewId));
  if (!review || (review.hidden && review.userId !== viewerId)) throw notFound();
  const rows = await ctx.db
    .select()
    .from(engagementComment)
    .where(
      and(
        eq(engagementComment.reviewId, reviewId),
        or(
          eq(engagementComment.hidden, false),
          viewerId === null ? sql`false` : eq(engagementComment.userId, viewerId),
        ),
      ),
    )
    .orderBy(asc(engagementComment.createdAt), asc(engagementComment.id))
    .limit(500);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [ratings, names] = await Promise.all([
    ctx.db
      .select({
        commentId: engagementCommentRating.commentId,
        average: sql<number>`avg(${engagementCommentRating.rating})::float8`,
        count: sql<number>`count(*)::int`,
        mine: sql<
          number | null
        >`max(case when ${engagementCommentRating.userId} = ${viewerId ?? -1} then ${engagementCommentRating.rating} end)`,
      })
      .from(engagementCommentRating)
      .where(inArray(engagementCommentRating.commentId, ids))
      .groupBy(engagementCommentRating.commentId),
    publicNames(
      ctx,
      rows.map((r) => r.userId),
    ),
  ]);
  const byComment = new Map(ratings.map((r) => [r.commentId, r]));
  // A reply whose comment is hidden from the reader is hidden with it.
  const shown = new Set(rows.map((r) => r.id));
  return rows
    .filter((r) => r.replyId === null || shown.has(r.replyId))
    .map((r) => {
      const rating = byComment.get(r.id);
      return {
        id: r.id,
        review_id: r.reviewId,
        reply_id: r.replyId,
        comment: r.comment,
        author: names.get(r.userId) ?? null,
        mine: r.userId === viewerId,
        hidden: r.hidden,
        rating: {
          average: rating ? Math.round(Number(rating.average) * 100) / 100 : 0,
          count: Number(rating?.count ?? 0),
          mine: rating?.mine === null || rating?.mine === undefined ? null : Number(rating.mine),
        },
        created_at: r.createdAt.toISOString(),
      };
    });
}

/** The review a comment belongs to, or null. */
export async function reviewOfComment(ctx: Ctx, commentId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ reviewId: engagementComment.reviewId })
    .from(engagementComment)
    .where(eq(engagementComment.id, commentId));
  return row?.reviewId ?? null;
}
