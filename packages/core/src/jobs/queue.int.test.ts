import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { batchedRound } from './batched-round.ts';
import { backoffMs, claimJobs, enqueue, failJob, listJobs, queueStats, retryJob } from './queue.ts';
import { jobQueue } from './schema.ts';
import { runDueJobs } from './worker.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let kinds = 0;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 0 });
  ctx = createContext(testDb.database.db);
});

afterAll(async () => {
  await testDb?.dispose();
});

/** A job kind of the test's own, so tests never run each other's jobs. */
const newKind = () => `test.kind${++kinds}`;
const fresh = () => createContext(testDb.database.db);
const jobOf = async (id: number | null) =>
  (
    await ctx.db
      .select()
      .from(jobQueue)
      .where(eq(jobQueue.id, id ?? 0))
  )[0];

describe(`the job queue on ${testDatabaseKind()}`, () => {
  it('queues a batched round once per slot, whoever asks, and each next batch once', async () => {
    const kind = newKind();
    const round = batchedRound(kind, 60_000, kind);
    const at = (iso: string) => createContext(testDb.database.db, 'mn', new Date(iso));
    // Two servers in the same minute, then one in the next.
    await Promise.all([
      round.queue(at('2026-11-30T10:00:05Z')),
      round.queue(at('2026-11-30T10:00:50Z')),
    ]);
    await round.queue(at('2026-11-30T10:01:00Z'));
    // A full batch of the first slot read up to id 500: the next starts there, once.
    const [first] = await ctx.db.select().from(jobQueue).where(eq(jobQueue.kind, kind)).limit(1);
    await round.next(fresh(), first?.payload as Record<string, unknown>, 500);
    await round.next(fresh(), first?.payload as Record<string, unknown>, 500);
    const slot = Math.floor(Date.parse('2026-11-30T10:00:00Z') / 60_000);
    const jobs = await ctx.db
      .select({ key: jobQueue.key, payload: jobQueue.payload })
      .from(jobQueue)
      .where(eq(jobQueue.kind, kind))
      .orderBy(asc(jobQueue.id));
    expect(jobs).toEqual([
      { key: `${kind}:${slot}:0`, payload: { after: 0, slot } },
      { key: `${kind}:${slot + 1}:0`, payload: { after: 0, slot: slot + 1 } },
      { key: `${kind}:${slot}:500`, payload: { after: 500, slot } },
    ]);
  });

  it('adds a job once per key, and none when the change it belongs to rolls back', async () => {
    const kind = newKind();
    const first = await enqueue(ctx, { kind, key: `${kind}:1`, payload: { n: 1 } });
    expect(first).not.toBeNull();
    expect(await enqueue(ctx, { kind, key: `${kind}:1`, payload: { n: 2 } })).toBeNull();
    await withTransaction(ctx, async (tx) => {
      await enqueue(tx, { kind, key: `${kind}:2` });
      throw new Error('the change failed');
    }).catch(() => undefined);
    const rows = await ctx.db.select().from(jobQueue).where(eq(jobQueue.kind, kind));
    expect(rows.map((r) => r.payload)).toEqual([{ n: 1 }]);
  });

  it('runs each of 40 jobs exactly once when 12 workers (more than the pool) claim at once', async () => {
    const kind = newKind();
    for (let i = 0; i < 40; i++) await enqueue(ctx, { kind, payload: { i } });
    const runs = new Map<number, number>();
    const handlers = {
      [kind]: async (_: Ctx, payload: Record<string, unknown>) => {
        const i = Number(payload.i);
        runs.set(i, (runs.get(i) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const rounds = await Promise.all(
      Array.from({ length: 12 }, () => runDueJobs(fresh, handlers, { limit: 5 })),
    );
    // Whatever the first rounds left (claimed by none of them) a last round takes.
    await runDueJobs(fresh, handlers, { limit: 50 });
    expect(rounds.reduce((sum, r) => sum + r.done, 0)).toBeGreaterThan(0);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const states = await ctx.db.select().from(jobQueue).where(eq(jobQueue.kind, kind));
    expect(states.every((j) => j.state === 'done' && j.attempts === 1)).toBe(true);
  });

  it('retries a failing job after a growing wait, keeps it dead for staff, and sends it again on request', async () => {
    const kind = newKind();
    const id = await enqueue(ctx, { kind, maxAttempts: 3 });
    let fail = true;
    const handlers = {
      [kind]: async () => {
        if (fail) throw new Error('gateway answered 500');
      },
    };
    const start = Date.now();
    // Each attempt at the moment its backoff ends: a clock moved forward, not a wait.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const job = await jobOf(id);
      const at = () => createContext(testDb.database.db, 'mn', new Date(job!.runAt.getTime() + 1));
      expect(await runDueJobs(at, handlers)).toMatchObject(
        attempt < 3 ? { retried: 1 } : { dead: 1 },
      );
    }
    const dead = await jobOf(id);
    expect(dead).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: 'Error: gateway answered 500',
    });
    expect((await listJobs(ctx, 'dead')).map((j) => j.id)).toContain(id);
    expect(await queueStats(ctx)).toContainEqual({ kind, state: 'dead', count: 1 });
    expect(Date.now() - start).toBeLessThan(60_000);

    fail = false;
    expect((await retryJob(ctx, id ?? 0)).state).toBe('queued');
    expect(await runDueJobs(fresh, handlers)).toMatchObject({ done: 1 });
    expect((await jobOf(id))?.state).toBe('done');
  });

  it('waits longer after each failure, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 0))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(backoffMs(30, 0)).toBe(3_600_000);
    expect(backoffMs(1, 1)).toBe(18_000);
  });

  it('gives a job whose worker died to the next one once its claim lapses', async () => {
    const kind = newKind();
    const id = await enqueue(ctx, { kind });
    // A clock of its own: the file's shared context's moment is long past on a busy machine.
    const [claimed] = await claimJobs(fresh(), [kind], 1, 60_000);
    expect(claimed?.id).toBe(id);
    // Claimed and never finished: no one else takes it while the claim holds...
    expect(await claimJobs(fresh(), [kind], 1)).toEqual([]);
    // ...and the next worker does once it lapsed.
    const later = createContext(testDb.database.db, 'mn', new Date(Date.now() + 61_000));
    const [again] = await claimJobs(later, [kind], 1);
    expect(again).toMatchObject({ id, attempts: 2, state: 'running' });
    expect(await failJob(later, again!, 'still failing')).toBe('queued');
  });

  it('fails an attempt that hangs instead of waiting for it', async () => {
    const kind = newKind();
    const id = await enqueue(ctx, { kind });
    const round = await runDueJobs(
      fresh,
      { [kind]: () => new Promise<void>(() => {}) },
      { timeoutMs: 50 },
    );
    expect(round).toMatchObject({ retried: 1 });
    expect((await jobOf(id))?.lastError).toBe('Error: timed out after 50 ms');
  });
});
