import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from './random.ts';

describe('SeededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it('keeps int() within its bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (s, lo, w) => {
        const n = new SeededRandom(s).int(lo, lo + w);
        return n >= lo && n <= lo + w && Number.isInteger(n);
      }),
    );
  });

  it('samples distinct items', () => {
    const picked = new SeededRandom(7).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });
});
