import { catalog, content } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { ShopLoadContext } from '../context.ts';
import { contextFor } from '../lib/auth.server.ts';
import { formatDate } from '../lib/dates.ts';
import { notFoundAs404, slugOr404 } from '../lib/not-found.server.ts';

const dated = (promotion: content.PromotionView, locale: Locale) => ({
  ...promotion,
  from: formatDate(promotion.starts_at, locale) ?? '',
  until: formatDate(promotion.ends_at, locale, { withTime: true }) ?? '',
});

/** The promotions running now. */
export async function loadPromotions(context: ShopLoadContext, locale: Locale) {
  const promotions = await content.runningPromotions(contextFor(context, locale));
  return { promotions: promotions.map((p) => dated(p, locale)) };
}

/** One promotion with the products it shows; an ended one still opens and says so. */
export async function loadPromotion(
  context: ShopLoadContext,
  locale: Locale,
  slug: string | undefined,
) {
  slugOr404(slug);
  const ctx = contextFor(context, locale);
  const promotion = await content.promotionBySlug(ctx, slug).catch(notFoundAs404);
  const products =
    promotion.state === 'ended' ? [] : await catalog.productCardsByIds(ctx, promotion.product_ids);
  return { promotion: dated(promotion, locale), products };
}
