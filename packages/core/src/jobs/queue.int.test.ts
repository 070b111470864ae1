import { asc, eq, inArray } from 'drizzle-orm';
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
import { slotsPerKind, startJobRunner } from './runner.ts';
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
/** A promise the test settles when it chooses: the outside service a job waits on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
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

  it('runs jobs side by side: a slow kind holds half the slots, and no more run than there are slots', async () => {
    const slow = newKind();
    const other = newKind();
    const last = newKind();
    // The slow kind first in the queue, as a gateway's backlog would be.
    for (let i = 0; i < 5; i++) await enqueue(ctx, { kind: slow, payload: { i } });
    for (let i = 0; i < 3; i++) await enqueue(ctx, { kind: other, payload: { i } });
    await enqueue(ctx, { kind: last });
    const gates = { [slow]: gate(), [other]: gate() };
    const runningNow = new Map<string, number>();
    const done = new Map<string, number>();
    let most = 0;
    let mostSlow = 0;
    const handler = (kind: string) => async () => {
      runningNow.set(kind, (runningNow.get(kind) ?? 0) + 1);
      const all = [...runningNow.values()].reduce((sum, n) => sum + n, 0);
      most = Math.max(most, all);
      mostSlow = Math.max(mostSlow, runningNow.get(slow) ?? 0);
      await gates[kind]?.opened;
      runningNow.set(kind, (runningNow.get(kind) ?? 0) - 1);
      done.set(kind, (done.get(kind) ?? 0) + 1);
    };
    const handlers = { [slow]: handler(slow), [other]: handler(other), [last]: handler(last) };
    const runner = startJobRunner(fresh, handlers, { slots: 4, pollMs: 20 });
    const openAll = () => {
      for (const g of Object.values(gates)) g.open();
    };
    try {
      // Two of each waiting kind start: the slow one does not take the other's slots...
      await expect.poll(() => runningNow.get(other), { timeout: 10_000 }).toBe(slotsPerKind(4));
      expect(runningNow.get(slow)).toBe(slotsPerKind(4));
      // ...and with all four slots held, the last kind's job waits for one to free up.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(done.get(last)).toBeUndefined();
      gates[other]?.open();
      await expect.poll(() => done.get(other), { timeout: 10_000 }).toBe(3);
      await expect.poll(() => done.get(last), { timeout: 10_000 }).toBe(1);
      // The other kinds finished while every slow job still waited on its gateway.
      expect(done.get(slow)).toBeUndefined();
      gates[slow]?.open();
      await expect.poll(() => done.get(slow), { timeout: 10_000 }).toBe(5);
    } finally {
      openAll();
      await runner.stop();
    }
    expect(most).toBe(4);
    expect(mostSlow).toBe(2);
    const rows = await ctx.db
      .select()
      .from(jobQueue)
      .where(inArray(jobQueue.kind, [slow, other, last]));
    expect(rows).toHaveLength(9);
    expect(rows.every((j) => j.state === 'done' && j.attempts === 1)).toBe(true);
  });

  it('stops claiming when told, and waits for the jobs it runs', async () => {
    const kind = newKind();
    const first = await enqueue(ctx, { kind });
    const gateway = gate();
    let started = 0;
    const failures: string[] = [];
    const runner = startJobRunner(
      fresh,
      {
        [kind]: async () => {
          started += 1;
          await gateway.opened;
          throw new Error('gateway answered 503');
        },
      },
      { slots: 2, pollMs: 20, onFailure: (job, outcome) => failures.push(`${job.id} ${outcome}`) },
    );
    await expect.poll(() => started, { timeout: 10_000 }).toBe(1);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    const second = await enqueue(ctx, { kind });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    gateway.open();
    await stopping;
    // The running job's failure is recorded before stop() returns; the job queued after it waits.
    expect(failures).toEqual([`${first} queued`]);
    expect((await jobOf(first))?.state).toBe('queued');
    expect((await jobOf(second))?.state).toBe('queued');
    expect(started).toBe(1);
  });
});
