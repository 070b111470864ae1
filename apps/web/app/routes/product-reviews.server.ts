import { AppError, type Ctx, catalog, engagement, parseInput } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { DatedComment } from '../components/review/ReviewComments.tsx';
import type { DatedReview } from '../components/review/ReviewItem.tsx';
import type { ShopLoadContext } from '../context.ts';
import { requireAgeConfirmed } from '../lib/age-gate.server.ts';
import { contextFor, formAction, readForm, requireUserId } from '../lib/auth.server.ts';
import { formatDate } from '../lib/dates.ts';
import { idField } from '../lib/form-input.server.ts';
import { localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';

const listQuery = z.object({
  sort: z.enum(engagement.REVIEW_SORTS).catch('newest'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** Reviews with their dates written out here, on the server. */
export function datedReviews(reviews: engagement.ReviewView[], locale: Locale): DatedReview[] {
  return reviews.map((review) => ({
    ...review,
    date: formatDate(review.created_at, locale) ?? '',
  }));
}

async function shownProduct(ctx: Ctx, request: Request, locale: Locale, slug: string) {
  const product = await catalog.productDetail(ctx, slug);
  if (!product) throw data(null, { status: 404 });
  if (product.slug !== slug) {
    throw redirect(localePath(locale, `/products/${product.slug}/reviews`), 301);
  }
  if (product.age_restricted) requireAgeConfirmed(request, locale);
  return product;
}

/** The product's reviews page: one page of them in the chosen order, and the viewer's own. */
export async function loadReviewsPage(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string,
) {
  const ctx = contextFor(context, locale);
  const product = await shownProduct(ctx, request, locale, slug);
  const url = new URL(request.url);
  const query = listQuery.parse(Object.fromEntries(url.searchParams));
  const viewerId = context.auth.viewer?.userId ?? null;
  const page = await engagement.productReviews(ctx, product.id, { ...query, viewerId });
  if (query.page > page.pages) throw data(null, { status: 404 });
  // A page holds at most ten reviews: their comments are read one review at a time.
  const comments = Object.fromEntries(
    await Promise.all(
      page.reviews.map(async (review) => [
        review.id,
        (await engagement.reviewComments(ctx, review.id, viewerId)).map((c) => ({
          ...c,
          date: formatDate(c.created_at, locale) ?? '',
        })),
      ]),
    ),
  ) as Record<number, DatedComment[]>;
  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      image: product.image,
    },
    sort: query.sort,
    page: { ...page, reviews: datedReviews(page.reviews, locale), mine: page.mine },
    comments,
    signedIn: viewerId !== null,
    pictures: {
      max: engagement.MAX_REVIEW_IMAGES,
      megabytes: engagement.REVIEW_IMAGE_MAX_BYTES / (1024 * 1024),
    },
    // The form's field messages (`validation.`) are scoped texts.
    messages: scopedMessages(locale),
  };
}

const forms = z.discriminatedUnion(
  'intent',
  [
    z.looseObject({ intent: z.literal('review') }),
    z.object({ intent: z.literal('delete') }),
    z.object({
      intent: z.literal('comment'),
      review_id: idField.optional(),
      reply_id: idField.optional(),
      comment: z.string(),
    }),
    z.object({ intent: z.literal('delete_comment'), comment_id: idField }),
    z.object({ intent: z.literal('rate_comment'), comment_id: idField, rating: z.string() }),
  ],
  { error: 'validation.invalid_choice' },
);

/**
 * Writes, changes or deletes the viewer's review (a multipart form with its pictures), and
 * comments on reviews: post, answer, rate, delete one's own.
 */
export async function changeReview(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string,
) {
  const ctx = contextFor(context, locale);
  const { form, values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const product = await shownProduct(ctx, request, locale, slug);
    const asked = parseInput(forms, values);
    const { intent } = asked;
    if (asked.intent === 'comment') {
      await engagement.postComment(ctx, userId, {
        review_id: asked.review_id,
        reply_id: asked.reply_id,
        comment: asked.comment,
      });
      return { ok: true as const, intent };
    }
    if (asked.intent === 'delete_comment') {
      await engagement.deleteComment(ctx, userId, asked.comment_id);
      return { ok: true as const, intent };
    }
    if (asked.intent === 'rate_comment') {
      await engagement.rateComment(ctx, userId, asked.comment_id, Number(asked.rating));
      return { ok: true as const, intent };
    }
    if (intent === 'delete') {
      const { mine } = await engagement.productReviews(ctx, product.id, {
        viewerId: userId,
        perPage: 1,
      });
      if (!mine) throw new AppError('not_found', 'error.not_found');
      await engagement.deleteReview(ctx, context.media, userId, mine.id);
      return { ok: true as const, intent };
    }
    const input = parseInput(engagement.reviewInput, values);
    const uploads = [];
    for (const file of form.getAll('images')) {
      if (typeof file === 'string' || file.size === 0) continue;
      uploads.push({ bytes: new Uint8Array(await file.arrayBuffer()), name: '' });
    }
    await engagement.writeReview(
      ctx,
      context.media,
      userId,
      product.id,
      input,
      uploads.length > 0 ? uploads : null,
    );
    return { ok: true as const, intent };
  });
}
