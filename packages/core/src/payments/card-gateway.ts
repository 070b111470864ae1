import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Where the card gateway lives, the shop's API key, and the secret its callbacks are signed with. */
export interface CardGatewayConfig {
  baseUrl: string;
  apiKey: string;
  callbackSecret: string;
  timeoutMs?: number;
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

/**
 * Why the gateway did not do it: 'unavailable' (unreachable, timed out, 5xx or an answer that
 * makes no sense; try again later) or 'rejected' (it refused the request: 4xx).
 */
export class CardGatewayError extends Error {
  override readonly name = 'CardGatewayError';
  constructor(
    readonly reason: 'unavailable' | 'rejected',
    message?: string,
    options?: ErrorOptions,
  ) {
    super(message ?? `card gateway: ${reason}`, options);
  }
}

/** The card gateway stand-in of `apps/sandbox`, with the key and callback secret it uses. */
export function sandboxCardGateway(sandboxUrl: string): CardGatewayConfig {
  return {
    baseUrl: `${sandboxUrl.replace(/\/+$/, '')}/card`,
    apiKey: 'sandbox-card-key',
    callbackSecret: 'sandbox-card-secret',
  };
}

const TIMEOUT_MS = 10_000;

/** One call to the gateway: its status and JSON body, or 'unavailable' when it gave none. */
async function callGateway(
  config: CardGatewayConfig,
  what: string,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<{ status: number; json: unknown }> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${path}`;
  let response: Response;
  let body: string;
  try {
    // The API key travels in these requests: never follow a redirect elsewhere with it.
    response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        accept: 'application/json',
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
    });
    body = await response.text();
  } catch (cause) {
    throw new CardGatewayError('unavailable', `${what}: no answer`, { cause });
  }
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // Left null: an error status speaks for itself, and a success without JSON fails its schema.
  }
  const status = response.status;
  if (status >= 400 && status < 500) {
    const code = z.object({ error: z.string() }).safeParse(json);
    const detail = code.success ? ` ${code.data.error.slice(0, 100)}` : '';
    throw new CardGatewayError('rejected', `${what}: answered ${status}${detail}`);
  }
  if (status < 200 || status >= 300)
    throw new CardGatewayError('unavailable', `${what}: answered ${status}`);
  return { status, json };
}

/** Reads a successful answer; one that does not fit is the gateway's fault, so retryable. */
function read<T>(what: string, answer: z.ZodType<T>, json: unknown): T {
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new CardGatewayError('unavailable', `${what}: unexpected answer`);
  return parsed.data;
}

// Ids go into URL paths: anything else could point the request at another endpoint.
const sessionId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
const cardStatus = z.enum(['pending', 'paid', 'declined', 'canceled', 'expired']);
const tugrik = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const last4 = z
  .string()
  .regex(/^\d{4}$/)
  .nullable();

function pathOf(what: string, id: string): string {
  if (!sessionId.safeParse(id).success)
    throw new CardGatewayError('rejected', `${what}: not a session id`);
  return `sessions/${id}`;
}

const sessionAnswer = z.object({
  id: sessionId,
  // The shopper's browser is sent here: only ever a web page.
  payment_url: z.url({ protocol: /^https?$/ }).max(2000),
  expires_at: z.iso.datetime({ offset: true }),
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
  const { json } = await callGateway(config, what, 'sessions', {
    method: 'POST',
    body: {
      amount: request.amount,
      currency: 'MNT',
      reference: request.reference,
      description: request.description,
      return_url: request.returnUrl,
      callback_url: request.callbackUrl,
    },
  });
  const session = read(what, sessionAnswer, json);
  return { id: session.id, paymentUrl: session.payment_url, expiresAt: session.expires_at };
}

const stateAnswer = z.object({
  id: sessionId,
  reference: z.string().min(1).max(64),
  amount: tugrik,
  status: cardStatus,
  transaction_id: z.string().min(1).max(100).nullable(),
  card_last4: last4,
  card_brand: z.string().min(1).max(50).nullable(),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
});

/** What became of a session, asked of the gateway itself (e.g. when a callback is late). */
export async function cardSessionState(
  config: CardGatewayConfig,
  id: string,
): Promise<CardSessionState> {
  const what = `card session ${id}`;
  const { json } = await callGateway(config, what, pathOf(what, id), { method: 'GET' });
  const state = read(what, stateAnswer, json);
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

const refundAnswer = z.object({
  refunded: tugrik,
  status: z.enum(['refunded', 'partially_refunded']),
});

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
  const path = `${pathOf(what, id)}/refund`;
  const { json } = await callGateway(config, what, path, { method: 'POST', body: { amount } });
  if (read(what, refundAnswer, json).refunded !== amount)
    throw new CardGatewayError('unavailable', `${what}: refunded another amount`);
}

const callbackPayload = z.object({
  session_id: sessionId,
  reference: z.string().min(1).max(64),
  status: cardStatus,
  amount: tugrik,
  transaction_id: z.string().min(1).max(100).nullable(),
  card_last4: last4,
});

/** Verifies a callback: timing-safe HMAC over the raw body; returns the parsed payload or null when forged/malformed. */
export function readCardCallback(
  config: CardGatewayConfig,
  rawBody: string,
  signature: string | undefined,
): CardCallback | null {
  if (signature === undefined || !/^[0-9a-f]{64}$/i.test(signature.trim())) return null;
  const expected = createHmac('sha256', config.callbackSecret).update(rawBody).digest();
  if (!timingSafeEqual(Buffer.from(signature.trim(), 'hex'), expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = callbackPayload.safeParse(json);
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
