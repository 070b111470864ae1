import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Translations } from '../shared/index.ts';

/**
 * A postal zone of Mongolia. `cat` gives the level: 2-4 city or aimag centre, 5-6 district or
 * soum, 7-8 quarter (khoroo or bag), 9 address.
 */
export const geoPostalZone = pgTable(
  'geo_postal_zone',
  {
    id: serial('id').primaryKey(),
    zipcode: text('zipcode').notNull().unique(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    cat: integer('cat').notNull(),
    parentZipcode: text('parent_zipcode'),
  },
  (t) => [index('geo_postal_zone_parent_idx').on(t.parentZipcode)],
);
