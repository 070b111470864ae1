import type { Locale, Messages } from '@shop/i18n';
import cn from '@shop/i18n/catalogs/cn.json';
import en from '@shop/i18n/catalogs/en.json';
import it from '@shop/i18n/catalogs/it.json';
import mn from '@shop/i18n/catalogs/mn.json';
import ru from '@shop/i18n/catalogs/ru.json';

const CATALOGS: Record<Locale, Messages> = { mn, en, ru, cn, it };

/** The UI texts of a locale with the shop's own overrides (site_data `translation`) on top. */
export function messagesFor(locale: Locale, overrides: Record<string, string> = {}): Messages {
  return { ...CATALOGS[locale], ...overrides };
}
