import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError, parseInput } from '../shared/index.ts';
import { rouletteGame } from './schema.ts';

export const GAMES = ['lucky_wheel', 'jackpot'] as const;
export type Game = (typeof GAMES)[number];
export const isGame = (value: unknown): value is Game => GAMES.includes(value as Game);

export type GameRow = typeof rouletteGame.$inferSelect;

/** A game's settings (the migration makes both rows; a missing one is a broken database). */
export async function gameSettings(ctx: Ctx, game: Game): Promise<GameRow> {
  const [row] = await ctx.db.select().from(rouletteGame).where(eq(rouletteGame.game, game));
  if (!row) throw new Error(`roulette game ${game} is missing: run the migrations`);
  return row;
}

export async function allGames(ctx: Ctx): Promise<GameRow[]> {
  return ctx.db.select().from(rouletteGame).orderBy(rouletteGame.game);
}

const MAX_MONEY = 100_000_000;

/** What the roulette admin may change of a game. */
export const gameInput = z
  .object({
    active: z.boolean(),
    minOrderTotal: z.number().int().min(0).max(MAX_MONEY).nullable(),
    orderLocationId: z.number().int().positive().nullable(),
    jackpotSeed: z.number().int().min(0).max(MAX_MONEY),
    jackpotStep: z.number().int().min(0).max(MAX_MONEY),
    jackpotOdds: z.number().int().min(1).max(1_000_000),
  })
  .partial()
  .strict();

/** Changes a game's settings; setting the jackpot's seed also restarts its pot from it. */
export async function updateGame(
  ctx: Ctx,
  game: Game,
  input: z.input<typeof gameInput>,
): Promise<GameRow> {
  const patch = parseInput(gameInput, input);
  const [row] = await ctx.db
    .update(rouletteGame)
    .set({
      ...patch,
      ...(patch.jackpotSeed !== undefined ? { jackpotPot: patch.jackpotSeed } : {}),
      updatedAt: ctx.now,
    })
    .where(eq(rouletteGame.game, game))
    .returning();
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}
