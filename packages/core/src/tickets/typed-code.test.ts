import { describe, expect, it } from 'vitest';
import { isETicketCode, typedCode } from './e-tickets.ts';

describe('typedCode', () => {
  it('gives an e-ticket’s code read out in groups its dashes back, in capitals', () => {
    for (const typed of [
      'ET 7QDD GXFJ B6YT',
      'et 7qdd gxfj b6yt',
      ' ET-7QDD GXFJ-B6YT ',
      'ET -7QDD  GXFJ - B6YT',
      'ET-7QDD-GXFJ-B6YT',
    ]) {
      expect(typedCode(typed)).toBe('ET-7QDD-GXFJ-B6YT');
      expect(isETicketCode(typedCode(typed))).toBe(true);
    }
  });

  it('takes the spaces out of any other code and leaves the rest as typed', () => {
    expect(typedCode(' tsetseg 10 ')).toBe('tsetseg10');
    expect(typedCode('2026')).toBe('2026');
    expect(typedCode('GIFT-5000-0001')).toBe('GIFT-5000-0001');
    // Not an e-ticket's shape: left for the lookup to refuse.
    expect(typedCode('ET 7QDD GXFJ')).toBe('ET7QDDGXFJ');
    expect(typedCode('ETAL 2026')).toBe('ETAL2026');
  });
});
