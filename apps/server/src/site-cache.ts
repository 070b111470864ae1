import {
  createContext,
  type Db,
  loadSiteData,
  type SiteData,
  type SiteDataQuery,
} from '@shop/core';
import type { Locale } from '@shop/i18n';

/**
 * Site data changes rarely and every page needs it, so each process keeps it for a short time
 * per locale and options. With several processes, a change shows everywhere within `ttlSeconds`.
 * A query for another moment (`date`) is never cached.
 */
export function createSiteCache(db: Db, ttlSeconds: number) {
  const entries = new Map<string, { at: number; value: Promise<SiteData> }>();
  return {
    get(locale: Locale, query: SiteDataQuery = {}): Promise<SiteData> {
      if (query.date) return loadSiteData(createContext(db, locale), query);
      const key = `${locale}:${query.loadZones ? 1 : 0}:${query.loadStoreLocations ? 1 : 0}`;
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlSeconds * 1000) return hit.value;
      const value = loadSiteData(createContext(db, locale), query);
      entries.set(key, { at: Date.now(), value });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
