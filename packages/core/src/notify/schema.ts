import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail and SMS the shop sends, written first and then delivered by an adapter. */
export const notifyMessage = pgTable(
  'notify_message',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** 'queued' (written with its change), 'sending' (claimed by a server), 'sent' or 'failed'. */
    status: text('status').notNull().default('queued'),
    /** When a server claimed it for sending: a claim older than a few minutes has lapsed. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    providerId: text('provider_id'),
    error: text('error'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notify_message_status_idx').on(t.status, t.createdAt)],
);
