import { TtlCache } from '@shop/core';

/**
 * A short-lived in-process cache of shared answers that can be told to forget at once (staff
 * changed what they show). Listeners hear of it, so the other workers of a cluster forget theirs
 * too (cluster.ts), unless `quiet`: told by another worker, not to be told back.
 */
export class ForgettingCache<V> {
  private readonly entries: TtlCache<V>;
  private readonly listeners: (() => void)[] = [];

  constructor(ttlMs: number, maxEntries: number) {
    this.entries = new TtlCache<V>(ttlMs, maxEntries);
  }

  /** The kept answer, or `compute`'s (kept unless it fails). */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    return this.entries.get(key, compute);
  }

  clear(options: { quiet?: boolean } = {}): void {
    this.entries.clear();
    if (!options.quiet) for (const listener of this.listeners) listener();
  }

  onForget(listener: () => void): void {
    this.listeners.push(listener);
  }
}
