import { type Database, type DatabaseLimits, migrate, openDatabase, seedIfEmpty } from '@shop/core';
import { createScratchDatabase } from './scratch-postgres.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database of the kind TEST_DATABASE names: PGlite in memory, or a
 * new PostgreSQL database with a random name (TEST_POSTGRES_URL names the server).
 */
export async function freshDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const limits = { ...limitsFromEnvironment(), ...options.limits };
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', limits });
    await prepare(database, options);
    return { database, dispose: () => database.close() };
  }
  const scratch = await createScratchDatabase('shop_test');
  const poolSize = options.poolSize ?? Number(process.env.TEST_POOL_SIZE ?? 5);
  const database = await openDatabase({ url: scratch.url, poolSize, limits });
  await prepare(database, options);
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface TestDatabaseOptions {
  /** Products to seed (150 by default); `seed: false` leaves the database migrated but empty. */
  products?: number;
  now?: Date;
  seed?: boolean;
  /** PostgreSQL's pool (5 by default; TEST_POOL_SIZE sets it for a whole run). */
  poolSize?: number;
  limits?: Partial<DatabaseLimits>;
}

/**
 * TEST_ACQUIRE_MS shortens the wait for a connection for a whole run: with a pool of one, a
 * request that wanted a second connection would wait that long and fail its test.
 */
function limitsFromEnvironment(): Partial<DatabaseLimits> {
  const acquireMs = Number(process.env.TEST_ACQUIRE_MS);
  return acquireMs > 0 ? { acquireMs } : {};
}

async function prepare(database: Database, options: TestDatabaseOptions) {
  await migrate(database.db);
  if (options.seed === false) return;
  await seedIfEmpty(database.db, { products: options.products ?? 150, now: options.now });
}
