import { describe, expect, it } from 'vitest';
import { GIFT_CARDS, VOUCHERS } from '../seed/index.ts';
import { demoCode, newGiftCardCode } from './codes.ts';

const LETTERS = 31;

describe('gift-card and voucher codes', () => {
  it('makes gift-card codes with at least 60 bits of randomness, each new', () => {
    const codes = Array.from({ length: 2000 }, newGiftCardCode);
    for (const code of codes)
      expect(code).toMatch(/^GIFT-(?:[A-HJKMNP-Z2-9]{4}-){3}[A-HJKMNP-Z2-9]{4}$/);
    const letters = (codes[0] ?? '').replace(/^GIFT-|-/g, '').length;
    expect(letters * Math.log2(LETTERS)).toBeGreaterThanOrEqual(60);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives the demo shop the same codes on every machine', () => {
    expect(demoCode('GIFT', 'gift-50000-1')).toBe(demoCode('GIFT', 'gift-50000-1'));
    expect(GIFT_CARDS[0]?.code).toBe('GIFT-WK8F-4PDZ-9CJ2-5TA8');
  });

  it('seeds no sequential or guessable demo codes', () => {
    const codes = [...GIFT_CARDS, ...VOUCHERS].map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^(?:GIFT|VCH)(?:-[A-HJKMNP-Z2-9]{4}){4}$/);
      expect(code).not.toMatch(/\d{4}$/);
    }
    // Neighbours share no more than chance would give (one letter in 31 at a place).
    for (let i = 1; i < GIFT_CARDS.length; i++) {
      const [a, b] = [GIFT_CARDS[i - 1]?.code ?? '', GIFT_CARDS[i]?.code ?? ''];
      const same = [...a.slice(5)].filter((ch, k) => ch !== '-' && ch === b[5 + k]).length;
      expect(same).toBeLessThan(6);
    }
  });
});
