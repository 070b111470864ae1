import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The delivery address as it was when the order was placed (frozen with the order). */
export interface OrderAddress {
  country: string;
  city: string;
  district: string;
  quarter: string | null;
  street: string | null;
  detail: string;
  receiver: string;
  receiverPhone: string;
  zipcode: string;
}

/** What the order's payment method needs besides its name. */
export interface PaymentOptions {
  saved_card_id?: number;
  lease_months?: number;
}

/**
 * One product inside a package line: the spec's slug, qty and custom values (cv), with the
 * variant it is sold as and its unit price when last priced (re-checked when the order is placed).
 */
export interface PackageLine {
  slug: string;
  qty: number;
  cv: Record<string, string>;
  productId: number;
  variantId: number;
  price: number;
}

/**
 * A cart, and after checkout the order it became (Spree's model: one row all the way). `state`
 * is 'cart' until the order is placed; then it follows docs/ORDERS.md.
 */
export const orderOrder = pgTable(
  'order_order',
  {
    id: serial('id').primaryKey(),
    /** R and nine digits, shown to the shopper and staff. */
    number: text('number').notNull().unique(),
    /** SHA-256 of the guest's order token (the token itself is only ever in the guest's hands). */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id'),
    state: text('state').notNull().default('cart'),
    email: text('email'),
    phone: text('phone'),
    /** 'person' or 'organisation' (VAT receipt to the registry number). */
    buyerType: text('buyer_type').notNull().default('person'),
    registryNumber: text('registry_number'),
    /** The buyer's date of birth, confirmed at checkout when the order holds spirits (21+). */
    buyerBirthDate: date('buyer_birth_date', { mode: 'string' }),
    /** 'delivery' or 'pickup'. */
    shippingMethod: text('shipping_method'),
    shipAddress: jsonb('ship_address').$type<OrderAddress>(),
    /** Pickup point (inventory stock location). */
    pickupLocationId: integer('pickup_location_id'),
    /** 'standard' (within 24 h), 'express' (4 h) or 'same_day' (5 h after payment, before 14:00). */
    deliveryOption: text('delivery_option'),
    /**
     * The hours the chosen option promises, from payment: the zone's and the slowest item's
     * (a standard delivery of an item got ready first takes longer); null before it is chosen.
     */
    deliveryHours: smallint('delivery_hours'),
    paymentMethod: text('payment_method'),
    /** The payment method's choices: `saved_card_id`, `lease_months`. */
    paymentOptions: jsonb('payment_options').$type<PaymentOptions>().notNull().default({}),
    /** The coupon on the cart (spec §3 Coupon); its discount is `promo_total`. */
    couponCode: text('coupon_code'),
    promoTotal: integer('promo_total').notNull().default(0),
    itemTotal: integer('item_total').notNull().default(0),
    shipTotal: integer('ship_total').notNull().default(0),
    /** VAT included in the total (10%), for the receipt. */
    taxTotal: integer('tax_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    totalQuantity: integer('total_quantity').notNull().default(0),
    /** 'none', 'waiting' (waiting for VAT receipt), 'sent', or 'returned' (the order ended). */
    vatState: text('vat_state').notNull().default('none'),
    vatReceiptId: text('vat_receipt_id'),
    vatLottery: text('vat_lottery'),
    /** Placing the order with this key again answers this order (Idempotency-Key). */
    completionKey: text('completion_key'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Unpaid after this: the order expires and its stock returns. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The courier's note or tracking reference, given by staff when the order ships. */
    shipmentNote: text('shipment_note'),
    /** Delivered or handed over; a delivered order completes by itself some days later. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    locale: text('locale').notNull().default('mn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_order_user_idx').on(t.userId, t.state),
    index('order_order_due_idx').on(t.state, t.paymentDueAt),
    index('order_order_delivered_idx').on(t.state, t.deliveredAt),
    // The back office lists placed orders newest first (carts have none).
    index('order_order_completed_idx').on(t.completedAt),
    uniqueIndex('order_order_completion_key_idx').on(t.completionKey),
    // One open cart per shopper: two requests at once must find the same cart, not make two.
    uniqueIndex('order_order_one_cart_idx')
      .on(t.userId)
      .where(sql`${t.state} = 'cart' and ${t.userId} is not null`),
  ],
);

/** A line of a cart or order: one variant (with its options), at the price shown. */
export const orderLineItem = pgTable(
  'order_line_item',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orderOrder.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price in tögrög when added; re-checked when the order is placed. */
    price: integer('price').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    gift: boolean('gift').notNull().default(false),
    /** A package product's contents (spec §3): null for any other line. */
    package: jsonb('package').$type<PackageLine[]>(),
    /** An accepted price quote (engagement): `price` is its price while it holds. */
    quoteId: integer('quote_id'),
    quotedUntil: timestamp('quoted_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_line_item_order_idx').on(t.orderId),
    // A quote goes into a cart once, however many times "accept" is pressed at once.
    uniqueIndex('order_line_item_quote_key').on(t.quoteId).where(sql`${t.quoteId} is not null`),
  ],
);

/** Every change of an order's state, with who and why (append-only). */
export const orderTransition = pgTable(
  'order_transition',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orderOrder.id, { onDelete: 'cascade' }),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    reason: text('reason'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_transition_order_idx').on(t.orderId)],
);
