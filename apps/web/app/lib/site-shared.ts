import { DEFAULT_LOCALE, type Locale, type Messages } from '@shop/i18n';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.server.ts';

/**
 * What every page of a locale shows alike, whoever looks: the UI texts and the category tree.
 * Sent once as a script the browser keeps (`/_site/{locale}-{hash}.js`, cached for a year under
 * its content's hash) instead of inside every page's loader data, where it was 50 KB of a
 * 180 KB product page (issue 20). The root loader names the script; the server renders from the
 * same data (site-shared.server.ts).
 */
export interface SharedSite {
  locale: Locale;
  messages: Messages;
  taxons: MenuTaxon[];
}

/**
 * A category as the menus and the home page's tiles show it: its name in the script's locale,
 * where it leads, its picture, and its subcategories down to the mega menu's third level
 * (`MENU_LEVELS`). Deeper categories are reached from their parent's page.
 */
export interface MenuTaxon {
  id: number;
  name: string;
  permalink: string;
  illustration: string | null;
  children: MenuTaxon[];
}

/** The levels of the category tree the menus show: a category, its columns, their links. */
export const MENU_LEVELS = 3;

declare global {
  // Filled by the site script in the browser, by the root loader on the server (keyed by the
  // script's address, which names its content, so requests never see each other's data).
  var __shopSite: Record<string, SharedSite> | undefined;
}

/** Where the scripts are served (routes.ts: `_site/:file`). */
export const SITE_SCRIPT_PREFIX = '/_site/';

const EMPTY: Record<string, SharedSite> = {};

/**
 * The shared data a page names. In the browser, after staff changed the texts between two
 * navigations, the page names a script not loaded yet: the one loaded for the same locale serves
 * until the next full page load.
 */
export function sharedSite(href: string | undefined, locale: Locale): SharedSite {
  const loaded = globalThis.__shopSite ?? EMPTY;
  const named = href ? loaded[href] : undefined;
  if (named) return named;
  const sameLocale = Object.values(loaded).filter((site) => site.locale === locale);
  return sameLocale.at(-1) ?? { locale, messages: {}, taxons: [] };
}

/** The shared data of the page being shown (from inside a page's components). */
export function useSharedSite(): SharedSite {
  const root = useRouteLoaderData<RootData>('root');
  return sharedSite(root?.siteScript, root?.locale ?? DEFAULT_LOCALE);
}

/**
 * Resolves once the script the page names has run (true), or failed to load (false). A page
 * without one (the crash screen) resolves true at once.
 */
export function siteScriptLoaded(): Promise<boolean> {
  const tag = document.querySelector<HTMLScriptElement>(`script[src^="${SITE_SCRIPT_PREFIX}"]`);
  const href = tag?.getAttribute('src');
  if (!tag || !href || globalThis.__shopSite?.[href]) return Promise.resolve(true);
  return new Promise((resolve) => {
    tag.addEventListener('load', () => resolve(true), { once: true });
    tag.addEventListener('error', () => resolve(false), { once: true });
  });
}
