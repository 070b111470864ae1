import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { bodyOr400, tugrik } from './fields.ts';

const refundRequest = z.object({ amount: tugrik }).strict();

/** Something paid that can be refunded in parts, up to what was paid. */
export interface Refundable {
  amount: number;
  refunded: number;
  status: string;
}

/**
 * Refunds `{ amount }` of a paid payment: 409 when it is not paid, 422 beyond what is left.
 * Answers `{ refunded, status: 'refunded' | 'partially_refunded' }`.
 */
export function refundPart(reply: FastifyReply, paid: Refundable, body: unknown) {
  const request = bodyOr400(refundRequest, body, reply);
  if (!request) return reply;
  if (paid.status !== 'paid') return reply.code(409).send({ error: 'not_paid' });
  const left = paid.amount - paid.refunded;
  if (request.amount > left)
    return reply.code(422).send({
      error: 'exceeds_paid',
      message: `Only ${left} of ${paid.amount} is left to refund.`,
    });
  paid.refunded += request.amount;
  return reply.send({
    refunded: request.amount,
    status: paid.refunded === paid.amount ? 'refunded' : 'partially_refunded',
  });
}
