import { finished } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { answersWithin, closeWithin } from './bounds.ts';
import type { Database, DatabaseLimits, Db } from './client.ts';
import { installCopier } from './copy-rows.ts';
import {
  currentHold,
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
      refuseBesideTransaction(() => `the query "${queryText(args[0])}" through the pool`);
      statements++;
      return (pool.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((error) => {
        throw counted(error);
      });
    },
  };
  const db = drizzle({ client: poolFace as unknown as pg.Pool, schema }) as unknown as Db;

  const sendOn = (client: pg.PoolClient, turn: Turn, args: unknown[]) => {
    statements++;
    return (client.query as (...a: unknown[]) => Promise<unknown>)(
      ...(turn.long ? withLongReadBound(args) : args),
    );
  };
  // One transaction handle per connection, which each transaction on it reuses: statements
  // prepared on it (db/prepared.ts) are built once per connection, not once per transaction.
  const handles = new WeakMap<pg.PoolClient, { tx: Db; turn: Turn }>();
  const handleOf = (client: pg.PoolClient) => {
    const known = handles.get(client);
    if (known) return known;
    const turn: Turn = { hold: undefined, ended: true, long: false };
    // Refuses what work sends after its transaction ended, and work a finished transaction left
    // running (it runs under that transaction's mark): the connection serves another one now.
    const refused = () => turn.ended || currentHold() !== turn.hold;
    const face = {
      query: (...args: unknown[]) =>
        refused()
          ? Promise.reject(new DatabaseUnavailableError('transaction_deadline'))
          : sendOn(client, turn, args),
    };
    // No schema: the relational query helpers are not used on a transaction.
    const tx = markTransaction(drizzle({ client: face as unknown as pg.PoolClient }) as Db);
    installCopier(tx, async (target, text) => {
      if (refused()) throw new DatabaseUnavailableError('transaction_deadline');
      statements++;
      const copy = copyFrom(`copy ${target} from stdin`);
      // node-postgres reads a submittable's own read bound from it: a long transaction's is an
      // hour, as for its statements (withLongReadBound).
      if (turn.long) Object.assign(copy, { query_timeout: LONG_QUERY_MS });
      const stream = client.query(copy);
      stream.end(text);
      // Settles once the server has taken every row, or with its error.
      await finished(stream);
    });
    const handle = { tx, turn };
    handles.set(client, handle);
    return handle;
  };

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
      const { tx, turn } = handleOf(client);
      const send = (...args: unknown[]) => sendOn(client, turn, args);
      try {
        return await holdingTransaction(opened, async () => {
          statements++;
          await client.query(deadlineMs === null ? LONG_TRANSACTION : 'begin');
          Object.assign(turn, { hold: currentHold(), ended: false, long: deadlineMs === null });
          try {
            const result = await withDeadline(work(tx), deadlineMs, () => {
              turn.ended = true;
            });
            turn.ended = true;
            await send('commit');
            return result;
          } catch (error) {
            turn.ended = true;
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

/** The transaction a connection's handle serves now. */
interface Turn {
  /** Its mark (guard.ts): work under another mark is not this transaction's. */
  hold: object | undefined;
  ended: boolean;
  /** A long transaction (migrations, the seed): statements without the request's bound. */
  long: boolean;
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
