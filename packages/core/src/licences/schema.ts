import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A software licence key the shop sells (spec §7 `/orders/licenses`): staff load a product's
 * keys in the back office; a paid order takes one per unit bought. A key shown to a buyer is
 * never sold again, even when the order is cancelled ('revoked').
 */
export const licenceKey = pgTable(
  'licence_key',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    code: text('code').notNull(),
    /** 'available', 'issued' or 'revoked' (withdrawn unsold, or its order ended). */
    state: text('state').notNull().default('available'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    addedBy: integer('added_by'),
  },
  (t) => [
    uniqueIndex('licence_key_product_code_key').on(t.productId, t.code),
    // The next key to hand out: the oldest available of the product.
    index('licence_key_available_idx').on(t.productId, t.id).where(sql`${t.state} = 'available'`),
  ],
);

/**
 * One unit of a licence product a paid order bought: the key it was given, or none yet
 * ('owed': the pool ran short; the next keys loaded go to the oldest claims first). Holds who
 * to tell, so filling a claim later needs nothing from the order.
 */
export const licenceClaim = pgTable(
  'licence_claim',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    productId: integer('product_id').notNull(),
    /** The line's name when bought, in the order's language. */
    productName: text('product_name').notNull(),
    userId: integer('user_id'),
    email: text('email'),
    phone: text('phone'),
    locale: text('locale').notNull(),
    keyId: integer('key_id').unique(),
    /** 'owed', 'issued' or 'revoked'. */
    state: text('state').notNull().default('owed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    index('licence_claim_order_idx').on(t.orderNumber),
    index('licence_claim_user_idx').on(t.userId),
    index('licence_claim_owed_idx').on(t.productId, t.id).where(sql`${t.state} = 'owed'`),
  ],
);
