import { LOCALES, type Locale } from '@shop/i18n';
import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import { z } from 'zod';
import { findUser, isWebsiteAdmin, makeAuthor, roleOf } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { hasErrorCode, withTransaction } from '../db/index.ts';
import { canonicalWords } from '../search/index.ts';
import {
  AppError,
  type MediaStore,
  type PictureUpload,
  parseInput,
  pictureUrls,
  preparePicture,
  putPicture,
} from '../shared/index.ts';
import { type ContentKind, storedText } from './articles.ts';
import { textOfHtml } from './clean-html.ts';
import {
  contentArticle,
  contentArticleTag,
  contentArticleText,
  contentAuthor,
  contentTag,
} from './schema.ts';

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_BODY_MAX = 200_000;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_PRODUCTS_MAX = 12;
/** How many of one's own articles "My articles" lists. */
const MINE_SHOWN = 200;

const textInput = z.object({
  title: z.string().trim().min(1, 'validation.blank').max(ARTICLE_TITLE_MAX, 'validation.too_long'),
  summary: z.string().trim().max(ARTICLE_SUMMARY_MAX, 'validation.too_long').default(''),
  body_html: z.string().min(1, 'validation.blank').max(ARTICLE_BODY_MAX, 'validation.too_long'),
});

/** What an author (or the website admin) sends to write or change an article, news or page. */
export const articleInput = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/, 'validation.slug')
      .optional(),
    /**
     * A picture from `upload_image` (or the shop's own), shown at the top and on cards. The
     * shop's drawings may carry their options (`?frame=16x9`): an article seeded with one is
     * saved again with it.
     */
    cover: z
      .string()
      .regex(/^\/(?:media|art)\/[\w/.-]{1,200}(?:\?[\w=&]{1,60})?$/, 'validation.invalid_field')
      .nullable()
      .default(null),
    status: z.enum(ARTICLE_STATUSES, 'validation.invalid_choice').default('draft'),
    /** When it shows once published: later schedules it; absent means now. */
    publish_at: z.iso.datetime({ offset: true, error: 'validation.invalid_field' }).nullish(),
    tags: z
      .array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'validation.invalid_choice'))
      .max(ARTICLE_TAGS_MAX, 'validation.too_long')
      .default([]),
    product_ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(ARTICLE_PRODUCTS_MAX, 'validation.too_long')
      .default([]),
    texts: z
      .partialRecord(z.enum(LOCALES, 'validation.invalid_choice'), textInput)
      .refine((texts) => Object.keys(texts).length > 0, 'validation.blank'),
  })
  .strict();
export type ArticleInput = z.input<typeof articleInput>;

/** An article as its writer edits it: every language's words, and when it shows. */
export interface ArticleForEditing {
  id: number;
  kind: ContentKind;
  slug: string;
  cover: string | null;
  status: (typeof ARTICLE_STATUSES)[number];
  publish_at: string | null;
  tags: string[];
  product_ids: number[];
  texts: Partial<Record<Locale, { title: string; summary: string; body_html: string }>>;
  updated_at: string;
}

/** One of the writer's own, as "My articles" lists it. */
export interface MyArticle {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  status: (typeof ARTICLE_STATUSES)[number];
  /** What readers see of it now: nothing yet (a draft, or one waiting for its time), or it. */
  state: 'draft' | 'scheduled' | 'published';
  /** Set once published; later than now while it waits for its time. */
  publish_at: string | null;
  locales: Locale[];
  updated_at: string;
}

/** An article by its id or its slug (slugs are unique within a kind, drafts included). */
export type ArticleRef = { id: number } | { slug: string };

const forbidden = () => new AppError('forbidden', 'error.forbidden');
const notFound = () => new AppError('not_found', 'error.not_found');

/**
 * Who may write what: an author writes articles under their own name; news and the shop's pages
 * are the website admin's, who may also write and change any article.
 */
export function mayWrite(role: string | undefined, kind: ContentKind): boolean {
  if (isWebsiteAdmin(role)) return true;
  return kind === 'article' && role === 'author';
}

