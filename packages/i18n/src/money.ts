import { LANGUAGE_TAGS, type Locale } from './locales.ts';

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A whole-tögrög amount as the shop writes it: digits grouped by commas and the ₮ sign after,
 * "12,500₮", the same in every locale so prices read alike across the site.
 */
export function formatMoney(amount: number, locale: Locale = 'mn'): string {
  if (!Number.isInteger(amount)) throw new TypeError(`money must be whole tögrög, got ${amount}`);
  let formatter = formatters.get(locale);
  if (!formatter) {
    // en grouping (1,234) for all locales: the shop's own convention on price tags.
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });
    formatters.set(locale, formatter);
  }
  const sign = amount < 0 ? '-' : '';
  return `${sign}${formatter.format(Math.abs(amount))}₮`;
}

export { LANGUAGE_TAGS };
