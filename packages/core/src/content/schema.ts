import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
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

export const contentNotification = pgTable(
  'content_notification',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    /** 'info', 'promo' or 'warning'. */
    level: text('level').notNull().default('info'),
    url: text('url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The one shopper it is for; null: every shopper (and the bar above the header). */
    userId: integer('user_id'),
  },
  (t) => [index('content_notification_user_idx').on(t.userId, t.startsAt)],
);

/** A shopper having read a notification (spec §3 notifications: read and unread). */
export const contentNotificationRead = pgTable(
  'content_notification_read',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => contentNotification.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

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

/** Who writes articles: a shopper given the author role, or the shop's own editors. */
export const contentAuthor = pgTable('content_author', {
  id: serial('id').primaryKey(),
  /** The account that writes as this author; null for the shop's editorial desk. */
  userId: integer('user_id').unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Mongolian; other languages in `translations` (`bio`). */
  bio: text('bio').notNull().default(''),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An article or a news item (spec §3): its texts live per language in `content_article_text`,
 * and an article may be written in some languages only. Shown once 'published' and its
 * publish time has come (a later time schedules it).
 */
export const contentArticle = pgTable(
  'content_article',
  {
    id: serial('id').primaryKey(),
    /** 'article' or 'news'. */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    authorId: integer('author_id').references(() => contentAuthor.id),
    cover: text('cover'),
    /** 'draft' or 'published'. */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Products the article mentions, shown as live product cards. */
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_article_slug_key').on(t.kind, t.slug),
    index('content_article_listing_idx').on(t.kind, t.status, t.publishedAt),
  ],
);

/** An article's words in one language; the body is HTML cleaned by the allow-list on write. */
export const contentArticleText = pgTable(
  'content_article_text',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => contentArticle.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** The words of title, summary and body in search's one spelling (search `canonical`). */
    searchKey: text('search_key').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    index('content_article_text_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.searchKey})`,
    ),
  ],
);

/** A tag of articles and news, with its own page text (spec §7 `tag_info`). */
export const contentTag = pgTable('content_tag', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Other languages' `name` and `description`. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

export const contentArticleTag = pgTable(
  'content_article_tag',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => contentArticle.id, { onDelete: 'cascade' }),
    tag: text('tag')
      .notNull()
      .references(() => contentTag.slug),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tag] }),
    index('content_article_tag_tag_idx').on(t.tag),
  ],
);

/** A reader following an author (spec §7: follow and unfollow by PUT). */
export const contentAuthorFollow = pgTable(
  'content_author_follow',
  {
    authorId: integer('author_id')
      .notNull()
      .references(() => contentAuthor.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.userId] }),
    index('content_author_follow_user_idx').on(t.userId),
  ],
);

/** A reader's comment on an article or news item, or a reply to another comment. */
export const contentArticleComment = pgTable(
  'content_article_comment',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => contentArticle.id, { onDelete: 'cascade' }),
    /** The comment this one answers; null for a comment on the article itself. */
    replyId: integer('reply_id'),
    userId: integer('user_id').notNull(),
    comment: text('comment').notNull(),
    /** Hidden by staff: shown to its writer only. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_article_comment_article_idx').on(t.articleId, t.createdAt),
    index('content_article_comment_reply_idx').on(t.replyId),
    // Deleting a comment takes its replies with it.
    foreignKey({ columns: [t.replyId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/** A look book (spec §3): a styled picture whose hotspots are products a shopper can buy. */
export const contentLookBook = pgTable('content_look_book', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Mongolian; other languages in `translations` (`title`, `description`). */
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  /** The scene's address (drawn for the shop, or an upload under /media/). */
  picture: text('picture').notNull(),
  /** Listed and readable only when true. */
  published: boolean('published').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product on a look book's picture, at (x, y) per cent of its width and height. */
export const contentLookBookSpot = pgTable(
  'content_look_book_spot',
  {
    lookBookId: integer('look_book_id')
      .notNull()
      .references(() => contentLookBook.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lookBookId, t.position] })],
);

/**
 * A promotion as shoppers read it (spec §7 promotions: list, get): its words, picture and
 * dates, the coupon code it gives and the products or category it concerns.
 */
export const contentPromotion = pgTable(
  'content_promotion',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** Mongolian; other languages in `translations` (`title`, `summary`, `body`). */
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    picture: text('picture'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The code a shopper types at checkout, when the promotion is a coupon. */
    couponCode: text('coupon_code'),
    /** The category it concerns (its permalink), if any. */
    taxon: text('taxon'),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [index('content_promotion_dates_idx').on(t.endsAt, t.startsAt)],
);

/** One of the shop's openings (spec §1 "jobs/organisation section"). */
export const contentJob = pgTable('content_job', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Mongolian; other languages in `translations` (`title`, `summary`, `body`). */
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Paragraphs of plain text, one per line. */
  body: text('body').notNull().default(''),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  location: text('location').notNull(),
  /** 'full_time', 'part_time' or 'seasonal'. */
  employment: text('employment').notNull(),
  published: boolean('published').notNull().default(true),
  /** Applications are taken until then; null: until the opening is taken down. */
  closesAt: timestamp('closes_at', { withTimezone: true }),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Someone applying for an opening, with their CV (stored behind the media store, never served). */
export const contentJobApplication = pgTable(
  'content_job_application',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => contentJob.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    message: text('message').notNull().default(''),
    cvKey: text('cv_key').notNull(),
    /** 'pdf' or 'webp' (a picture re-encoded). */
    cvFormat: text('cv_format').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_job_application_job_idx').on(t.jobId, t.createdAt)],
);
