import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translations } from '../shared/index.ts';

/** A shop branch or warehouse that holds stock; pickup points are shown at checkout. */
export const inventoryStockLocation = pgTable('inventory_stock_location', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  opensAt: text('opens_at').notNull(),
  closesAt: text('closes_at').notNull(),
  pickup: boolean('pickup').notNull().default(true),
  zipcode: text('zipcode'),
});

export const inventoryStockItem = pgTable(
  'inventory_stock_item',
  {
    variantId: integer('variant_id').notNull(),
    stockLocationId: integer('stock_location_id').notNull(),
    countOnHand: integer('count_on_hand').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.stockLocationId] }),
    index('inventory_stock_item_location_idx').on(t.stockLocationId),
  ],
);

/**
 * Every change of stock an order makes (append-only): a reservation takes (negative delta),
 * a release gives back. What an order holds is the sum of its rows.
 */
export const inventoryStockMovement = pgTable(
  'inventory_stock_movement',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull(),
    stockLocationId: integer('stock_location_id').notNull(),
    delta: integer('delta').notNull(),
    /** 'reserve' or 'release'. */
    reason: text('reason').notNull(),
    /** The order number. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_stock_movement_reference_idx').on(t.reference)],
);
