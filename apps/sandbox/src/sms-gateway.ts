import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireApiKey } from './api-key.ts';
import { bodyOr400 } from './fields.ts';
import type { Outbox } from './outbox.ts';

/** The one API key the sandbox accepts, as an operator accepts only its customers'. */
export const SANDBOX_SMS_KEY = 'sandbox-sms-key';
/** A number the gateway cannot deliver to just now: it answers 503, for the shop to retry. */
export const SMS_UNAVAILABLE_NUMBER = '+97699000503';

const messageRequest = z
  .object({
    // An alphanumeric sender ID is at most 11 characters on the air; a numeric one is a number.
    from: z.string().regex(/^(?:[A-Za-z0-9]{1,11}|\+?\d{3,15})$/),
    to: z.string().regex(/^\+[1-9]\d{7,14}$/, 'an E.164 number'),
    // Ten parts of UCS-2 or GSM-7, whichever the text needs: the operator's own limit.
    text: z.string().min(1).max(1530),
    parts: z.number().int().min(1).max(10),
  })
  .strict();

/**
 * A Mongolian operator's SMS gateway as the shop sees it: `POST /messages` with the shop's key
 * as a bearer token and `{ from, to, text, parts }`; what it takes goes to the outbox (channel
 * 'sms', with the sender and parts) and it answers the message's id. Register with prefix
 * /sms-gateway.
 */
export function smsGatewaySandbox(outbox: Outbox) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireApiKey(SANDBOX_SMS_KEY));

    app.post('/messages', async (request, reply) => {
      const body = bodyOr400(messageRequest, request.body, reply);
      if (!body) return reply;
      if (body.to === SMS_UNAVAILABLE_NUMBER)
        return reply.code(503).send({ error: 'service_unavailable' });
      const message = outbox.add({
        channel: 'sms',
        to: body.to,
        subject: null,
        body: body.text,
        sender: body.from,
        parts: body.parts,
      });
      return reply.code(201).send({ id: message.id });
    });
  };
}
