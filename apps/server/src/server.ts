import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  createContext,
  type Database,
  fileMediaStore,
  isSeeded,
  migrate,
  openDatabase,
  payments,
  push,
  search,
  seedIfEmpty,
  vat,
} from '@shop/core';
import { accountServicesFrom } from './account-services.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startJobs } from './jobs.ts';
import { pushKeys } from './push-keys.ts';
import { closeGracefully } from './shutdown.ts';
import { startTracing } from './tracing.ts';

export interface StartOptions {
  /** Called while the first start seeds the catalogue. */
  onSeedProgress?: (done: number, total: number) => void;
  /** The database is migrated and seeded already (a cluster's primary did it): serve at once. */
  prepared?: boolean;
}

/** Opens the database (creating and seeding it on first start), then serves HTTP. */
export async function startServer(config: Config, options: StartOptions = {}) {
  const database = await openConfiguredDatabase(config);
  if (!options.prepared) {
    try {
      await prepareDatabase(database, config, options.onSeedProgress);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  // Providers call back at PUBLIC_URL, else at this server (the sandbox runs beside it).
  const providers = paymentProviders(
    config,
    (path) => (config.publicUrl ?? `http://127.0.0.1:${listeningPort()}`) + path,
  );
  const listeningPort = () => {
    const bound = app.server.address();
    return typeof bound === 'object' && bound ? bound.port : config.port;
  };
  const accounts = accountServicesFrom(config);
  const tracing = config.tracing ? startTracing(config.tracing) : null;
  const vapidKeys = pushKeys(database.db, config.push.vapid);
  const { app, lifecycle, siteCache, pageCache, productCache } = await buildApp({
    tracer: tracing?.tracer,
    database,
    logger: { level: config.logLevel },
    siteCacheSeconds: config.siteCacheSeconds,
    pageCache: config.pageCache,
    web: true,
    testHooks: config.testHooks,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    accounts,
    payments: providers,
    // Review pictures under the data directory; object storage fits the same interface.
    media: fileMediaStore(join(config.dataDir, 'media')),
    metricsToken: config.metricsToken,
    push: { vapidKeys, extraServices: config.push.extraServices },
  });
  const address = await app.listen({ host: config.host, port: config.port });
  const jobs = startJobs({
    tracer: tracing?.tracer,
    db: database.db,
    payments: providers,
    gateway: accounts.deps.gateway,
    pushSender: push.webPushSender({ keys: vapidKeys, subject: config.push.subject }),
    vatService: config.providers.ebarimt ?? vat.sandboxVatService(config.sandboxUrl),
    everyMs: config.jobsEverySeconds * 1000,
    pollMs: config.jobPollMs,
    jobSlots: config.jobSlots,
    shopUrl: config.shopUrl,
    completeAfterDays: config.completeAfterDays,
    log: (msg, detail) => app.log.info(detail ?? {}, msg),
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= closeGracefully(
      app,
      lifecycle,
      {
        drainMs: config.shutdownDrainSeconds * 1000,
        graceMs: config.shutdownGraceSeconds * 1000,
      },
      async () => {
        await jobs.stop();
        await tracing?.close();
        accounts.deps.gateway.close?.();
        await database.close();
      },
    );
    return closing;
  };
  return { app, database, address, close, siteCache, pageCache, productCache };
}

/**
 * Brings the database up to date: migrations, the seed on first start, and a search index for a
 * catalogue from before it existed (or restored without it).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  onSeedProgress?: StartOptions['onSeedProgress'],
): Promise<void> {
  await migrate(database.db);
  if (config.seedProducts > 0) {
    await seedIfEmpty(database.db, {
      products: config.seedProducts,
      reviewsPerProduct: config.seedReviewsPerProduct,
      onProgress: onSeedProgress,
    });
  }
  const ctx = createContext(database.db);
  if ((await isSeeded(database.db)) && (await search.postgresSearchIndex.isEmpty(ctx))) {
    await search.postgresSearchIndex.reindex(ctx);
  }
}

/** The configured database: a PostgreSQL pool, or the embedded PGlite locked to this process. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return openDatabase({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      limits: config.databaseLimits,
      onConnectionError: (error) =>
        console.warn(
          JSON.stringify({ level: 40, msg: 'database connection failed', err: String(error) }),
        ),
    });
  }
  const dataDir = join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      dataDir,
      limits: config.databaseLimits,
      pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Each payment provider: configured for real, else the sandbox's stand-in. */
function paymentProviders(config: Config, callbackUrl: (path: string) => string) {
  const sandbox = payments.sandboxProviders(config.sandboxUrl, callbackUrl);
  const { card, qpay, most, lease } = config.providers;
  return {
    ...sandbox,
    ...(card && { card }),
    ...(qpay && { qpay: { baseUrl: qpay.baseUrl, apiKey: qpay.apiKey } }),
    ...(most && { most: { baseUrl: most.baseUrl, apiKey: most.apiKey } }),
    ...(lease && { lease }),
  };
}
