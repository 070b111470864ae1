/** The shop's locales; mn is the default and has no URL prefix. */
export const LOCALES = ['mn', 'en', 'ru', 'cn', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'mn';

/** BCP 47 tags for <html lang>, hreflang and Intl (cn is the shop's code for Simplified Chinese). */
export const LANGUAGE_TAGS: Record<Locale, string> = {
  mn: 'mn-MN',
  en: 'en',
  ru: 'ru',
  cn: 'zh-Hans',
  it: 'it',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A shop path in a locale: mn unprefixed, the others under /{locale}. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
