import {
  createContext,
  type Db,
  loadSiteData,
  type SiteData,
  type SiteDataQuery,
} from '@shop/core';
import type { Locale } from '@shop/i18n';
import { ForgettingCache } from './forgetting-cache.ts';

/**
 * Site data changes rarely and every page needs it, so each process keeps it for a short time
 * per locale and options. With several processes, a change shows everywhere within `ttlSeconds`.
 * A query for another moment (`date`) is never cached.
 */
export function createSiteCache(db: Db, ttlSeconds: number) {
  // A failed load is not kept; a request holding a transaction never waits for another's load.
  const entries = new ForgettingCache<SiteData>(ttlSeconds * 1000, 40);
  return {
    get(locale: Locale, query: SiteDataQuery = {}): Promise<SiteData> {
      if (query.date) return loadSiteData(createContext(db, locale), query);
      const key = `${locale}:${query.loadZones ? 1 : 0}:${query.loadStoreLocations ? 1 : 0}`;
      return entries.get(key, () => loadSiteData(createContext(db, locale), query));
    },
    /** Forgets the site data; listeners hear of it unless `quiet` (as PageCache.clear). */
    clear: (options: { quiet?: boolean } = {}) => entries.clear(options),
    onForget: (listener: () => void) => entries.onForget(listener),
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
