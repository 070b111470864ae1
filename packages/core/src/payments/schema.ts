import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One payment towards an order (an order may be paid by several: wallet plus card...). Amounts
 * in whole tögrög. The provider's reference is unique, so a replayed callback finds the same row.
 */
export const paymentPayment = pgTable(
  'payment_payment',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** 'card' (more methods with issue 6). */
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    /** 'pending', 'paid', 'failed', 'canceled' or 'refunded'. */
    state: text('state').notNull().default('pending'),
    providerRef: text('provider_ref').unique(),
    transactionId: text('transaction_id'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_payment_order_idx').on(t.orderNumber)],
);
