import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { creditWallet, MAX_RECHARGE, MIN_RECHARGE } from '../wallet/index.ts';
import { paymentRecharge } from './schema.ts';
import type { PaymentRow } from './settle.ts';

export type RechargeRow = typeof paymentRecharge.$inferSelect;

/** A new wallet recharge waiting for its payment (spec §2 Wallet "recharge"). */
export async function newRecharge(
  ctx: Ctx,
  userId: number,
  amount: number,
  method: 'card' | 'qpay',
): Promise<RechargeRow> {
  if (!Number.isInteger(amount) || amount < MIN_RECHARGE) {
    throw new AppError(
      'invalid_input',
      'validation.min_amount',
      { min: MIN_RECHARGE },
      {
        amount: ['validation.min_amount'],
      },
    );
  }
  if (amount > MAX_RECHARGE) {
    throw new AppError(
      'invalid_input',
      'validation.max_amount',
      { max: MAX_RECHARGE },
      {
        amount: ['validation.max_amount'],
      },
    );
  }
  for (let attempt = 0; ; attempt++) {
    const [row] = await ctx.db
      .insert(paymentRecharge)
      .values({
        number: `W${randomInt(100_000_000, 1_000_000_000)}`,
        userId,
        amount,
        method,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt > 5) throw new Error('could not find a free recharge number');
  }
}

/** A recharge of this shopper by its number, or null. */
export async function rechargeOf(ctx: Ctx, userId: number, number: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentRecharge)
    .where(and(eq(paymentRecharge.number, number), eq(paymentRecharge.userId, userId)));
  return row ?? null;
}

/** A shopper's recent recharges, newest first. */
export async function listRecharges(ctx: Ctx, userId: number, limit = 20) {
  return ctx.db
    .select()
    .from(paymentRecharge)
    .where(eq(paymentRecharge.userId, userId))
    .orderBy(desc(paymentRecharge.id))
    .limit(limit);
}

/** A recharge's payment arrived: its money goes into the wallet as full credit, once. */
export async function rechargePaid(ctx: Ctx, payment: PaymentRow): Promise<void> {
  const [recharge] = await ctx.db
    .select()
    .from(paymentRecharge)
    .where(eq(paymentRecharge.number, payment.orderNumber));
  if (!recharge || payment.amount !== recharge.amount) return;
  await withTransaction(ctx, async (txCtx) => {
    await creditWallet(txCtx, {
      userId: recharge.userId,
      bucket: 'full',
      amount: recharge.amount,
      kind: 'recharge',
      reference: `recharge:${recharge.number}`,
    });
    await txCtx.db
      .update(paymentRecharge)
      .set({ state: 'paid', paidAt: ctx.now })
      .where(and(eq(paymentRecharge.id, recharge.id), eq(paymentRecharge.state, 'pending')));
  });
}
