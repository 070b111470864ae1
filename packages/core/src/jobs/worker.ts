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

/** A handler that takes longer than this fails its attempt (well within the claim's lease). */
export const JOB_TIMEOUT_MS = LEASE_MS / 2;

/**
 * Claims the due jobs the handlers know (at most `limit`) and runs them one after another, each
 * with a fresh clock and a time bound; a failure is recorded on its job (retried later, or dead)
 * and the round goes on.
 */
export async function runDueJobs(
  context: () => Ctx,
  handlers: Readonly<Record<string, JobHandler>>,
  options: { limit?: number; timeoutMs?: number } = {},
): Promise<JobRound> {
  const round: JobRound = { done: 0, retried: 0, dead: 0 };
  const jobs = await claimJobs(context(), Object.keys(handlers), options.limit ?? 20);
  for (const job of jobs) {
    const ctx = context();
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      const ms = options.timeoutMs ?? JOB_TIMEOUT_MS;
      await withTimeout(
        handler(ctx, job.payload, job),
        ms,
        () => new Error(`timed out after ${ms} ms`),
      );
      await completeJob(context(), job);
      round.done += 1;
    } catch (error) {
      const state = await failJob(context(), job, error);
      if (state === 'dead') round.dead += 1;
      else round.retried += 1;
    }
  }
  return round;
}
