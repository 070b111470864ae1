import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The durable job queue (docs/decisions/008-job-queue-in-postgresql.md): work a request or a
 * change leaves for later, written in the same transaction as the change, done by whichever
 * process claims it first (`for update skip locked`), retried with backoff, and kept as 'dead'
 * for staff when it keeps failing.
 */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do: a handler's name ('notify.deliver'). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Enqueuing the same key again adds nothing: one job per thing to do. */
    key: text('key'),
    /** 'queued', 'running' (claimed until `lockedUntil`), 'done' or 'dead'. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim lapses then: a process that died mid-job leaves it to the next. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_queue_key_idx').on(t.key),
    // What a worker looks for: due work, oldest first.
    index('job_queue_due_idx').on(t.runAt).where(sql`${t.state} in ('queued', 'running')`),
    index('job_queue_state_idx').on(t.state, t.kind),
    check('job_queue_state', sql`${t.state} in ('queued', 'running', 'done', 'dead')`),
  ],
);
