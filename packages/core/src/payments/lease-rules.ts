import { assertTugrik, percentOfAtLeast } from '../shared/index.ts';

/**
 * Spec §9's lease constants and how this shop reads them (docs/PAYMENTS.md):
 * - `barrier`: a product from this price shows its monthly amount;
 * - `term` 0.3: the down payment is 30% of the price (rounded up to the tögrög);
 * - `interest` 1.8: 1.8% a month on what is financed;
 * - `allowedMin`..`allowedMax`: the prices the calculator and checkout accept;
 * - `leaseLimit`: the smallest order total that may be paid by leasing.
 */
export const LEASE = {
  barrier: 120_000,
  term: 0.3,
  interest: 1.8,
  allowedMax: 1_500_000,
  allowedMin: 120_000,
  leaseLimit: 120_000,
} as const;

export const DOWN_PAYMENT_PERCENT = 30;
export const LEASE_MONTHS = [3, 6, 9, 12] as const;
export type LeaseMonths = (typeof LEASE_MONTHS)[number];

export interface LeasePlan {
  price: number;
  months: number;
  downPayment: number;
  financed: number;
  /** Every month's payment, rounded up to the tögrög. */
  monthly: number;
  /** Down payment plus every monthly payment. */
  totalCost: number;
}

/** Whether a price may be leased at all (the calculator's and checkout's range). */
export function leasable(price: number): boolean {
  return price >= Math.max(LEASE.allowedMin, LEASE.leaseLimit) && price <= LEASE.allowedMax;
}

/**
 * The plan for a price over a number of months: 30% down, the rest repaid in equal monthly
 * payments (an annuity at 1.8% a month), each rounded up so the sum never falls short.
 */
export function leasePlan(price: number, months: number): LeasePlan {
  assertTugrik(price);
  if (!Number.isInteger(months) || months < 1 || months > 60) {
    throw new RangeError(`bad lease term ${months}`);
  }
  const downPayment = percentOfAtLeast(price, DOWN_PAYMENT_PERCENT);
  const financed = price - downPayment;
  const rate = LEASE.interest / 100;
  const exact = (financed * rate) / (1 - (1 + rate) ** -months);
  // Floating point may land a hair above a whole number; a millionth of a tögrög is not owed.
  const monthly = financed === 0 ? 0 : Math.ceil(exact - 1e-6);
  return {
    price,
    months,
    downPayment,
    financed,
    monthly,
    totalCost: downPayment + monthly * months,
  };
}

/**
 * What a product page says about leasing (spec §9 `barrier`): from the barrier price on, the
 * smallest monthly amount (over the longest term); below it, or beyond what may be leased,
 * nothing.
 */
export function leaseTeaser(price: number): LeasePlan | null {
  if (price < LEASE.barrier || !leasable(price)) return null;
  return leasePlan(price, Math.max(...LEASE_MONTHS));
}
