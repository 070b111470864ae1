/**
 * Which of a build's files the service worker keeps from install on: what a shopper's pages
 * load (the entry, every shopper route's module, its imports and style sheets, and React
 * Router's manifest), so that any page seen or the offline page starts without a network; not
 * what only staff open (the back office, the roulette's admin, the article editor with its
 * 420 KB rich-text editor), so a phone on mobile data fetches ~40% less. Staff files are kept as
 * they are used (service-worker.ts).
 */

export interface PrecacheEntry {
  url: string;
  /** null: the file's name carries its content hash. */
  revision: string | null;
}

interface ManifestModule {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface ReactRouterManifest {
  url?: string;
  entry: ManifestModule;
  routes: Record<string, ManifestModule & { id: string }>;
}

const STAFF_ROUTES = [/^routes\/back-office\//, /^routes\/tmp-roulette\//, /^routes\/test-/];
const STAFF_ROUTE_IDS = new Set(['article-new', 'article-edit']);

export function isStaffRoute(id: string): boolean {
  return STAFF_ROUTE_IDS.has(id) || STAFF_ROUTES.some((pattern) => pattern.test(id));
}

/** The manifest's own file's text: `window.__reactRouterManifest={...};`. */
export function parseManifestScript(text: string): ReactRouterManifest {
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json) as ReactRouterManifest;
}

export function precacheEntries(
  manifest: ReactRouterManifest,
  manifestUrl: string,
): PrecacheEntry[] {
  const urls = new Set<string>([manifestUrl]);
  const take = (m: ManifestModule) => {
    for (const url of [m.module, ...(m.imports ?? []), ...(m.css ?? [])]) urls.add(url);
  };
  take(manifest.entry);
  for (const route of Object.values(manifest.routes)) {
    if (!isStaffRoute(route.id)) take(route);
  }
  return [...urls].sort().map((url) => ({ url, revision: null }));
}
