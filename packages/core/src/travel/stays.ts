import { z } from 'zod';
import { AppError, parseInput } from '../shared/index.ts';
import { addDays, ubToday } from './dates.ts';

/** The longest stay sold online (a longer one is a contract with the hotel, not a booking). */
export const MAX_STAY_NIGHTS = 30;
/** How far ahead rooms can be booked. */
export const BOOKING_HORIZON_DAYS = 365;
export const MAX_GUESTS = 12;

/** A stay asked for: dates in Ulaanbaatar and a number of guests (spec §7 Horeca calls). */
export const stayQuery = z.object({
  check_in: z.iso.date({ error: 'validation.date' }),
  check_out: z.iso.date({ error: 'validation.date' }),
  guests: z.coerce
    .number({ error: 'validation.guests' })
    .int({ error: 'validation.guests' })
    .min(1, { error: 'validation.guests' })
    .max(MAX_GUESTS, { error: 'validation.guests' }),
});
export type StayQuery = z.input<typeof stayQuery>;

export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/**
 * A stay the shop can sell, or a 400 naming what is wrong: check-out after check-in, not in the
 * past (Ulaanbaatar's today), at most MAX_STAY_NIGHTS nights and within the booking horizon.
 */
export function parseStay(now: Date, input: unknown): Stay {
  const asked = parseInput(stayQuery, input);
  const today = ubToday(now);
  const errors: Record<string, string[]> = {};
  if (asked.check_in < today) errors.check_in = ['validation.date_in_past'];
  else if (asked.check_in > addDays(today, BOOKING_HORIZON_DAYS))
    errors.check_in = ['validation.date_too_far'];
  if (asked.check_out <= asked.check_in) errors.check_out = ['validation.check_out_after_check_in'];
  // Compared, not counted night by night: year 9999 is a date too.
  else if (asked.check_out > addDays(asked.check_in, MAX_STAY_NIGHTS))
    errors.check_out = ['validation.stay_too_long'];
  if (Object.keys(errors).length > 0)
    throw new AppError('invalid_input', 'error.invalid_input', {}, errors);
  return { checkIn: asked.check_in, checkOut: asked.check_out, guests: asked.guests };
}
