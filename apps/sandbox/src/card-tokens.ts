import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireApiKey } from './api-key.ts';
import { type CallbackTiming, callbackSender } from './callbacks.ts';
import { CARD_SESSION_TTL_MS, SANDBOX_CARD_KEY, SANDBOX_CARD_SECRET } from './card.ts';
import {
  type CardForm,
  type CardOutcome,
  cardBrand,
  cardForm,
  cardFormHtml,
  cardValidAt,
  checkCard,
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
import { acceptForms, page, redirectBack, sendClosedPage, sendHtml } from './pages.ts';
import { RecordStore } from './record-store.ts';
import { refundPart } from './refunds.ts';

/** A hosted page where the shopper saves a card for later charges. */
interface Registration {
  id: string;
  reference: string;
  returnUrl: string;
  callbackUrl: string | null;
  expiresAt: number;
  status: 'pending' | 'saved' | 'canceled';
  token: string | null;
}

/** A saved card. Only what a gateway may keep: last 4, brand, expiry, and the test outcome. */
interface SavedCard {
  id: string;
  outcome: CardOutcome;
  last4: string;
  brand: string;
  expMonth: number;
  expYear: number;
  deleted: boolean;
}

interface Charge {
  id: string;
  token: string;
  reference: string;
  amount: number;
  status: 'paid' | 'declined';
  declineReason: string | null;
  transactionId: string | null;
  refunded: number;
}

const registrationRequest = z
  .object({ reference, return_url: httpUrl, callback_url: httpUrl.optional() })
  .strict();
const chargeRequest = z.object({ amount: tugrik, reference, description }).strict();

/**
 * Saved cards (tokenization) at the card gateway: the shop opens a registration, the shopper
 * types a card on the gateway's hosted page, the shop gets a token and charges it server to
 * server later, refunds charges and deletes tokens. The test cards' outcomes stay with their
 * tokens (the declined card saves, then each charge is declined). Register with prefix /card.
 */
export async function cardTokenSandbox(app: FastifyInstance) {
  const registrations = new RecordStore<Registration>((registration) => registration.reference);
  const cards = new RecordStore<SavedCard>((card) => card.id);
  const charges = new RecordStore<Charge>((charge) => charge.reference);
  const callbacks = callbackSender(app, { name: 'card registration', secret: SANDBOX_CARD_SECRET });
  const requireKey = requireApiKey(SANDBOX_CARD_KEY);
  acceptForms(app);

  const statusOf = (registration: Registration) =>
    expiredOr(registration.status, registration.expiresAt);

  const registrationAnswer = (registration: Registration) => {
    const card = cards.get(registration.token ?? undefined);
    return {
      id: registration.id,
      reference: registration.reference,
      status: statusOf(registration),
      token: registration.token,
      card_last4: card?.last4 ?? null,
      card_brand: card?.brand ?? null,
      exp_month: card?.expMonth ?? null,
      exp_year: card?.expYear ?? null,
    };
  };

  function sendCallback(registration: Registration, timing: CallbackTiming) {
    if (registration.callbackUrl === null) return;
    const { id, reference, status, token, card_last4 } = registrationAnswer(registration);
    callbacks.send(
      registration.callbackUrl,
      { registration_id: id, reference, status, token, card_last4 },
      timing,
    );
  }

  app.post('/registrations', { onRequest: requireKey }, async (request, reply) => {
    const body = bodyOr400(registrationRequest, request.body, reply);
    if (!body) return reply;
    if (registrations.withKey(body.reference))
      return referenceReused(
        reply,
        'A registration with this reference exists; use a new reference.',
      );
    const registration: Registration = {
      id: `cr_${randomBytes(12).toString('hex')}`,
      reference: body.reference,
      returnUrl: body.return_url,
      callbackUrl: body.callback_url ?? null,
      expiresAt: Date.now() + CARD_SESSION_TTL_MS,
      status: 'pending',
      token: null,
    };
    registrations.add(registration);
    return reply.code(201).send({
      id: registration.id,
      registration_url: ownUrl(request, `${app.prefix}/register/${registration.id}`),
      expires_at: new Date(registration.expiresAt).toISOString(),
    });
  });

  app.get('/registrations/:id', { onRequest: requireKey }, async (request, reply) => {
    const registration = registrations.get(paramId(request.params));
    if (!registration) return reply.code(404).send({ error: 'unknown_registration' });
    return registrationAnswer(registration);
  });

  app.post('/tokens/:id/charges', { onRequest: requireKey }, async (request, reply) => {
    const card = cards.get(paramId(request.params));
    if (!card) return reply.code(404).send({ error: 'unknown_token' });
    const body = bodyOr400(chargeRequest, request.body, reply);
    if (!body) return reply;
    const earlier = charges.withKey(body.reference);
    if (earlier) {
      // A retry of the same charge (e.g. after a timeout) answers it again and takes no money.
      if (earlier.token !== card.id || earlier.amount !== body.amount)
        return referenceReused(
          reply,
          'Another charge has this reference; charge each payment under a new one.',
        );
      return reply.code(200).send(chargeAnswer(earlier));
    }
    if (card.deleted) return reply.code(410).send({ error: 'token_deleted' });
    const expired = !cardValidAt(card.expMonth, card.expYear, new Date());
    const declineReason = expired ? 'expired_card' : card.outcome.declineReason;
    const charge: Charge = {
      id: `ch_${randomBytes(12).toString('hex')}`,
      token: card.id,
      reference: body.reference,
      amount: body.amount,
      status: declineReason ? 'declined' : 'paid',
      declineReason,
      transactionId: declineReason ? null : digits(12),
      refunded: 0,
    };
    charges.add(charge);
    return reply.code(201).send(chargeAnswer(charge));
  });

  app.post('/charges/:id/refund', { onRequest: requireKey }, async (request, reply) => {
    const charge = charges.get(paramId(request.params));
    if (!charge) return reply.code(404).send({ error: 'unknown_charge' });
    return refundPart(reply, charge, request.body);
  });

  app.delete('/tokens/:id', { onRequest: requireKey }, async (request, reply) => {
    const card = cards.get(paramId(request.params));
    if (!card) return reply.code(404).send({ error: 'unknown_token' });
    // Deleting twice is harmless, so a shop that lost the first answer can simply retry.
    card.deleted = true;
    return reply.code(204).send();
  });

  /** The page for a registration that cannot be used (any more). */
  function closedPage(reply: FastifyReply, registration: Registration | undefined) {
    const status = registration && statusOf(registration);
    const reason =
      status === 'expired'
        ? 'This page has expired. Go back to the shop and start again.'
        : `This registration is already finished (${status}).`;
    return sendClosedPage(reply, 'Registration', registration && reason);
  }

  const open = (registration: Registration | undefined): registration is Registration =>
    registration !== undefined && statusOf(registration) === 'pending';

  app.get('/register/:id', async (request, reply) => {
    const registration = registrations.get(paramId(request.params));
    if (!open(registration)) return closedPage(reply, registration);
    return sendHtml(reply, 200, registrationPage(app.prefix, registration));
  });

  app.post('/register/:id', async (request, reply) => {
    const registration = registrations.get(paramId(request.params));
    if (!open(registration)) return closedPage(reply, registration);
    const parsed = cardForm.safeParse(request.body ?? {});
    const form = parsed.data;
    if (!form) {
      const errors = { card_number: 'Fill in the form.' };
      return sendHtml(reply, 422, registrationPage(app.prefix, registration, errors));
    }
    let timing: CallbackTiming = 'now';
    if (form.action === 'cancel') registration.status = 'canceled';
    else {
      const entered = checkCard(form, new Date());
      if ('errors' in entered)
        return sendHtml(
          reply,
          422,
          registrationPage(app.prefix, registration, entered.errors, form),
        );
      const card: SavedCard = {
        id: `ct_${randomBytes(16).toString('hex')}`,
        outcome: outcomeOf(entered.number),
        last4: entered.number.slice(-4),
        brand: cardBrand(entered.number),
        expMonth: entered.expMonth,
        expYear: entered.expYear,
        deleted: false,
      };
      cards.add(card);
      registration.status = 'saved';
      registration.token = card.id;
      timing = card.outcome.callback;
    }
    sendCallback(registration, timing);
    return redirectBack(reply, registration.returnUrl, {
      registration_id: registration.id,
      status: registration.status,
    });
  });
}

const chargeAnswer = (charge: Charge) => ({
  id: charge.id,
  status: charge.status,
  decline_reason: charge.declineReason,
  transaction_id: charge.transactionId,
  amount: charge.amount,
});

/** The hosted page where the shopper saves a card: the payment page's form without an amount. */
function registrationPage(
  prefix: string,
  registration: Registration,
  errors: FieldErrors = {},
  form?: CardForm,
) {
  return page(
    'Save a card (sandbox)',
    `<p>Save a card with the shop for later payments. Nothing is charged now.</p>
${cardFormHtml({ action: `${prefix}/register/${registration.id}`, submit: 'Save card', errors, form })}`,
  );
}
