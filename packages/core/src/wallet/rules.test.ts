import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rewardsFor, splitWalletSpend, WALLET_MIN_ORDER, walletCap } from './rules.ts';

const money = (max = 5_000_000) => fc.integer({ min: 0, max });
const balance = fc.record({ full: money(), limited: money() });

describe('wallet rules (spec §9)', () => {
  it('pays nothing on an order of 20,000 ₮ or less', () => {
    expect(walletCap(WALLET_MIN_ORDER, WALLET_MIN_ORDER, { full: 50_000, limited: 0 })).toBe(0);
    expect(
      walletCap(WALLET_MIN_ORDER + 1, WALLET_MIN_ORDER + 1, { full: 50_000, limited: 0 }),
    ).toBe(WALLET_MIN_ORDER + 1);
  });

  it('lets full credit pay all, cashback credit at most half of the price', () => {
    expect(walletCap(100_000, 100_000, { full: 0, limited: 90_000 })).toBe(50_000);
    expect(walletCap(100_000, 100_000, { full: 30_000, limited: 90_000 })).toBe(80_000);
    expect(walletCap(100_000, 100_000, { full: 200_000, limited: 0 })).toBe(100_000);
  });

  it('never pays more than is due, the balance, or the shares allow', () => {
    fc.assert(
      fc.property(money(), money(), balance, (total, paidElsewhere, b) => {
        const due = Math.max(0, total - Math.min(total, paidElsewhere));
        const cap = walletCap(total, due, b);
        expect(Number.isInteger(cap)).toBe(true);
        expect(cap).toBeGreaterThanOrEqual(0);
        expect(cap).toBeLessThanOrEqual(due);
        expect(cap).toBeLessThanOrEqual(b.full + b.limited);
        expect(cap).toBeLessThanOrEqual(b.full + Math.ceil(total / 2));
        if (total <= WALLET_MIN_ORDER) expect(cap).toBe(0);
      }),
    );
  });

  it('splits any allowed amount into credit the wallet has, limited first', () => {
    fc.assert(
      fc.property(money(), balance, fc.double({ min: 0, max: 1, noNaN: true }), (total, b, f) => {
        const cap = walletCap(total, total, b);
        const amount = Math.floor(cap * f);
        const split = splitWalletSpend(amount, total, b);
        expect(split.full + split.limited).toBe(amount);
        expect(split.full).toBeGreaterThanOrEqual(0);
        expect(split.limited).toBeGreaterThanOrEqual(0);
        expect(split.full).toBeLessThanOrEqual(b.full);
        expect(split.limited).toBeLessThanOrEqual(b.limited);
        expect(split.limited * 2).toBeLessThanOrEqual(total + 1);
      }),
    );
  });

  it('refuses to split more than the full credit can cover', () => {
    expect(() => splitWalletSpend(60_000, 100_000, { full: 5_000, limited: 90_000 })).toThrow(
      RangeError,
    );
  });

  it('earns 2% cashback and 1% loyalty points, rounded half up', () => {
    expect(rewardsFor(123_450)).toEqual({ cashback: 2469, points: 1235 });
    fc.assert(
      fc.property(money(100_000_000), (paid) => {
        const { cashback, points } = rewardsFor(paid);
        expect(Math.abs(cashback - paid * 0.02)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(points - paid * 0.01)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
