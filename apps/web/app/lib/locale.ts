import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localePath } from '@shop/i18n';

/** The locale a URL is in: its first segment when that is a prefixed locale, otherwise mn. */
export function localeFromParam(param: string | undefined): Locale {
  return isLocale(param) && param !== DEFAULT_LOCALE ? param : DEFAULT_LOCALE;
}

/** The locale named by a path's first segment, for places without route params. */
export function localeFromPath(pathname: string): Locale {
  return localeFromParam(pathname.split('/')[1]);
}

/** A path's first segment after its locale prefix: `/en/checkout/2` and `/checkout` give "checkout". */
export function sectionOf(pathname: string): string {
  const segments = pathname.split('/');
  const first = segments[1];
  return (isLocale(first) && first !== DEFAULT_LOCALE ? segments[2] : first) ?? '';
}

/** The same page in another locale: strips the current prefix and adds the new one. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  const segments = pathname.split('/');
  const first = segments[1];
  const rest =
    isLocale(first) && first !== DEFAULT_LOCALE ? `/${segments.slice(2).join('/')}` : pathname;
  return localePath(to, rest || '/') + search;
}

export { LOCALES, localePath };
