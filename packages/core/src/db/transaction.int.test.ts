import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import type { DatabaseLimits } from './client.ts';
import { TransactionMisuseError } from './guard.ts';
import { queryRows } from './query.ts';
import { longTransaction, withTransaction } from './transaction.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

const kind = testDatabaseKind();
const opened: TestDatabase[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.dispose()));
});

/** An empty database with a table `t`, its waits bounded by `limits`, a pool of `poolSize`. */
async function shop(limits: Partial<DatabaseLimits> = {}, poolSize = 2) {
  const test = await freshDatabase({ seed: false, limits, poolSize });
  opened.push(test);
  const ctx = createContext(test.database.db);
  await ctx.db.execute(sql`create table t (id int primary key, n int not null)`);
  await ctx.db.execute(sql`insert into t values (1, 0)`);
  return { database: test.database, ctx };
}

const valueNow = async (ctx: Ctx) =>
  (await queryRows<{ n: number }>(ctx.db, sql`select n from t where id = 1`))[0]?.n;

/**
 * What `promise` failed with (the shop's own error, from inside the error Drizzle wraps around a
 * failed query), and how long it took to fail.
 */
async function failure(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await promise;
  } catch (error) {
    return { error: ours(error), ms: performance.now() - started };
  }
  throw new Error('expected a failure');
}

function ours(error: unknown): unknown {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e instanceof TransactionMisuseError || e instanceof DatabaseUnavailableError) return e;
  }
  return error;
}

