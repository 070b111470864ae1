import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { answersWithin, closeWithin } from './bounds.ts';
import type { Database, DatabaseLimits, Db } from './client.ts';
import { installCopier } from './copy-rows.ts';
import { Gate } from './gate.ts';
import {
  currentHold,
  holdingTransaction,
  openingTransaction,
  queryText,
  refuseBesideTransaction,
} from './guard.ts';
import * as schema from './schema.ts';
import { installTransactions, markTransaction, withDeadline } from './transaction.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * The embedded database: one connection, so one query or transaction at a time behind a gate
 * that nobody waits at longer than `acquireMs`, and no transaction lives past its deadline.
 */
export async function openPglite(
  dataDir: string,
  limits: DatabaseLimits,
  options: { image?: Blob; sharedBuffersMb: number },
): Promise<Database> {
  const client = await PGlite.create(dataDir, {
    // PGlite before 0.4 kept everything in template1; data dirs it made must open as they were.
    database: 'template1',
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.image,
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${options.sharedBuffersMb}MB`,
    ],
  });
  const gate = new Gate();
  let refused = 0;
  // Round trips, begin and commit included, counted as PostgreSQL's pool counts them.
  let statements = 0;
  const enterGate = async (waitMs = limits.acquireMs) => {
    try {
      return await gate.enter(waitMs);
    } catch (error) {
      refused++;
      throw error;
    }
  };
  const clientFace = {
    query: async (...args: Parameters<PGlite['query']>) => {
      refuseBesideTransaction(() => `the query "${queryText(args[0])}"`);
      const leave = await enterGate();
      statements++;
      try {
        return await client.query(...args);
      } finally {
        leave();
      }
    },
  };
  const db = drizzle({ client: clientFace as unknown as PGlite, schema }) as unknown as Db;

  // One transaction handle, which each transaction reuses: statements prepared on it
  // (db/prepared.ts) are built once, not once per transaction.
  const turn: Turn = { inner: undefined, hold: undefined, ended: true };
  const face = transactionFace(turn, () => statements++);
  const tx = markTransaction(drizzle({ client: face as unknown as PGlite }) as Db);
  // PGlite reads COPY's rows from a blob it is handed as the file '/dev/blob'.
  installCopier(tx, async (target, text) => {
    await face.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([text]) });
  });

  installTransactions(
    db,
    async (work, { deadlineMs }) => {
      refuseBesideTransaction('a second transaction');
      const opened = openingTransaction();
      const leave = await enterGate(deadlineMs === null ? 3_600_000 : limits.acquireMs);
      // PGlite sends the begin and the commit (or rollback) itself.
      statements += 2;
      try {
        return await client.transaction((inner) =>
          holdingTransaction(opened, async () => {
            Object.assign(turn, { inner, hold: currentHold(), ended: false });
            try {
              return await withDeadline(work(tx), deadlineMs, () => {
                turn.ended = true;
              });
            } finally {
              turn.ended = true;
            }
          }),
        );
      } finally {
        leave();
      }
    },
    limits.transactionMs,
  );

  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs = 1_500) =>
      answersWithin(async () => {
        const leave = await enterGate(timeoutMs);
        try {
          await client.query('select 1');
        } finally {
          leave();
        }
      }, timeoutMs),
    load: () => ({
      waiting: gate.waiting,
      refused,
      statements,
      connections: 1,
      inUse: gate.busy ? 1 : 0,
    }),
    image: async () => {
      const leave = await enterGate();
      try {
        return await client.dumpDataDir('none');
      } finally {
        leave();
      }
    },
    close: async () => {
      // A transaction stuck past every bound does not keep the process from exiting.
      const leave = await gate.enter(limits.transactionMs).catch(() => null);
      await closeWithin(client.close(), 5_000);
      leave?.();
    },
  };
}

/** The transaction the handle serves now. */
interface Turn {
  inner: Transaction | undefined;
  /** Its mark (guard.ts): work under another mark is not this transaction's. */
  hold: object | undefined;
  ended: boolean;
}

/**
 * The transaction as Drizzle sees it: once it has ended (committed, rolled back, or past its
 * deadline) it refuses queries, which PGlite would otherwise run outside any transaction, and so
 * it does for work a finished transaction left running (it runs under that one's mark).
 */
function transactionFace(turn: Turn, sent: () => void) {
  const refuse = () => Promise.reject(new DatabaseUnavailableError('transaction_deadline'));
  const current = () =>
    turn.ended || currentHold() !== turn.hold ? undefined : (turn.inner as Transaction);
  return {
    query: (...args: Parameters<Transaction['query']>) => {
      const inner = current();
      if (!inner) return refuse();
      sent();
      return inner.query(...args);
    },
    exec: (...args: Parameters<Transaction['exec']>) => {
      const inner = current();
      if (!inner) return refuse();
      sent();
      return inner.exec(...args);
    },
  };
}
