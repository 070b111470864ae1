import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database handle services receive: PGlite and node-postgres share this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when the database takes a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; 'memory://' keeps them in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Told when an idle PostgreSQL connection fails (server restart, connection killed). */
  onIdleError?: (error: Error) => void;
}

/** Opens the embedded PGlite database, or a PostgreSQL pool when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.onIdleError);
  return openPglite(options.dataDir ?? 'memory://');
}

async function openPostgres(
  url: string,
  poolSize: number,
  onIdleError: (error: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Without a listener an idle connection's error would crash the process; the pool drops the
  // broken connection and the next query opens a new one.
  pool.on('error', onIdleError);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: () => pingWith(() => pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => pingWith(() => client.query('select 1')),
    close: () => client.close(),
  };
}

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
