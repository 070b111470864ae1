import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  createScratchDatabase,
  POSTGRES_ADMIN_URL,
  type ScratchDatabase,
} from './scratch-postgres.ts';

/**
 * The seeded databases of one test run, built once and copied for every test file that asks for
 * the same seed. A run names its own templates (scripts/test-templates.global.ts sets
 * TEST_TEMPLATE_RUN and drops them at the end), so runs never share or inherit one.
 */
export function templateRun(): string | null {
  const run = process.env.TEST_TEMPLATE_RUN;
  return run && /^[0-9a-f]{8}$/.test(run) ? run : null;
}

export function newTemplateRun(): string {
  return randomBytes(4).toString('hex');
}

export const templateFolder = (run: string) => join(tmpdir(), `shop-templates-${run}`);

const templatePrefix = (run: string) => `shop_tpl_${run}_`;

const keyOf = (seed: object) =>
  createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 12);

export const withTemplate = {
  /** The image of a PGlite seeded as `seed`, from this run's folder or built now and kept. */
  async pglite(run: string, seed: object, build: () => Promise<Blob>): Promise<Blob> {
    const folder = templateFolder(run);
    const file = join(folder, `${keyOf(seed)}.tar`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return new Blob([kept]);
    const image = await build();
    await mkdir(folder, { recursive: true });
    // Two workers may build the same seed at once: each writes its own file and renames it into
    // place, so a reader never sees half an image.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  },

  /**
   * A new PostgreSQL database copied from this run's template for `seed`; the first caller
   * builds the template (under an advisory lock, so one worker builds and the others wait).
   */
  async postgres(
    run: string,
    seed: object,
    build: (url: string) => Promise<void>,
  ): Promise<ScratchDatabase> {
    const template = `${templatePrefix(run)}${keyOf(seed)}`;
    await adminSession(async (admin) => {
      await admin.query(`set lock_timeout = '180s'`);
      await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      const building = await createScratchDatabase(`shop_build_${run}`);
      try {
        await build(building.url);
        await admin.query(`alter database ${building.name} rename to ${template}`);
      } catch (error) {
        await building.drop();
        throw error;
      }
    });
    return createScratchDatabase('shop_test', POSTGRES_ADMIN_URL, template);
  },
};

/** Drops what a run left: its PostgreSQL templates and its folder of PGlite images. */
export async function dropTemplates(run: string): Promise<void> {
  await rm(templateFolder(run), { recursive: true, force: true });
  await adminSession(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname like $2`,
      [`${templatePrefix(run)}%`, `shop_build_${run}_%`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  }).catch(() => {
    // No PostgreSQL server (a PGlite-only run): there is nothing of this run on it.
  });
}

async function adminSession(work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 10_000,
  });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
