import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { type Owner, orderFor } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { settleFromProvider } from './after-paid.ts';
import { CardGatewayError } from './card-gateway.ts';
import {
  cardRegistrationState,
  chargeCardToken,
  createCardRegistration,
  deleteCardToken,
} from './card-tokens.ts';
import { savedCardOf } from './methods.ts';
import { payableNow } from './payable.ts';
import type { PaymentProviders } from './providers.ts';
import { paymentCardRegistration, paymentSavedCard } from './schema.ts';
import { newPayment, type PaymentRow, startedAt } from './settle.ts';

/** A saved card as the shopper sees it (spec §7 `/users/cards`): never its number or token. */
export interface SavedCardView {
  id: number;
  brand: string | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  created_at: string;
}

const toView = (c: typeof paymentSavedCard.$inferSelect): SavedCardView => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  exp_month: c.expMonth,
  exp_year: c.expYear,
  created_at: c.createdAt.toISOString(),
});

/** A shopper's saved cards, newest first. */
export async function listSavedCards(ctx: Ctx, userId: number): Promise<SavedCardView[]> {
  const rows = await ctx.db
    .select()
    .from(paymentSavedCard)
    .where(and(eq(paymentSavedCard.userId, userId), isNull(paymentSavedCard.removedAt)))
    .orderBy(desc(paymentSavedCard.id));
  return rows.map(toView);
}

/**
 * Starts saving a card (spec §7 `PUT /users/register_card`): the gateway's page takes the card
 * and sends the shopper back to `returnUrl` with `registration_id`.
 */
export async function startCardRegistration(
  ctx: Ctx,
  providers: PaymentProviders,
  userId: number,
  returnUrl: string,
): Promise<{ registrationUrl: string; registrationId: string }> {
  let registration: Awaited<ReturnType<typeof createCardRegistration>>;
  try {
    registration = await createCardRegistration(providers.card, {
      reference: `U${userId}-${randomBytes(6).toString('hex')}`,
      returnUrl,
    });
  } catch (error) {
    if (error instanceof CardGatewayError)
      throw new AppError('unavailable', 'error.card_not_saved');
    throw error;
  }
  await ctx.db
    .insert(paymentCardRegistration)
    .values({ registrationId: registration.id, userId, createdAt: ctx.now });
  return { registrationUrl: registration.registrationUrl, registrationId: registration.id };
}

/**
 * The shopper came back from the gateway's page: the card is saved if the gateway says so
 * (asked server to server). Only the shopper who started it can finish it; finishing twice
 * answers the same card.
 */
export async function finishCardRegistration(
  ctx: Ctx,
  providers: PaymentProviders,
  userId: number,
  registrationId: string,
): Promise<SavedCardView | null> {
  const [started] = await ctx.db
    .select()
    .from(paymentCardRegistration)
    .where(
      and(
        eq(paymentCardRegistration.registrationId, registrationId),
        eq(paymentCardRegistration.userId, userId),
      ),
    );
  if (!started) throw new AppError('not_found', 'error.not_found');
  const state = await cardRegistrationState(providers.card, registrationId);
  if (state.status !== 'saved' || !state.token || !state.cardLast4) return null;
  await ctx.db
    .insert(paymentSavedCard)
    .values({
      userId,
      token: state.token,
      brand: state.cardBrand,
      last4: state.cardLast4,
      expMonth: state.expMonth,
      expYear: state.expYear,
      createdAt: ctx.now,
    })
    .onConflictDoNothing();
  const [card] = await ctx.db
    .select()
    .from(paymentSavedCard)
    .where(eq(paymentSavedCard.token, state.token));
  if (!card || card.userId !== userId) return null;
  return toView(card);
}

/** Removes a saved card (spec §7 `DELETE /users/remove_card`): the gateway forgets it too. */
export async function removeSavedCard(
  ctx: Ctx,
  providers: PaymentProviders,
  userId: number,
  cardId: number,
): Promise<void> {
  const card = await savedCardOf(ctx.db, userId, cardId);
  if (!card) throw new AppError('not_found', 'error.not_found');
  try {
    await deleteCardToken(providers.card, card.token);
  } catch (error) {
    // Forgotten here all the same; the gateway's copy can no longer be reached from the shop.
    if (!(error instanceof CardGatewayError)) throw error;
  }
  await ctx.db
    .update(paymentSavedCard)
    .set({ removedAt: ctx.now })
    .where(eq(paymentSavedCard.id, card.id));
}

/**
 * Pays what can be paid now on an order with a saved card, server to server. A decline marks
 * the payment failed and answers the spec's "payment failed" (§8).
 */
export async function payWithSavedCard(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
  cardId: number,
): Promise<PaymentRow> {
  const order = await orderFor(ctx, owner, orderNumber);
  const card = owner.userId === null ? null : await savedCardOf(ctx.db, owner.userId, cardId);
  if (!card) throw new AppError('not_found', 'error.not_found');
  const payment = await newPayment(ctx, {
    orderNumber: order.number,
    method: 'saved_card',
    amount: await payableNow(ctx, order),
    sourceId: card.id,
  });
  let charge: Awaited<ReturnType<typeof chargeCardToken>>;
  try {
    charge = await chargeCardToken(providers.card, card.token, {
      amount: payment.amount,
      reference: `P${payment.id}`,
      description: order.number,
    });
  } catch (error) {
    if (!(error instanceof CardGatewayError)) throw error;
    // Not known whether it was charged: the charge is kept pending and can be asked again.
    throw new AppError('unavailable', 'error.payment_failed');
  }
  const started = await startedAt(ctx, payment, { providerRef: `charge:${charge.id}` });
  const settled = await settleFromProvider(
    ctx,
    providers,
    { ...started, cardLast4: card.last4 },
    charge.status === 'paid'
      ? { state: 'paid', transactionId: charge.id, cardLast4: card.last4 }
      : { state: 'failed', reason: charge.declineReason ?? 'declined' },
  );
  if (settled.state === 'failed') throw new AppError('conflict', 'error.payment_failed');
  return settled;
}
