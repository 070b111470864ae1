import type { Ctx } from '../context.ts';
import { claimJobs, type JobRow } from './queue.ts';
import { type JobHandler, type JobOutcome, runJob } from './worker.ts';

export interface JobRunnerOptions {
  /** Jobs run at once. Most of a job's time is spent waiting on an outside service. */
  slots: number;
  /** How often it looks for due jobs while it has a free slot. */
  pollMs: number;
  timeoutMs?: number;
  /** Told of every attempt that failed (`outcome`: queued again, or dead). */
  onFailure?: (job: JobRow, outcome: Exclude<JobOutcome, 'done'>, error: unknown) => void;
  /** Told when the queue itself could not be read or written (the database is down). */
  onError?: (error: unknown) => void;
}

/** The most slots one kind of job may hold: half of them, so a slow kind leaves room for others. */
export function slotsPerKind(slots: number): number {
  return Math.max(1, Math.ceil(slots / 2));
}

/**
 * The queue's worker for a server process: it keeps up to `slots` jobs running side by side and
 * claims more as each ends, so one slow job (a gateway that takes its whole time bound) holds up
 * one slot and not every job behind it. One kind holds at most `slotsPerKind(slots)` of them:
 * when every SMS waits on a slow gateway, push messages and receipts still go. It claims only
 * what it can start at once, so no claim lapses while its job waits its turn. `stop()` claims
 * no more and waits for the jobs it runs (each within its time bound).
 */
export function startJobRunner(
  context: () => Ctx,
  handlers: Readonly<Record<string, JobHandler>>,
  options: JobRunnerOptions,
): { stop(): Promise<void> } {
  const kinds = Object.keys(handlers);
  const perKind = slotsPerKind(options.slots);
  const busy = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let wanted = false;
  let filling: Promise<void> | null = null;

  const roomFor = (kind: string) => perKind - (busy.get(kind) ?? 0);

  const start = (job: JobRow) => {
    busy.set(job.kind, (busy.get(job.kind) ?? 0) + 1);
    const run = runJob(context, handlers, job, options.timeoutMs)
      .then(({ outcome, error }) => {
        if (outcome !== 'done') options.onFailure?.(job, outcome, error);
      })
      .catch((error) => options.onError?.(error))
      .finally(() => {
        busy.set(job.kind, (busy.get(job.kind) ?? 0) - 1);
        running.delete(run);
        fill();
      });
    running.add(run);
  };

  /** Claims into the free slots until they are full or nothing more is due. */
  const claimIntoFreeSlots = async () => {
    while (!stopped) {
      const open = kinds.filter((kind) => roomFor(kind) > 0);
      const free = options.slots - running.size;
      if (free <= 0 || open.length === 0) return;
      // No claim may take more of one kind than that kind has room for.
      const limit = Math.min(free, ...open.map(roomFor));
      const jobs = await claimJobs(context(), open, limit);
      for (const job of jobs) start(job);
      if (jobs.length < limit) return;
    }
  };

  /** One claimer at a time; a slot freed while it claims makes it look once more. */
  const fill = () => {
    wanted = true;
    filling ??= (async () => {
      while (wanted && !stopped) {
        wanted = false;
        await claimIntoFreeSlots();
      }
    })()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        filling = null;
        // A slot freed between the loop's last look and this line.
        if (wanted && !stopped) fill();
      });
  };

  const timer = setInterval(fill, options.pollMs);
  timer.unref();
  fill();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await filling;
      while (running.size > 0) await Promise.all(running);
    },
  };
}
