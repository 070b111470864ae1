import type { Locale } from '@shop/i18n';

/** Translations of a record's texts, keyed by locale; mn lives in the record's own columns. */
export type Translations = Partial<Record<Locale, Record<string, string>>>;

/** The text of `field` in `locale`, falling back to the Mongolian source text. */
export function translated(
  source: string,
  translations: Translations | null | undefined,
  locale: Locale,
  field = 'name',
): string {
  if (locale === 'mn') return source;
  return translations?.[locale]?.[field] || source;
}
