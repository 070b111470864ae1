/**
 * Money is a whole number of tögrög (MNT has no minor unit in use). Every share of an amount is
 * computed here, in integers, with one rounding rule: half a tögrög and more rounds up.
 */

/** `percent`% of `amount`, rounded half up to the tögrög (both non-negative integers). */
export function percentOf(amount: number, percent: number): number {
  assertTugrik(amount);
  if (!Number.isInteger(percent) || percent < 0) throw new RangeError(`bad percent ${percent}`);
  return Math.floor((amount * percent + 50) / 100);
}

/** At least `percent`% of `amount`: the share rounded up (a down payment never falls short). */
export function percentOfAtLeast(amount: number, percent: number): number {
  assertTugrik(amount);
  return Math.floor((amount * percent + 99) / 100);
}

/** Throws unless the amount is a non-negative whole number of tögrög within safe integers. */
export function assertTugrik(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`bad amount ${amount}`);
}

/**
 * Splits `amount` over parts in proportion to their weights, in whole tögrög that add up to the
 * amount exactly (largest remainders get the odd tögrög; ties go to the earlier part).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  assertTugrik(amount);
  for (const w of weights) assertTugrik(w);
  // In BigInt: amount × weight can pass 2^53 for large orders.
  const total = BigInt(amount);
  const big = weights.map(BigInt);
  const sum = big.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? amount : 0));
  const shares = big.map((w) => (total * w) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = big
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * What each of `amounts` keeps of `keep`, taken from them in their order, each giving what it
 * has (a fee kept from an order's means: the first ones pay it first). What they cannot cover
 * is not kept.
 */
export function keepInTurn(amounts: readonly number[], keep: number): number[] {
  let left = Math.max(0, keep);
  return amounts.map((amount) => {
    const kept = Math.min(left, Math.max(0, amount));
    left -= kept;
    return kept;
  });
}
