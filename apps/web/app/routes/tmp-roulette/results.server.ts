import { AppError, type Ctx, roulette } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor } from '../../lib/auth.server.ts';
import { everyItem, rouletteAdminOrNull } from './admin.server.ts';

const DAY_MS = 86_400_000;
/** A day as `YYYY-MM-DD` on Ulaanbaatar's clock (the shop's days). */
const shopDay = (at: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date(at));

/** The days asked for (`?from=&to=`), or the last seven, today included. */
export function resultsRange(request: Request, now = Date.now()): { from: string; to: string } {
  const query = new URL(request.url).searchParams;
  return {
    from: (query.get('from') || shopDay(now - 6 * DAY_MS)).slice(0, 10),
    to: (query.get('to') || shopDay(now)).slice(0, 10),
  };
}

/**
 * A day of the calendar: the database refuses 30 February (a 500) where `Date.parse` lets it
 * through, so it is refused here first.
 */
function isCalendarDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(at.getTime()) && at.getUTCFullYear() >= 2000 && at.toISOString().startsWith(day)
  );
}

/** The results' rows, or the key of why the days were refused (a backwards or too long range). */
export async function resultRows(ctx: Ctx, range: { from: string; to: string }) {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) {
    return { rows: [], refused: 'error.invalid_input' };
  }
  try {
    return { rows: await roulette.results(ctx, range), refused: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { rows: [], refused: error.messageKey };
  }
}

/**
 * The results view: spins per day, what they gave by game, location and prize, and the stock
 * each location has left.
 */
export async function resultsLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await rouletteAdminOrNull(context, ctx)) === null) return null;
  const range = resultsRange(request);
  const [{ rows, refused }, stocks] = await Promise.all([
    resultRows(ctx, range),
    everyItem((page) => roulette.listStocks(ctx, { page })),
  ]);
  const perDay = new Map<string, number>();
  const given = new Map<
    string,
    { game: string; location: string; prize: string; reward: string; spins: number }
  >();
  for (const row of rows) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.spins);
    const key = JSON.stringify([row.game, row.location, row.prize, row.reward]);
    const seen = given.get(key);
    if (seen) seen.spins += row.spins;
    else
      given.set(key, {
        game: row.game,
        location: row.location,
        prize: row.prize,
        reward: row.reward,
        spins: row.spins,
      });
  }
  return {
    ...range,
    refused,
    days: [...perDay].map(([day, spins]) => ({ day, spins })),
    spins: rows.reduce((sum, row) => sum + row.spins, 0),
    given: [...given.values()],
    stocks,
  };
}
