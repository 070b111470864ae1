import { formatMoney, LANGUAGE_TAGS, LOCALES, type Locale } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { translatorFor } from '@shop/i18n/translators';
import { describe, expect, it } from 'vitest';
import { SHORT_MOMENT } from '../orders/index.ts';
import { MAX_SMS_PARTS, smsParts } from './sms-parts.ts';

const SMS_KEYS = Object.keys(mn).filter((key) => key.endsWith('_sms'));

/** The longest moment of the year in the locale written so ("28 December 2026, 18:00"). */
function longestOfYear(locale: Locale, style: Intl.DateTimeFormatOptions): string {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    ...style,
    hourCycle: 'h23',
    timeZone: 'Asia/Ulaanbaatar',
  });
  const moments = Array.from({ length: 12 }, (_, month) =>
    format.format(new Date(Date.UTC(2026, month, 28, 10))),
  );
  return moments.reduce((longest, moment) => (moment.length > longest.length ? moment : longest));
}

/** The longest realistic value of every placeholder the shop's SMS texts use. */
function worstCase(locale: Locale): Record<string, string | number> {
  const t = translatorFor(locale);
  return {
    shop: translatorFor(locale)('shop.name'),
    // An order number; a quote's number (its id) is shorter.
    number: 'R123456789',
    total: formatMoney(9_999_999, locale),
    price: formatMoney(9_999_999, locale),
    // As quotes.ts writes a date.
    until: longestOfYear(locale, { dateStyle: 'long', timeStyle: 'short' }),
    code: '123456',
    minutes: 10,
    // Staff write these notes (the courier, the reason a quote is declined): a usual one.
    note: 'Жолооч Бат, 9911-4455, 14:00-18:00 цагт',
    // Three e-tickets of one order, as travel/bookings.ts joins them (more are only counted).
    codes: ['ET-ABCD-EFGH-JKLM', 'ET-NPQR-STUV-WXYZ', 'ET-MNPQ-RSTU-VWXY'].join(', '),
    count: 10,
    // How the money of a cancelled order comes back: the longer of the two texts.
    refund: [
      translatorFor(locale)('notify.refund_wallet'),
      translatorFor(locale)('notify.refund_original'),
    ].sort((a, b) => b.length - a.length)[0] as string,
    // A VAT receipt's id (33 digits) and lottery number.
    receipt: '123456789012345678901234567890123',
    lottery: 'AB 12345678',
    // A bank transfer: what is owed, by when, and the shop's account (a longer bank's name).
    due: formatMoney(9_999_999, locale),
    by: '23:59',
    bank: 'Худалдаа хөгжлийн банк',
    account: '499012345678',
    // A product's name in an SMS, cut to SMS_NAME_LENGTH (engagement/stock-alerts.ts).
    name: 'Романтик шар алтанзулын баглаа, 51 ширх…',
    // A product's short link (shared/shop-links.ts) at a longer shop address than most.
    link: 'https://www.tsetseg-market.mn/en/p/1234567',
    // When a paid order's delivery is promised (orders/notifications.ts), and what is said.
    time: longestOfYear(locale, SHORT_MOMENT),
    arrival_sms: [
      t('notify.paid_arrival_delivery_sms', { time: longestOfYear(locale, SHORT_MOMENT) }),
      t('notify.paid_arrival_other_sms'),
      t('notify.paid_arrival_none_sms'),
    ].sort((a, b) => b.length - a.length)[0] as string,
  };
}

describe('the SMS texts the shop sends', () => {
  it('finds the SMS texts in the catalog', () => {
    expect(SMS_KEYS).toEqual(
      expect.arrayContaining(['auth.code_sms', 'notify.order_placed_sms', 'notify.e_tickets_sms']),
    );
  });

  it.each(LOCALES)('fits every SMS text in %s into two parts at most', (locale) => {
    const vars = worstCase(locale);
    const t = translatorFor(locale);
    for (const key of SMS_KEYS) {
      const source = (mn as Record<string, string>)[key] ?? '';
      // A new placeholder needs its worst case here, or the text would be measured without it.
      for (const match of source.matchAll(/\{(\w+)/g))
        expect(vars, key).toHaveProperty(match[1] ?? '');
      const text = t(key, vars);
      expect(smsParts(text), `${key} (${text.length}): ${text}`).toBeLessThanOrEqual(MAX_SMS_PARTS);
    }
  });
});
