import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { shopperVisible } from './product-cards.ts';
import { catalogProduct } from './schema.ts';

/** What a sitemap needs of a product. */
export interface ProductUrl {
  id: number;
  slug: string;
  updated_at: Date;
}

/** How many products a shopper can see now (the default filter). */
export async function countVisibleProducts(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(catalogProduct)
    .where(shopperVisible(ctx.now));
  return row?.n ?? 0;
}

/**
 * The shopper-visible products from position `offset` (by id), `limit` of them, in batches so a
 * caller can stream a large range without holding it: the first batch skips to the offset, the
 * rest continue after the last id seen.
 */
export async function* visibleProductUrls(
  ctx: Ctx,
  range: { offset: number; limit: number },
  batchSize = 2_000,
): AsyncGenerator<ProductUrl[]> {
  let left = range.limit;
  let afterId: number | undefined;
  while (left > 0) {
    const rows = await ctx.db
      .select({
        id: catalogProduct.id,
        slug: catalogProduct.slug,
        updated_at: catalogProduct.updatedAt,
      })
      .from(catalogProduct)
      .where(
        and(
          shopperVisible(ctx.now),
          afterId === undefined ? undefined : gt(catalogProduct.id, afterId),
        ),
      )
      .orderBy(asc(catalogProduct.id))
      .limit(Math.min(batchSize, left))
      .offset(afterId === undefined ? range.offset : 0);
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
}

/**
 * The slug of a product a shopper can see now, by its id (a short link's target); null for one
 * that does not exist or is hidden.
 */
export async function visibleProductSlug(ctx: Ctx, productId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ slug: catalogProduct.slug })
    .from(catalogProduct)
    .where(and(eq(catalogProduct.id, productId), shopperVisible(ctx.now)));
  return row?.slug ?? null;
}
