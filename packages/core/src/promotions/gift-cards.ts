import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/index.ts';
import { keepInTurn } from '../shared/index.ts';
import { normalizeCode } from './rules.ts';
import { promoGiftCard, promoGiftCardEntry } from './schema.ts';

export type GiftCardRow = typeof promoGiftCard.$inferSelect;

export type GiftCardCheck =
  | { ok: true; card: GiftCardRow }
  | { ok: false; key: string; vars: Record<string, string | number> };

/** A gift card by the code typed (any case, spaces ignored). */
export async function giftCardByCode(ctx: Ctx, code: string): Promise<GiftCardRow | null> {
  const [row] = await ctx.db
    .select()
    .from(promoGiftCard)
    .where(eq(promoGiftCard.code, normalizeCode(code)));
  return row ?? null;
}

/** Whether a gift card can pay towards an order of this total (spec §5, §9). */
export function checkGiftCard(
  ctx: Ctx,
  card: GiftCardRow | null,
  orderTotal: number | null,
): GiftCardCheck {
  if (!card) return { ok: false, key: 'validation.gift_card', vars: {} };
  if (card.expiresAt && card.expiresAt <= ctx.now) {
    return { ok: false, key: 'error.gift_card_expired', vars: {} };
  }
  if (card.balance <= 0) return { ok: false, key: 'error.gift_card_empty', vars: {} };
  if (orderTotal !== null && orderTotal < card.minOrder) {
    return { ok: false, key: 'error.gift_card_min_order', vars: { min: card.minOrder } };
  }
  return { ok: true, card };
}

/** The card's row, locked for the rest of the caller's transaction. */
export async function lockGiftCard(tx: Db, id: number): Promise<GiftCardRow | null> {
  const [card] = await tx
    .select()
    .from(promoGiftCard)
    .where(eq(promoGiftCard.id, id))
    .for('update');
  return card ?? null;
}

/** How many times a gift card's balance changed: with the card locked, names its next change. */
export async function giftCardChanges(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoGiftCardEntry)
    .where(eq(promoGiftCardEntry.giftCardId, id));
  return Number(row?.n ?? 0);
}

/**
 * Takes `amount` off a gift card (locked by the caller's transaction), once per reference; the
 * balance never goes below zero. Answers whether it was taken.
 */
export async function debitGiftCard(
  ctx: Ctx,
  debit: { id: number; amount: number; orderNumber: string | null; reference: string },
): Promise<boolean> {
  const [done] = await ctx.db
    .select({ id: promoGiftCardEntry.id })
    .from(promoGiftCardEntry)
    .where(eq(promoGiftCardEntry.reference, debit.reference));
  if (done) return true;
  const [card] = await ctx.db
    .update(promoGiftCard)
    .set({ balance: sql`${promoGiftCard.balance} - ${debit.amount}` })
    .where(and(eq(promoGiftCard.id, debit.id), sql`${promoGiftCard.balance} >= ${debit.amount}`))
    .returning();
  if (!card) return false;
  await ctx.db.insert(promoGiftCardEntry).values({
    giftCardId: debit.id,
    amount: -debit.amount,
    orderNumber: debit.orderNumber,
    reference: debit.reference,
    createdAt: ctx.now,
  });
  return true;
}

/** Puts back on their cards what an order took from gift cards, less `keep` (once). */
export async function returnGiftCardSpend(
  ctx: Ctx,
  orderNumber: string,
  keep = 0,
): Promise<number> {
  const spent = await ctx.db
    .select()
    .from(promoGiftCardEntry)
    .where(and(eq(promoGiftCardEntry.orderNumber, orderNumber), lt(promoGiftCardEntry.amount, 0)))
    .orderBy(promoGiftCardEntry.id);
  const kept = keepInTurn(
    spent.map((e) => -e.amount),
    keep,
  );
  let returned = 0;
  for (const [i, entry] of spent.entries()) {
    const back = -entry.amount - (kept[i] ?? 0);
    if (back === 0) continue;
    const reference = `return:${entry.reference}`;
    const inserted = await ctx.db
      .insert(promoGiftCardEntry)
      .values({
        giftCardId: entry.giftCardId,
        amount: back,
        orderNumber,
        reference,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) continue;
    await ctx.db
      .update(promoGiftCard)
      .set({ balance: sql`${promoGiftCard.balance} + ${back}` })
      .where(eq(promoGiftCard.id, entry.giftCardId));
    returned += back;
  }
  return returned;
}

/** Issues a gift card (the seed, staff tools, tests). */
export async function issueGiftCard(
  db: Db,
  card: { code: string; amount: number; minOrder?: number; expiresAt?: Date | null },
): Promise<GiftCardRow> {
  const [row] = await db
    .insert(promoGiftCard)
    .values({
      code: normalizeCode(card.code),
      initialAmount: card.amount,
      balance: card.amount,
      minOrder: card.minOrder ?? 0,
      expiresAt: card.expiresAt ?? null,
    })
    .returning();
  if (!row) throw new Error('gift card insert returned no row');
  return row;
}
