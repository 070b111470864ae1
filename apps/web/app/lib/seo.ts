import {
  createTranslator,
  DEFAULT_LOCALE,
  LANGUAGE_TAGS,
  type Locale,
  type Translate,
} from '@shop/i18n';
import type { Location, MetaDescriptor } from 'react-router';
import { sharedSite } from './site-shared.ts';

/** What a route's `meta` gets that this helper reads (any route's MetaArgs fits). */
export interface MetaArgsLike {
  location: Location;
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

interface RootMeta {
  locale: Locale;
  origin: string;
  t: Translate;
}

/** The root loader's locale, origin and UI texts, for `meta` (which has no React context). */
export function rootMeta(args: MetaArgsLike): RootMeta {
  const root = args.matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as
    | { locale?: Locale; origin?: string; siteScript?: string }
    | undefined;
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return {
    locale,
    origin: data?.origin ?? '',
    t: createTranslator(LANGUAGE_TAGS[locale], sharedSite(data?.siteScript, locale).messages),
  };
}

export interface PageSeo {
  title: string;
  description?: string;
  /**
   * Query parameters that make a different page (e.g. `{ page: 2 }`); every other parameter
   * is left out of the canonical address. A value of undefined or 1 for `page` is dropped.
   */
  query?: Record<string, string | number | undefined>;
}

/**
 * A page's title, description and absolute `<link rel="canonical">` (plus the same as Open
 * Graph tags). The canonical address is the path without a trailing slash and without
 * parameters that do not change the content (tracking, sort of an unfiltered list...).
 */
export function pageMeta(args: MetaArgsLike, seo: PageSeo): MetaDescriptor[] {
  const { origin } = rootMeta(args);
  const url = canonicalUrl(origin, args.location.pathname, seo.query);
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: seo.title },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
  ];
  if (seo.description) {
    tags.push(
      { name: 'description', content: seo.description },
      { property: 'og:description', content: seo.description },
    );
  }
  return tags;
}

/** The absolute canonical address of a path with only the parameters that matter. */
export function canonicalUrl(
  origin: string,
  pathname: string,
  query: PageSeo['query'] = {},
): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || (name === 'page' && Number(value) === 1)) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return origin + (path || '/') + (search ? `?${search}` : '');
}

/** "Page title — Цэцэг Маркет" in the shopper's language. */
export function withShopName(title: string, t: Translate): string {
  return `${title} — ${t('shop.name')}`;
}
