export * as accounts from './accounts/index.ts';
export * as age from './age/index.ts';
export * as cart from './cart/index.ts';
export type { ProductCard, TaxonNode } from './catalog/index.ts';
export * as catalog from './catalog/index.ts';
export * as checkout from './checkout/index.ts';
export type { MenuItem, Notification, Preset } from './content/index.ts';
export * as content from './content/index.ts';
export { type Ctx, createContext } from './context.ts';
export {
  type Database,
  type DatabaseLimits,
  type DatabaseOptions,
  type Db,
  DEFAULT_DATABASE_LIMITS,
  openDatabase,
} from './db/client.ts';
export { TransactionMisuseError } from './db/guard.ts';
export { dropEverything, migrate } from './db/migrate.ts';
export { longTransaction, withTransaction } from './db/transaction.ts';
export { DatabaseUnavailableError, databaseUnavailable } from './db/unavailable.ts';
export * as geo from './geo/index.ts';
export * as inventory from './inventory/index.ts';
export * as limits from './limits/index.ts';
export * as microsite from './microsite/index.ts';
export * as notify from './notify/index.ts';
export * as payments from './payments/index.ts';
export * as promotions from './promotions/index.ts';
export * as search from './search/index.ts';
export { DEFAULT_PRODUCT_COUNT, isSeeded, type SeedOptions, seedIfEmpty } from './seed/seed.ts';
export { AppError, type AppErrorType, HTTP_STATUS } from './shared/errors.ts';
export { TtlCache } from './shared/ttl-cache.ts';
export { type HomeRail, loadHomeRails } from './site/home.ts';
export { loadSiteData, type SiteData, type SiteDataQuery } from './site/site-data.ts';
export {
  PRODUCTS_PER_SITEMAP,
  pagesSitemap,
  productsSitemap,
  robotsTxt,
  sitemapIndex,
} from './site/sitemap.ts';
export * as vat from './vat/index.ts';
export * as wallet from './wallet/index.ts';
