import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireApiKey } from './api-key.ts';
import { callbackSender } from './callbacks.ts';
import { bodyOr400, httpUrl, paramId, reference, referenceReused, tugrik } from './fields.ts';
import { RecordStore } from './record-store.ts';

/** The one API key the sandbox accepts, as the leasing company accepts only its partners'. */
export const SANDBOX_LEASE_KEY = 'sandbox-lease-key';
/** What the sandbox signs its callbacks with: hex(HMAC-SHA256(secret, raw body)). */
export const SANDBOX_LEASE_SECRET = 'sandbox-lease-secret';
/** How long the credit decision takes. */
export const LEASE_DECISION_MS = 300;
/** The most the sandbox finances; more is declined as 'over_limit'. */
export const LEASE_LIMIT = 1_500_000;
/** A customer whose phone number ends in this fails the credit check. */
export const DECLINED_PHONE_ENDING = '13';

type DeclineReason = 'credit_check' | 'over_limit';

interface Application {
  id: string;
  reference: string;
  // The request as sent, to tell a retry of the same application from a different one.
  fingerprint: string;
  amount: number;
  months: number;
  monthly: number;
  phone: string;
  callbackUrl: string;
  status: 'pending' | 'approved' | 'declined' | 'canceled';
  declineReason: DeclineReason | null;
  decidedAt: string | null;
}

const applicationRequest = z
  .object({
    reference,
    amount: tugrik,
    months: z.number().int().min(3).max(24),
    monthly: tugrik,
    down_payment: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    customer: z
      .object({
        phone: z.string().regex(/^\+?\d{8,15}$/),
        name: z.string().trim().min(1).max(100).optional(),
      })
      .strict(),
    callback_url: httpUrl,
  })
  .strict();

/** The credit decision: approved unless over the limit or the customer fails the check. */
function decision(application: Application): DeclineReason | null {
  if (application.amount > LEASE_LIMIT) return 'over_limit';
  if (application.phone.endsWith(DECLINED_PHONE_ENDING)) return 'credit_check';
  return null;
}

/**
 * A leasing company as the shop sees it: the shop applies for a loan over what is left after the
 * down payment, the company decides after a moment and calls the shop back, signed; the shop can
 * read an application and cancel it (a canceled order). Applying again with the same reference
 * answers the same application. Register with prefix /lease.
 */
export async function leaseSandbox(app: FastifyInstance) {
  const applications = new RecordStore<Application>((application) => application.reference);
  const callbacks = callbackSender(app, { name: 'lease', secret: SANDBOX_LEASE_SECRET });
  app.addHook('onRequest', requireApiKey(SANDBOX_LEASE_KEY));

  async function decide(application: Application) {
    if (!(await callbacks.pause(LEASE_DECISION_MS))) return;
    // Canceled while it was being decided: nothing left to decide.
    if (application.status !== 'pending') return;
    application.declineReason = decision(application);
    application.status = application.declineReason ? 'declined' : 'approved';
    application.decidedAt = new Date().toISOString();
    callbacks.send(application.callbackUrl, {
      application_id: application.id,
      reference: application.reference,
      status: application.status,
      amount: application.amount,
      decline_reason: application.declineReason,
    });
  }

  app.post('/applications', async (request, reply) => {
    const body = bodyOr400(applicationRequest, request.body, reply);
    if (!body) return reply;
    const fingerprint = JSON.stringify(body);
    const existing = applications.withKey(body.reference);
    if (existing?.fingerprint === fingerprint)
      return reply.code(200).send({ application_id: existing.id, status: existing.status });
    // After a decline or a cancel, the order may apply again on other terms (say, more down).
    if (existing && (existing.status === 'pending' || existing.status === 'approved'))
      return referenceReused(
        reply,
        'This order has a live application on other terms; cancel it first.',
      );
    const application: Application = {
      id: `la_${randomBytes(12).toString('hex')}`,
      reference: body.reference,
      fingerprint,
      amount: body.amount,
      months: body.months,
      monthly: body.monthly,
      phone: body.customer.phone,
      callbackUrl: body.callback_url,
      status: 'pending',
      declineReason: null,
      decidedAt: null,
    };
    applications.add(application);
    void decide(application);
    return reply.code(201).send({ application_id: application.id, status: application.status });
  });

  app.get('/applications/:id', async (request, reply) => {
    const application = applications.get(paramId(request.params));
    if (!application) return reply.code(404).send({ error: 'unknown_application' });
    return {
      application_id: application.id,
      reference: application.reference,
      status: application.status,
      decline_reason: application.declineReason,
      amount: application.amount,
      months: application.months,
      monthly: application.monthly,
      decided_at: application.decidedAt,
    };
  });

  app.post('/applications/:id/cancel', async (request, reply) => {
    const application = applications.get(paramId(request.params));
    if (!application) return reply.code(404).send({ error: 'unknown_application' });
    if (application.status === 'declined')
      return reply.code(409).send({ error: 'application_declined' });
    // Canceling twice changes nothing, so a shop that lost the first answer can simply retry.
    application.status = 'canceled';
    return { application_id: application.id, status: application.status };
  });
}
