import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError, translated } from '../shared/index.ts';
import { chanceFromNumber, grantOrderChances, spendChance, takeChance } from './chances.ts';
import { cryptoRandom, drawByStock, jackpotWins, type RandomInt } from './draw.ts';
import { type Game, gameSettings } from './games.ts';
import { giveReward, type PrizeKind, type Reward, voucherReward } from './rewards.ts';
import {
  rouletteGame,
  rouletteLocation,
  roulettePrize,
  rouletteSpin,
  rouletteStock,
} from './schema.ts';

/** A segment of the wheel: a prize still to be won at the location. */
export interface Segment {
  prize_id: number;
  name: string;
  color: string;
}

export interface SpinResult {
  id: number;
  game: Game;
  /** The wheel as it stood when the draw was made, and where it stops (null for the jackpot). */
  segments: Segment[];
  segment: number | null;
  prize: { id: number; name: string; kind: PrizeKind } | null;
  reward: {
    kind: PrizeKind | 'jackpot' | 'none';
    code: string | null;
    amount: number | null;
    expires_at: string | null;
  };
  /** The jackpot's pot after this spin. */
  pot: number | null;
}

const JACKPOT_VALID_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * Spends one chance and draws its prize (`PUT /promotions/lucky_wheel`, `/promotions/jackpot`).
 * The chance is a receipt's `number` when given, else the shopper's oldest chance from a paid
 * order. The lucky wheel draws among the prizes left at the chance's location, each as likely
 * as its share of the stock, with the system's cryptographic randomness, and takes one from the
 * stock in the same transaction: the stock rows are locked, so spins at once never give more
 * than there is. With nothing left it refuses, and the chance (and the number) stay unspent.
 * The jackpot wins its pot one time in its odds; a losing spin adds its step to the pot.
 * The result is decided here, before the wheel turns on the shopper's screen.
 */
export async function spin(
  ctx: Ctx,
  input: { userId: number; game: Game; number?: string | null },
  random: RandomInt = cryptoRandom,
): Promise<SpinResult> {
  const settings = await gameSettings(ctx, input.game);
  if (!settings.active) throw new AppError('conflict', 'error.roulette_closed');
  if (!input.number) await grantOrderChances(ctx, input.userId, [settings]);
  return withTransaction(ctx, async (tx) => {
    const chance = input.number
      ? await chanceFromNumber(tx, input.userId, input.game, input.number)
      : await takeChance(tx, input.userId, input.game);
    if (!chance) throw new AppError('conflict', 'error.roulette_no_chance');
    const locationId = chance.locationId ?? settings.orderLocationId;
    const result =
      input.game === 'jackpot'
        ? await drawJackpot(tx, input.userId, random)
        : await drawWheel(tx, input.userId, locationId, random);
    await spendChance(tx, chance.id);
    const [row] = await tx.db
      .insert(rouletteSpin)
      .values({
        chanceId: chance.id,
        userId: input.userId,
        game: input.game,
        locationId,
        prizeId: result.prize?.id ?? null,
        reward: result.reward?.kind ?? 'none',
        rewardCode: result.reward?.code ?? null,
        amount: result.reward?.amount ?? null,
        expiresAt: result.reward?.expiresAt ?? null,
      })
      .returning({ id: rouletteSpin.id });
    if (!row) throw new Error('spin insert returned no row');
    return {
      id: row.id,
      game: input.game,
      segments: result.segments,
      segment: result.segment,
      prize: result.prize,
      reward: {
        kind: result.reward?.kind ?? 'none',
        code: result.reward?.code ?? null,
        amount: result.reward?.amount ?? null,
        expires_at: result.reward?.expiresAt.toISOString() ?? null,
      },
      pot: result.pot,
    };
  });
}

interface Draw {
  segments: Segment[];
  segment: number | null;
  prize: SpinResult['prize'];
  reward: Reward | null;
  pot: number | null;
}

