/**
 * Runs work for the same key one after another, in the order asked, without holding anything
 * while a caller waits its turn (no database connection: the waiting is here, in memory).
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
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
