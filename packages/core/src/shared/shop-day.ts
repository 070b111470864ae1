import { AppError } from './errors.ts';

/** Ulaanbaatar keeps UTC+8 all year: a day of the shop starts at 16:00 UTC the day before. */
const SHOP_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The start and end of a day on the shop's calendar (YYYY-MM-DD), or null for anything but a
 * real day of the shop's time.
 */
export function readShopDay(day: string): { from: Date; to: Date } | null {
  const from = new Date(`${day}T00:00:00+08:00`);
  // Date rolls 31 February over into March: a day must read back as itself.
  const back = Number.isNaN(from.getTime())
    ? ''
    : new Date(from.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10);
  // Before the shop's time is no filter (and PostgreSQL has no year 0 for the first days).
  if (back !== day || day < '1900-01-01') return null;
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** `readShopDay` for "placed on", "scanned on" filters: anything else is an invalid field. */
export function shopDay(day: string): { from: Date; to: Date } {
  const read = readShopDay(day);
  if (!read) throw new AppError('invalid_input', 'validation.invalid_field');
  return read;
}
