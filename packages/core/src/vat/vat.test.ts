import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from './receipts-client.ts';

describe('vatIncluded', () => {
  it.each([
    [0, 0],
    [110, 10],
    [1, 0],
    [6, 1],
    [12_500, 1136],
    [99_000, 9000],
  ])('finds the 10%% VAT inside %i ₮: %i ₮', (total, vat) => {
    expect(vatIncluded(total)).toBe(vat);
  });

  it('is the whole tögrög nearest to a tenth of the price before VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (total) => {
        const vat = vatIncluded(total);
        expect(Number.isInteger(vat)).toBe(true);
        // |11 * vat - total| <= 5 puts vat within 5/11 of total / 11: the nearest whole tögrög.
        expect(Math.abs(11 * vat - total)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('refuses an amount that is not whole tögrög', () => {
    expect(() => vatIncluded(12.5)).toThrow(RangeError);
    expect(() => vatIncluded(Number.NaN)).toThrow(RangeError);
  });
});
