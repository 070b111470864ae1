import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { prepared } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { jobQueue } from './schema.ts';

export type JobRow = typeof jobQueue.$inferSelect;

export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How long a claim holds before another process may take the job (a handler's time bound). */
export const LEASE_MS = 60_000;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** One job per key, however often it is enqueued (an idempotent enqueue). */
  key?: string;
  /** Not before this moment (now when absent). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds work to the queue in the caller's transaction: it exists only if the change it belongs
 * to was stored. With a key already queued (or done), nothing is added. Answers the job's id,
 * or null when its key was there.
 */
export async function enqueue(ctx: Ctx, job: NewJob): Promise<number | null> {
  const [row] = await insertJob(ctx.db).execute({
    kind: job.kind,
    payload: job.payload ?? {},
    key: job.key ?? null,
    runAt: job.runAt ?? ctx.now,
    maxAttempts: job.maxAttempts ?? 8,
    now: ctx.now,
  });
  return row?.id ?? null;
}

const insertJob = prepared('jobs_enqueue', (db) =>
  db
    .insert(jobQueue)
    .values({
      kind: sql.placeholder('kind'),
      payload: sql.placeholder('payload'),
      key: sql.placeholder('key'),
      runAt: sql.placeholder('runAt'),
      maxAttempts: sql.placeholder('maxAttempts'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning({ id: jobQueue.id }),
);

/**
 * Claims up to `limit` due jobs of the given kinds for this process: queued ones whose time has
 * come, and running ones whose claim lapsed (their process died). `skip locked`: processes
 * claiming at once each get different jobs, none waits for another.
 */
export async function claimJobs(
  ctx: Ctx,
  kinds: readonly string[],
  limit: number,
  leaseMs = LEASE_MS,
): Promise<JobRow[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  return claimDue(ctx.db).execute({
    kinds: [...kinds],
    now: ctx.now,
    limit,
    lockedUntil: new Date(ctx.now.getTime() + leaseMs),
  });
}

// Every server claims after each job it finishes and every `JOB_POLL_MS`: the hottest statement
// the queue sends, so it is prepared.
const claimDue = prepared('jobs_claim', (db) => {
  const now = sql.placeholder('now');
  const due = db
    .select({ id: jobQueue.id })
    .from(jobQueue)
    .where(
      and(
        sql`${jobQueue.kind} = any(${sql.placeholder('kinds')}::text[])`,
        sql`${jobQueue.runAt} <= ${now}`,
        sql`(${jobQueue.state} = 'queued' or (${jobQueue.state} = 'running' and ${jobQueue.lockedUntil} < ${now}))`,
      ),
    )
    .orderBy(asc(jobQueue.runAt), asc(jobQueue.id))
    .limit(sql.placeholder('limit'))
    .for('update', { skipLocked: true });
  return db
    .update(jobQueue)
    .set({
      state: 'running',
      attempts: sql`${jobQueue.attempts} + 1`,
      lockedUntil: sql`${sql.placeholder('lockedUntil')}::timestamptz`,
      updatedAt: sql`${now}::timestamptz`,
    })
    .where(inArray(jobQueue.id, due))
    .returning();
});

/** The job did what it was for. */
export async function completeJob(ctx: Ctx, job: Pick<JobRow, 'id'>): Promise<void> {
  await markDone(ctx.db).execute({ id: job.id, now: ctx.now });
}

const markDone = prepared('jobs_done', (db) =>
  db
    .update(jobQueue)
    .set({
      state: 'done',
      doneAt: sql`${sql.placeholder('now')}::timestamptz`,
      lockedUntil: null,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(and(eq(jobQueue.id, sql.placeholder('id')), eq(jobQueue.state, 'running'))),
);

/**
 * The wait before attempt `attempts + 1`: 15 s doubling each time, at most an hour, with up to
 * a fifth more at random so jobs that failed together do not all come back together.
 */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(3_600_000, 15_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + random / 5));
}

/**
 * The job failed: tried again after its backoff, or, its attempts spent, kept as 'dead' with
 * the last error for staff to see and send again.
 */
export async function failJob(
  ctx: Ctx,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  error: unknown,
): Promise<'queued' | 'dead'> {
  const dead = job.attempts >= job.maxAttempts;
  const state = dead ? 'dead' : 'queued';
  await ctx.db
    .update(jobQueue)
    .set({
      state,
      lastError: String(error).slice(0, 2000),
      lockedUntil: null,
      runAt: dead ? ctx.now : new Date(ctx.now.getTime() + backoffMs(job.attempts)),
      updatedAt: ctx.now,
    })
    .where(and(eq(jobQueue.id, job.id), eq(jobQueue.state, 'running')));
  return state;
}

/** How much work waits, and how much failed for good, by kind: the queue's health for staff and metrics. */
export async function queueStats(
  ctx: Ctx,
): Promise<{ kind: string; state: JobState; count: number }[]> {
  const rows = await ctx.db
    .select({ kind: jobQueue.kind, state: jobQueue.state, count: sql<number>`count(*)::int` })
    .from(jobQueue)
    .where(inArray(jobQueue.state, ['queued', 'running', 'dead']))
    .groupBy(jobQueue.kind, jobQueue.state)
    .orderBy(jobQueue.kind, jobQueue.state);
  return rows.map((r) => ({ kind: r.kind, state: r.state as JobState, count: Number(r.count) }));
}

/** A job as staff see it (the back office's queue page and API). */
export interface JobView {
  id: number;
  kind: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: string;
  last_error: string | null;
  created_at: string;
  payload: Record<string, unknown>;
}

const jobView = (row: JobRow): JobView => ({
  id: row.id,
  kind: row.kind,
  state: row.state as JobState,
  attempts: row.attempts,
  max_attempts: row.maxAttempts,
  run_at: row.runAt.toISOString(),
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  payload: row.payload,
});

/** Jobs in one state (dead ones by default), newest first. */
export async function listJobs(ctx: Ctx, state: JobState = 'dead', limit = 50): Promise<JobView[]> {
  const rows = await ctx.db
    .select()
    .from(jobQueue)
    .where(eq(jobQueue.state, state))
    .orderBy(desc(jobQueue.updatedAt), desc(jobQueue.id))
    .limit(limit);
  return rows.map(jobView);
}

/** Staff send a dead job again: queued now, with its attempts counted afresh. */
export async function retryJob(ctx: Ctx, id: number): Promise<JobView> {
  const [row] = await ctx.db
    .update(jobQueue)
    .set({ state: 'queued', attempts: 0, runAt: ctx.now, lastError: null, updatedAt: ctx.now })
    .where(and(eq(jobQueue.id, id), eq(jobQueue.state, 'dead')))
    .returning();
  if (!row) throw new AppError('not_found', 'error.no_job');
  return jobView(row);
}

/** Done jobs older than `keepMs` are forgotten (their keys with them). */
export async function pruneDoneJobs(ctx: Ctx, keepMs = 7 * 86_400_000): Promise<number> {
  const gone = await ctx.db
    .delete(jobQueue)
    .where(
      and(
        eq(jobQueue.state, 'done'),
        sql`${jobQueue.doneAt} < ${new Date(ctx.now.getTime() - keepMs)}`,
      ),
    )
    .returning({ id: jobQueue.id });
  return gone.length;
}
