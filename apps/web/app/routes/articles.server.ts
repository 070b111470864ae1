import { catalog, content, engagement, inventory, parseInput } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data } from 'react-router';
import { z } from 'zod';
import type { ShopLoadContext } from '../context.ts';
import { contextFor, formAction, readForm, requireUserId } from '../lib/auth.server.ts';
import { formatDate } from '../lib/dates.ts';
import { idField } from '../lib/form-input.server.ts';
import { localePath } from '../lib/locale.ts';
import { notFoundAs404, slugOr404 } from '../lib/not-found.server.ts';

const BASE = content.CONTENT_BASE;

/** A list of articles or news: a page of them, of one tag when `?tag=` names one. */
export async function loadArticleList(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  kind: content.ArticleKind,
) {
  const url = new URL(request.url);
  const query = content.articleListQuery.safeParse(Object.fromEntries(url.searchParams));
  // A malformed tag or page is not a page of this shop.
  if (!query.success) throw data(null, { status: 404 });
  const ctx = contextFor(context, locale);
  const { tag, page, q } = query.data;
  const [list, tags, tagPage] = await Promise.all([
    content.listArticles(ctx, kind, { tag, page, q }),
    content.articleTags(ctx, kind),
    tag ? content.tagInfo(ctx, tag).catch(notFoundAs404) : null,
  ]);
  if (page > list.pages) throw data(null, { status: 404 });
  return {
    kind,
    base: BASE[kind],
    tag: tagPage,
    q: q ?? '',
    tags,
    page: list.page,
    pages: list.pages,
    total: list.total,
    articles: list.articles.map((a) => withDate(a, locale)),
  };
}

const withDate = <A extends { published_at: string }>(article: A, locale: Locale) => ({
  ...article,
  date: formatDate(article.published_at, locale) ?? '',
});

/** The newest articles (not news), for the home page. */
export async function loadLatestArticles(context: ShopLoadContext, locale: Locale, count: number) {
  const list = await content.listArticles(contextFor(context, locale), 'article');
  return list.articles.slice(0, count).map((a) => withDate(a, locale));
}

/** One article or news item with the products it mentions and the reader's bookmark. */
export async function loadArticle(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  kind: content.ArticleKind,
  slug: string | undefined,
) {
  slugOr404(slug);
  const ctx = contextFor(context, locale);
  const article = await content.articleBySlug(ctx, kind, slug).catch(notFoundAs404);
  const viewer = context.auth.viewer;
  const [products, bookmarked, comments] = await Promise.all([
    catalog.productCardsByIds(ctx, article.product_ids),
    viewer ? engagement.isBookmarked(ctx, viewer.userId, 'article', article.id) : false,
    content.articleComments(ctx, kind, article.slug, viewer?.userId ?? null),
  ]);
  const origin = new URL(request.url).origin;
  const path = `${BASE[kind]}/${article.slug}`;
  return {
    kind,
    base: BASE[kind],
    article: { ...article, date: formatDate(article.published_at, locale) ?? '' },
    products,
    bookmarked,
    comments: comments.map((c) => ({ ...c, date: formatDate(c.created_at, locale) ?? '' })),
    signedIn: viewer !== null,
    // Shown in another language than the reader's: that language's page is the canonical one.
    canonical: origin + localePath(article.locale, path),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': kind === 'news' ? 'NewsArticle' : 'Article',
      headline: article.title,
      description: article.summary,
      datePublished: article.published_at,
      inLanguage: article.locale,
      ...(article.cover ? { image: origin + article.cover } : {}),
      ...(article.author ? { author: { '@type': 'Person', name: article.author.name } } : {}),
      mainEntityOfPage: origin + localePath(article.locale, path),
    },
  };
}

/**
 * One of the shop's own pages (about, delivery, ...); the stores page also lists the stores
 * as they are now, and the contact page the shop's phone and e-mail.
 */
export async function loadContentPage(
  context: ShopLoadContext,
  locale: Locale,
  slug: string | undefined,
) {
  slugOr404(slug);
  const ctx = contextFor(context, locale);
  const [page, stores, contact] = await Promise.all([
    content.articleBySlug(ctx, 'page', slug).catch(notFoundAs404),
    slug === 'stores' ? inventory.listStoreLocations(ctx) : [],
    slug === 'contact' ? content.shopContact(ctx) : null,
  ]);
  return { page, stores, contact };
}

/** An author's page: who they are, their followers, and a page of their articles. */
export async function loadAuthor(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string | undefined,
) {
  slugOr404(slug);
  const query = content.articleListQuery.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) throw data(null, { status: 404 });
  const ctx = contextFor(context, locale);
  const viewerId = context.auth.viewer?.userId ?? null;
  const author = await content
    .authorBySlug(ctx, slug, viewerId, query.data.page)
    .catch(notFoundAs404);
  if (query.data.page > author.written.pages) throw data(null, { status: 404 });
  return {
    author,
    articles: author.written.articles.map((a) => ({
      ...a,
      date: formatDate(a.published_at, locale) ?? '',
    })),
    signedIn: viewerId !== null,
  };
}

/** The follow button: follows, or stops following, the author (signed in). */
export async function followAction(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string | undefined,
) {
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const ctx = contextFor(context, locale);
    const authorId = await content.authorIdBySlug(ctx, slug ?? '');
    return {
      ok: true as const,
      ...(await content.setFollowing(ctx, userId, authorId, values.follow === 'true')),
    };
  });
}

const articleForms = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('bookmark') }),
    z.object({
      intent: z.literal('comment'),
      comment: z.string(),
      reply_id: idField.optional(),
    }),
    z.object({ intent: z.literal('delete_comment'), comment_id: idField }),
  ],
  { error: 'validation.invalid_choice' },
);

/**
 * The article page's forms for a signed-in reader: the bookmark toggle (spec §4), a comment or
 * a reply, and deleting one's own comment.
 */
export async function articleAction(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  kind: content.ArticleKind,
  slug: string | undefined,
) {
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const ctx = contextFor(context, locale);
    const asked = parseInput(articleForms, values);
    if (asked.intent === 'comment') {
      await content.postArticleComment(ctx, userId, kind, slug ?? '', {
        comment: asked.comment,
        reply_id: asked.reply_id,
      });
      return { ok: true as const, intent: asked.intent };
    }
    if (asked.intent === 'delete_comment') {
      await content.deleteArticleComment(ctx, userId, asked.comment_id);
      return { ok: true as const, intent: asked.intent };
    }
    const article = await content.articleBySlug(ctx, kind, slug ?? '');
    const bookmarked = await engagement.toggleBookmark(ctx, userId, 'article', article.id);
    return { ok: true as const, intent: asked.intent, bookmarked };
  });
}
