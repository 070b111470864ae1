import { LANGUAGE_TAGS, type Locale } from '@shop/i18n';

type Style =
  | 'date'
  | 'dateTime'
  | 'listTime'
  | 'listTimeWithYear'
  | 'year'
  | 'clock'
  | 'day'
  | 'weekdayDate';

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long', timeZone: 'Asia/Ulaanbaatar' },
  dateTime: {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Ulaanbaatar',
  },
  listTime: {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Ulaanbaatar',
  },
  listTimeWithYear: {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Ulaanbaatar',
  },
  year: { year: 'numeric', timeZone: 'Asia/Ulaanbaatar' },
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Ulaanbaatar' },
  // The day is already Ulaanbaatar's: read at midnight UTC, it stays that day.
  day: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Ulaanbaatar' },
};

// Making a formatter costs far more than using one (a product page with 100 dated reviews spent
// 1.4% of the server's time making them), so each locale and style has one, made when first used.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: Style): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], STYLES[style]);
    formatters.set(key, made);
  }
  return made;
}

/**
 * Dates as the shop writes them: long form in the shopper's language, on Ulaanbaatar's clock.
 * Pages format on the server, so the browser's Intl data cannot make the hydrated text differ.
 */
export function formatDate(
  at: Date | string | null,
  locale: Locale,
  options: { withTime?: boolean } = {},
): string | null {
  if (at === null) return null;
  return formatter(locale, options.withTime ? 'dateTime' : 'date').format(
    typeof at === 'string' ? new Date(at) : at,
  );
}

/**
 * A moment in a list staff read on a phone (orders, scans, stock moves, changes): short month,
 * and no year when it is this year's ("Dec 1, 15:20", "12-р сарын 1 15:20"), where the long form
 * ("2026 оны арван хоёрдугаар сарын 1 15:20") took two lines of a 390 px row.
 */
export function formatListTime(
  at: Date | string | null,
  locale: Locale,
  now: Date = new Date(),
): string | null {
  if (at === null) return null;
  const when = typeof at === 'string' ? new Date(at) : at;
  const year = formatter('en', 'year');
  const thisYear = year.format(when) === year.format(now);
  return formatter(locale, thisYear ? 'listTime' : 'listTimeWithYear').format(when);
}

/** A time of day (an invoice's deadline), on Ulaanbaatar's clock. */
export function formatClock(at: Date, locale: Locale): string {
  return formatter(locale, 'clock').format(at);
}

/** A calendar day ('YYYY-MM-DD', a night of a stay) with its weekday: "Fri, Aug 14". */
export function formatDay(day: string, locale: Locale): string {
  return formatter(locale, 'day').format(new Date(`${day}T00:00:00Z`));
}

/** The weekday and date of an instant on Ulaanbaatar's calendar (a tour's departure). */
export function formatWeekdayDate(at: Date | string, locale: Locale): string {
  return formatter(locale, 'weekdayDate').format(typeof at === 'string' ? new Date(at) : at);
}
