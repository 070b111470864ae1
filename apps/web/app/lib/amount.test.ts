import { describe, expect, it } from 'vitest';
import { parseTugrik } from './amount.ts';

describe('parseTugrik', () => {
  it('reads the ways shoppers write an amount', () => {
    expect(parseTugrik('50000')).toBe(50_000);
    expect(parseTugrik(' 50 000 ')).toBe(50_000);
    expect(parseTugrik('50,000₮')).toBe(50_000);
    expect(parseTugrik('1’500’000')).toBe(1_500_000);
  });

  it('refuses what is not a whole amount rather than guessing', () => {
    expect(parseTugrik('50,000.00')).toBeNull();
    expect(parseTugrik('12.5')).toBeNull();
    expect(parseTugrik('-500')).toBeNull();
    expect(parseTugrik('abc')).toBeNull();
    expect(parseTugrik('')).toBeNull();
    expect(parseTugrik('99999999999')).toBeNull();
  });
});
