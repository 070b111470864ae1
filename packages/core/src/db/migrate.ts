import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query.ts';
import { longTransaction } from './transaction.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
// Any fixed number: processes starting together take turns instead of racing to migrate.
const MIGRATION_LOCK = 7_240_001;

/**
 * Applies the checked-in SQL migrations that have not run yet, in file-name order, all in one
 * transaction (a failed one leaves the database as it was), under an advisory lock so several
 * servers can start at once.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return longTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists schema_migration (
      name text primary key, applied_at timestamptz not null default now())`);
    const done = await queryRows<{ name: string }>(tx, sql`select name from schema_migration`);
    const applied = new Set(done.map((r) => r.name));
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const text = await readFile(MIGRATIONS_DIR + file, 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migration (name) values (${file})`);
      ran.push(file);
    }
    return ran;
  });
}

/** Drops every table of the shop (used by `npm run db:reset` and tests). */
export async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql.raw('drop schema public cascade'));
  await db.execute(sql.raw('create schema public'));
}
