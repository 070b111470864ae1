import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A named wish list (spec §3 "Wish list"). A signed-in shopper's goes by account, a guest's by
 * the hash of the browser's wish token until sign-in joins it to the account. One list per owner
 * is the default: hearts go there.
 */
export const engagementWishlist = pgTable(
  'engagement_wishlist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    /** sha256 of the guest's wish token (never the token itself). */
    guestTokenHash: text('guest_token_hash'),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Set while the list is shared: the unguessable part of its read-only link. */
    shareToken: text('share_token').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('engagement_wishlist_user_idx').on(t.userId),
    index('engagement_wishlist_guest_idx').on(t.guestTokenHash),
    // Two first hearts at once make one default list, not two.
    uniqueIndex('engagement_wishlist_user_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.userId} is not null`),
    uniqueIndex('engagement_wishlist_guest_default_key')
      .on(t.guestTokenHash)
      .where(sql`${t.isDefault} and ${t.guestTokenHash} is not null`),
  ],
);

/**
 * A variant on a wish list (spec §3 "wished_products"). The product id is kept beside the
 * variant so a product card's heart knows its state without asking the catalogue. The highest
 * position is the top of the list.
 */
export const engagementWish = pgTable(
  'engagement_wish',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => engagementWishlist.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
    /** The price and stock the shopper last knew of (wish alerts): null until first looked at. */
    toldPrice: integer('told_price'),
    toldInStock: boolean('told_in_stock'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('engagement_wish_variant_key').on(t.wishlistId, t.variantId)],
);

/**
 * A shopper's review of a product (spec §3 "Product review"): one per shopper and product,
 * editable. Text is kept and shown as text, never as HTML. Hidden by staff: only its author
 * still sees it, and it leaves the product's average.
 */
export const engagementReview = pgTable(
  'engagement_review',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    userId: integer('user_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** The author had bought the product when writing (or last editing) the review. */
    verified: boolean('verified').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('engagement_review_author_key').on(t.productId, t.userId),
    // The product page's list: newest, or by rating, of the visible reviews.
    index('engagement_review_product_idx').on(t.productId, t.createdAt),
  ],
);

/** A picture on a review, stored through the MediaStore in two sizes (`-s` and `-l`). */
export const engagementReviewImage = pgTable(
  'engagement_review_image',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => engagementReview.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The stored pictures' key without the size and extension: `reviews/<random>`. */
    storageKey: text('storage_key').notNull().unique(),
    /** The shopper's caption (spec: images[][name]). */
    name: text('name').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('engagement_review_image_review_idx').on(t.reviewId)],
);

/** What a shopper thinks of a product's price: 'high', 'fair' or 'low'; one each, changeable. */
export const engagementPriceOpinion = pgTable(
  'engagement_price_opinion',
  {
    productId: integer('product_id').notNull(),
    userId: integer('user_id').notNull(),
    opinion: text('opinion').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] })],
);

/**
 * A comment on a review (spec §3 "Comment"; articles' comments join when articles come), or a
 * reply to another comment (`replyId`; replies go when their comment goes). Text is kept as text.
 */
export const engagementComment = pgTable(
  'engagement_comment',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => engagementReview.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references((): AnyPgColumn => engagementComment.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').notNull(),
    comment: text('comment').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('engagement_comment_review_idx').on(t.reviewId, t.createdAt)],
);

/** A shopper's rating of a comment (`PUT /comments/{id}/review`): one each, changeable. */
export const engagementCommentRating = pgTable(
  'engagement_comment_rating',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => engagementComment.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    rating: integer('rating').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A shopper's review of a vendor (a shop selling on the marketplace): one each, editable. */
export const engagementVendorReview = pgTable(
  'engagement_vendor_review',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id').notNull(),
    userId: integer('user_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('engagement_vendor_review_author_key').on(t.vendorId, t.userId),
    index('engagement_vendor_review_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/** A bookmark (spec §3 User: bookmarks): an article or a product the shopper keeps, newest first. */
export const engagementBookmark = pgTable(
  'engagement_bookmark',
  {
    userId: integer('user_id').notNull(),
    /** 'article' or 'product'. */
    type: text('type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.targetId] })],
);

/**
 * A newsletter subscriber (spec §7 `POST /subscribe`), kept by double opt-in: 'pending' until
 * the e-mailed link is followed, then 'confirmed'; 'unsubscribed' by the link in every e-mail.
 * Only hashes of the links' tokens are kept.
 */
export const engagementSubscriber = pgTable('engagement_subscriber', {
  id: serial('id').primaryKey(),
  /** Lower-case; unique. */
  email: text('email').notNull().unique(),
  state: text('state').notNull().default('pending'),
  locale: text('locale').notNull().default('mn'),
  confirmTokenHash: text('confirm_token_hash').unique(),
  unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** A message sent through the contact form, kept for staff and forwarded to the shop's e-mail. */
export const engagementContactMessage = pgTable('engagement_contact_message', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * A shopper's request for a price (spec §2 "Request a quote", "My quotes"): for a product or
 * described in words, a quantity and the date it is needed by, and how to reach them (their
 * own phone or e-mail, spec §5). Staff answer with a unit price and how long it holds; the
 * shopper accepts it into the cart at that price while it holds. States: 'sent', 'answered',
 * 'declined', 'accepted'; an answered quote past its date reads as expired.
 */
export const engagementQuote = pgTable(
  'engagement_quote',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id'),
    /** The variant the price is for: asked for, or chosen by staff when answering. */
    variantId: integer('variant_id'),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull(),
    neededBy: date('needed_by', { mode: 'string' }),
    phone: text('phone'),
    email: text('email'),
    /** The shopper's language when asking: the answer is sent in it. */
    locale: text('locale').notNull().default('mn'),
    state: text('state').notNull().default('sent'),
    /** ₮ per unit, set by the answer. */
    unitPrice: integer('unit_price'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Staff's words with the answer or the refusal. */
    answerNote: text('answer_note').notNull().default(''),
    /** The cart the accepted quote went into. */
    orderNumber: text('order_number'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('engagement_quote_user_idx').on(t.userId, t.id),
    index('engagement_quote_state_idx').on(t.state, t.id),
  ],
);

/**
 * "Tell me when it's back": a shopper's wish to hear, by SMS or e-mail, when a sold-out variant
 * can be bought again. Told once (`told_at`); a contact waits for a variant once at a time.
 */
export const engagementStockAlert = pgTable(
  'engagement_stock_alert',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull(),
    /** 'sms' or 'email'. */
    channel: text('channel').notNull(),
    /** +976… or a lower-case e-mail address. */
    contact: text('contact').notNull(),
    userId: integer('user_id'),
    locale: text('locale').notNull().default('mn'),
    createdAt: createdAt(),
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('engagement_stock_alert_waiting_idx')
      .on(t.variantId, t.contact)
      .where(sql`${t.toldAt} is null`),
    index('engagement_stock_alert_contact_idx').on(t.contact),
  ],
);
