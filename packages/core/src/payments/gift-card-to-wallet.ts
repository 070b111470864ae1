import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { tryCode } from '../limits/index.ts';
import {
  checkGiftCard,
  debitGiftCard,
  giftCardByCode,
  giftCardChanges,
  isUnknownCode,
  lockGiftCard,
} from '../promotions/index.ts';
import { AppError } from '../shared/index.ts';
import { creditWallet } from '../wallet/index.ts';

/**
 * Loads what is left on a gift card into the shopper's wallet as full credit (spec §9: gift
 * card credit covers 100% of a price), in one transaction with the card locked: a card is
 * loaded once. A card that only pays orders from a minimum cannot be loaded (that would lift
 * its minimum). A code that does not exist counts as a wrong guess (limits/guesses).
 */
export async function giftCardToWallet(
  ctx: Ctx,
  userId: number,
  code: string,
  ip: string | null,
): Promise<{ amount: number }> {
  const found = await tryCode(ctx, { userId, ip }, isUnknownCode, async () => {
    const check = checkGiftCard(ctx, await giftCardByCode(ctx, code), null);
    if (!check.ok) throw new AppError('conflict', check.key, check.vars, { code: [check.key] });
    return check;
  });
  if (found.card.minOrder > 0) {
    throw new AppError('conflict', 'error.gift_card_min_order', { min: found.card.minOrder });
  }
  return withTransaction(ctx, async (txCtx) => {
    const card = await lockGiftCard(txCtx.db, found.card.id);
    if (!card || card.balance <= 0) throw new AppError('conflict', 'error.gift_card_empty');
    // Named by the card's next change, not its balance: a balance an ended order put back on the
    // card can be loaded again, and must not be taken for the earlier load.
    const reference = `wallet:${card.id}:${await giftCardChanges(txCtx.db, card.id)}:${userId}`;
    const taken = await debitGiftCard(txCtx, {
      id: card.id,
      amount: card.balance,
      orderNumber: null,
      reference,
    });
    if (!taken) throw new AppError('conflict', 'error.gift_card_empty');
    await creditWallet(txCtx, {
      userId,
      bucket: 'full',
      amount: card.balance,
      kind: 'gift_card',
      reference: `gift_card:${reference}`,
    });
    return { amount: card.balance };
  });
}
