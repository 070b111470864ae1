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
 * The roulette promotion (spec §1, §7 `PUT /promotions/lucky_wheel` and `/promotions/jackpot`,
 * the roulette admin under `/tmp_roulette/`). One row per game: its switch, what earns a chance,
 * and for the jackpot the pot that grows with every losing spin.
 */
export const rouletteGame = pgTable('roulette_game', {
  /** 'lucky_wheel' or 'jackpot'. */
  game: text('game').primaryKey(),
  active: boolean('active').notNull().default(true),
  /** A paid order of at least this total (₮) earns one chance; null: orders earn none. */
  minOrderTotal: integer('min_order_total'),
  /** Orders placed from this moment on earn chances (not every order the shop ever had). */
  ordersFrom: timestamp('orders_from', { withTimezone: true }).notNull().defaultNow(),
  /** Where an order's chance draws its prize from (a roulette location). */
  orderLocationId: integer('order_location_id'),
  /** The jackpot: what the pot starts at after a win, what each losing spin adds, and 1 in how many spins wins it. */
  jackpotSeed: integer('jackpot_seed').notNull().default(0),
  jackpotStep: integer('jackpot_step').notNull().default(0),
  jackpotOdds: integer('jackpot_odds').notNull().default(1000),
  jackpotPot: integer('jackpot_pot').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A place the roulette is played: a store, a stand at a fair, or the online shop. */
export const rouletteLocation = pgTable('roulette_location', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  address: text('address').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A prize of a game (the admin's "products"): a coupon, a voucher, or a product to pick up at
 * the location. What a winner gets is made when they win, from these terms.
 */
export const roulettePrize = pgTable('roulette_prize', {
  id: serial('id').primaryKey(),
  game: text('game').notNull(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  /** 'coupon', 'voucher' or 'product'. */
  kind: text('kind').notNull(),
  /** A coupon's 'percent' or 'fixed'; null for the others. */
  couponKind: text('coupon_kind'),
  /** The coupon's percent or ₮, the voucher's ₮; 0 for a product. */
  value: integer('value').notNull().default(0),
  /** Days the prize can be used or picked up after the win. */
  validDays: integer('valid_days').notNull().default(30),
  /** The wheel segment's colour. */
  color: text('color').notNull().default('#c2185b'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How many of a prize are left at a location: the draw's weights, never below zero. */
export const rouletteStock = pgTable(
  'roulette_stock',
  {
    id: serial('id').primaryKey(),
    prizeId: integer('prize_id').notNull(),
    locationId: integer('location_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roulette_stock_prize_location_idx').on(t.prizeId, t.locationId),
    check('roulette_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** A number printed on a receipt at a location: one chance, used once. */
export const rouletteNumber = pgTable('roulette_number', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  game: text('game').notNull(),
  locationId: integer('location_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: integer('used_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who may run the roulette admin besides the website admins (spec: its "users"). */
export const rouletteAdmin = pgTable('roulette_admin', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique(),
  addedBy: integer('added_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's chance to spin: from a paid order or a receipt number, spent by one spin. */
export const rouletteChance = pgTable(
  'roulette_chance',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    game: text('game').notNull(),
    locationId: integer('location_id'),
    /** The paid order that earned it (one per order and game). */
    orderId: integer('order_id'),
    numberId: integer('number_id').unique(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roulette_chance_order_game_idx').on(t.orderId, t.game),
    index('roulette_chance_user_idx').on(t.userId, t.game, t.spentAt),
  ],
);

/** A spin and what it gave (the results view, the shopper's prizes). */
export const rouletteSpin = pgTable(
  'roulette_spin',
  {
    id: serial('id').primaryKey(),
    chanceId: integer('chance_id').notNull().unique(),
    userId: integer('user_id').notNull(),
    game: text('game').notNull(),
    locationId: integer('location_id'),
    prizeId: integer('prize_id'),
    /** 'coupon', 'voucher', 'product', 'jackpot', or 'none' (a losing jackpot spin). */
    reward: text('reward').notNull(),
    /** The coupon's, voucher's or pickup e-ticket's code. */
    rewardCode: text('reward_code'),
    amount: integer('amount'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('roulette_spin_user_idx').on(t.userId, t.createdAt),
    index('roulette_spin_created_idx').on(t.createdAt),
  ],
);
