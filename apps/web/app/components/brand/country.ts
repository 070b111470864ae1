import { LANGUAGE_TAGS, type Locale } from '@shop/i18n';

/**
 * A country's name in the shopper's language from its ISO code ("MN" → "Монгол"). Called in
 * loaders, so the server decides the text and the browser's own ICU data cannot disagree.
 */
export function countryName(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
