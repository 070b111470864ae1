import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('groups thousands with commas and puts ₮ after the amount', () => {
    expect(formatMoney(12500)).toBe('12,500₮');
    expect(formatMoney(1500000, 'ru')).toBe('1,500,000₮');
    expect(formatMoney(0)).toBe('0₮');
    expect(formatMoney(-2000)).toBe('-2,000₮');
  });

  it('refuses fractions of a tögrög', () => {
    expect(() => formatMoney(10.5)).toThrow(TypeError);
  });

  it('keeps every digit of any whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (n) => {
        return formatMoney(n).replace(/[,₮]/g, '') === String(n);
      }),
    );
  });
});
