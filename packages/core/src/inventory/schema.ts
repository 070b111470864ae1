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
} from 'drizzle-orm/pg-core';
import type { Translations } from '../shared/i18n-text.ts';

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
