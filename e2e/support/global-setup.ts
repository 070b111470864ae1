import type { TestProject } from 'vitest/node';
import { createScratchDatabase } from '../../scripts/scratch-postgres.ts';
import { startShopProcess } from '../../scripts/shop-process.ts';
import { E2E_METRICS_TOKEN } from './metrics-token.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sandboxUrl: string;
    postgresBaseUrl: string;
    postgresSandboxUrl: string;
  }
}

/**
 * Starts the shop as `npm start` does, with a fresh embedded database, for the browser tests;
 * and a second one on a new PostgreSQL database for the flows tested on both (target.ts).
 */
export default async function setup(project: TestProject) {
  // TRUST_PROXY: each browser page comes from an address of its own (support/browser.ts).
  // METRICS_TOKEN: a test reads what the page cache keeps (page-cache.e2e.test.ts).
  const env = {
    SEED_PRODUCTS: '400',
    TEST_HOOKS: '1',
    TRUST_PROXY: '1',
    METRICS_TOKEN: E2E_METRICS_TOKEN,
  };
  // One after the other: the first start builds the web app when it is out of date.
  const shop = await startShopProcess({ env });
  const database = await createScratchDatabase('shop_e2e');
  const onPostgres = await startShopProcess({
    env: { ...env, DATABASE_URL: database.url },
  }).catch(async (error) => {
    await shop.stop();
    await database.drop();
    throw error;
  });
  project.provide('baseUrl', shop.baseUrl);
  project.provide('sandboxUrl', shop.sandboxUrl);
  project.provide('postgresBaseUrl', onPostgres.baseUrl);
  project.provide('postgresSandboxUrl', onPostgres.sandboxUrl);
  return async () => {
    await Promise.all([shop.stop(), onPostgres.stop()]);
    await database.drop();
  };
}
