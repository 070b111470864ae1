import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A shopper's store credit and loyalty points (spec §3 Wallet, Loyalty points). The row is the
 * lock every spend takes; the balances are the sums of the entries, and never negative.
 */
export const walletAccount = pgTable(
  'wallet_account',
  {
    userId: integer('user_id').primaryKey(),
    /** Credit that covers 100% of a price: recharges, gift cards, refunds of it. */
    full: integer('full').notNull().default(0),
    /** Cashback credit (and refunds of it): covers at most 50% of a price. */
    limited: integer('limited').notNull().default(0),
    /** Merchant loyalty points (1 point per 100 ₮ paid). */
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_account_full_not_negative', sql`${t.full} >= 0`),
    check('wallet_account_limited_not_negative', sql`${t.limited} >= 0`),
    check('wallet_account_points_not_negative', sql`${t.points} >= 0`),
  ],
);

/**
 * Every change of a wallet (append-only; spec §3 "store credit entries"). `reference` makes a
 * credit or debit happen once however often it is asked for (a replayed callback, a retried job).
 */
export const walletEntry = pgTable(
  'wallet_entry',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** 'full', 'limited' or 'points'. */
    bucket: text('bucket').notNull(),
    /** Positive: credit; negative: spent or taken back. */
    amount: integer('amount').notNull(),
    /** 'recharge', 'gift_card', 'cashback', 'points', 'purchase', 'refund', 'reversal'. */
    kind: text('kind').notNull(),
    orderNumber: text('order_number'),
    reference: text('reference').notNull().unique(),
    /** The bucket's balance right after this entry. */
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_entry_user_idx').on(t.userId, t.id)],
);
