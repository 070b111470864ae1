import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { answersWithin, closeWithin } from './bounds.ts';
import type { Database, DatabaseLimits, Db } from './client.ts';
import {
  holdingTransaction,
  openingTransaction,
  queryText,
  refuseBesideTransaction,
} from './guard.ts';
import * as schema from './schema.ts';
import { installTransactions, markTransaction, withDeadline } from './transaction.ts';
import { DatabaseUnavailableError, databaseUnavailable } from './unavailable.ts';

/**
 * A PostgreSQL pool whose every wait is bounded: the wait for a connection, each statement, each
 * lock, a transaction's life, and a connection silent past its statement bound. A connection that
 * fails (a restart, a failover, a killed backend) fails its request, never the process.
 */
export async function openPostgres(options: {
  url: string;
  poolSize: number;
  limits: DatabaseLimits;
  onConnectionError: (error: Error) => void;
}): Promise<Database> {
  const { limits } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: limits.acquireMs,
    statement_timeout: limits.statementMs,
    lock_timeout: limits.lockMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    // The client's own bound, for a server that stops answering without closing the socket.
    query_timeout: limits.statementMs + 5_000,
  });
  let refused = 0;
  // Round trips, begin and commit included: what a request costs the database.
  let statements = 0;
  const counted = (error: unknown) => {
    const unavailable = databaseUnavailable(error);
    if (unavailable?.reason === 'no_connection') refused++;
    return unavailable ?? error;
  };
  // Idle connections report here; a checked-out one reports on itself (below), and a client with
  // no listener would end the process.
  pool.on('error', options.onConnectionError);
  pool.on('connect', (client) => client.on('error', options.onConnectionError));

  const poolFace = {
    query: (...args: unknown[]) => {
      refuseBesideTransaction(`the query "${queryText(args[0])}" through the pool`);
      statements++;
      return (pool.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((error) => {
        throw counted(error);
      });
    },
  };
  const db = drizzle({ client: poolFace as unknown as pg.Pool, schema }) as unknown as Db;

  installTransactions(
    db,
    async (work, { deadlineMs }) => {
      refuseBesideTransaction('a second transaction');
      const opened = openingTransaction();
      const client = await pool.connect().catch((error) => {
        throw counted(error);
      });
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      let ended = false;
      const send = (...args: unknown[]) => {
        statements++;
        return (client.query as (...a: unknown[]) => Promise<unknown>)(
          ...(deadlineMs === null ? withLongReadBound(args) : args),
        );
      };
      // The transaction's handle refuses what abandoned work sends after the end: by then the
      // connection may serve another request.
      const face = {
        query: (...args: unknown[]) =>
          ended
            ? Promise.reject(new DatabaseUnavailableError('transaction_deadline'))
            : send(...args),
      };
      // No schema: building the relational query helpers costs 0.4 ms, and none is used here.
      const tx = markTransaction(drizzle({ client: face as unknown as pg.PoolClient }) as Db);
      try {
        return await holdingTransaction(opened, async () => {
          statements++;
          await client.query(deadlineMs === null ? LONG_TRANSACTION : 'begin');
          try {
            const result = await withDeadline(work(tx), deadlineMs, () => {
              ended = true;
            });
            ended = true;
            await send('commit');
            return result;
          } catch (error) {
            ended = true;
            statements++;
            await client.query('rollback').catch((e: Error) => {
              broken ??= e;
            });
            throw error;
          }
        });
      } catch (error) {
        throw databaseUnavailable(error) ?? error;
      } finally {
        client.off('error', onError);
        // A broken connection is closed, not handed to the next request.
        client.release(broken ?? false);
      }
    },
    limits.transactionMs,
  );

  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs = 1_500) => answersWithin(() => pool.query('select 1'), timeoutMs),
    load: () => ({
      waiting: pool.waitingCount,
      refused,
      statements,
      connections: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
    }),
    close: () => closeWithin(pool.end(), limits.transactionMs),
  };
}

/**
 * The client's own read bound for a statement of a long transaction: seeding a million products
 * runs single statements far past the request bound (reindexing them, committing them).
 */
const LONG_QUERY_MS = 60 * 60_000;

function withLongReadBound(args: unknown[]): unknown[] {
  const [config, ...rest] = args;
  if (typeof config === 'string') return [{ text: config, query_timeout: LONG_QUERY_MS }, ...rest];
  // A submittable (a cursor, a stream) is passed on as it is.
  if (config && typeof config === 'object' && !('submit' in config))
    return [{ ...config, query_timeout: LONG_QUERY_MS }, ...rest];
  return args;
}

// Starting a shop (migrations, seed, a new index) may take minutes and wait for another process.
const LONG_TRANSACTION =
  'begin; set local statement_timeout = 0; set local lock_timeout = 0; ' +
  'set local idle_in_transaction_session_timeout = 0';
