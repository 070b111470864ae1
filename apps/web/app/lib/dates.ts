import { LANGUAGE_TAGS, type Locale } from '@shop/i18n';

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
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'long',
    ...(options.withTime ? { timeStyle: 'short', hourCycle: 'h23' as const } : {}),
    timeZone: 'Asia/Ulaanbaatar',
  }).format(typeof at === 'string' ? new Date(at) : at);
}

/** A time of day (an invoice's deadline), on Ulaanbaatar's clock. */
export function formatClock(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Ulaanbaatar',
  }).format(at);
}

/** A calendar day ('YYYY-MM-DD', a night of a stay) with its weekday: "Fri, Aug 14". */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    // The day is already Ulaanbaatar's: read at midnight UTC, it stays that day.
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The weekday and date of an instant on Ulaanbaatar's calendar (a tour's departure). */
export function formatWeekdayDate(at: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Ulaanbaatar',
  }).format(typeof at === 'string' ? new Date(at) : at);
}
