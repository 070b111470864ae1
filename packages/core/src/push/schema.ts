import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A browser's Web Push subscription (one per device and browser profile). `token` is the
 * device's id towards the shop (the spec's `playerId`); the endpoint and keys are the browser's.
 * Anonymous until a signed-in shopper links the device (`POST /users/link_device`).
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The account it is linked to (accounts' user id; no foreign key across modules). */
    userId: integer('user_id'),
    /** The language the device subscribed or was last linked in: its messages are in it. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscription_user_idx').on(t.userId)],
);

/** The shop's VAPID key pair, made on first use when configuration names none (one row). */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
