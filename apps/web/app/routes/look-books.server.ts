import { catalog, content } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { ShopLoadContext } from '../context.ts';
import { contextFor } from '../lib/auth.server.ts';
import { notFoundAs404, slugOr404 } from '../lib/not-found.server.ts';

/** Every published look book, and the lifestyle list: the products on their pictures. */
export async function loadLookBooks(context: ShopLoadContext, locale: Locale) {
  const ctx = contextFor(context, locale);
  const [lookBooks, lifestyle] = await Promise.all([
    content.listLookBooks(ctx),
    content.lifestyleProductIds(ctx).then((ids) => catalog.productCardsByIds(ctx, ids)),
  ]);
  return { lookBooks, lifestyle };
}

/**
 * One look book: its picture and hotspots, and each hotspot's product as a small form sells it
 * (price, stock, sizes). A product no longer shown takes its hotspot with it.
 */
export async function loadLookBook(
  context: ShopLoadContext,
  locale: Locale,
  slug: string | undefined,
) {
  slugOr404(slug);
  const ctx = contextFor(context, locale);
  const book = await content.lookBookBySlug(ctx, slug).catch(notFoundAs404);
  const offers = await catalog.productOffers(
    ctx,
    book.spots.map((s) => s.product_id),
  );
  const offerOf = new Map(offers.map((o) => [o.id, o]));
  const spots = book.spots.flatMap((spot) => {
    const offer = offerOf.get(spot.product_id);
    return offer ? [{ x: spot.x, y: spot.y, offer }] : [];
  });
  return { book: { ...book, spots: undefined }, spots };
}
