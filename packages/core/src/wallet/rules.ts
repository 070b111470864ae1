import { percentOf } from '../shared/index.ts';

/** Spec §9: the wallet is usable only for purchases over 20,000 ₮. */
export const WALLET_MIN_ORDER = 20_000;
/** Spec §9: credit from cashback (and refunds of it) covers at most 50% of the price. */
export const LIMITED_CREDIT_SHARE = 50;
/** The smallest recharge by card or QR (spec §5 "Minimum amount :min"). */
export const MIN_RECHARGE = 1_000;
export const MAX_RECHARGE = 5_000_000;

/**
 * A wallet's credit in its two kinds: `full` (recharged by card or QR, loaded from gift cards:
 * covers 100% of a price) and `limited` (cashback: covers at most 50% of a price).
 */
export interface WalletBalance {
  full: number;
  limited: number;
}

/**
 * The most the wallet may pay of an order: nothing unless the order is over the minimum; then
 * all of its full credit and its limited credit up to half the order's total, never more than
 * is still due.
 */
export function walletCap(orderTotal: number, due: number, balance: WalletBalance): number {
  if (orderTotal <= WALLET_MIN_ORDER) return 0;
  const limited = Math.min(balance.limited, percentOf(orderTotal, LIMITED_CREDIT_SHARE));
  return Math.max(0, Math.min(due, balance.full + limited));
}

/**
 * Which credit pays a wallet amount: limited credit first (it is the less useful kind), within
 * its 50% share, then full credit. The amount must be within `walletCap`.
 */
export function splitWalletSpend(
  amount: number,
  orderTotal: number,
  balance: WalletBalance,
): WalletBalance {
  const limited = Math.min(amount, balance.limited, percentOf(orderTotal, LIMITED_CREDIT_SHARE));
  const full = amount - limited;
  if (full > balance.full) throw new RangeError('wallet amount over the balance');
  return { full, limited };
}

/** Spec §9 rewards, as chosen for this shop (docs/PAYMENTS.md): 2% cashback, 1% loyalty points. */
export const CASHBACK_PERCENT = 2;
export const LOYALTY_POINTS_PERCENT = 1;

/** What a paid order earns: cashback (limited wallet credit) and loyalty points. */
export function rewardsFor(paidWithMoney: number): { cashback: number; points: number } {
  return {
    cashback: percentOf(paidWithMoney, CASHBACK_PERCENT),
    points: percentOf(paidWithMoney, LOYALTY_POINTS_PERCENT),
  };
}
