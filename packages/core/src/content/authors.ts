import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError, translated } from '../shared/index.ts';
import { type ArticlePage, listArticles } from './articles.ts';
import { contentArticle, contentAuthor, contentAuthorFollow } from './schema.ts';

/** An author as readers see them (spec §3 "authors"). */
export interface AuthorView {
  id: number;
  slug: string;
  name: string;
  bio: string;
  /** Published articles. */
  articles: number;
  followers: number;
  /** Whether the reader follows them (false for a guest). */
  following: boolean;
}

// Qualified by hand: inside a subquery an unqualified "id" would be the inner table's.
const authorId = sql`${sql.identifier('content_author')}.${sql.identifier('id')}`;

/** Their published articles (news is the shop's, not an author's). */
const publishedCount = (ctx: Ctx) => sql<number>`(select count(*)::int from ${contentArticle} a
  where a.author_id = ${authorId} and a.kind = 'article' and a.status = 'published'
    and a.published_at <= ${ctx.now})`;
const followerCount = sql<number>`(select count(*)::int from ${contentAuthorFollow} f
  where f.author_id = ${authorId})`;

/** Every author, most written first. */
export async function listAuthors(ctx: Ctx, viewerId: number | null): Promise<AuthorView[]> {
  const rows = await ctx.db
    .select({
      author: contentAuthor,
      articles: publishedCount(ctx),
      followers: followerCount,
      following: followedBy(viewerId),
    })
    .from(contentAuthor)
    .orderBy(desc(publishedCount(ctx)), contentAuthor.id);
  return rows.map((row) => authorView(ctx, row));
}

/** One author with a page of their published articles, newest first. */
export async function authorBySlug(
  ctx: Ctx,
  slug: string,
  viewerId: number | null,
  page = 1,
): Promise<AuthorView & { written: ArticlePage }> {
  const [row] = await ctx.db
    .select({
      author: contentAuthor,
      articles: publishedCount(ctx),
      followers: followerCount,
      following: followedBy(viewerId),
    })
    .from(contentAuthor)
    .where(eq(contentAuthor.slug, slug));
  if (!row) throw new AppError('not_found', 'error.not_found');
  const written = await listArticles(ctx, 'article', { page, authorId: row.author.id });
  return { ...authorView(ctx, row), written };
}

/** The id of the author with this slug; an unknown one is a 404. */
export async function authorIdBySlug(ctx: Ctx, slug: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: contentAuthor.id })
    .from(contentAuthor)
    .where(eq(contentAuthor.slug, slug));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row.id;
}

/**
 * Follows or unfollows an author (the same answer however often it is asked); answers the
 * follower count after it.
 */
export async function setFollowing(
  ctx: Ctx,
  userId: number,
  authorId: number,
  follow: boolean,
): Promise<{ following: boolean; followers: number }> {
  const [author] = await ctx.db
    .select({ id: contentAuthor.id })
    .from(contentAuthor)
    .where(eq(contentAuthor.id, authorId));
  if (!author) throw new AppError('not_found', 'error.not_found');
  if (follow) {
    await ctx.db
      .insert(contentAuthorFollow)
      .values({ authorId, userId, createdAt: ctx.now })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(contentAuthorFollow)
      .where(
        and(eq(contentAuthorFollow.authorId, authorId), eq(contentAuthorFollow.userId, userId)),
      );
  }
  const [followers] = await ctx.db
    .select({ n: count() })
    .from(contentAuthorFollow)
    .where(eq(contentAuthorFollow.authorId, authorId));
  return { following: follow, followers: Number(followers?.n ?? 0) };
}

function followedBy(viewerId: number | null) {
  return sql<boolean>`exists (select 1 from ${contentAuthorFollow} f
    where f.author_id = ${authorId} and f.user_id = ${viewerId ?? -1})`;
}

function authorView(
  ctx: Ctx,
  row: {
    author: typeof contentAuthor.$inferSelect;
    articles: number;
    followers: number;
    following: boolean;
  },
): AuthorView {
  return {
    id: row.author.id,
    slug: row.author.slug,
    name: row.author.name,
    bio: translated(row.author.bio, row.author.translations, ctx.locale, 'bio'),
    articles: Number(row.articles),
    followers: Number(row.followers),
    following: row.following === true || String(row.following) === 'true',
  };
}