describe(`transactions on ${kind}`, () => {
  it('refuses at once a query sent beside the transaction, naming where it came from', async () => {
    const { ctx } = await shop();
    const { error, ms } = await failure(
      withTransaction(ctx, async (txCtx) => {
        await txCtx.db.execute(sql`update t set n = 1 where id = 1`);
        // The bug this guards against: the request's own pool handle inside its transaction.
        await ctx.db.execute(sql`select n from t`);
      }),
    );
    expect(error).toBeInstanceOf(TransactionMisuseError);
    // The message names the query and where its transaction was opened.
    expect(String((error as Error).message)).toMatch(/"select n from t"/);
    expect(String((error as Error).message)).toMatch(/opened at .*transaction\.int\.test\.ts/);
    // Refused, not waited on: a pool of one or PGlite's one connection would wait forever.
    expect(ms).toBeLessThan(2_000);
    // Nothing of the failed transaction stays.
    expect(await valueNow(ctx)).toBe(0);
  });

  it('refuses a second transaction opened beside the first, and lets one inside join it', async () => {
    const { ctx } = await shop();
    const beside = await failure(
      withTransaction(ctx, async () => {
        await ctx.db.transaction(async (tx) => tx.execute(sql`select 1`));
      }),
    );
    expect(beside.error).toBeInstanceOf(TransactionMisuseError);
    await expect(
      withTransaction(ctx, async (txCtx) => {
        await withTransaction(txCtx, (inner) =>
          inner.db.execute(sql`update t set n = 5 where id = 1`),
        );
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // The inner one joined the outer, so it was rolled back with it.
    expect(await valueNow(ctx)).toBe(0);
  });

  it('runs a query handed to it as it is once (a Drizzle query runs each time it is awaited)', async () => {
    const { ctx } = await shop();
    await withTransaction(ctx, (txCtx) =>
      txCtx.db.execute(sql`update t set n = n + 1 where id = 1`),
    );
    expect(await valueNow(ctx)).toBe(1);
  });

  it('lets the pool be used again once the transaction is over, by work it left running', async () => {
    const { ctx } = await shop();
    let later: Promise<unknown> = Promise.resolve();
    await withTransaction(ctx, async (txCtx) => {
      await txCtx.db.execute(sql`update t set n = 2 where id = 1`);
      later = sleep(20).then(() => valueNow(ctx));
    });
    expect(await later).toBe(2);
  });

  it('rolls back a transaction past its deadline and answers 503, and the database still serves', async () => {
    const { ctx } = await shop({ transactionMs: 300 });
    const { error, ms } = await failure(
      withTransaction(ctx, async (txCtx) => {
        await txCtx.db.execute(sql`update t set n = 7 where id = 1`);
        await sleep(1_500);
        await txCtx.db.execute(sql`update t set n = 8 where id = 1`);
      }),
    );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as DatabaseUnavailableError).reason).toBe('transaction_deadline');
    expect(ms).toBeLessThan(1_200);
    await sleep(1_500);
    // The abandoned work's later write was refused, and the first one rolled back.
    expect(await valueNow(ctx)).toBe(0);
  });

  it('keeps work a transaction past its deadline left running out of the next one on its connection', async () => {
    // One connection: the next transaction runs on the handle the first one used.
    const { ctx } = await shop({ transactionMs: 300 }, 1);
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let leftRunning: Promise<unknown> | undefined;
    const first = failure(
      withTransaction(ctx, async (txCtx) => {
        await txCtx.db.execute(sql`update t set n = 7 where id = 1`);
        await resumed;
        leftRunning = failure(txCtx.db.execute(sql`update t set n = 8 where id = 1`));
      }),
    );
    expect(((await first).error as DatabaseUnavailableError).reason).toBe('transaction_deadline');
    await withTransaction(ctx, async (txCtx) => {
      await txCtx.db.execute(sql`update t set n = 3 where id = 1`);
      resume();
      while (!leftRunning) await sleep(5);
      const { error } = (await leftRunning) as { error: unknown };
      expect((error as DatabaseUnavailableError).reason).toBe('transaction_deadline');
    });
    expect(await valueNow(ctx)).toBe(3);
  });

  it('gives up waiting for a connection after its bound, counts it, and readiness answers in time', async () => {
    const { database, ctx } = await shop({ acquireMs: 300 }, 1);
    let release = () => {};
    const held = withTransaction(ctx, async (txCtx) => {
      await txCtx.db.execute(sql`select 1`);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await sleep(50);
    const { error, ms } = await failure(valueNow(ctx));
    const pinged = performance.now();
    const pingedWhileHeld = await database.ping(400);
    const pingMs = performance.now() - pinged;
    release();
    await held;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as DatabaseUnavailableError).reason).toBe('no_connection');
    expect(ms).toBeLessThan(2_000);
    expect(database.load().refused).toBeGreaterThanOrEqual(1);
    expect(pingedWhileHeld).toBe(false);
    expect(pingMs).toBeLessThan(1_500);
    expect(await database.ping(1_000)).toBe(true);
    expect(database.load().waiting).toBe(0);
  });

  it('runs the long work of starting a shop past the request deadline', async () => {
    const { ctx } = await shop({ transactionMs: 200 });
    await longTransaction(ctx.db, async (tx) => {
      await sleep(400);
      await tx.execute(sql`update t set n = 3 where id = 1`);
    });
    expect(await valueNow(ctx)).toBe(3);
  });
});

// Registered on PostgreSQL only (PGlite has one connection: no lock waits, no server to lose).
if (kind === 'postgres')
  describe('PostgreSQL bounds', () => {
    it('fails a lock wait past lock_timeout with 503, not a wait without end', async () => {
      const { ctx } = await shop({ lockMs: 200 });
      let release = () => {};
      const holder = withTransaction(ctx, async (txCtx) => {
        await txCtx.db.execute(sql`select * from t where id = 1 for update`);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await sleep(50);
      const { error, ms } = await failure(
        withTransaction(ctx, (txCtx) => txCtx.db.execute(sql`update t set n = 9 where id = 1`)),
      );
      release();
      await holder;
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as DatabaseUnavailableError).reason).toBe('lock_timeout');
      expect(ms).toBeLessThan(2_000);
      expect(await valueNow(ctx)).toBe(0);
    });

    it('ends a statement past statement_timeout with 503', async () => {
      const { ctx } = await shop({ statementMs: 200 });
      const { error } = await failure(ctx.db.execute(sql`select pg_sleep(2)`));
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as DatabaseUnavailableError).reason).toBe('statement_timeout');
    });

    it('lets a statement of a long transaction outlast the bounds of a request', async () => {
      // The client gives up reading 5 s after the statement bound; seeding a million products
      // runs single statements longer than that.
      const { ctx } = await shop({ statementMs: 200 });
      const rows = await longTransaction(ctx.db, (tx) =>
        queryRows<{ done: boolean }>(tx, sql`select pg_sleep(5.6) is not null as done`),
      );
      expect(rows).toEqual([{ done: true }]);
      const { error } = await failure(ctx.db.execute(sql`select pg_sleep(1)`));
      expect((error as DatabaseUnavailableError).reason).toBe('statement_timeout');
    });

    it('survives a connection killed under a transaction: that request fails, the next is served', async () => {
      const { ctx } = await shop();
      const { error } = await failure(
        withTransaction(ctx, async (txCtx) => {
          await txCtx.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
        }),
      );
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(await valueNow(ctx)).toBe(0);
    });
  });
