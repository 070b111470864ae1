import type { Database, SiteData } from '@shop/core';
import type { Locale } from '@shop/i18n';

/** What the server hands every loader and action (see apps/server/src/web/ssr.ts). */
export interface ShopLoadContext {
  database: Database;
  /** Site data for a locale, cached briefly by the server. */
  siteData(locale: Locale): Promise<SiteData>;
  /** True when the server runs with test hooks (the crash route) switched on. */
  testHooks: boolean;
  requestId: string;
}

declare module 'react-router' {
  interface AppLoadContext extends ShopLoadContext {}
}
