import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '../shared/index.ts';

/**
 * An e-ticket (spec §1, §7 back office): a pass to an event, a stay or a tour that staff scan
 * at the door and use once. Whatever sells one (travel, events) issues it through
 * `issueETicket`; the code is what its QR code holds.
 */
export const ticketETicket = pgTable(
  'ticket_e_ticket',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** 'event', 'stay' or 'tour'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    holderName: text('holder_name').notNull(),
    userId: integer('user_id'),
    /** Everyone the ticket lets in, the holder first. */
    passengers: jsonb('passengers').$type<string[]>().notNull().default([]),
    orderNumber: text('order_number'),
    /** Set once, by the scan that used it (null: still valid). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Its order was cancelled or ended: the ticket no longer lets anyone in. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_e_ticket_starts_idx').on(t.startsAt),
    index('ticket_e_ticket_user_idx').on(t.userId),
    index('ticket_e_ticket_order_idx').on(t.orderNumber),
  ],
);

/**
 * Every scan that used an e-ticket or a coupon at a counter, or found it used already (the
 * back office's scan log, spec §7 `e_tickets/scans`).
 */
export const ticketScan = pgTable(
  'ticket_scan',
  {
    id: serial('id').primaryKey(),
    /** 'e_ticket' or 'coupon'. */
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    code: text('code').notNull(),
    staffUserId: integer('staff_user_id').notNull(),
    /** The store the scanner stood in (inventory's stock locations), when they said. */
    locationId: integer('location_id'),
    /** 'used', or 'already_used' for a scan that found it used. */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_scan_subject_idx').on(t.subject, t.subjectId),
    index('ticket_scan_created_idx').on(t.createdAt),
  ],
);
