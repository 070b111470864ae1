import { bulkInsert, type Db } from '../db/index.ts';
import { type PlannedTaxon, translationsOf } from './catalog-plan.ts';
import { COUPONS, GIFT_CARDS, VOUCHERS } from './data/promotions.ts';

const DAY = 86_400_000;

/** The demo shop's coupons, gift cards and vouchers (docs/PAYMENTS.md lists the codes). */
export async function insertPromotions(db: Db, taxons: PlannedTaxon[], now: Date): Promise<void> {
  await bulkInsert(
    db,
    'promo_coupon',
    {
      code: 'text',
      name: 'text',
      description: 'text',
      translations: 'jsonb',
      kind: 'text',
      value: 'int',
      min_order: 'int',
      max_discount: 'int',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
      usage_limit: 'int',
      per_user_limit: 'int',
      taxon_ids: 'int[]',
    },
    COUPONS.map((c) => [
      c.code,
      c.name.mn,
      c.description.mn,
      translationsOf({ name: c.name, description: c.description }),
      c.kind,
      c.value,
      c.minOrder,
      c.maxDiscount,
      new Date(now.getTime() - 30 * DAY),
      c.endsInDays === null ? null : new Date(now.getTime() + c.endsInDays * DAY),
      c.usageLimit,
      c.perUserLimit,
      `{${c.taxons.map((p) => taxons.find((t) => t.permalink === p)?.id ?? 0).join(',')}}`,
    ]),
  );
  await bulkInsert(
    db,
    'promo_gift_card',
    { code: 'text', initial_amount: 'int', balance: 'int', min_order: 'int' },
    GIFT_CARDS.map((g) => [g.code, g.amount, g.amount, g.minOrder]),
  );
  await bulkInsert(
    db,
    'promo_voucher',
    { code: 'text', amount: 'int' },
    VOUCHERS.map((v) => [v.code, v.amount]),
  );
}
