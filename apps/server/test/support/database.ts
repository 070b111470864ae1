import { randomBytes } from 'node:crypto';
import { type Database, migrate, openDatabase, seedDatabase } from '@shop/core';
import pg from 'pg';

/** The PostgreSQL server the tests use; each test file makes its own database on it. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
 * new PostgreSQL database with a random name, so runs never collide or see leftovers.
 */
export async function freshDatabase(
  options: { products?: number; now?: Date } = {},
): Promise<TestDatabase> {
  const kind = testDatabaseKind();
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await prepare(database, options);
    return { database, dispose: () => database.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await prepare(database, options);
  return {
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function prepare(database: Database, options: { products?: number; now?: Date }) {
  await migrate(database.db);
  await seedDatabase(database.db, { products: options.products ?? 150, now: options.now });
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
