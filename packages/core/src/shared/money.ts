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
