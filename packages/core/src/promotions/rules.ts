import { AppError, percentOf } from '../shared/index.ts';

/** What a coupon takes off (the promotion's rule; the coupon row holds its numbers). */
export interface CouponRule {
  kind: 'percent' | 'fixed';
  /** Percent (1-100) or tögrög. */
  value: number;
  /** Applies only when the eligible lines come to at least this much. */
  minOrder: number;
  /** A percentage coupon takes off at most this much (null: no cap). */
  maxDiscount: number | null;
}

/**
 * The discount on the lines a coupon covers (`eligible`: their total; all lines when the coupon
 * names no categories): a percentage of them rounded half up and capped, or a fixed amount; never
 * more than they cost. Zero below the coupon's minimum.
 */
export function couponDiscount(rule: CouponRule, eligible: number): number {
  if (eligible <= 0 || eligible < rule.minOrder) return 0;
  const raw =
    rule.kind === 'percent'
      ? Math.min(percentOf(eligible, rule.value), rule.maxDiscount ?? Number.MAX_SAFE_INTEGER)
      : rule.value;
  return Math.max(0, Math.min(raw, eligible));
}

/** Spec §5: a promo code is exactly 4 digits; other coupon codes are letters and digits. */
export const PROMO_CODE = /^\d{4}$/;
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9-]{3,31}$/;

/** The refusals that say a typed code does not exist (or is not the shopper's). */
const UNKNOWN_CODE_KEYS = new Set([
  'error.no_coupon',
  'validation.gift_card',
  'validation.voucher',
]);

/** Whether a code was refused because there is no such code: a wrong guess (limits/guesses). */
export function isUnknownCode(error: unknown): boolean {
  return error instanceof AppError && UNKNOWN_CODE_KEYS.has(error.messageKey);
}

/** Codes as typed by shoppers: spaces dropped, upper case. */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * Spec §9: a voucher needs a minimum purchase that depends on how the rest of the order is paid
 * (docs/PAYMENTS.md): 50 ₮ with QR payment, 500 ₮ by card, 100,000 ₮ otherwise.
 */
export const VOUCHER_MIN_PURCHASE = { qpay: 50, card: 500, other: 100_000 } as const;

export function voucherMinimum(paymentMethod: string | null): number {
  if (paymentMethod === 'qpay') return VOUCHER_MIN_PURCHASE.qpay;
  if (paymentMethod === 'card' || paymentMethod === 'saved_card') return VOUCHER_MIN_PURCHASE.card;
  return VOUCHER_MIN_PURCHASE.other;
}

/** Spec §9: some gift cards work only on orders above 20,000 or 100,000 ₮. */
export const GIFT_CARD_MINIMUMS = [0, 20_000, 100_000] as const;
