import { refuseBesideTransaction } from './guard.ts';

/**
 * Runs work for the same key one after another, in the order asked, without holding anything
 * while a caller waits its turn (no database connection: the waiting is here, in memory).
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    // Waiting here while holding a connection would hold it for the work ahead, which may need
    // one (issue 26): callers take their turn before they open a transaction.
    try {
      refuseBesideTransaction(`waiting one at a time for "${key}"`);
    } catch (error) {
      return Promise.reject(error);
    }
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work running or waiting (for tests). */
  get size(): number {
    return this.tails.size;
  }
}
