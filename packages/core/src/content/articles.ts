import { isLocale, LOCALES, type Locale } from '@shop/i18n';
import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { canonicalWords } from '../search/index.ts';
import { AppError, translated } from '../shared/index.ts';
import { cleanHtml, textOfHtml } from './clean-html.ts';
import {
  contentArticle,
  contentArticleTag,
  contentArticleText,
  contentAuthor,
  contentTag,
} from './schema.ts';

/** What is listed (by date, by tag): articles and news. */
export const ARTICLE_KINDS = ['article', 'news'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
/** Everything written: the listed kinds and the shop's own pages (about, delivery, ...). */
export const CONTENT_KINDS = [...ARTICLE_KINDS, 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** Where each kind is read. */
export const CONTENT_BASE: Record<ContentKind, string> = {
  article: '/articles',
  news: '/news',
  page: '/pages',
};
export const ARTICLES_PER_PAGE = 12;
const MAX_PAGE = 1000;
const WORDS_A_MINUTE = 200;

export interface TagRef {
  slug: string;
  name: string;
}

/** An article or news item as a list shows it, in the reader's language when it has one. */
export interface ArticleCard {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  published_at: string;
  reading_minutes: number;
  author: { slug: string; name: string } | null;
  tags: TagRef[];
  /** The language of the text given: the reader's, else Mongolian, else the first written. */
  locale: Locale;
  /** Every language it is written in. */
  locales: Locale[];
}

export interface ArticleView extends ArticleCard {
  /** Cleaned by the allow-list when it was written: safe to place in the page as it is. */
  body_html: string;
  product_ids: number[];
}

export interface ArticlePage {
  articles: ArticleCard[];
  total: number;
  page: number;
  pages: number;
}

// Qualified by hand: inside a subquery an unqualified "id" could be the inner table's.
const articleId = sql`${sql.identifier('content_article')}.${sql.identifier('id')}`;

/** Words of a search: at most this many are looked for. */
const SEARCH_WORDS = 8;

export const articleListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  tag: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'validation.invalid_choice')
    .optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1),
});

const published = (ctx: Ctx, kind: ContentKind): SQL =>
  and(
    eq(contentArticle.kind, kind),
    eq(contentArticle.status, 'published'),
    lte(contentArticle.publishedAt, ctx.now),
  ) as SQL;

