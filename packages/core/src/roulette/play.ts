import type { Ctx } from '../context.ts';
import { type Guesser, tryCode } from '../limits/index.ts';
import { AppError } from '../shared/index.ts';
import { chancesLeft } from './chances.ts';
import { allGames, type Game } from './games.ts';
import { myPrizes, type Segment, type SpinResult, spin, type WonPrize, wheelAt } from './spin.ts';

const isUnknownNumber = (error: unknown) =>
  error instanceof AppError && error.messageKey === 'error.roulette_number_unknown';

/**
 * A shopper's spin from the shop (the API and the roulette page): `spin`, with wrong receipt
 * numbers counted as code guesses. A store's receipt numbers may run in order, so guessing one
 * must be slow: past the limits' allowance the answer is 429.
 */
export function play(
  ctx: Ctx,
  input: { userId: number; game: Game; number?: string | null },
  guesser: Guesser,
): Promise<SpinResult> {
  if (!input.number) return spin(ctx, input);
  return tryCode(ctx, guesser, isUnknownNumber, () => spin(ctx, input));
}

export interface GameView {
  game: Game;
  active: boolean;
  chances: number;
  /** A paid order of at least this earns a chance; null: only receipt numbers do. */
  min_order_total: number | null;
  /** The lucky wheel's prizes left where order chances are played (empty for the jackpot). */
  segments: Segment[];
  pot: number | null;
}

/** What the roulette page shows a shopper: each game, their chances, and what they have won. */
export async function rouletteView(
  ctx: Ctx,
  userId: number,
): Promise<{ games: GameView[]; prizes: WonPrize[] }> {
  const games = await allGames(ctx);
  const chances = await chancesLeft(ctx, userId);
  const views: GameView[] = [];
  for (const game of games) {
    const name = game.game as Game;
    views.push({
      game: name,
      active: game.active,
      chances: chances[name] ?? 0,
      min_order_total: game.minOrderTotal,
      segments: name === 'lucky_wheel' ? await wheelAt(ctx, game.orderLocationId) : [],
      pot: name === 'jackpot' ? game.jackpotPot : null,
    });
  }
  views.sort((a, b) => (a.game === 'lucky_wheel' ? -1 : b.game === 'lucky_wheel' ? 1 : 0));
  return { games: views, prizes: await myPrizes(ctx, userId) };
}
