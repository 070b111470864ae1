import { describe, expect, it } from 'vitest';
import { drawByStock, jackpotWins, seededRandom } from './draw.ts';

describe('the roulette draw', () => {
  it('never picks a prize with nothing left, and gives null when all are gone', () => {
    const random = seededRandom(7);
    const stocks = [
      { id: 1, quantity: 0 },
      { id: 2, quantity: 2 },
      { id: 3, quantity: 0 },
    ];
    for (let i = 0; i < 200; i++) expect(drawByStock(stocks, random)?.id).toBe(2);
    expect(drawByStock([{ id: 1, quantity: 0 }], random)).toBeNull();
    expect(drawByStock([], random)).toBeNull();
  });

  it('follows the stock over 10,000 spins (chi-squared, fixed seed)', () => {
    const stocks = [
      { id: 1, quantity: 50 },
      { id: 2, quantity: 30 },
      { id: 3, quantity: 15 },
      { id: 4, quantity: 5 },
    ];
    const random = seededRandom(20261126);
    const counts = new Map<number, number>();
    const spins = 10_000;
    for (let i = 0; i < spins; i++) {
      const id = drawByStock(stocks, random)?.id ?? 0;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const total = stocks.reduce((s, x) => s + x.quantity, 0);
    const chiSquared = stocks.reduce((sum, s) => {
      const expected = (spins * s.quantity) / total;
      return sum + ((counts.get(s.id) ?? 0) - expected) ** 2 / expected;
    }, 0);
    // 3 degrees of freedom: above 11.34 would happen by chance once in a hundred runs.
    expect(chiSquared).toBeLessThan(11.34);
    expect(counts.get(0)).toBeUndefined();
  });

  it('catches a draw that ignores the weights', () => {
    // The same test against a uniform draw must fail: the statistic can tell them apart.
    const random = seededRandom(20261126);
    const stocks = [50, 30, 15, 5];
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 10_000; i++) {
      const k = random(4);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    const chiSquared = stocks.reduce((sum, q, i) => {
      const expected = (10_000 * q) / 100;
      return sum + ((counts[i] ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(chiSquared).toBeGreaterThan(11.34);
  });

  it('wins the jackpot about once in its odds', () => {
    const random = seededRandom(3);
    let wins = 0;
    for (let i = 0; i < 10_000; i++) if (jackpotWins(100, random)) wins++;
    expect(wins).toBeGreaterThan(70);
    expect(wins).toBeLessThan(130);
    expect(jackpotWins(1, random)).toBe(true);
  });
});
