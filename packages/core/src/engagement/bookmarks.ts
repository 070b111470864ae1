import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { variantIdsOf } from '../catalog/index.ts';
import { articleExists } from '../content/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { engagementBookmark } from './schema.ts';

/** What a shopper can bookmark (spec §7: `type`, default article). */
export const BOOKMARK_TYPES = ['article', 'product'] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];
export const bookmarkTypeField = z
  .enum(BOOKMARK_TYPES, { error: 'validation.invalid_choice' })
  .default('article');

export interface Bookmark {
  type: BookmarkType;
  id: number;
  created_at: string;
}

/** Whether the thing exists: a bookmark never keeps an id that names nothing. */
async function exists(ctx: Ctx, type: BookmarkType, id: number): Promise<boolean> {
  if (type === 'product') return (await variantIdsOf(ctx, id)).length > 0;
  return articleExists(ctx, id);
}

/**
 * The bookmark toggle (spec §4, `POST /bookmarks`): adds the bookmark when the shopper has none,
 * otherwise removes it. Answers whether it is bookmarked now.
 */
export async function toggleBookmark(
  ctx: Ctx,
  userId: number,
  type: BookmarkType,
  id: number,
): Promise<boolean> {
  const removed = await ctx.db
    .delete(engagementBookmark)
    .where(
      and(
        eq(engagementBookmark.userId, userId),
        eq(engagementBookmark.type, type),
        eq(engagementBookmark.targetId, id),
      ),
    )
    .returning({ id: engagementBookmark.targetId });
  if (removed.length > 0) return false;
  if (!(await exists(ctx, type, id))) throw new AppError('not_found', 'error.not_found');
  await ctx.db
    .insert(engagementBookmark)
    .values({ userId, type, targetId: id, createdAt: ctx.now })
    .onConflictDoNothing();
  return true;
}

/** The shopper's bookmarks, newest first (`GET /bookmarks`). */
export async function listBookmarks(ctx: Ctx, userId: number): Promise<Bookmark[]> {
  const rows = await ctx.db
    .select()
    .from(engagementBookmark)
    .where(eq(engagementBookmark.userId, userId))
    .orderBy(desc(engagementBookmark.createdAt))
    .limit(1000);
  return rows.map((r) => ({
    type: r.type === 'product' ? 'product' : 'article',
    id: r.targetId,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Whether the shopper has bookmarked this article or product (its page's button). */
export async function isBookmarked(
  ctx: Ctx,
  userId: number,
  type: BookmarkType,
  id: number,
): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: engagementBookmark.targetId })
    .from(engagementBookmark)
    .where(
      and(
        eq(engagementBookmark.userId, userId),
        eq(engagementBookmark.type, type),
        eq(engagementBookmark.targetId, id),
      ),
    );
  return rows.length > 0;
}
