import {
  type Database,
  type DatabaseLimits,
  migrate,
  openDatabase,
  search,
  seedIfEmpty,
} from '@shop/core';
import { createScratchDatabase } from './scratch-postgres.ts';
import { templateRun, withTemplate } from './test-templates.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  /** PostgreSQL: the database's address, for a test that opens more handles (several processes). */
  url?: string;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database of the kind TEST_DATABASE names: PGlite in memory, or a
 * new PostgreSQL database with a random name (TEST_POSTGRES_URL names the server).
 *
 * Under vitest (scripts/test-templates.global.ts) each kind of seed is built once per run and
 * every later database starts as a copy of it: still fresh and private to its test file, without
 * running the migrations and the seed again.
 */
export async function freshDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  // Test files share their process and modules (vitest.config.ts, the integration projects),
  // and the search keeps answers per process, not per database: a new database starts with none.
  search.forgetSearchCaches();
  const limits = { ...limitsFromEnvironment(), ...options.limits };
  const seed = seedOf(options);
  const run = templateRun();
  if (testDatabaseKind() === 'pglite') {
    const pgliteImage = run
      ? await withTemplate.pglite(run, seed, async () => {
          const source = await openDatabase({ dataDir: 'memory://', limits });
          try {
            await prepare(source, seed);
            return await imageOf(source);
          } finally {
            await source.close();
          }
        })
      : undefined;
    const database = await openDatabase({ dataDir: 'memory://', limits, pgliteImage });
    if (!pgliteImage) await prepare(database, seed);
    return { database, dispose: () => database.close() };
  }
  const scratch = run
    ? await withTemplate.postgres(run, seed, async (url) => {
        const source = await openDatabase({ url, poolSize: 2, limits });
        try {
          await prepare(source, seed);
        } finally {
          await source.close();
        }
      })
    : await createScratchDatabase('shop_test');
  const poolSize = options.poolSize ?? Number(process.env.TEST_POOL_SIZE ?? 5);
  const database = await openDatabase({ url: scratch.url, poolSize, limits });
  if (!run) await prepare(database, seed);
  return {
    database,
    url: scratch.url,
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

/** What a database holds before its test touches it: the key of its template. */
export interface SeedChoice {
  products: number | null;
  now: string | null;
}

function seedOf(options: TestDatabaseOptions): SeedChoice {
  if (options.seed === false) return { products: null, now: null };
  return { products: options.products ?? 150, now: options.now?.toISOString() ?? null };
}

/**
 * TEST_ACQUIRE_MS shortens the wait for a connection for a whole run: with a pool of one, a
 * request that wanted a second connection would wait that long and fail its test.
 */
function limitsFromEnvironment(): Partial<DatabaseLimits> {
  const acquireMs = Number(process.env.TEST_ACQUIRE_MS);
  return acquireMs > 0 ? { acquireMs } : {};
}

async function prepare(database: Database, seed: SeedChoice) {
  await migrate(database.db);
  if (seed.products === null) return;
  await seedIfEmpty(database.db, {
    products: seed.products,
    now: seed.now ? new Date(seed.now) : undefined,
  });
}

async function imageOf(database: Database): Promise<Blob> {
  if (!database.image) throw new Error('only the embedded database has an image');
  return database.image();
}
