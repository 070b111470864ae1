import { displayName, findUser } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { createCoupon, issueVoucher, randomCode } from '../promotions/index.ts';
import { issueETicket } from '../tickets/index.ts';
import type { roulettePrize } from './schema.ts';

export type PrizeRow = typeof roulettePrize.$inferSelect;
export const PRIZE_KINDS = ['coupon', 'voucher', 'product'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

export interface Reward {
  kind: PrizeKind | 'jackpot';
  code: string;
  amount: number | null;
  expiresAt: Date;
}

const DAY_MS = 86_400_000;
const code = (prefix: string) => `${prefix}-${randomCode(4)}-${randomCode(4)}`;

/**
 * Makes what a winner gets, in the spin's transaction: a coupon of their own (one use, at
 * checkout or scanned at the counter), a voucher (on their Vouchers page), or for a product a
 * pickup pass (an e-ticket the store scans when it hands the prize over).
 */
export async function giveReward(tx: Ctx, prize: PrizeRow, userId: number): Promise<Reward> {
  const expiresAt = new Date(tx.now.getTime() + prize.validDays * DAY_MS);
  if (prize.kind === 'coupon') {
    const coupon = await createCoupon(tx.db, {
      code: code('WIN'),
      name: prize.name,
      translations: prize.translations,
      kind: prize.couponKind ?? 'percent',
      value: prize.value,
      startsAt: tx.now,
      endsAt: expiresAt,
      usageLimit: 1,
      perUserLimit: 1,
      userId,
    });
    return { kind: 'coupon', code: coupon.code, amount: prize.value, expiresAt };
  }
  if (prize.kind === 'voucher') return voucherReward(tx, userId, prize.value, expiresAt, 'voucher');
  const holder = await findUser(tx, userId);
  const ticket = await issueETicket(tx, {
    kind: 'prize',
    title: prize.name,
    translations: prize.translations,
    startsAt: tx.now,
    endsAt: expiresAt,
    holderName: holder ? displayName(holder) : String(userId),
    userId,
  });
  return { kind: 'product', code: ticket.code, amount: null, expiresAt };
}

/** A voucher for the winner: a voucher prize, or the jackpot's pot. */
export async function voucherReward(
  tx: Ctx,
  userId: number,
  amount: number,
  expiresAt: Date,
  kind: 'voucher' | 'jackpot' = 'jackpot',
): Promise<Reward> {
  const voucher = await issueVoucher(tx.db, { code: code('VCH'), amount, userId, expiresAt });
  return { kind, code: voucher.code, amount, expiresAt };
}
