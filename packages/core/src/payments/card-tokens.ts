import { z } from 'zod';
import { pathId, pathIdSchema, signedJson } from '../shared/index.ts';
import { type CardGatewayConfig, CardGatewayError, callGateway, last4 } from './card-gateway.ts';
import {
  echoedReference,
  refundInPart,
  timestamp,
  transactionId,
  tugrik,
} from './provider-answers.ts';

/** A hosted page opened to save a card: send the shopper to `registrationUrl`. */
export interface CardRegistration {
  id: string;
  registrationUrl: string;
  expiresAt: string;
}

export type CardRegistrationStatus = 'pending' | 'saved' | 'canceled' | 'expired';

/** What became of a registration; once saved, the token to charge and how to show the card. */
export interface CardRegistrationState {
  id: string;
  reference: string;
  status: CardRegistrationStatus;
  token: string | null;
  cardLast4: string | null;
  cardBrand: string | null;
  expMonth: number | null;
  expYear: number | null;
}

/** A verified registration callback. */
export interface CardRegistrationCallback {
  registrationId: string;
  reference: string;
  status: CardRegistrationStatus;
  token: string | null;
  cardLast4: string | null;
}

/** A charge of a saved card. A decline is an answer, not an error: see `declineReason`. */
export interface CardCharge {
  id: string;
  status: 'paid' | 'declined';
  /** e.g. 'card_declined', 'insufficient_funds', 'expired_card'. */
  declineReason: string | null;
  transactionId: string | null;
  amount: number;
}

const registrationStatus = z.enum(['pending', 'saved', 'canceled', 'expired']);

const registrationAnswer = z.object({
  id: pathIdSchema,
  // The shopper's browser is sent here: only ever a web page.
  registration_url: z.url({ protocol: /^https?$/ }).max(2000),
  expires_at: timestamp,
});

/**
 * Opens the gateway's hosted page where the shopper saves a card (the number never reaches the
 * shop); the shopper comes back to `returnUrl` with `?registration_id=`. A reference the
 * gateway has seen is 'rejected'.
 */
export async function createCardRegistration(
  config: CardGatewayConfig,
  request: { reference: string; returnUrl: string; callbackUrl?: string },
): Promise<CardRegistration> {
  const registration = await callGateway(config, {
    what: `card registration for ${request.reference}`,
    method: 'POST',
    path: 'registrations',
    body: {
      reference: request.reference,
      return_url: request.returnUrl,
      ...(request.callbackUrl !== undefined && { callback_url: request.callbackUrl }),
    },
    answer: registrationAnswer,
  });
  return {
    id: registration.id,
    registrationUrl: registration.registration_url,
    expiresAt: registration.expires_at,
  };
}

const stateAnswer = z.object({
  id: pathIdSchema,
  reference: echoedReference,
  status: registrationStatus,
  token: pathIdSchema.nullable(),
  card_last4: last4,
  card_brand: z.string().min(1).max(50).nullable(),
  exp_month: z.number().int().min(1).max(12).nullable(),
  exp_year: z.number().int().min(2000).max(2100).nullable(),
});

/** What became of a registration, asked of the gateway (the shopper's return proves nothing). */
export async function cardRegistrationState(
  config: CardGatewayConfig,
  id: string,
): Promise<CardRegistrationState> {
  const what = `card registration ${id}`;
  const state = await callGateway(config, {
    what,
    method: 'GET',
    path: `registrations/${pathId(CardGatewayError, what, id)}`,
    answer: stateAnswer,
  });
  return {
    id: state.id,
    reference: state.reference,
    status: state.status,
    token: state.token,
    cardLast4: state.card_last4,
    cardBrand: state.card_brand,
    expMonth: state.exp_month,
    expYear: state.exp_year,
  };
}

const chargeAnswer = z.object({
  id: pathIdSchema,
  status: z.enum(['paid', 'declined']),
  decline_reason: z.string().min(1).max(100).nullable(),
  transaction_id: transactionId.nullable(),
  amount: tugrik,
});

/**
 * Charges a saved card, server to server. Safe to retry with the same reference: the gateway
 * answers the charge it made and takes no money twice. A deleted token is 'rejected'.
 */
export async function chargeCardToken(
  config: CardGatewayConfig,
  token: string,
  request: { amount: number; reference: string; description: string },
): Promise<CardCharge> {
  const what = `charge of ${request.amount} for ${request.reference}`;
  const charge = await callGateway(config, {
    what,
    method: 'POST',
    path: `tokens/${pathId(CardGatewayError, what, token)}/charges`,
    body: {
      amount: request.amount,
      reference: request.reference,
      description: request.description,
    },
    answer: chargeAnswer,
  });
  if (charge.amount !== request.amount)
    throw new CardGatewayError('unavailable', `${what}: charged another amount`);
  return {
    id: charge.id,
    status: charge.status,
    declineReason: charge.decline_reason,
    transactionId: charge.transaction_id,
    amount: charge.amount,
  };
}

/**
 * Gives back part or all of a paid charge. Not idempotent: a retry after an unclear failure may
 * refund twice (up to what was paid), so check before retrying.
 */
export async function refundCardCharge(
  config: CardGatewayConfig,
  chargeId: string,
  amount: number,
): Promise<void> {
  const what = `refund of ${amount} on card charge ${chargeId}`;
  const path = `charges/${pathId(CardGatewayError, what, chargeId)}/refund`;
  await refundInPart(config, CardGatewayError, what, path, amount);
}

/**
 * Forgets a saved card at the gateway, so it can never be charged again. Safe to retry; a token
 * the gateway does not know is as good as deleted.
 */
export async function deleteCardToken(config: CardGatewayConfig, token: string): Promise<void> {
  const what = 'deleting a saved card';
  await callGateway(config, {
    what,
    method: 'DELETE',
    path: `tokens/${pathId(CardGatewayError, what, token)}`,
    answer: z.unknown(),
    ifNotFound: null,
  });
}

const callbackPayload = z.object({
  registration_id: pathIdSchema,
  reference: echoedReference,
  status: registrationStatus,
  token: pathIdSchema.nullable(),
  card_last4: last4,
});

/** Verifies a registration callback like `readCardCallback`; null when forged or malformed. */
export function readCardRegistrationCallback(
  config: CardGatewayConfig,
  rawBody: string,
  signature: string | undefined,
): CardRegistrationCallback | null {
  const parsed = callbackPayload.safeParse(signedJson(config.callbackSecret, rawBody, signature));
  if (!parsed.success) return null;
  const callback = parsed.data;
  return {
    registrationId: callback.registration_id,
    reference: callback.reference,
    status: callback.status,
    token: callback.token,
    cardLast4: callback.card_last4,
  };
}
