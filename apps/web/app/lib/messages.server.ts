import { createTranslator, LANGUAGE_TAGS, type Locale, type Messages } from '@shop/i18n';
import cn from '@shop/i18n/catalogs/cn.json';
import en from '@shop/i18n/catalogs/en.json';
import it from '@shop/i18n/catalogs/it.json';
import mn from '@shop/i18n/catalogs/mn.json';
import ru from '@shop/i18n/catalogs/ru.json';

const CATALOGS: Record<Locale, Messages> = { mn, en, ru, cn, it };

/**
 * Texts only the sign-in, account, checkout, order, wish list and back office pages use: those pages load them (see
 * scopedMessages). The cart's texts stay shared: the header and product pages need them.
 */
const PAGE_PREFIXES = [
  'auth.',
  'account.',
  'validation.',
  'checkout.',
  'order.',
  'wishlist.',
  'staff.',
] as const;
/** Texts of the brand microsite and its age gate, loaded by those pages (brandMessages). */
const BRAND_PREFIXES = ['brandsite.', 'age_gate.'] as const;
export const SCOPED_PREFIXES = [...PAGE_PREFIXES, ...BRAND_PREFIXES] as const;

/** Texts the server writes into e-mails and SMS: never on a page, never sent to the browser. */
const SERVER_ONLY_PREFIXES = ['notify.'] as const;

const isScoped = (key: string) =>
  [...SCOPED_PREFIXES, ...SERVER_ONLY_PREFIXES].some((prefix) => key.startsWith(prefix));

/**
 * The UI texts every page gets: a locale's catalog with the shop's own overrides (site_data
 * `translation`) on top, less the scoped texts.
 */
export function messagesFor(locale: Locale, overrides: Record<string, string> = {}): Messages {
  return filterMessages({ ...CATALOGS[locale], ...overrides }, (key) => !isScoped(key));
}

const under = (prefixes: readonly string[]) => (key: string) =>
  prefixes.some((prefix) => key.startsWith(prefix));

/** The sign-in, account, checkout and order texts, for the pages that need them. */
export function scopedMessages(locale: Locale, overrides: Record<string, string> = {}): Messages {
  return filterMessages({ ...CATALOGS[locale], ...overrides }, under(PAGE_PREFIXES));
}

/** The brand microsite's and the age gate's texts, for their pages. */
export function brandMessages(locale: Locale, overrides: Record<string, string> = {}): Messages {
  return filterMessages({ ...CATALOGS[locale], ...overrides }, under(BRAND_PREFIXES));
}

function filterMessages(messages: Messages, keep: (key: string) => boolean): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)));
}

/** Every text of a locale, for an answer the server words itself (a JSON refusal). */
export function translator(locale: Locale) {
  return createTranslator(LANGUAGE_TAGS[locale], CATALOGS[locale]);
}
