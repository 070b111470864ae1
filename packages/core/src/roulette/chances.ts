import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { paidOrdersOf, stillPaidSql } from '../orders/index.ts';
import { normalizeCode } from '../promotions/index.ts';
import { AppError } from '../shared/index.ts';
import { allGames, type Game, type GameRow } from './games.ts';
import { rouletteChance, rouletteNumber } from './schema.ts';

export type ChanceRow = typeof rouletteChance.$inferSelect;

/**
 * Gives the shopper the chances their paid orders earned and do not have yet: one per order of
 * at least the game's amount, placed since the game began counting. Asked for lazily (when the
 * shopper looks or spins), so no payment path has to know the roulette exists; an order counted
 * twice at once gets one chance (the order and game are unique together).
 */
export async function grantOrderChances(ctx: Ctx, userId: number, games?: GameRow[]) {
  for (const game of games ?? (await allGames(ctx))) {
    if (!game.active || game.minOrderTotal === null) continue;
    const paid = await paidOrdersOf(ctx, userId, {
      minTotal: game.minOrderTotal,
      since: game.ordersFrom,
    });
    if (paid.length === 0) continue;
    await ctx.db
      .insert(rouletteChance)
      .values(
        paid.map((order) => ({
          userId,
          game: game.game,
          orderId: order.id,
          locationId: game.orderLocationId,
        })),
      )
      .onConflictDoNothing();
  }
}

/** A chance still to be had: unspent, and its order (if it came from one) not canceled or returned. */
const usable = () =>
  and(
    isNull(rouletteChance.spentAt),
    or(isNull(rouletteChance.orderId), stillPaidSql(rouletteChance.orderId)),
  );

/** How many unspent chances the shopper holds in each game. */
export async function chancesLeft(ctx: Ctx, userId: number): Promise<Record<Game, number>> {
  await grantOrderChances(ctx, userId);
  const rows = await ctx.db
    .select({ game: rouletteChance.game, n: count() })
    .from(rouletteChance)
    .where(and(eq(rouletteChance.userId, userId), usable()))
    .groupBy(rouletteChance.game);
  const left: Record<Game, number> = { lucky_wheel: 0, jackpot: 0 };
  for (const row of rows) if (row.game in left) left[row.game as Game] = Number(row.n);
  return left;
}

/**
 * The shopper's oldest unspent chance in the game, locked for this transaction. Another spin of
 * theirs at the same moment skips it and takes the next, so each chance is spent by one spin.
 */
export async function takeChance(tx: Ctx, userId: number, game: Game): Promise<ChanceRow | null> {
  const [row] = await tx.db
    .select()
    .from(rouletteChance)
    .where(and(eq(rouletteChance.userId, userId), eq(rouletteChance.game, game), usable()))
    .orderBy(asc(rouletteChance.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/**
 * Turns a receipt's number into a chance at the receipt's location, inside the spin's
 * transaction: the number is marked used by this shopper, so it gives one chance ever, however
 * many spins race for it. An unknown number is a 404, a used one a 409.
 */
export async function chanceFromNumber(
  tx: Ctx,
  userId: number,
  game: Game,
  code: string,
): Promise<ChanceRow> {
  const normalized = normalizeCode(code);
  const [number] = await tx.db
    .update(rouletteNumber)
    .set({ usedAt: tx.now, usedBy: userId })
    .where(
      and(
        eq(rouletteNumber.code, normalized),
        eq(rouletteNumber.game, game),
        isNull(rouletteNumber.usedAt),
      ),
    )
    .returning();
  if (!number) {
    const [known] = await tx.db
      .select({ id: rouletteNumber.id })
      .from(rouletteNumber)
      .where(and(eq(rouletteNumber.code, normalized), eq(rouletteNumber.game, game)));
    throw known
      ? new AppError('conflict', 'error.roulette_number_used')
      : new AppError('not_found', 'error.roulette_number_unknown');
  }
  const [chance] = await tx.db
    .insert(rouletteChance)
    .values({ userId, game, numberId: number.id, locationId: number.locationId })
    .returning();
  if (!chance) throw new Error('chance insert returned no row');
  return chance;
}

export async function spendChance(tx: Ctx, chanceId: number): Promise<void> {
  await tx.db
    .update(rouletteChance)
    .set({ spentAt: tx.now })
    .where(eq(rouletteChance.id, chanceId));
}
