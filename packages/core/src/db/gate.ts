import { DatabaseUnavailableError } from './unavailable.ts';

/**
 * One at a time, first come first served, and nobody waits longer than its bound: the embedded
 * database has a single connection, so this is its pool of one.
 */
export class Gate {
  private held = false;
  private readonly queue: Array<(release: () => void) => void> = [];

  /** How many callers wait for their turn now. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Whether someone has the turn now (the connection is in use). */
  get busy(): boolean {
    return this.held;
  }

  /** Waits for the turn (at most `timeoutMs`) and answers the function that ends it. */
  enter(timeoutMs: number): Promise<() => void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const take = (release: () => void) => {
        clearTimeout(timer);
        resolve(release);
      };
      const timer = setTimeout(() => {
        const at = this.queue.indexOf(take);
        if (at >= 0) this.queue.splice(at, 1);
        reject(new DatabaseUnavailableError('no_connection'));
      }, timeoutMs);
      this.queue.push(take);
    });
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.queue.shift();
      if (next) next(this.releaser());
      else this.held = false;
    };
  }
}
