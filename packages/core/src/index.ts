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
  DatabaseUnavailableError,
  type Db,
  DEFAULT_DATABASE_LIMITS,
  DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  databaseUnavailable,
  dropEverything,
  longTransaction,
  migrate,
  openDatabase,
  TransactionMisuseError,
  TtlCache,
  withTransaction,
} from './db/index.ts';
export * as engagement from './engagement/index.ts';
export * as geo from './geo/index.ts';
export * as inventory from './inventory/index.ts';
export * as jobs from './jobs/index.ts';
export * as licences from './licences/index.ts';
export * as limits from './limits/index.ts';
export * as microsite from './microsite/index.ts';
export * as notify from './notify/index.ts';
export * as orders from './orders/index.ts';
export * as payments from './payments/index.ts';
export * as promotions from './promotions/index.ts';
export * as push from './push/index.ts';
export * as roulette from './roulette/index.ts';
export * as search from './search/index.ts';
export { DEFAULT_PRODUCT_COUNT, isSeeded, type SeedOptions, seedIfEmpty } from './seed/index.ts';
export {
  AppError,
  type AppErrorType,
  fieldErrors,
  fileMediaStore,
  HTTP_STATUS,
  MEDIA_KEY,
  type MediaStore,
  parseInput,
  readShopDay,
  type ShopLinks,
  shopLinks,
} from './shared/index.ts';
export {
  type HomeRail,
  loadHomeRails,
  loadSiteData,
  newsFeed,
  PRODUCTS_PER_SITEMAP,
  pagesSitemap,
  productsSitemap,
  robotsTxt,
  type SiteData,
  type SiteDataQuery,
  sitemapIndex,
} from './site/index.ts';
export * as tickets from './tickets/index.ts';
export * as travel from './travel/index.ts';
export * as vat from './vat/index.ts';
export * as wallet from './wallet/index.ts';
