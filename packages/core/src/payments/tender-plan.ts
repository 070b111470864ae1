/**
 * What the shop's own means of payment (a voucher, gift cards, the wallet) pay of an order, in
 * the order they are used: a voucher first (what it does not cover is lost, so it goes first),
 * then gift cards (what they do not cover stays on the card), then the wallet. What is left is
 * due by the order's payment method. Pure: the caller reads balances (under row locks when the
 * order is placed) and records the outcome.
 */
export interface TenderSource {
  kind: 'voucher' | 'gift_card' | 'wallet';
  /** The voucher's or gift card's id; null for the wallet. */
  id: number | null;
  /** The most this source can pay of this order (a gift card's balance, the wallet's cap). */
  available: number;
  /** The wallet amount the shopper asked for; null: as much as `available` allows. */
  requested: number | null;
  /** The order total this source needs (a gift card's or voucher's minimum). */
  minOrder: number;
}

export type TenderRefusal =
  | { code: 'below_minimum'; kind: TenderSource['kind']; id: number | null; min: number }
  | { code: 'over_balance'; kind: TenderSource['kind']; id: number | null; max: number }
  | { code: 'used_up'; kind: TenderSource['kind']; id: number | null };

export type TenderPlan =
  | { ok: true; applied: { source: TenderSource; amount: number }[]; due: number }
  | { ok: false; refusal: TenderRefusal };

const ORDER: Record<TenderSource['kind'], number> = { voucher: 0, gift_card: 1, wallet: 2 };

export function planTenders(total: number, sources: readonly TenderSource[]): TenderPlan {
  let due = total;
  const applied: { source: TenderSource; amount: number }[] = [];
  const sorted = [...sources].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  for (const source of sorted) {
    const { kind, id } = source;
    if (total < source.minOrder) {
      return { ok: false, refusal: { code: 'below_minimum', kind, id, min: source.minOrder } };
    }
    if (due === 0) break;
    const max = Math.max(0, Math.min(source.available, due));
    if (source.requested !== null && source.requested > max) {
      return { ok: false, refusal: { code: 'over_balance', kind, id, max } };
    }
    const amount = source.requested ?? max;
    if (amount <= 0) {
      // A card or voucher with nothing left to give is refused, not quietly skipped.
      if (kind !== 'wallet') return { ok: false, refusal: { code: 'used_up', kind, id } };
      continue;
    }
    applied.push({ source, amount });
    due -= amount;
  }
  return { ok: true, applied, due };
}
