import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_LIMITS, DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './client.ts';
import { openPglite } from './pglite.ts';
import { queryRows } from './query.ts';

const dirs: string[] = [];
/** Each test opens PGlite twice: a second or two each alone, several beside the other suites. */
const OPENS_TWICE_MS = 30_000;
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function buffersOf(dataDir: string, sharedBuffersMb: number) {
  const database = await openPglite(dataDir, DEFAULT_DATABASE_LIMITS, { sharedBuffersMb });
  try {
    const [row] = await queryRows<{ buffers: string }>(
      database.db,
      sql`select current_setting('shared_buffers') as buffers`,
    );
    return row?.buffers;
  } finally {
    await database.close();
  }
}

describe('the embedded database', () => {
  it(
    'opens with the buffer cache it is given, on every start of the same data dir',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pglite-'));
      dirs.push(dataDir);
      expect(await buffersOf(dataDir, DEFAULT_PGLITE_SHARED_BUFFERS_MB)).toBe('32MB');
      expect(await buffersOf(dataDir, 8)).toBe('8MB');
    },
    OPENS_TWICE_MS,
  );

  it(
    'keeps its tables in template1, where PGlite before 0.4 kept them',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pglite-'));
      dirs.push(dataDir);
      const first = await openPglite(dataDir, DEFAULT_DATABASE_LIMITS, { sharedBuffersMb: 8 });
      await first.db.execute(sql`create table kept (name text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();
      const again = await openPglite(dataDir, DEFAULT_DATABASE_LIMITS, { sharedBuffersMb: 8 });
      try {
        const rows = await queryRows<{ name: string; database: string }>(
          again.db,
          sql`select name, current_database() as database from kept`,
        );
        expect(rows).toEqual([{ name: 'still here', database: 'template1' }]);
      } finally {
        await again.close();
      }
    },
    OPENS_TWICE_MS,
  );
});
