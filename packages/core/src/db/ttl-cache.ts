import { holdsTransaction } from './guard.ts';

interface Entry<V> {
  at: number;
  value: Promise<V>;
  settled: boolean;
}

/**
 * A small in-process cache: entries live `ttlMs`, the oldest go first past `maxEntries`, and a
 * failed computation is not kept. Each server process has its own, so a change shows
 * everywhere within `ttlMs`.
 *
 * Requests asking for the same key at once share one computation, except a request that holds
 * a transaction: it takes a settled value or computes its own, never waiting for another's. The
 * other's computation may need a connection, and ten waiters holding theirs would hold the pool
 * it waits for (issue 26).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) {
      if (hit.settled || !holdsTransaction()) return hit.value;
      return compute();
    }
    const value = compute();
    const entry: Entry<V> = { at: Date.now(), value, settled: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
