import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One payment towards an order or a wallet recharge (an order may be paid by several: wallet
 * plus card, gift card plus QR...). Amounts in whole tögrög. The provider's reference is unique,
 * so a replayed callback finds the same row.
 */
export const paymentPayment = pgTable(
  'payment_payment',
  {
    id: serial('id').primaryKey(),
    /** The order's number (R…), or the recharge's (W…) when `purpose` is 'recharge'. */
    orderNumber: text('order_number').notNull(),
    /** 'order' or 'recharge'. */
    purpose: text('purpose').notNull().default('order'),
    /**
     * 'wallet', 'gift_card', 'voucher' (the shop's own, taken when the order is placed), 'card',
     * 'saved_card', 'qpay', 'bank_transfer', 'most' (in-app), 'lease'.
     */
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    /** 'pending', 'paid', 'failed', 'canceled' or 'refunded' (`refunded` says how much). */
    state: text('state').notNull().default('pending'),
    /** The gift card, voucher or saved card it came from. */
    sourceId: integer('source_id'),
    providerRef: text('provider_ref').unique(),
    transactionId: text('transaction_id'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    refunded: integer('refunded').notNull().default(0),
    /** What the shopper needs to pay it (a QR invoice's text and bank links...). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_payment_order_idx').on(t.orderNumber)],
);

/**
 * What a shopper chose at checkout to pay with from the shop's own means: the wallet (an
 * amount), a gift card or a voucher. Taken when the order is placed, under row locks.
 */
export const paymentTender = pgTable(
  'payment_tender',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** 'wallet', 'gift_card' or 'voucher'. */
    kind: text('kind').notNull(),
    /** The gift card's or voucher's id; 0 for the wallet. */
    sourceId: integer('source_id').notNull().default(0),
    /** The wallet amount asked for; null: as much as the source allows. */
    requested: integer('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_tender_source_idx').on(t.orderNumber, t.kind, t.sourceId)],
);

/**
 * A card saved at the gateway (spec §7 `/users/register_card`): the gateway's token and what may
 * be shown of the card. Never its number.
 */
export const paymentSavedCard = pgTable(
  'payment_saved_card',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    token: text('token').notNull().unique(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('payment_saved_card_user_idx').on(t.userId)],
);

/** A card registration opened on the gateway's page for a shopper (to find who on return). */
export const paymentCardRegistration = pgTable('payment_card_registration', {
  registrationId: text('registration_id').primaryKey(),
  userId: integer('user_id').notNull(),
  savedCardId: integer('saved_card_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money put into a wallet by card or QR (spec §2 Wallet "recharge"). */
export const paymentRecharge = pgTable(
  'payment_recharge',
  {
    id: serial('id').primaryKey(),
    /** W and nine digits: the reference its payment carries. */
    number: text('number').notNull().unique(),
    userId: integer('user_id').notNull(),
    amount: integer('amount').notNull(),
    /** 'card' or 'qpay'. */
    method: text('method').notNull(),
    /** 'pending' or 'paid'. */
    state: text('state').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_recharge_user_idx').on(t.userId)],
);

/**
 * An order paid by leasing (spec §4: the loan application is sent only after the down payment
 * is paid in full). The plan is frozen when the order is placed.
 */
export const paymentLease = pgTable('payment_lease', {
  orderNumber: text('order_number').primaryKey(),
  price: integer('price').notNull(),
  months: integer('months').notNull(),
  downPayment: integer('down_payment').notNull(),
  financed: integer('financed').notNull(),
  monthly: integer('monthly').notNull(),
  /** 'down_payment_due', 'applied', 'approved', 'declined' or 'canceled'. */
  state: text('state').notNull().default('down_payment_due'),
  applicationId: text('application_id').unique(),
  declineReason: text('decline_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
