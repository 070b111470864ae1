import { z } from 'zod';
import {
  callProvider,
  type ProviderCall,
  type ProviderEndpoint,
  ProviderError,
  pathId,
  pathIdSchema,
  signedJson,
} from '../shared/index.ts';
import {
  echoedReference,
  refundInPart,
  timestamp,
  transactionId,
  tugrik,
} from './provider-answers.ts';

/** Where the card gateway lives, the shop's API key, and the secret its callbacks are signed with. */
export interface CardGatewayConfig extends ProviderEndpoint {
  callbackSecret: string;
}

/** A hosted payment page opened for one payment: send the shopper to `paymentUrl`. */
export interface CardSession {
  id: string;
  paymentUrl: string;
  expiresAt: string;
}

export type CardStatus = 'pending' | 'paid' | 'declined' | 'canceled' | 'expired';

export interface CardSessionState {
  id: string;
  /** The shop's payment id the session was opened for. */
  reference: string;
  amount: number;
  status: CardStatus;
  transactionId: string | null;
  cardLast4: string | null;
  cardBrand: string | null;
  paidAt: string | null;
}

/** A verified callback: what the gateway says became of a session. */
export interface CardCallback {
  sessionId: string;
  reference: string;
  status: CardStatus;
  amount: number;
  transactionId: string | null;
  cardLast4: string | null;
}

/** Why the gateway did not do it: 'unavailable' (try again later) or 'rejected' (4xx). */
export class CardGatewayError extends ProviderError {
  override readonly name = 'CardGatewayError';
}

/** The card gateway stand-in of `apps/sandbox`, with the key and callback secret it uses. */
export function sandboxCardGateway(sandboxUrl: string): CardGatewayConfig {
  return {
    baseUrl: `${sandboxUrl.replace(/\/+$/, '')}/card`,
    apiKey: 'sandbox-card-key',
    callbackSecret: 'sandbox-card-secret',
  };
}

/** One call to the gateway, failing with a CardGatewayError. */
export const callGateway = <T, M = never>(config: CardGatewayConfig, call: ProviderCall<T, M>) =>
  callProvider(config, CardGatewayError, call);

const sessionId = pathIdSchema;
const cardStatus = z.enum(['pending', 'paid', 'declined', 'canceled', 'expired']);
export const last4 = z
  .string()
  .regex(/^\d{4}$/)
  .nullable();

const pathOf = (what: string, id: string) => `sessions/${pathId(CardGatewayError, what, id)}`;

const sessionAnswer = z.object({
  id: sessionId,
  // The shopper's browser is sent here: only ever a web page.
  payment_url: z.url({ protocol: /^https?$/ }).max(2000),
  expires_at: timestamp,
});

/**
 * Opens a hosted payment page for one payment. The gateway refuses a reference it has seen
 * ('rejected'), so each attempt to pay needs its own reference.
 */
export async function createCardSession(
  config: CardGatewayConfig,
  request: {
    amount: number;
    reference: string;
    description: string;
    returnUrl: string;
    callbackUrl: string;
  },
): Promise<CardSession> {
  const what = `card session for ${request.reference}`;
  const session = await callGateway(config, {
    what,
    method: 'POST',
    path: 'sessions',
    body: {
      amount: request.amount,
      currency: 'MNT',
      reference: request.reference,
      description: request.description,
      return_url: request.returnUrl,
      callback_url: request.callbackUrl,
    },
    answer: sessionAnswer,
  });
  return { id: session.id, paymentUrl: session.payment_url, expiresAt: session.expires_at };
}

const stateAnswer = z.object({
  id: sessionId,
  reference: echoedReference,
  amount: tugrik,
  status: cardStatus,
  transaction_id: transactionId.nullable(),
  card_last4: last4,
  card_brand: z.string().min(1).max(50).nullable(),
  paid_at: timestamp.nullable(),
});

/** What became of a session, asked of the gateway itself (e.g. when a callback is late). */
export async function cardSessionState(
  config: CardGatewayConfig,
  id: string,
): Promise<CardSessionState> {
  const what = `card session ${id}`;
  const path = pathOf(what, id);
  const state = await callGateway(config, { what, method: 'GET', path, answer: stateAnswer });
  return {
    id: state.id,
    reference: state.reference,
    amount: state.amount,
    status: state.status,
    transactionId: state.transaction_id,
    cardLast4: state.card_last4,
    cardBrand: state.card_brand,
    paidAt: state.paid_at,
  };
}

/**
 * Gives back part or all of a paid session's amount. Not idempotent: a retry after an unclear
 * failure may refund twice (up to what was paid), so check before retrying.
 */
export async function refundCard(
  config: CardGatewayConfig,
  id: string,
  amount: number,
): Promise<void> {
  const what = `refund of ${amount} on card session ${id}`;
  await refundInPart(config, CardGatewayError, what, `${pathOf(what, id)}/refund`, amount);
}

const callbackPayload = z.object({
  session_id: sessionId,
  reference: echoedReference,
  status: cardStatus,
  amount: tugrik,
  transaction_id: transactionId.nullable(),
  card_last4: last4,
});

/** Verifies a callback: timing-safe HMAC over the raw body; returns the parsed payload or null when forged/malformed. */
export function readCardCallback(
  config: CardGatewayConfig,
  rawBody: string,
  signature: string | undefined,
): CardCallback | null {
  const parsed = callbackPayload.safeParse(signedJson(config.callbackSecret, rawBody, signature));
  if (!parsed.success) return null;
  const callback = parsed.data;
  return {
    sessionId: callback.session_id,
    reference: callback.reference,
    status: callback.status,
    amount: callback.amount,
    transactionId: callback.transaction_id,
    cardLast4: callback.card_last4,
  };
}
