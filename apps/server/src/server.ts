import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, isSeeded, migrate, openDatabase, seedDatabase } from '@shop/core';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';

export interface StartOptions {
  /** Called while the first start seeds the catalogue. */
  onSeedProgress?: (done: number, total: number) => void;
}

/** Opens the database (creating and seeding it on first start), then serves HTTP. */
export async function startServer(config: Config, options: StartOptions = {}) {
  const database = await openConfiguredDatabase(config);
  await migrate(database.db);
  if (config.seedProducts > 0 && !(await isSeeded(database.db))) {
    await seedDatabase(database.db, {
      products: config.seedProducts,
      onProgress: options.onSeedProgress,
    });
  }
  const { app, lifecycle } = await buildApp({
    database,
    logger: { level: config.logLevel },
    siteCacheSeconds: config.siteCacheSeconds,
    web: true,
    testHooks: config.testHooks,
  });
  const address = await app.listen({ host: config.host, port: config.port });

  let closing: Promise<void> | undefined;
  /** Stops taking requests, lets the ones in flight finish (up to the grace period), then exits. */
  const close = () => {
    closing ??= (async () => {
      lifecycle.accepting = false;
      const grace = setTimeout(() => {
        app.log.warn('grace period over; closing remaining connections');
        app.server.closeAllConnections();
      }, config.shutdownGraceSeconds * 1000);
      grace.unref();
      await app.close();
      await database.close();
    })();
    return closing;
  };
  return { app, database, address, close };
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return openDatabase({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      onIdleError: (error) =>
        console.warn(
          JSON.stringify({
            level: 40,
            msg: 'idle database connection failed',
            error: String(error),
          }),
        ),
    });
  }
  const dataDir = join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return openDatabase({ dataDir });
}
