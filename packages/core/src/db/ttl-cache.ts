import { holdsTransaction } from './guard.ts';

interface Entry<V> {
  at: number;
  value: Promise<V>;
  settled: boolean;
  weight: number;
  refreshing: boolean;
}

export interface TtlCacheOptions<V> {
  /** A bound on what the entries weigh together (rows, bytes), besides their number. */
  weight?: { weigh: (value: V) => number; max: number };
  /**
   * How long past `ttlMs` an entry is still answered while one computation refreshes it in the
   * background (stale-while-revalidate): no request waits for a costly value once it is kept.
   */
  staleMs?: number;
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
  private weight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly options: TtlCacheOptions<V> = {},
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < this.ttlMs) {
      if (hit.settled || !holdsTransaction()) return hit.value;
      return compute();
    }
    if (hit?.settled && age < this.ttlMs + (this.options.staleMs ?? 0)) {
      // A computation started inside a transaction would run on it after it ends.
      if (!hit.refreshing && !holdsTransaction()) this.refresh(key, hit, compute);
      return hit.value;
    }
    return this.keep(key, compute()).value;
  }

  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>): void {
    stale.refreshing = true;
    compute().then(
      (value) => {
        if (this.entries.get(key) === stale) this.keep(key, Promise.resolve(value));
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  private keep(key: string, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = {
      at: Date.now(),
      value,
      settled: false,
      weight: 0,
      refreshing: false,
    };
    this.remove(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.removeOldest();
    const limit = this.options.weight;
    value.then(
      (settled) => {
        entry.settled = true;
        if (!limit || this.entries.get(key) !== entry) return;
        entry.weight = limit.weigh(settled);
        this.weight += entry.weight;
        while (this.weight > limit.max && this.entries.size > 0) this.removeOldest();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private removeOldest(): void {
    const oldest = this.entries.keys().next().value;
    if (oldest !== undefined) this.remove(oldest);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.weight -= entry.weight;
    this.entries.delete(key);
  }
}
