import type { Ctx } from '../context.ts';
import type { OrderRow } from '../orders/index.ts';
import * as wallet from '../wallet/index.ts';
import { LEASE, leasable } from './lease-rules.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './methods.ts';
import { listSavedCards, type SavedCardView } from './saved-cards.ts';
import { tenderSummary } from './tenders.ts';

/** A way to pay as `GET /checkouts/payment_methods` lists it for the asker's cart. */
export interface MethodAvailability {
  id: PaymentMethod;
  available: boolean;
  /** Why not (a catalog key), when not available. */
  reason: string | null;
  min: number | null;
  max: number | null;
}

export interface PaymentOptionsView {
  methods: MethodAvailability[];
  /** The signed-in shopper's wallet and what it may pay of this cart (null for guests). */
  wallet: { full: number; limited: number; points: number; usable: number } | null;
  saved_cards: SavedCardView[];
  /** What is left for the payment method after the chosen gift cards, voucher and wallet. */
  due: number;
}

/**
 * The payment methods for a cart and shopper (spec §7 `/checkouts/payment_methods`): which can
 * pay what is left and why not the others (leasing's range, a saved card or wallet needing an
 * account), with the wallet's usable amount and the saved cards.
 */
export async function paymentOptions(
  ctx: Ctx,
  order: OrderRow | null,
  userId: number | null,
): Promise<PaymentOptionsView> {
  const due = order ? (await tenderSummary(ctx, order)).due : 0;
  const [balance, cards] = userId
    ? await Promise.all([wallet.walletOf(ctx, userId), listSavedCards(ctx, userId)])
    : [null, []];
  const total = order?.total ?? 0;
  const methods = PAYMENT_METHODS.map((id): MethodAvailability => {
    const no = (reason: string) => ({ id, available: false, reason, min: null, max: null });
    if (id === 'saved_card' && cards.length === 0)
      return no(userId ? 'payment.no_saved_cards' : 'error.unauthorized');
    if (id === 'lease') {
      const range = { min: LEASE.allowedMin, max: LEASE.allowedMax };
      return order && !leasable(due)
        ? { ...no('error.lease_range'), ...range }
        : { id, available: true, reason: null, ...range };
    }
    return { id, available: true, reason: null, min: null, max: null };
  });
  return {
    methods,
    wallet: balance && {
      ...balance,
      usable: wallet.walletCap(total, total, balance),
    },
    saved_cards: cards,
    due,
  };
}