/** Published articles (or news) newest first, of one tag when asked, a page at a time. */
export async function listArticles(
  ctx: Ctx,
  kind: ArticleKind,
  query: { tag?: string; page?: number; q?: string; authorId?: number } = {},
): Promise<ArticlePage> {
  const page = query.page ?? 1;
  const words = canonicalWords(query.q ?? '').slice(0, SEARCH_WORDS);
  const where = and(
    published(ctx, kind),
    query.tag
      ? sql`exists (select 1 from ${contentArticleTag} t where t.article_id = ${articleId} and t.tag = ${query.tag})`
      : undefined,
    words.length > 0 ? await matching(ctx, words) : undefined,
    query.authorId === undefined ? undefined : eq(contentArticle.authorId, query.authorId),
  );
  const [rows, counted] = await Promise.all([
    ctx.db
      .select()
      .from(contentArticle)
      .where(where)
      .orderBy(desc(contentArticle.publishedAt), desc(contentArticle.id))
      .limit(ARTICLES_PER_PAGE)
      .offset((page - 1) * ARTICLES_PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(contentArticle).where(where),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const articles = (await withTexts(ctx, rows)).map(({ body_html: _, ...card }) => card);
  return { articles, total, page, pages: Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE)) };
}

/**
 * Articles whose words (in any of their languages) match every searched word: by prefix in
 * search's one spelling (Latin-typed Cyrillic, ө/о, ү/у fold together), else, when nothing
 * matches that way, by trigram similarity per word, which forgives a typo.
 */
async function matching(ctx: Ctx, words: string[]): Promise<SQL> {
  const tsquery = words.map((w) => `${w}:*`).join(' & ');
  const byPrefix = sql`exists (select 1 from ${contentArticleText} x where x.article_id = ${articleId}
    and to_tsvector('simple', x.search_key) @@ to_tsquery('simple', ${tsquery}))`;
  const [any] = await ctx.db
    .select({ id: contentArticleText.articleId })
    .from(contentArticleText)
    .where(
      sql`to_tsvector('simple', ${contentArticleText.searchKey}) @@ to_tsquery('simple', ${tsquery})`,
    )
    .limit(1);
  if (any) return byPrefix;
  const similar = sql.join(
    words.map((w) => sql`word_similarity(${w}, x.search_key) >= ${TYPO_SIMILARITY}`),
    sql` and `,
  );
  return sql`exists (select 1 from ${contentArticleText} x where x.article_id = ${articleId} and ${similar})`;
}

/** How alike a typed word and a word of the text must be to count as a typo of it. */
const TYPO_SIMILARITY = 0.5;

/** One published article (or news item) by its slug; a draft or a later one is a 404. */
export async function articleBySlug(
  ctx: Ctx,
  kind: ContentKind,
  slug: string,
): Promise<ArticleView> {
  const rows = await ctx.db
    .select()
    .from(contentArticle)
    .where(and(published(ctx, kind), eq(contentArticle.slug, slug)));
  const [article] = await withTexts(ctx, rows);
  if (!article) throw new AppError('not_found', 'error.not_found');
  return article;
}

/** Every published article's, news item's and page's path, for the sitemap. */
export async function publishedArticlePaths(
  ctx: Ctx,
): Promise<{ path: string; updatedAt: Date; locales: Locale[] }[]> {
  const rows = await ctx.db
    .select({
      kind: contentArticle.kind,
      slug: contentArticle.slug,
      updatedAt: contentArticle.updatedAt,
      locales: sql<string[]>`array_agg(${contentArticleText.locale})`,
    })
    .from(contentArticle)
    .innerJoin(contentArticleText, eq(contentArticleText.articleId, contentArticle.id))
    .where(and(eq(contentArticle.status, 'published'), lte(contentArticle.publishedAt, ctx.now)))
    .groupBy(contentArticle.id)
    .orderBy(contentArticle.id);
  return rows.flatMap((r) => {
    const kind = CONTENT_KINDS.find((k) => k === r.kind);
    // Only the languages it is written in: the others would be the same page under another name.
    const locales = LOCALES.filter((locale) => r.locales.includes(locale));
    return kind
      ? [{ path: `${CONTENT_BASE[kind]}/${r.slug}`, updatedAt: r.updatedAt, locales }]
      : [];
  });
}

/** True when a published article or news item has this id (bookmarks ask). */
export async function articleExists(ctx: Ctx, id: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: contentArticle.id })
    .from(contentArticle)
    .where(
      and(
        eq(contentArticle.id, id),
        eq(contentArticle.status, 'published'),
        lte(contentArticle.publishedAt, ctx.now),
      ),
    );
  return rows.length > 0;
}

/** The tags of published articles (or news), most used first, with how many each has. */
export async function articleTags(
  ctx: Ctx,
  kind: ArticleKind,
): Promise<(TagRef & { count: number })[]> {
  const rows = await ctx.db
    .select({
      slug: contentTag.slug,
      name: contentTag.name,
      translations: contentTag.translations,
      count: sql<number>`count(*)::int`,
    })
    .from(contentArticleTag)
    .innerJoin(contentTag, eq(contentTag.slug, contentArticleTag.tag))
    .innerJoin(contentArticle, eq(contentArticle.id, contentArticleTag.articleId))
    .where(published(ctx, kind))
    .groupBy(contentTag.slug)
    .orderBy(desc(sql`count(*)`), contentTag.slug);
  return rows.map((r) => ({
    slug: r.slug,
    name: translated(r.name, r.translations, ctx.locale),
    count: Number(r.count),
  }));
}

/** A tag's own page text (spec §7 `tag_info`); an unknown tag is a 404. */
export async function tagInfo(ctx: Ctx, slug: string): Promise<TagRef & { description: string }> {
  const [row] = await ctx.db.select().from(contentTag).where(eq(contentTag.slug, slug));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return {
    slug: row.slug,
    name: translated(row.name, row.translations, ctx.locale),
    description: translated(row.description, row.translations, ctx.locale, 'description'),
  };
}

