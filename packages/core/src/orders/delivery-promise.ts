/** Couriers work 11:00-22:00 in Ulaanbaatar (spec §9). */
export const WORK_OPENS_HOUR = 11;
export const WORK_CLOSES_HOUR = 22;
export const SHOP_TIME_ZONE = 'Asia/Ulaanbaatar';
// Mongolia keeps UTC+8 all year (no summer time since 2017).
const UB_OFFSET_MS = 8 * 3_600_000;

/** Minutes since midnight in Ulaanbaatar. */
export const ubMinutes = (at: Date) => {
  const local = new Date(at.getTime() + UB_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

/** The next moment couriers are at work, from `at` (itself when within work hours). */
export function nextWorkMoment(at: Date): Date {
  const minutes = ubMinutes(at);
  if (minutes >= WORK_OPENS_HOUR * 60 && minutes < WORK_CLOSES_HOUR * 60) return at;
  const local = new Date(at.getTime() + UB_OFFSET_MS);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const opensToday = day + WORK_OPENS_HOUR * 3_600_000 - UB_OFFSET_MS;
  return minutes < WORK_OPENS_HOUR * 60 ? new Date(opensToday) : new Date(opensToday + 86_400_000);
}

/**
 * The latest delivery moment promised for an order paid at `paidAt`: the option's hours counted
 * from the next work moment, moved to the next morning when they would end after closing.
 */
export function promisedBy(option: string, withinHours: number, paidAt: Date): Date {
  const start = nextWorkMoment(paidAt);
  const by = new Date(start.getTime() + withinHours * 3_600_000);
  // Standard delivery counts whole days; the short options must fit in the couriers' day.
  if (option === 'standard') return by;
  const closing = nextWorkMoment(start);
  const local = new Date(closing.getTime() + UB_OFFSET_MS);
  const closesAt =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), WORK_CLOSES_HOUR) -
    UB_OFFSET_MS;
  if (by.getTime() <= closesAt) return by;
  const nextOpen = nextWorkMoment(new Date(closesAt));
  return new Date(nextOpen.getTime() + (by.getTime() - closesAt));
}
