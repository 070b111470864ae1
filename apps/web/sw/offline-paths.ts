import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localePath } from '@shop/i18n';

/**
 * Which addresses the service worker may keep for reading offline, and where its offline page
 * is. Only pages that show the catalogue and the shop's writing to anyone: the cart, checkout,
 * orders, the account and the back office are never kept (they are personal or change as one
 * looks), nor is the API.
 */

/** The pages kept by the service worker; the offline page looks in it, signing out empties it. */
export const PAGES_CACHE = 'shop-pages';

const READABLE = [
  /^\/$/,
  /^\/products\/[^/]+$/,
  /^\/t\/.+$/,
  /^\/articles(\/[^/]+)?$/,
  /^\/news(\/[^/]+)?$/,
  /^\/pages\/[^/]+$/,
];

/** A path's locale and the rest of it: `/en/products/x` is en and `/products/x`. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    return { locale: first, rest: pathname.slice(first.length + 1) || '/' };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname };
}

/**
 * The page a path shows, for React Router's data requests too: `/products/x.data` is the data
 * of `/products/x`, `/_root.data` of the home page, `/en.data` of the English one.
 */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

export function isReadableOffline(pathname: string): boolean {
  const { rest } = splitLocale(pagePathOf(pathname));
  return READABLE.some((pattern) => pattern.test(rest));
}

export function offlinePagePath(locale: Locale): string {
  return localePath(locale, '/offline');
}

export const OFFLINE_PAGE_PATHS = LOCALES.map(offlinePagePath);
