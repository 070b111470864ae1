import { z } from 'zod';
import { AppError } from '../shared/index.ts';

/** The age from which the shop sells alcohol and opens the brand microsite (spec §5, §9). */
export const LEGAL_DRINKING_AGE = 21;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// "Today" is Ulaanbaatar's day, whatever the server's clock zone (docs/STYLE: business dates).
const ulaanbaatarDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Ulaanbaatar',
});

/** The calendar day (YYYY-MM-DD) that moment `at` falls on in Ulaanbaatar. */
export function ulaanbaatarDate(at: Date): string {
  return ulaanbaatarDay.format(at);
}

function parts(date: string): [number, number, number] | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // 2001-02-30 rolls over to March: not a calendar date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  return [year, month, day];
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  return parts(date) !== null;
}

/**
 * Whole years between a date of birth and the day `at` falls on in Ulaanbaatar. Someone born on
 * 29 February has their birthday on 1 March in other years.
 */
export function ageOn(birthDate: string, at: Date): number {
  const born = parts(birthDate);
  const today = parts(ulaanbaatarDate(at));
  if (!born || !today) throw new Error(`not a calendar date: ${birthDate}`);
  const [by, bm, bd] = born;
  const [ty, tm, td] = today;
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** Whether someone born on `birthDate` is of legal drinking age (21) on the day of `at`. */
export function isOfLegalAge(birthDate: string, at: Date): boolean {
  return ageOn(birthDate, at) >= LEGAL_DRINKING_AGE;
}

/** A date of birth as forms and the API send it: YYYY-MM-DD, a real date after 1900. */
export const birthDateField = z
  .string({ error: 'validation.birth_date' })
  .trim()
  .refine((date) => isCalendarDate(date) && date >= '1900-01-01', 'validation.birth_date');

/**
 * Checks a date of birth given at checkout: not in the future and 21 or older today, else a
 * refusal on the field (the buyer sees why).
 */
export function checkBuyerBirthDate(birthDate: string, at: Date, field = 'buyer_birth_date') {
  const problem =
    birthDate > ulaanbaatarDate(at)
      ? 'validation.birth_date'
      : isOfLegalAge(birthDate, at)
        ? null
        : 'validation.underage';
  if (problem)
    throw new AppError('invalid_input', 'error.invalid_input', {}, { [field]: [problem] });
}

/**
 * What still stops an order holding age-restricted products from being placed: the buyer's
 * date of birth, 21 or older on the order date. Null when nothing does.
 */
export function birthDateGap(
  holdsSpirits: boolean,
  birthDate: string | null,
  at: Date,
): string | null {
  if (!holdsSpirits) return null;
  if (!birthDate) return 'validation.birth_date_required';
  return isOfLegalAge(birthDate, at) ? null : 'validation.underage';
}

/**
 * Refuses an age-restricted product to a buyer who has not confirmed being 21 or older (the
 * age gate's answer on the web, `age_confirmed` on the API).
 */
export function requireAgeConfirmed(ageRestricted: boolean, ageConfirmed: boolean): void {
  if (ageRestricted && !ageConfirmed) throw new AppError('forbidden', 'error.age_required');
}