/** Writes a new article (news item, page) as the signed-in writer; answers its id and slug. */
export async function createArticle(
  ctx: Ctx,
  userId: number,
  kind: ContentKind,
  input: ArticleInput,
): Promise<{ id: number; slug: string }> {
  const draft = parseInput(articleInput, input);
  const texts = cleanTexts(draft.texts);
  const role = await roleOf(ctx, userId);
  if (!mayWrite(role, kind)) throw forbidden();
  return withTransaction(ctx, async (tx) => {
    await assertTagsExist(tx, draft.tags);
    // An article is signed by its writer; news and pages are the shop's own.
    const authorId = kind === 'article' ? await ownAuthorId(tx, userId) : null;
    const slug = draft.slug ?? (await freeSlug(tx, kind, texts));
    try {
      const [row] = await tx.db
        .insert(contentArticle)
        .values({
          kind,
          slug,
          authorId,
          cover: draft.cover,
          status: draft.status,
          publishedAt: publishTime(tx, draft, null),
          productIds: draft.product_ids,
          createdAt: tx.now,
          updatedAt: tx.now,
        })
        .returning({ id: contentArticle.id });
      if (!row) throw new Error('insert returned nothing');
      await replaceWords(tx, row.id, texts, draft.tags);
      return { id: row.id, slug };
    } catch (error) {
      if (hasErrorCode(error, '23505')) throw slugTaken();
      throw error;
    }
  });
}

/**
 * Changes an article as a whole (its words in every language it keeps, tags, products, status):
 * its author's own, or any for the website admin. Another's is "forbidden".
 */
export async function updateArticle(
  ctx: Ctx,
  userId: number,
  kind: ContentKind,
  ref: ArticleRef,
  input: ArticleInput,
): Promise<{ id: number; slug: string }> {
  const draft = parseInput(articleInput, input);
  const texts = cleanTexts(draft.texts);
  return withTransaction(ctx, async (tx) => {
    const existing = await editable(tx, userId, kind, ref);
    await assertTagsExist(tx, draft.tags);
    const slug = draft.slug ?? existing.slug;
    try {
      await tx.db
        .update(contentArticle)
        .set({
          slug,
          cover: draft.cover,
          status: draft.status,
          publishedAt: publishTime(tx, draft, existing.publishedAt),
          productIds: draft.product_ids,
          updatedAt: tx.now,
        })
        .where(eq(contentArticle.id, existing.id));
    } catch (error) {
      if (hasErrorCode(error, '23505')) throw slugTaken();
      throw error;
    }
    await tx.db.delete(contentArticleText).where(eq(contentArticleText.articleId, existing.id));
    await tx.db.delete(contentArticleTag).where(eq(contentArticleTag.articleId, existing.id));
    await replaceWords(tx, existing.id, texts, draft.tags);
    return { id: existing.id, slug };
  });
}

/**
 * An article as its writer edits it (spec §7 "get with edit flag"), whatever its status; only
 * for one who may change it.
 */
