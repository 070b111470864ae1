import {
  boolean,
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

export const contentMenu = pgTable(
  'content_menu',
  {
    id: serial('id').primaryKey(),
    /** Where the menu shows: 'header', 'footer', 'mobile'. */
    placement: text('placement').notNull(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    url: text('url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('content_menu_placement_idx').on(t.placement, t.position)],
);

export const contentNotification = pgTable('content_notification', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  /** 'info', 'promo' or 'warning'. */
  level: text('level').notNull().default('info'),
  url: text('url'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** Shop-wide settings read by the storefront; only `public` ones leave the server. */
export const contentConfig = pgTable('content_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  public: boolean('public').notNull().default(true),
});

/** A named product selection (home-page rails, landing lists) expressed as a query. */
export const contentPreset = pgTable('content_preset', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
  position: integer('position').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** Shop-edited overrides of UI texts, merged over the built-in catalogs. */
export const contentTranslation = pgTable(
  'content_translation',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);
