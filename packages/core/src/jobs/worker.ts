import type { Ctx } from '../context.ts';
import { withTimeout } from '../shared/index.ts';
import { claimJobs, completeJob, failJob, type JobRow, LEASE_MS } from './queue.ts';

/**
 * Does one job. It may run more than once for the same job (a process dies after the work and
 * before it is marked done; a claim lapses), so it must be idempotent: finding its work done
 * already is success.
 */
export type JobHandler = (ctx: Ctx, payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface JobRound {
  done: number;
  retried: number;
  dead: number;
}

/** What became of a job's attempt: done, queued again for a retry, or dead. */
export type JobOutcome = 'done' | 'queued' | 'dead';

/** A handler that takes longer than this fails its attempt (well within the claim's lease). */
export const JOB_TIMEOUT_MS = LEASE_MS / 2;

/**
 * Runs one claimed job with a fresh clock and a time bound, and records how it went on the job:
 * done, or failed (retried later, or dead).
 */
export async function runJob(
  context: () => Ctx,
  handlers: Readonly<Record<string, JobHandler>>,
  job: JobRow,
  timeoutMs = JOB_TIMEOUT_MS,
): Promise<{ outcome: JobOutcome; error?: unknown }> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for ${job.kind}`);
    await withTimeout(
      handler(context(), job.payload, job),
      timeoutMs,
      () => new Error(`timed out after ${timeoutMs} ms`),
    );
    await completeJob(context(), job);
    return { outcome: 'done' };
  } catch (error) {
    return { outcome: await failJob(context(), job, error), error };
  }
}

/**
 * One round by hand (tests, scripts): claims the due jobs the handlers know (at most `limit`)
 * and runs them one after another; a failure is recorded on its job and the round goes on. A
 * server runs the queue with `startJobRunner` instead, several jobs at once.
 */
export async function runDueJobs(
  context: () => Ctx,
  handlers: Readonly<Record<string, JobHandler>>,
  options: { limit?: number; timeoutMs?: number } = {},
): Promise<JobRound> {
  const round: JobRound = { done: 0, retried: 0, dead: 0 };
  const jobs = await claimJobs(context(), Object.keys(handlers), options.limit ?? 20);
  for (const job of jobs) {
    const { outcome } = await runJob(context, handlers, job, options.timeoutMs);
    if (outcome === 'done') round.done += 1;
    else if (outcome === 'dead') round.dead += 1;
    else round.retried += 1;
  }
  return round;
}
