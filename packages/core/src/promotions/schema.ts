import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Translations } from '../shared/index.ts';

/**
 * A coupon (spec §3): a code taking a percentage or an amount off the lines it covers, within a
 * date window, usage limits (in all and per shopper) and, optionally, categories. A coupon with
 * a user belongs to that shopper only.
 */
export const promoCoupon = pgTable(
  'promo_coupon',
  {
    id: serial('id').primaryKey(),
    /** Upper case; a 4-digit promo code or letters and digits (spec §5). */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    /** 'percent' or 'fixed'. */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    minOrder: integer('min_order').notNull().default(0),
    maxDiscount: integer('max_discount'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Categories (and everything below them) whose lines it covers; empty: every line. */
    taxonIds: integer('taxon_ids').array().notNull().default([]),
    userId: integer('user_id'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'promo_coupon_within_limit',
      sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`,
    ),
    index('promo_coupon_user_idx').on(t.userId),
  ],
);

/** A coupon used by a placed order; released when the order ends unpaid or is cancelled. */
export const promoCouponUse = pgTable(
  'promo_coupon_use',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull(),
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id'),
    amount: integer('amount').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_coupon_use_order_idx').on(t.couponId, t.orderNumber),
    index('promo_coupon_use_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * A voucher (spec §3, §9): a one-time code worth an amount, usable from a minimum purchase that
 * depends on the payment method. What it does not cover is not kept.
 */
export const promoVoucher = pgTable('promo_voucher', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  amount: integer('amount').notNull(),
  userId: integer('user_id'),
  /** The order that used it (null: still usable). */
  orderNumber: text('order_number'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The staff member who gave it (null: seeded or issued by the shop itself). */
  issuedBy: integer('issued_by'),
  /** Staff's own reference for a voucher they gave: giving twice with it gives one voucher. */
  reference: text('reference').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A gift card (spec §3): a code with a balance; part of it can pay an order and the rest stays
 * on the card. Some work only from a minimum order (20,000 or 100,000 ₮).
 */
export const promoGiftCard = pgTable(
  'promo_gift_card',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    initialAmount: integer('initial_amount').notNull(),
    balance: integer('balance').notNull(),
    minOrder: integer('min_order').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('promo_gift_card_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** Every change of a gift card's balance (append-only), once per reference. */
export const promoGiftCardEntry = pgTable(
  'promo_gift_card_entry',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id').notNull(),
    amount: integer('amount').notNull(),
    orderNumber: text('order_number'),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_gift_card_entry_card_idx').on(t.giftCardId)],
);
