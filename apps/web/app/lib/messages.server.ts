import type { Locale, Messages } from '@shop/i18n';
import cn from '@shop/i18n/catalogs/cn.json';
import en from '@shop/i18n/catalogs/en.json';
import it from '@shop/i18n/catalogs/it.json';
import mn from '@shop/i18n/catalogs/mn.json';
import ru from '@shop/i18n/catalogs/ru.json';

const CATALOGS: Record<Locale, Messages> = { mn, en, ru, cn, it };

/**
 * Texts only the sign-in, account, checkout and order pages use: those pages load them (see
 * scopedMessages). The cart's texts stay shared: the header and product pages need them.
 */
export const SCOPED_PREFIXES = ['auth.', 'account.', 'validation.', 'checkout.', 'order.'] as const;

const isScoped = (key: string) => SCOPED_PREFIXES.some((prefix) => key.startsWith(prefix));

/**
 * The UI texts every page gets: a locale's catalog with the shop's own overrides (site_data
 * `translation`) on top, less the scoped texts.
 */
export function messagesFor(locale: Locale, overrides: Record<string, string> = {}): Messages {
  return filterMessages({ ...CATALOGS[locale], ...overrides }, (key) => !isScoped(key));
}

/** The scoped texts, for the pages that need them. */
export function scopedMessages(locale: Locale, overrides: Record<string, string> = {}): Messages {
  return filterMessages({ ...CATALOGS[locale], ...overrides }, isScoped);
}

function filterMessages(messages: Messages, keep: (key: string) => boolean): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)));
}