type ArticleRow = typeof contentArticle.$inferSelect;

/** Rows with their text in the reader's language (or the nearest), author and tags. */
async function withTexts(ctx: Ctx, rows: ArticleRow[]): Promise<ArticleView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const [texts, tags, authors] = await Promise.all([
    ctx.db.select().from(contentArticleText).where(inArray(contentArticleText.articleId, ids)),
    ctx.db
      .select({
        articleId: contentArticleTag.articleId,
        slug: contentTag.slug,
        name: contentTag.name,
        translations: contentTag.translations,
      })
      .from(contentArticleTag)
      .innerJoin(contentTag, eq(contentTag.slug, contentArticleTag.tag))
      .where(inArray(contentArticleTag.articleId, ids))
      .orderBy(contentTag.slug),
    authorIds.length === 0
      ? []
      : ctx.db.select().from(contentAuthor).where(inArray(contentAuthor.id, authorIds)),
  ]);
  const authorOf = new Map(authors.map((a) => [a.id, { slug: a.slug, name: a.name }]));
  return rows.flatMap((row) => {
    const own = texts.filter((t) => t.articleId === row.id && isLocale(t.locale));
    const text =
      own.find((t) => t.locale === ctx.locale) ?? own.find((t) => t.locale === 'mn') ?? own[0];
    if (!text || !row.publishedAt) return [];
    return [
      {
        id: row.id,
        kind: row.kind as ContentKind,
        slug: row.slug,
        title: text.title,
        summary: text.summary,
        cover: row.cover,
        published_at: row.publishedAt.toISOString(),
        reading_minutes: text.readingMinutes,
        author: row.authorId === null ? null : (authorOf.get(row.authorId) ?? null),
        tags: tags
          .filter((t) => t.articleId === row.id)
          .map((t) => ({ slug: t.slug, name: translated(t.name, t.translations, ctx.locale) })),
        locale: text.locale as Locale,
        locales: own.map((t) => t.locale as Locale).sort(),
        body_html: text.bodyHtml,
        product_ids: row.productIds,
      },
    ];
  });
}

/** An article as it is written: its words per language, tags, products and when it shows. */
export interface ArticleDraft {
  kind: ContentKind;
  slug: string;
  authorId: number | null;
  cover: string | null;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  productIds: number[];
  tags: string[];
  texts: Partial<Record<Locale, { title: string; summary: string; bodyHtml: string }>>;
}

/**
 * An article's words as they are stored: the body through the HTML allow-list, so nothing
 * stored can carry a script, and the reading time counted from the words left.
 */
export function storedText(text: { title: string; summary: string; bodyHtml: string }) {
  const bodyHtml = cleanHtml(text.bodyHtml);
  const words = textOfHtml(bodyHtml);
  return {
    title: text.title,
    summary: text.summary,
    bodyHtml,
    readingMinutes: Math.max(1, Math.ceil(words.split(' ').length / WORDS_A_MINUTE)),
    searchKey: canonicalWords(`${text.title} ${text.summary} ${words}`).join(' '),
  };
}

/** Stores a new article, its words cleaned (`storedText`); answers its id. */
export async function writeArticle(ctx: Ctx, draft: ArticleDraft): Promise<number> {
  const [row] = await ctx.db
    .insert(contentArticle)
    .values({
      kind: draft.kind,
      slug: draft.slug,
      authorId: draft.authorId,
      cover: draft.cover,
      status: draft.status,
      publishedAt: draft.publishedAt,
      productIds: draft.productIds,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: contentArticle.id });
  if (!row) throw new Error('insert returned nothing');
  const texts = Object.entries(draft.texts).flatMap(([locale, text]) =>
    text ? [{ articleId: row.id, locale, ...storedText(text) }] : [],
  );
  if (texts.length > 0) await ctx.db.insert(contentArticleText).values(texts);
  if (draft.tags.length > 0) {
    await ctx.db
      .insert(contentArticleTag)
      .values(draft.tags.map((tag) => ({ articleId: row.id, tag })));
  }
  return row.id;
}
