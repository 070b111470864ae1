import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { parseInput } from '../shared/index.ts';
import { rouletteLocation, roulettePrize, rouletteSpin } from './schema.ts';

const SHOP_ZONE = 'Asia/Ulaanbaatar';
const MAX_DAYS = 366;

export const resultsQuery = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'validation.invalid_field' })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < MAX_DAYS, {
    path: ['from'],
    message: 'validation.invalid_field',
  });

export interface ResultRow {
  day: string;
  game: string;
  location: string;
  prize: string;
  reward: string;
  spins: number;
}

/**
 * Spins per day (in the shop's time, both days included), by game, location and what they gave:
 * the roulette admin's results view and its CSV.
 */
export async function results(ctx: Ctx, query: { from: string; to: string }): Promise<ResultRow[]> {
  const { from, to } = parseInput(resultsQuery, query);
  const day = sql<string>`to_char(${rouletteSpin.createdAt} at time zone ${SHOP_ZONE}, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({
      day,
      game: rouletteSpin.game,
      location: sql<string>`coalesce(${rouletteLocation.name}, '')`,
      prize: sql<string>`coalesce(${roulettePrize.name}, '')`,
      reward: rouletteSpin.reward,
      spins: count(),
    })
    .from(rouletteSpin)
    .leftJoin(rouletteLocation, eq(rouletteLocation.id, rouletteSpin.locationId))
    .leftJoin(roulettePrize, eq(roulettePrize.id, rouletteSpin.prizeId))
    .where(
      and(
        gte(rouletteSpin.createdAt, sql`(${from}::date)::timestamp at time zone ${SHOP_ZONE}`),
        lt(rouletteSpin.createdAt, sql`((${to}::date + 1)::timestamp) at time zone ${SHOP_ZONE}`),
      ),
    )
    // By position: the day is an expression, and its parameters would not match it twice.
    .groupBy(sql`1, 2, 3, 4, 5`)
    .orderBy(sql`1, 2, 3, 4, 5`);
  return rows.map((r) => ({ ...r, spins: Number(r.spins) }));
}

const CSV_HEADER = ['day', 'game', 'location', 'prize', 'reward', 'spins'] as const;

/** One field of a CSV line: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function resultsCsv(rows: ResultRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of rows) lines.push(CSV_HEADER.map((key) => csvField(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
