import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database handle services receive: PGlite and node-postgres share this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when the database takes a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Requests waiting for a connection now, how many gave up waiting since the start, the
   * statements sent since the start (begin and commit included), and the pool's connections:
   * open and in use now (PGlite: its one connection).
   */
  load(): {
    waiting: number;
    refused: number;
    statements: number;
    connections: number;
    inUse: number;
  };
  /**
   * The embedded database's whole data directory as one uncompressed tar image (PGlite only),
   * for `DatabaseOptions.pgliteImage` to start another database from: tests migrate and seed
   * once per run instead of once per file.
   */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * How long anything may wait on the database. A wait past its bound fails the request with 503
 * (DatabaseUnavailableError); docs/OPERATIONS.md lists what a shopper sees.
 */
export interface DatabaseLimits {
  /** For a free connection (the embedded database: for its one connection). */
  acquireMs: number;
  /** From a transaction's start to its commit; then it is rolled back. */
  transactionMs: number;
  /** One statement (PostgreSQL's statement_timeout; the search sets a shorter one). */
  statementMs: number;
  /** For a row or table lock (PostgreSQL's lock_timeout). */
  lockMs: number;
  /** A transaction left idle this long is ended by the server. */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  acquireMs: 3_000,
  transactionMs: 10_000,
  statementMs: 15_000,
  lockMs: 5_000,
  idleInTransactionMs: 20_000,
};

/**
 * The embedded database's buffer cache. Its files sit in the OS's cache besides, so a small one
 * costs little speed and saves a hundred MB of the process's memory (docs/PERFORMANCE.md, memory).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; 'memory://' keeps them in memory. */
  dataDir?: string;
  /** A PGlite image (`Database.image`) to start from instead of an empty data directory. */
  pgliteImage?: Blob;
  /** PGlite's buffer cache in MB (PostgreSQL's shared_buffers; PGlite's own default is 128). */
  pgliteSharedBuffersMb?: number;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  limits?: Partial<DatabaseLimits>;
  /** Told when a PostgreSQL connection fails (server restart, connection killed). */
  onConnectionError?: (error: Error) => void;
}

/** Opens the embedded PGlite database, or a PostgreSQL pool when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const limits = { ...DEFAULT_DATABASE_LIMITS, ...options.limits };
  if (options.url) {
    return openPostgres({
      url: options.url,
      poolSize: options.poolSize ?? 10,
      limits,
      onConnectionError: options.onConnectionError ?? (() => {}),
    });
  }
  return openPglite(options.dataDir ?? 'memory://', limits, {
    image: options.pgliteImage,
    sharedBuffersMb: options.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  });
}
