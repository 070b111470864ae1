/**
 * Which bases (a search without its turned filters) are asked for with many filter settings at
 * once: a price slider in use, shoppers narrowing a big list. Reading a base's match set costs
 * about as much as counting ten settings in the database (0.5-0.9 s at 100,000 products against
 * 30-100 ms), so a base turns hot once `threshold` settings missed the caches within `windowMs`,
 * and stays hot for two windows after. A base asked with few settings keeps being counted.
 */
export class SettingDemand {
  private readonly bases = new Map<
    string,
    { windowStart: number; misses: number; hotUntil: number }
  >();

  constructor(
    private readonly threshold: number,
    private readonly windowMs: number,
    private readonly maxBases = 2000,
  ) {}

  /** Counts one setting of `base` that missed the caches; true when the base is hot. */
  miss(base: string, now = Date.now()): boolean {
    let seen = this.bases.get(base);
    if (!seen || now - seen.windowStart > this.windowMs) {
      seen = { windowStart: now, misses: 0, hotUntil: seen?.hotUntil ?? 0 };
      this.bases.delete(base);
      this.bases.set(base, seen);
      if (this.bases.size > this.maxBases) {
        const oldest = this.bases.keys().next().value;
        if (oldest !== undefined) this.bases.delete(oldest);
      }
    }
    seen.misses++;
    if (seen.misses >= this.threshold) seen.hotUntil = now + 2 * this.windowMs;
    return now < seen.hotUntil;
  }

  clear(): void {
    this.bases.clear();
  }
}
