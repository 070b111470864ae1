import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEASE, LEASE_MONTHS, leasable, leasePlan, leaseTeaser } from './lease-rules.ts';

describe('lease plan (spec §9 constants)', () => {
  it('takes 30% down and repays the rest at 1.8% a month', () => {
    const plan = leasePlan(500_000, 6);
    expect(plan.downPayment).toBe(150_000);
    expect(plan.financed).toBe(350_000);
    // 350,000 × 0.018 / (1 − 1.018^−6) = 62,062.96…
    expect(plan.monthly).toBe(62_063);
    expect(plan.totalCost).toBe(150_000 + 62_063 * 6);
  });

  it('accepts prices from 120,000 to 1,500,000 ₮ only', () => {
    expect(leasable(LEASE.allowedMin - 1)).toBe(false);
    expect(leasable(LEASE.allowedMin)).toBe(true);
    expect(leasable(LEASE.allowedMax)).toBe(true);
    expect(leasable(LEASE.allowedMax + 1)).toBe(false);
  });

  it('never falls short and costs more than the price, within a tögrög a month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: LEASE.allowedMin, max: LEASE.allowedMax }),
        fc.constantFrom(...LEASE_MONTHS),
        (price, months) => {
          const plan = leasePlan(price, months);
          expect(plan.downPayment + plan.financed).toBe(price);
          expect(plan.downPayment * 100).toBeGreaterThanOrEqual(price * 30);
          expect(plan.monthly * months).toBeGreaterThan(plan.financed);
          const rate = LEASE.interest / 100;
          const exact = (plan.financed * rate) / (1 - (1 + rate) ** -months);
          expect(plan.monthly - exact).toBeLessThan(1);
          expect(plan.monthly).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(plan.totalCost).toBe(plan.downPayment + plan.monthly * months);
        },
      ),
    );
  });

  it('teases the smallest monthly amount from the barrier price to the largest leasable one', () => {
    expect(leaseTeaser(LEASE.barrier - 1)).toBeNull();
    expect(leaseTeaser(LEASE.allowedMax + 1)).toBeNull();
    const teaser = leaseTeaser(600_000);
    expect(teaser?.months).toBe(12);
    for (const months of LEASE_MONTHS) {
      expect(teaser?.monthly).toBeLessThanOrEqual(leasePlan(600_000, months).monthly);
    }
  });
});
