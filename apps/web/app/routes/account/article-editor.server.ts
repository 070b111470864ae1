import { AppError, accounts, content } from '@shop/core';
import { isLocale, type Locale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { uploadedFile } from '../../lib/form-input.server.ts';
import { localePath } from '../../lib/locale.ts';

/** Ulaanbaatar's offset: the shop's clock for a publish time typed without a zone. */
const UB_OFFSET_MS = 8 * 3_600_000;

/** A time as a `datetime-local` field shows it, in Ulaanbaatar. */
export const ubLocalTime = (iso: string) =>
  new Date(new Date(iso).getTime() + UB_OFFSET_MS).toISOString().slice(0, 16);

/**
 * The editor's page: a new article, or one of the writer's own by its slug, in the language
 * asked (`?lang=`), else the reader's when written in it, else its first.
 */
export async function loadEditor(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string | undefined,
) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const ctx = contextFor(context, locale);
  const role = await accounts.roleOf(ctx, viewer.userId);
  if (!content.mayWrite(role, 'article')) return { writes: false as const };
  const article = slug
    ? await content
        .articleForEditing(ctx, viewer.userId, 'article', { slug })
        .catch(refusalAsStatus)
    : null;
  const asked = new URL(request.url).searchParams.get('lang');
  const written = Object.keys(article?.texts ?? {}) as Locale[];
  const lang: Locale =
    asked && isLocale(asked)
      ? asked
      : written.includes(locale) || written.length === 0
        ? locale
        : (written[0] ?? locale);
  const tags = await content.articleTags(ctx, 'article');
  return {
    writes: true as const,
    article: article && {
      slug: article.slug,
      status: article.status,
      cover: article.cover,
      publishAt: article.publish_at ? ubLocalTime(article.publish_at) : '',
      tags: article.tags,
      written,
    },
    lang,
    text: article?.texts[lang] ?? { title: '', summary: '', body_html: '' },
    tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    limits: { title: content.ARTICLE_TITLE_MAX, summary: content.ARTICLE_SUMMARY_MAX },
  };
}

function refusalAsStatus(error: unknown): never {
  if (error instanceof AppError && error.type === 'not_found') throw data(null, { status: 404 });
  if (error instanceof AppError && error.type === 'forbidden') throw data(null, { status: 403 });
  throw error;
}

/**
 * Saves the editor's form: one language's words (the others kept), tags, cover (a new file is
 * made safe and stored first), status and publish time. Then "My articles" says it is saved.
 */
export async function saveArticle(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string | undefined,
) {
  const { form, values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const ctx = contextFor(context, locale);
    const existing = slug
      ? await content.articleForEditing(ctx, userId, 'article', { slug })
      : null;
    const lang = values.lang && isLocale(values.lang) ? values.lang : locale;
    const file = await uploadedFile(form, 'cover');
    const cover = file
      ? (await content.uploadArticleImage(ctx, context.media, userId, file)).url
      : values.remove_cover === 'on'
        ? null
        : (existing?.cover ?? null);
    const publishAt = values.publish_at?.trim()
      ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.publish_at.trim())
        ? `${values.publish_at.trim()}:00+08:00`
        : values.publish_at
      : null;
    const input: content.ArticleInput = {
      status: values.status === 'published' ? 'published' : 'draft',
      publish_at: publishAt,
      cover,
      tags: form.getAll('tags').filter((tag): tag is string => typeof tag === 'string'),
      product_ids: existing?.product_ids ?? [],
      texts: {
        ...existing?.texts,
        [lang]: {
          title: values.title ?? '',
          summary: values.summary ?? '',
          body_html: values.body_html ?? '',
        },
      },
    };
    const saved = existing
      ? await content.updateArticle(ctx, userId, 'article', { slug: existing.slug }, input)
      : await content.createArticle(ctx, userId, 'article', input);
    throw redirect(
      `${localePath(locale, '/account/articles')}?saved=${encodeURIComponent(saved.slug)}`,
    );
  });
}
