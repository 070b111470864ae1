import type { TestProject } from 'vitest/node';
import { startShopProcess } from '../../scripts/shop-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sandboxUrl: string;
  }
}

/** Starts the shop as `npm start` does, with a fresh embedded database, for the browser tests. */
export default async function setup(project: TestProject) {
  const shop = await startShopProcess({ env: { SEED_PRODUCTS: '400', TEST_HOOKS: '1' } });
  project.provide('baseUrl', shop.baseUrl);
  project.provide('sandboxUrl', shop.sandboxUrl);
  return () => shop.stop();
}
