import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponRule,
  couponDiscount,
  normalizeCode,
  PROMO_CODE,
  voucherMinimum,
} from './rules.ts';

const rule = fc.record({
  kind: fc.constantFrom<CouponRule['kind']>('percent', 'fixed'),
  value: fc.integer({ min: 1, max: 100 }),
  minOrder: fc.integer({ min: 0, max: 200_000 }),
  maxDiscount: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
});

describe('coupon rules', () => {
  it('takes a percentage rounded half up, capped, or a fixed amount', () => {
    const percent: CouponRule = { kind: 'percent', value: 15, minOrder: 0, maxDiscount: null };
    expect(couponDiscount(percent, 33_333)).toBe(5000);
    expect(couponDiscount({ ...percent, maxDiscount: 3000 }, 33_333)).toBe(3000);
    const fixed: CouponRule = { kind: 'fixed', value: 10_000, minOrder: 50_000, maxDiscount: null };
    expect(couponDiscount(fixed, 49_999)).toBe(0);
    expect(couponDiscount(fixed, 50_000)).toBe(10_000);
  });

  it('never takes more than the lines cost, nor anything below the minimum', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 10_000_000 }), (r, eligible) => {
        const fixedRule = r.kind === 'fixed' ? { ...r, value: r.value * 1000 } : r;
        const discount = couponDiscount(fixedRule, eligible);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(eligible);
        if (eligible < r.minOrder) expect(discount).toBe(0);
        if (r.kind === 'percent' && r.maxDiscount !== null) {
          expect(discount).toBeLessThanOrEqual(r.maxDiscount);
        }
      }),
    );
  });

  it('reads codes as typed and knows a promo code by its 4 digits', () => {
    expect(normalizeCode(' spring 25 ')).toBe('SPRING25');
    expect(PROMO_CODE.test('2024')).toBe(true);
    expect(PROMO_CODE.test('202')).toBe(false);
    expect(PROMO_CODE.test('20245')).toBe(false);
  });
});

describe('voucher minimum by payment method (spec §9)', () => {
  it('is 50 ₮ with QR, 500 ₮ by card and 100,000 ₮ otherwise', () => {
    expect(voucherMinimum('qpay')).toBe(50);
    expect(voucherMinimum('card')).toBe(500);
    expect(voucherMinimum('saved_card')).toBe(500);
    expect(voucherMinimum('bank_transfer')).toBe(100_000);
    expect(voucherMinimum(null)).toBe(100_000);
  });
});
