import { randomInt } from 'node:crypto';

/** A whole number in [0, below): the system's cryptographic source, or a test's seeded one. */
export type RandomInt = (below: number) => number;

export const cryptoRandom: RandomInt = (below) => randomInt(below);

/**
 * Picks one prize, each as likely as the share of the stock it holds: with 3 mugs and 1 bouquet
 * left, a mug comes 3 times in 4. Null when nothing is left. One draw of `random` per call.
 */
export function drawByStock<T extends { quantity: number }>(
  stocks: readonly T[],
  random: RandomInt = cryptoRandom,
): T | null {
  const total = stocks.reduce((sum, s) => sum + Math.max(0, s.quantity), 0);
  if (total === 0) return null;
  let ticket = random(total);
  for (const stock of stocks) {
    const weight = Math.max(0, stock.quantity);
    if (ticket < weight) return stock;
    ticket -= weight;
  }
  throw new Error('draw ran past the stock it summed');
}

/** Whether a jackpot spin wins: one chance in `odds`. */
export const jackpotWins = (odds: number, random: RandomInt = cryptoRandom): boolean =>
  random(Math.max(1, odds)) === 0;

/** A seeded generator for tests and simulations only (mulberry32); never for real draws. */
export function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * below);
  };
}
