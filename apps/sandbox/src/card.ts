import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireApiKey } from './api-key.ts';
import { type CallbackTiming, callbackSender } from './callbacks.ts';
import {
  type CardForm,
  cardBrand,
  cardForm,
  cardFormHtml,
  checkCard,
  type DeclineReason,
  type FieldErrors,
  outcomeOf,
} from './card-form.ts';
import {
  bodyOr400,
  description,
  digits,
  expiredOr,
  httpUrl,
  ownUrl,
  paramId,
  reference,
  referenceReused,
  tugrik,
} from './fields.ts';
import {
  acceptForms,
  escapeHtml,
  formatTugrik,
  page,
  redirectBack,
  sendClosedPage,
  sendHtml,
} from './pages.ts';
import { RecordStore } from './record-store.ts';
import { refundPart } from './refunds.ts';

export {
  CALLBACK_RETRIES,
  CALLBACK_RETRY_PAUSE_MS,
  LATE_CALLBACK_MS,
} from './callbacks.ts';
export { passesLuhn, SANDBOX_TEST_CARDS } from './card-form.ts';

/** The one API key the sandbox accepts, as a real gateway accepts only its merchants'. */
export const SANDBOX_CARD_KEY = 'sandbox-card-key';
/** What the sandbox signs its callbacks with: hex(HMAC-SHA256(secret, raw body)). */
export const SANDBOX_CARD_SECRET = 'sandbox-card-secret';

export const CARD_SESSION_TTL_MS = 15 * 60_000;

interface Session {
  id: string;
  reference: string;
  amount: number;
  description: string;
  returnUrl: string;
  callbackUrl: string;
  expiresAt: number;
  status: 'pending' | 'paid' | 'declined' | 'canceled';
  declineReason: DeclineReason | null;
  transactionId: string | null;
  // Only ever the last four digits: the full number is forgotten once the outcome is decided.
  cardLast4: string | null;
  cardBrand: string | null;
  paidAt: string | null;
  refunded: number;
}

const sessionRequest = z
  .object({
    amount: tugrik,
    currency: z.literal('MNT'),
    reference,
    description,
    return_url: httpUrl,
    callback_url: httpUrl,
  })
  .strict();

/**
 * A Mongolian bank's card e-commerce gateway as the shop sees it: the shop opens a session, sends
 * the shopper to the gateway's hosted page (so card numbers never reach the shop), hears the
 * outcome by a signed server-to-server callback and reads it back by API; it can refund. Test
 * cards choose declines, duplicate and late callbacks. Register with prefix /card (saved cards
 * are `cardTokenSandbox`, under the same prefix).
 */
export async function cardSandbox(app: FastifyInstance) {
  const sessions = new RecordStore<Session>((session) => session.reference);
  const callbacks = callbackSender(app, { name: 'card', secret: SANDBOX_CARD_SECRET });
  const requireKey = requireApiKey(SANDBOX_CARD_KEY);
  acceptForms(app);

  const statusOf = (session: Session) => expiredOr(session.status, session.expiresAt);
  const find = (params: unknown) => sessions.get(paramId(params));

  function sendCallback(session: Session, timing: CallbackTiming) {
    callbacks.send(
      session.callbackUrl,
      {
        session_id: session.id,
        reference: session.reference,
        status: session.status,
        amount: session.amount,
        transaction_id: session.transactionId,
        card_last4: session.cardLast4,
        decline_reason: session.declineReason,
      },
      timing,
    );
  }

  app.post('/sessions', { onRequest: requireKey }, async (request, reply) => {
    const body = bodyOr400(sessionRequest, request.body, reply);
    if (!body) return reply;
    if (sessions.withKey(body.reference))
      return referenceReused(
        reply,
        'A session with this reference exists; pay each attempt under a new reference.',
      );
    const session: Session = {
      id: `cs_${randomBytes(12).toString('hex')}`,
      reference: body.reference,
      amount: body.amount,
      description: body.description,
      returnUrl: body.return_url,
      callbackUrl: body.callback_url,
      expiresAt: Date.now() + CARD_SESSION_TTL_MS,
      status: 'pending',
      declineReason: null,
      transactionId: null,
      cardLast4: null,
      cardBrand: null,
      paidAt: null,
      refunded: 0,
    };
    sessions.add(session);
    return reply.code(201).send({
      id: session.id,
      payment_url: ownUrl(request, `${app.prefix}/pay/${session.id}`),
      expires_at: new Date(session.expiresAt).toISOString(),
    });
  });

  app.get('/sessions/:id', { onRequest: requireKey }, async (request, reply) => {
    const session = find(request.params);
    if (!session) return reply.code(404).send({ error: 'unknown_session' });
    return {
      id: session.id,
      reference: session.reference,
      amount: session.amount,
      status: statusOf(session),
      transaction_id: session.transactionId,
      card_last4: session.cardLast4,
      card_brand: session.cardBrand,
      paid_at: session.paidAt,
      decline_reason: session.declineReason,
    };
  });

  app.post('/sessions/:id/refund', { onRequest: requireKey }, async (request, reply) => {
    const session = find(request.params);
    if (!session) return reply.code(404).send({ error: 'unknown_session' });
    return refundPart(reply, session, request.body);
  });

  const payable = (session: Session | undefined): session is Session =>
    session !== undefined && statusOf(session) === 'pending';

  /** The page for a session that cannot be paid (any more). */
  function closedPage(reply: FastifyReply, session: Session | undefined) {
    const status = session && statusOf(session);
    const reason =
      status === 'expired'
        ? 'This payment session has expired. Go back to the shop and start the payment again.'
        : `This payment is already finished (${status}).`;
    return sendClosedPage(reply, 'Payment', session && reason);
  }

  app.get('/pay/:id', async (request, reply) => {
    const session = find(request.params);
    if (!payable(session)) return closedPage(reply, session);
    return sendHtml(reply, 200, payPage(app.prefix, session));
  });

  app.post('/pay/:id', async (request, reply) => {
    const session = find(request.params);
    if (!payable(session)) return closedPage(reply, session);
    const parsed = cardForm.safeParse(request.body ?? {});
    if (!parsed.success)
      return sendHtml(
        reply,
        422,
        payPage(app.prefix, session, { card_number: 'Fill in the form.' }),
      );
    const form = parsed.data;
    if (form.action === 'cancel') {
      session.status = 'canceled';
      sendCallback(session, 'now');
    } else {
      const card = checkCard(form, new Date());
      if ('errors' in card)
        return sendHtml(reply, 422, payPage(app.prefix, session, card.errors, form));
      const outcome = outcomeOf(card.number);
      session.status = outcome.declineReason ? 'declined' : 'paid';
      session.declineReason = outcome.declineReason;
      session.transactionId = digits(12);
      session.cardLast4 = card.number.slice(-4);
      session.cardBrand = cardBrand(card.number);
      session.paidAt = session.status === 'paid' ? new Date().toISOString() : null;
      sendCallback(session, outcome.callback);
    }
    return redirectBack(reply, session.returnUrl, {
      session_id: session.id,
      status: session.status,
    });
  });
}

/** The hosted payment page. */
function payPage(prefix: string, session: Session, errors: FieldErrors = {}, form?: CardForm) {
  const amount = formatTugrik(session.amount);
  return page(
    'Card payment (sandbox)',
    `<p>Pay <strong>${amount}</strong> for ${escapeHtml(session.description)}.</p>
${cardFormHtml({ action: `${prefix}/pay/${session.id}`, submit: `Pay ${amount}`, errors, form })}`,
  );
}
