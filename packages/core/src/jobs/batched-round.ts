import type { Ctx } from '../context.ts';
import { enqueue } from './queue.ts';

/**
 * A periodic job that walks a table in batches (the wish and stock alerts): one round per
 * `everyMs` slot, queued by whichever server's background round asks first (the key makes the
 * others' a no-op), each full batch queueing the next from the last id it read.
 */
export function batchedRound(kind: string, everyMs: number, keyPrefix: string) {
  return {
    /** The slot's first batch, from the start. */
    async queue(ctx: Ctx): Promise<void> {
      const slot = Math.floor(ctx.now.getTime() / everyMs);
      await enqueue(ctx, {
        kind,
        payload: { after: 0, slot },
        key: `${keyPrefix}:${slot}:0`,
        maxAttempts: 3,
      });
    },
    /** The batch after `after`, in the same slot as the one that read up to it. */
    async next(ctx: Ctx, payload: Record<string, unknown>, after: number): Promise<void> {
      await enqueue(ctx, {
        kind,
        payload: { after, slot: payload.slot },
        key: `${keyPrefix}:${String(payload.slot)}:${after}`,
        maxAttempts: 3,
      });
    },
  };
}
