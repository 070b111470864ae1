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

function filterMessages(messages: Messages, keep: (key: string) => boolean): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)));
}

const NO_OVERRIDES: Record<string, string> = {};

/**
 * One filtered catalog per locale and overrides object, made when first asked for: every page
 * asked again for the same texts, and filtering a thousand of them was 4% of a page's server time.
 * The overrides come from the site cache, so a staff edit brings a new object and new texts.
 * Callers must not change what they get.
 */
function remembered(
  pick: (key: string) => boolean,
): (locale: Locale, overrides?: Record<string, string>) => Messages {
  const made = new WeakMap<Record<string, string>, Map<Locale, Messages>>();
  return (locale, overrides = NO_OVERRIDES) => {
    let byLocale = made.get(overrides);
    if (!byLocale) {
      byLocale = new Map();
      made.set(overrides, byLocale);
    }
    let messages = byLocale.get(locale);
    if (!messages) {
      messages = filterMessages({ ...CATALOGS[locale], ...overrides }, pick);
      byLocale.set(locale, messages);
    }
    return messages;
  };
}

/**
 * The UI texts every page gets: a locale's catalog with the shop's own overrides (site_data
 * `translation`) on top, less the scoped texts.
 */
export const messagesFor = remembered((key) => !isScoped(key));

const under = (prefixes: readonly string[]) => (key: string) =>
  prefixes.some((prefix) => key.startsWith(prefix));

/** The sign-in, account, checkout and order texts, for the pages that need them. */
export const scopedMessages = remembered(under(PAGE_PREFIXES));

/** The brand microsite's and the age gate's texts, for their pages. */
export const brandMessages = remembered(under(BRAND_PREFIXES));

/** Every text of a locale, for an answer the server words itself (a JSON refusal). */
export function translator(locale: Locale) {
  return createTranslator(LANGUAGE_TAGS[locale], CATALOGS[locale]);
}
