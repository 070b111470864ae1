import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, keepInTurn, percentOf, percentOfAtLeast } from './money.ts';

const amount = fc.integer({ min: 0, max: 10_000_000_000 });
const percent = fc.integer({ min: 0, max: 100 });

describe('money shares', () => {
  it('rounds half a tögrög up and stays within one of the exact share', () => {
    expect(percentOf(25, 10)).toBe(3); // 2.5
    expect(percentOf(24, 10)).toBe(2); // 2.4
    fc.assert(
      fc.property(amount, percent, (a, p) => {
        const share = percentOf(a, p);
        expect(Number.isInteger(share)).toBe(true);
        expect(Math.abs(share - (a * p) / 100)).toBeLessThanOrEqual(0.5);
        expect(share).toBeLessThanOrEqual(a);
      }),
    );
  });

  it('never falls short with the at-least share', () => {
    fc.assert(
      fc.property(amount, percent, (a, p) => {
        const share = percentOfAtLeast(a, p);
        expect(share * 100).toBeGreaterThanOrEqual(a * p);
        expect(share - (a * p) / 100).toBeLessThan(1);
      }),
    );
  });

  it('refuses what is not a whole non-negative amount', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(10, 1.5)).toThrow(RangeError);
  });

  it('allocates an amount over weights exactly, in proportion', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 0])).toEqual([10, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0);
            if (sum > 0) expect(Math.abs(part - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('keepInTurn', () => {
  it('takes what is kept from the first amounts first, each giving what it has', () => {
    expect(keepInTurn([60_000, 30_000], 70_000)).toEqual([60_000, 10_000]);
    expect(keepInTurn([60_000, 30_000], 0)).toEqual([0, 0]);
    expect(keepInTurn([60_000, 30_000], 200_000)).toEqual([60_000, 30_000]);
  });

  it('never keeps more than asked nor more than an amount holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (amounts, keep) => {
          const kept = keepInTurn(amounts, keep);
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
          expect(sum(kept)).toBe(Math.min(keep, sum(amounts)));
          kept.forEach((k, i) => {
            expect(k).toBeGreaterThanOrEqual(0);
            expect(k).toBeLessThanOrEqual(amounts[i] ?? 0);
          });
        },
      ),
    );
  });
});
