import type { Ctx } from '../context.ts';
import type { Db } from './client.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

/** Opens a transaction on its own connection and runs `work` in it (client.ts makes one). */
export type TransactionRunner = <T>(
  work: (tx: Db) => Promise<T>,
  options: { deadlineMs: number | null },
) => Promise<T>;

const runners = new WeakMap<Db, TransactionRunner>();
const insideTransaction = new WeakSet<Db>();

/**
 * Makes `db.transaction` the shop's own: a bounded wait for the connection, a deadline, and the
 * guard against queries beside it. Drizzle's own would take a pool connection unguarded.
 */
export function installTransactions(db: Db, run: TransactionRunner, deadlineMs: number): void {
  runners.set(db, run);
  (db as { transaction: unknown }).transaction = <T>(work: (tx: Db) => Promise<T>) =>
    run(work, { deadlineMs });
}

/** A transaction's handle: a transaction asked for inside it joins it. */
export function markTransaction(tx: Db): Db {
  insideTransaction.add(tx);
  (tx as { transaction: unknown }).transaction = <T>(work: (tx: Db) => Promise<T>) => work(tx);
  return tx;
}

/**
 * Runs `work` in one transaction and hands it a context whose `db` is that transaction: the one
 * way into a transaction, so nothing inside can reach the pool by mistake. Inside a transaction
 * already, `work` joins it.
 *
 *     await withTransaction(ctx, async (txCtx) => {
 *       const order = await lockOrder(txCtx, number);
 *       await reserveStock(txCtx, order);
 *     });
 */
export function withTransaction<T>(ctx: Ctx, work: (txCtx: Ctx) => Promise<T>): Promise<T> {
  if (insideTransaction.has(ctx.db)) return work(ctx);
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db }));
}

/**
 * A transaction without the request deadline and the statement and lock bounds, for the work of
 * starting a shop (migrations, the seed, a new search index) that may take minutes.
 */
export function longTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (insideTransaction.has(db)) return work(db);
  const run = runners.get(db);
  if (!run) return db.transaction((tx) => work(tx as unknown as Db));
  return run(work, { deadlineMs: null });
}

/** True when `db` is a transaction's handle. */
export function isTransaction(db: Db): boolean {
  return insideTransaction.has(db);
}

/**
 * `work`, or a DatabaseUnavailableError once `ms` have passed (then `onDeadline` runs first, so
 * the transaction refuses whatever the abandoned work still sends).
 */
export function withDeadline<T>(
  work: Promise<T>,
  ms: number | null,
  onDeadline: () => void,
): Promise<T> {
  // Once: a Drizzle query handed over as it is runs again each time it is awaited.
  const settled = Promise.resolve(work);
  if (ms === null) return settled;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onDeadline();
      reject(new DatabaseUnavailableError('transaction_deadline'));
    }, ms);
  });
  // The abandoned work's own failure, after the deadline answered, is nobody's to hear.
  settled.catch(() => {});
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
}
