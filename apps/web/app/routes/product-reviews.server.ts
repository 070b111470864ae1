import { AppError, type Ctx, catalog, engagement, parseInput } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { DatedReview } from '../components/review/ReviewItem.tsx';
import type { ShopLoadContext } from '../context.ts';
import { requireAgeConfirmed } from '../lib/age-gate.server.ts';
import { contextFor, formAction, readForm, requireUserId } from '../lib/auth.server.ts';
import { formatDate } from '../lib/dates.ts';
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
  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      image: product.image,
    },
    sort: query.sort,
    page: { ...page, reviews: datedReviews(page.reviews, locale), mine: page.mine },
    signedIn: viewerId !== null,
    // The form's field messages (`validation.`) are scoped texts.
    messages: scopedMessages(locale),
  };
}

const forms = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('review') }).passthrough(),
    z.object({ intent: z.literal('delete') }),
  ],
  { error: 'validation.invalid_choice' },
);

/** Writes, changes or deletes the viewer's review (a multipart form with its pictures). */
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
    const { intent } = parseInput(forms, values);
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
