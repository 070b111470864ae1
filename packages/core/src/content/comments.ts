import { and, asc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicNames } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError, parseInput } from '../shared/index.ts';
import type { ArticleKind } from './articles.ts';
import { contentArticle, contentArticleComment } from './schema.ts';

export const ARTICLE_COMMENT_MAX = 2000;
/** The most comments one article shows. */
const COMMENTS_SHOWN = 500;

export const articleCommentInput = z
  .object({
    comment: z
      .string()
      .trim()
      .min(1, 'validation.blank')
      .max(ARTICLE_COMMENT_MAX, 'validation.too_long'),
    reply_id: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

export interface ArticleCommentView {
  id: number;
  /** The comment this one answers; null for a comment on the article itself. */
  reply_id: number | null;
  comment: string;
  author: string | null;
  mine: boolean;
  /** Only ever true on the writer's own: nobody else sees a hidden comment. */
  hidden: boolean;
  created_at: string;
}

const notFound = () => new AppError('not_found', 'error.not_found');

/** The id of a published article (or news item) by its slug, for its comments. */
async function publishedId(ctx: Ctx, kind: ArticleKind, slug: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: contentArticle.id })
    .from(contentArticle)
    .where(
      and(
        eq(contentArticle.kind, kind),
        eq(contentArticle.slug, slug),
        eq(contentArticle.status, 'published'),
        sql`${contentArticle.publishedAt} <= ${ctx.now}`,
      ),
    );
  if (!row) throw notFound();
  return row.id;
}

/** An article's comments and replies, oldest first; hidden ones only to their writer. */
export async function articleComments(
  ctx: Ctx,
  kind: ArticleKind,
  slug: string,
  viewerId: number | null,
): Promise<ArticleCommentView[]> {
  const articleId = await publishedId(ctx, kind, slug);
  const rows = await ctx.db
    .select()
    .from(contentArticleComment)
    .where(
      and(
        eq(contentArticleComment.articleId, articleId),
        or(
          eq(contentArticleComment.hidden, false),
          viewerId === null ? sql`false` : eq(contentArticleComment.userId, viewerId),
        ),
      ),
    )
    .orderBy(asc(contentArticleComment.createdAt), asc(contentArticleComment.id))
    .limit(COMMENTS_SHOWN);
  const names = await publicNames(
    ctx,
    rows.map((r) => r.userId),
  );
  // A reply whose comment is hidden from the reader is hidden with it.
  const shown = new Set<number>();
  const views: ArticleCommentView[] = [];
  for (const r of rows) {
    if (r.replyId !== null && !shown.has(r.replyId)) continue;
    shown.add(r.id);
    views.push({
      id: r.id,
      reply_id: r.replyId,
      comment: r.comment,
      author: names.get(r.userId) ?? null,
      mine: r.userId === viewerId,
      hidden: r.hidden,
      created_at: r.createdAt.toISOString(),
    });
  }
  return views;
}

/** A comment on a published article, or a reply to one of its comments the writer can see. */
export async function postArticleComment(
  ctx: Ctx,
  userId: number,
  kind: ArticleKind,
  slug: string,
  input: z.input<typeof articleCommentInput>,
): Promise<number> {
  const { comment, reply_id } = parseInput(articleCommentInput, input);
  return withTransaction(ctx, async (tx) => {
    const articleId = await publishedId(tx, kind, slug);
    if (reply_id !== undefined) {
      const [parent] = await tx.db
        .select({ hidden: contentArticleComment.hidden, userId: contentArticleComment.userId })
        .from(contentArticleComment)
        .where(
          and(
            eq(contentArticleComment.id, reply_id),
            eq(contentArticleComment.articleId, articleId),
          ),
        )
        .for('share');
      if (!parent || (parent.hidden && parent.userId !== userId)) throw notFound();
    }
    const [row] = await tx.db
      .insert(contentArticleComment)
      .values({ articleId, replyId: reply_id ?? null, userId, comment, createdAt: tx.now })
      .returning({ id: contentArticleComment.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  });
}

/** Deletes the reader's own comment and the replies under it; another's is "not found". */
export async function deleteArticleComment(
  ctx: Ctx,
  userId: number,
  commentId: number,
): Promise<void> {
  const deleted = await ctx.db
    .delete(contentArticleComment)
    .where(and(eq(contentArticleComment.id, commentId), eq(contentArticleComment.userId, userId)))
    .returning({ id: contentArticleComment.id });
  if (deleted.length === 0) throw notFound();
}

/** Staff hide a comment (or show it again); a hidden one shows to its writer only. */
export async function setArticleCommentHidden(
  ctx: Ctx,
  commentId: number,
  hidden: boolean,
): Promise<void> {
  const changed = await ctx.db
    .update(contentArticleComment)
    .set({ hidden })
    .where(eq(contentArticleComment.id, commentId))
    .returning({ id: contentArticleComment.id });
  if (changed.length === 0) throw notFound();
}
