/**
 * Days of a stay as 'YYYY-MM-DD' strings in the shop's time (Asia/Ulaanbaatar, UTC+8 all year:
 * Mongolia keeps no summer time), so a night is the same night on every server.
 */
const UB_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today in Ulaanbaatar. */
export function ubToday(now: Date): string {
  return new Date(now.getTime() + UB_OFFSET_MS).toISOString().slice(0, 10);
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Nights from check-in up to check-out (the check-out day is not a night). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const count = Math.round((dayMs(checkOut) - dayMs(checkIn)) / DAY_MS);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(checkIn, i));
}

/** Friday and Saturday nights are the weekend's (the nights before a day off). */
export function isWeekendNight(day: string): boolean {
  const weekday = new Date(dayMs(day)).getUTCDay();
  return weekday === 5 || weekday === 6;
}

/** A local day and 'HH:MM' in Ulaanbaatar as an instant. */
export function ubInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - UB_OFFSET_MS);
}
