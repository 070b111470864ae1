import { sql } from 'drizzle-orm';
import { bulkInsert, type Db } from '../db/index.ts';
import { translationsOf } from './catalog-plan.ts';
import { PROMOTION_PAGES } from './data/promotion-pages.ts';
import { firstProductsByRoot } from './products-by-root.ts';

const DAY = 86_400_000;
const PRODUCTS_SHOWN = 8;

/** The promotions' pages: words, dates, the coupon each gives and products to show. */
export async function insertPromotionPages(db: Db, now: Date): Promise<void> {
  const products = await firstProductsByRoot(db, sql`p.image is not null and not p.age_restricted`);
  await bulkInsert(
    db,
    'content_promotion',
    {
      slug: 'text',
      title: 'text',
      summary: 'text',
      body: 'text',
      translations: 'jsonb',
      picture: 'text',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
      coupon_code: 'text',
      taxon: 'text',
      product_ids: 'jsonb',
    },
    PROMOTION_PAGES.map((page) => [
      page.slug,
      page.title.mn,
      page.summary.mn,
      page.body.mn,
      translationsOf({ title: page.title, summary: page.summary, body: page.body }),
      page.picture,
      new Date(now.getTime() + page.startsInDays * DAY),
      new Date(now.getTime() + page.endsInDays * DAY),
      page.couponCode,
      page.taxon,
      products
        .filter((p) => p.root === page.productsFrom)
        .slice(0, PRODUCTS_SHOWN)
        .map((p) => Number(p.id)),
    ]),
  );
}