async function drawWheel(
  tx: Ctx,
  userId: number,
  locationId: number | null,
  random: RandomInt,
): Promise<Draw> {
  if (locationId === null) throw new AppError('conflict', 'error.roulette_sold_out');
  const [location] = await tx.db
    .select({ active: rouletteLocation.active })
    .from(rouletteLocation)
    .where(eq(rouletteLocation.id, locationId));
  // A location switched off plays no more; its chances and numbers wait for it.
  if (!location?.active) throw new AppError('conflict', 'error.roulette_closed');
  const stocks = await tx.db
    .select({ stock: rouletteStock, prize: roulettePrize })
    .from(rouletteStock)
    .innerJoin(roulettePrize, eq(roulettePrize.id, rouletteStock.prizeId))
    .where(
      and(
        eq(rouletteStock.locationId, locationId),
        eq(roulettePrize.game, 'lucky_wheel'),
        eq(roulettePrize.active, true),
        gt(rouletteStock.quantity, 0),
      ),
    )
    .orderBy(asc(rouletteStock.id))
    .for('update', { of: rouletteStock });
  const weighted = stocks.map((s) => ({ ...s, quantity: s.stock.quantity }));
  const won = drawByStock(weighted, random);
  if (!won) throw new AppError('conflict', 'error.roulette_sold_out');
  await tx.db
    .update(rouletteStock)
    .set({ quantity: sql`${rouletteStock.quantity} - 1`, updatedAt: tx.now })
    .where(eq(rouletteStock.id, won.stock.id));
  const segments = stocks.map(({ prize }) => segmentOf(tx, prize));
  return {
    segments,
    segment: weighted.indexOf(won),
    prize: {
      id: won.prize.id,
      name: translated(won.prize.name, won.prize.translations, tx.locale),
      kind: won.prize.kind as PrizeKind,
    },
    reward: await giveReward(tx, won.prize, userId),
    pot: null,
  };
}

async function drawJackpot(tx: Ctx, userId: number, random: RandomInt): Promise<Draw> {
  const [game] = await tx.db
    .select()
    .from(rouletteGame)
    .where(eq(rouletteGame.game, 'jackpot'))
    .for('update');
  if (!game) throw new Error('roulette game jackpot is missing: run the migrations');
  const wins = game.jackpotPot > 0 && jackpotWins(game.jackpotOdds, random);
  const pot = wins ? game.jackpotSeed : game.jackpotPot + game.jackpotStep;
  await tx.db
    .update(rouletteGame)
    .set({ jackpotPot: pot, updatedAt: tx.now })
    .where(eq(rouletteGame.game, 'jackpot'));
  const reward = wins
    ? await voucherReward(
        tx,
        userId,
        game.jackpotPot,
        new Date(tx.now.getTime() + JACKPOT_VALID_DAYS * DAY_MS),
      )
    : null;
  return { segments: [], segment: null, prize: null, reward, pot };
}

const segmentOf = (ctx: Ctx, prize: typeof roulettePrize.$inferSelect): Segment => ({
  prize_id: prize.id,
  name: translated(prize.name, prize.translations, ctx.locale),
  color: prize.color,
});

/** The wheel a shopper sees before spinning: the prizes left at the location. */
export async function wheelAt(ctx: Ctx, locationId: number | null): Promise<Segment[]> {
  if (locationId === null) return [];
  const rows = await ctx.db
    .select({ prize: roulettePrize })
    .from(rouletteStock)
    .innerJoin(roulettePrize, eq(roulettePrize.id, rouletteStock.prizeId))
    .where(
      and(
        eq(rouletteStock.locationId, locationId),
        eq(roulettePrize.game, 'lucky_wheel'),
        eq(roulettePrize.active, true),
        gt(rouletteStock.quantity, 0),
      ),
    )
    .orderBy(asc(rouletteStock.id));
  return rows.map(({ prize }) => segmentOf(ctx, prize));
}

/** A prize a shopper won, for their list. */
export interface WonPrize {
  id: number;
  game: Game;
  name: string;
  reward: PrizeKind | 'jackpot';
  code: string;
  amount: number | null;
  expires_at: string | null;
  won_at: string;
}

const MY_PRIZES_LISTED = 100;

/** What the shopper has won, newest first (losing jackpot spins left out). */
export async function myPrizes(ctx: Ctx, userId: number): Promise<WonPrize[]> {
  const rows = await ctx.db
    .select({ spin: rouletteSpin, prize: roulettePrize })
    .from(rouletteSpin)
    .leftJoin(roulettePrize, eq(roulettePrize.id, rouletteSpin.prizeId))
    .where(and(eq(rouletteSpin.userId, userId), sql`${rouletteSpin.reward} <> 'none'`))
    .orderBy(desc(rouletteSpin.id))
    .limit(MY_PRIZES_LISTED);
  return rows.map(({ spin, prize }) => ({
    id: spin.id,
    game: spin.game as Game,
    name: prize ? translated(prize.name, prize.translations, ctx.locale) : '',
    reward: spin.reward as PrizeKind | 'jackpot',
    code: spin.rewardCode ?? '',
    amount: spin.amount,
    expires_at: spin.expiresAt?.toISOString() ?? null,
    won_at: spin.createdAt.toISOString(),
  }));
}
