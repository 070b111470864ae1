import { type Database, migrate, openDatabase, seedIfEmpty } from '@shop/core';
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
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await prepare(database, options);
    return { database, dispose: () => database.close() };
  }
  const scratch = await createScratchDatabase('shop_test');
  const database = await openDatabase({ url: scratch.url, poolSize: 5 });
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
}

async function prepare(database: Database, options: TestDatabaseOptions) {
  await migrate(database.db);
  if (options.seed === false) return;
  await seedIfEmpty(database.db, { products: options.products ?? 150, now: options.now });
}