export async function articleForEditing(
  ctx: Ctx,
  userId: number,
  kind: ContentKind,
  ref: ArticleRef,
): Promise<ArticleForEditing> {
  const row = await editable(ctx, userId, kind, ref);
  const [texts, tags] = await Promise.all([
    ctx.db.select().from(contentArticleText).where(eq(contentArticleText.articleId, row.id)),
    ctx.db
      .select({ tag: contentArticleTag.tag })
      .from(contentArticleTag)
      .where(eq(contentArticleTag.articleId, row.id))
      .orderBy(contentArticleTag.tag),
  ]);
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    slug: row.slug,
    cover: row.cover,
    status: row.status === 'published' ? 'published' : 'draft',
    publish_at: row.publishedAt?.toISOString() ?? null,
    tags: tags.map((t) => t.tag),
    product_ids: row.productIds,
    texts: Object.fromEntries(
      texts.map((t) => [t.locale, { title: t.title, summary: t.summary, body_html: t.bodyHtml }]),
    ),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The writer's own articles, drafts and published, last changed first ("My articles"). */
export async function myArticles(ctx: Ctx, userId: number): Promise<MyArticle[]> {
  const rows = await ctx.db
    .select({ article: contentArticle })
    .from(contentArticle)
    .innerJoin(contentAuthor, eq(contentAuthor.id, contentArticle.authorId))
    .where(eq(contentAuthor.userId, userId))
    .orderBy(desc(contentArticle.updatedAt), desc(contentArticle.id))
    .limit(MINE_SHOWN);
  if (rows.length === 0) return [];
  const texts = await ctx.db
    .select({
      articleId: contentArticleText.articleId,
      locale: contentArticleText.locale,
      title: contentArticleText.title,
    })
    .from(contentArticleText)
    .where(
      inArray(
        contentArticleText.articleId,
        rows.map((r) => r.article.id),
      ),
    );
  return rows.map(({ article }) => {
    const own = texts.filter((t) => t.articleId === article.id);
    const text =
      own.find((t) => t.locale === ctx.locale) ?? own.find((t) => t.locale === 'mn') ?? own[0];
    return {
      id: article.id,
      kind: article.kind as ContentKind,
      slug: article.slug,
      title: text?.title ?? article.slug,
      status: article.status === 'published' ? 'published' : 'draft',
      state:
        article.status !== 'published'
          ? 'draft'
          : article.publishedAt && article.publishedAt > ctx.now
            ? 'scheduled'
            : 'published',
      publish_at: article.publishedAt?.toISOString() ?? null,
      locales: own.map((t) => t.locale as Locale).sort(),
      updated_at: article.updatedAt.toISOString(),
    };
  });
}

export const authorInput = z
  .object({
    user_id: z.number().int().positive().max(2_147_483_647),
    name: z.string().trim().min(1, 'validation.blank').max(80, 'validation.too_long').optional(),
    bio: z.string().trim().max(1000, 'validation.too_long').default(''),
  })
  .strict();

/**
 * Makes an account an author (spec §7 "authors: create", the website admin's call): the role,
 * and the name readers see (the account's own name unless one is given). Again changes the
 * name and bio.
 */
export async function createAuthor(
  ctx: Ctx,
  adminId: number,
  input: z.input<typeof authorInput>,
): Promise<{ id: number; slug: string }> {
  const { user_id, name, bio } = parseInput(authorInput, input);
  if (!isWebsiteAdmin(await roleOf(ctx, adminId))) throw forbidden();
  return withTransaction(ctx, async (tx) => {
    await makeAuthor(tx, user_id);
    const id = await ownAuthorId(tx, user_id, name);
    const [row] = await tx.db
      .update(contentAuthor)
      .set({ ...(name ? { name } : {}), bio })
      .where(eq(contentAuthor.id, id))
      .returning({ id: contentAuthor.id, slug: contentAuthor.slug });
    if (!row) throw notFound();
    return row;
  });
}

/**
 * A picture for an article (spec §7 `upload_image`): made safe like review photos (decoded,
 * upright, re-encoded, EXIF gone) and stored; answers where its sizes are served. Only writers
 * may upload.
 */
export async function uploadArticleImage(
  ctx: Ctx,
  store: MediaStore,
  userId: number,
  upload: PictureUpload,
): Promise<{ url: string; small: string; width: number; height: number }> {
  const role = await roleOf(ctx, userId);
  if (!mayWrite(role, 'article')) throw forbidden();
  const stored = await putPicture(store, 'articles', await preparePicture(upload, 'image'));
  const urls = pictureUrls(stored.storageKey);
  return { url: urls.large, small: urls.small, width: stored.width, height: stored.height };
}

type ArticleRow = typeof contentArticle.$inferSelect;

/** The article if `userId` may change it; else "forbidden" (or "not found" when none is). */
async function editable(
  ctx: Ctx,
  userId: number,
  kind: ContentKind,
  ref: ArticleRef,
): Promise<ArticleRow> {
  const [row] = await ctx.db
    .select({ article: contentArticle, writer: contentAuthor.userId })
    .from(contentArticle)
    .leftJoin(contentAuthor, eq(contentAuthor.id, contentArticle.authorId))
    .where(
      and(
        eq(contentArticle.kind, kind),
        'id' in ref ? eq(contentArticle.id, ref.id) : eq(contentArticle.slug, ref.slug),
      ),
    )
    .for('update', { of: contentArticle });
  if (!row) throw notFound();
  const role = await roleOf(ctx, userId);
  if (isWebsiteAdmin(role)) return row.article;
  if (!mayWrite(role, kind) || row.writer !== userId) throw forbidden();
  return row.article;
}

/** Each language's words through the allow-list; a body with nothing left is refused. */
function cleanTexts(texts: z.output<typeof articleInput>['texts']) {
  const stored = Object.entries(texts).flatMap(([locale, text]) =>
    text
      ? [
          {
            locale,
            ...storedText({ title: text.title, summary: text.summary, bodyHtml: text.body_html }),
          },
        ]
      : [],
  );
  // A body of nothing but markup (or of what the allow-list took away) says nothing.
  if (stored.some((t) => textOfHtml(t.bodyHtml) === '' && !t.bodyHtml.includes('<img'))) {
    throw new AppError('invalid_input', 'validation.blank', {}, { texts: ['validation.blank'] });
  }
  return stored;
}

async function replaceWords(
  ctx: Ctx,
  articleId: number,
  texts: ReturnType<typeof cleanTexts>,
  tags: string[],
): Promise<void> {
  await ctx.db.insert(contentArticleText).values(texts.map((t) => ({ articleId, ...t })));
  if (tags.length > 0) {
    await ctx.db
      .insert(contentArticleTag)
      .values([...new Set(tags)].map((tag) => ({ articleId, tag })));
  }
}

async function assertTagsExist(ctx: Ctx, tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  const known = await ctx.db
    .select({ slug: contentTag.slug })
    .from(contentTag)
    .where(inArray(contentTag.slug, tags));
  if (known.length < new Set(tags).size) {
    throw new AppError(
      'invalid_input',
      'validation.invalid_choice',
      {},
      { tags: ['validation.invalid_choice'] },
    );
  }
}

/** When it shows: the asked time, else when it first came out, else now. */
function publishTime(
  ctx: Ctx,
  draft: { status: string; publish_at?: string | null },
  before: Date | null,
): Date | null {
  if (draft.status !== 'published') return draft.publish_at ? new Date(draft.publish_at) : null;
  if (draft.publish_at) return new Date(draft.publish_at);
  // Once out, an article keeps its date when changed; one still waiting comes out now.
  return before && before <= ctx.now ? before : ctx.now;
}

/** The content_author row an account writes as, made on their first article. */
async function ownAuthorId(ctx: Ctx, userId: number, name?: string): Promise<number> {
  const [existing] = await ctx.db
    .select({ id: contentAuthor.id })
    .from(contentAuthor)
    .where(eq(contentAuthor.userId, userId));
  if (existing) return existing.id;
  const user = await findUser(ctx, userId);
  if (!user) throw notFound();
  const shown =
    name ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || `Author ${userId}`);
  const [row] = await ctx.db
    .insert(contentAuthor)
    .values({
      userId,
      slug: `${slugOf(shown, 'author')}-${userId}`,
      name: shown,
      createdAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: contentAuthor.id });
  if (row) return row.id;
  // Another request made it a moment ago.
  return ownAuthorId(ctx, userId, name);
}

/** A URL segment from a text in any script: search's Latin spelling of its first words. */
function slugOf(text: string, fallback: string): string {
  const slug = canonicalWords(text)
    .slice(0, 8)
    .join('-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 80);
  return slug.replace(/-+$/, '') || fallback;
}

/** The title's slug, or with -2, -3, … when another of the kind has it. */
async function freeSlug(
  ctx: Ctx,
  kind: ContentKind,
  texts: { locale: string; title: string }[],
): Promise<string> {
  const title = (texts.find((t) => t.locale === 'mn') ?? texts[0])?.title ?? '';
  const base = slugOf(title, kind);
  const taken = new Set(
    (
      await ctx.db
        .select({ slug: contentArticle.slug })
        .from(contentArticle)
        .where(
          and(
            eq(contentArticle.kind, kind),
            or(eq(contentArticle.slug, base), like(contentArticle.slug, `${base}-%`)),
          ),
        )
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const slugTaken = () =>
  new AppError('conflict', 'validation.slug_taken', {}, { slug: ['validation.slug_taken'] });
