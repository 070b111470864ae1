import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { LEASE_MONTHS, leasable, leasePlan } from './lease-rules.ts';
import { paymentLease, paymentSavedCard } from './schema.ts';

/**
 * How the rest of an order (after the wallet, gift cards and a voucher) can be paid (spec §1):
 * a card on the gateway's page, a saved card, a QR invoice, a bank transfer, the wallet app
 * (in-app, from the mobile app only), or leasing.
 */
export const PAYMENT_METHODS = [
  'card',
  'saved_card',
  'qpay',
  'bank_transfer',
  'lease',
  'most',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods a shopper chooses on the web checkout (in-app payment is the mobile app's). */
export const WEB_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'card',
  'saved_card',
  'qpay',
  'bank_transfer',
  'lease',
];

/** A saved card of this shopper that was not removed, or null. */
export async function savedCardOf(db: Db, userId: number, id: number) {
  const [card] = await db
    .select()
    .from(paymentSavedCard)
    .where(
      and(
        eq(paymentSavedCard.id, id),
        eq(paymentSavedCard.userId, userId),
        isNull(paymentSavedCard.removedAt),
      ),
    );
  return card ?? null;
}

const refusal = (field: string, key: string, vars: Record<string, string | number> = {}) =>
  new AppError('invalid_input', 'error.checkout_incomplete', vars, { [field]: [key] });

/**
 * Checks, while the order is placed, that its payment method can pay what is left (`due`):
 * chosen at all, a saved card that is the shopper's, a lease within its range (whose plan is
 * then frozen with the order).
 */
export async function prepareMethod(ctx: Ctx, order: OrderRow, due: number): Promise<void> {
  if (due === 0) return;
  const method = order.paymentMethod as PaymentMethod | null;
  if (!method || !(PAYMENT_METHODS as readonly string[]).includes(method)) {
    throw refusal('payment_method', 'validation.invalid_choice');
  }
  if (method === 'saved_card') {
    const id = order.paymentOptions.saved_card_id;
    if (order.userId === null || !id || !(await savedCardOf(ctx.db, order.userId, id))) {
      throw refusal('saved_card_id', 'validation.invalid_choice');
    }
  }
  if (method === 'lease') {
    if (!leasable(due)) {
      throw new AppError('conflict', 'error.lease_range', { min: 120_000, max: 1_500_000 });
    }
    const months = order.paymentOptions.lease_months ?? 12;
    if (!(LEASE_MONTHS as readonly number[]).includes(months)) {
      throw refusal('lease_months', 'validation.invalid_choice');
    }
    const plan = leasePlan(due, months);
    await ctx.db
      .insert(paymentLease)
      .values({
        orderNumber: order.number,
        price: plan.price,
        months: plan.months,
        downPayment: plan.downPayment,
        financed: plan.financed,
        monthly: plan.monthly,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing();
  }
}
