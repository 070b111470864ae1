import { AppError, createContext, type Db, engagement, type notify } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionMail } from '../../../../web/app/lib/subscription.server.ts';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { shopOrigin } from '../return-url.ts';
import { errorBody } from './schemas.ts';

const errors = { 400: errorBody, 404: errorBody, 429: errorBody };
const token = z.object({ token: z.string().min(1).max(200) }).strict();

/**
 * The newsletter (spec §7 `POST /subscribe`, double opt-in through e-mail) and the contact form
 * (`POST /contact_forms`). Both are open to guests, within limits per address and per IP.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gateway: notify.MessageGateway;
}> = async (app, { db, gateway }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.post(
    '/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Asks to subscribe an e-mail address: a link to confirm is e-mailed to it',
        description:
          'The same answer whether the address was on the list or not. A bad address is refused ' +
          'with the spec’s subscription e-mail error; too many asks from one address or IP, 429.',
        body: z.object({ email: z.string().max(320) }).strict(),
        response: { 202: z.object({ sent: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const origin = shopOrigin(request);
      if (!origin) throw new AppError('invalid_input', 'error.invalid_input');
      const locale = requestLocale(request);
      const { links, mail } = subscriptionMail(locale, origin);
      await engagement.subscribe(
        context(request),
        gateway,
        { email: request.body.email, ip: request.ip ?? null, links },
        mail,
      );
      return reply.code(202).send({ sent: true });
    },
  );

  app.post(
    '/subscribe/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirms a subscription with the token of the e-mailed link',
        body: token,
        response: { 200: z.object({ subscribed: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await engagement.confirmSubscription(context(request), request.body.token);
      return { subscribed: true as const };
    },
  );

  app.post(
    '/subscribe/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes with the token of the link in the e-mail',
        body: token,
        response: { 200: z.object({ subscribed: z.literal(false) }), ...errors },
      },
    },
    async (request) => {
      await engagement.unsubscribe(context(request), request.body.token);
      return { subscribed: false as const };
    },
  );

  app.post(
    '/contact_forms',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Sends a message to the shop (the sender’s own e-mail or phone is required)',
        body: z
          .object({
            name: z.string(),
            email: z.string().optional(),
            phone: z.string().optional(),
            subject: z.string().optional(),
            message: z.string(),
          })
          .strict(),
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const id = await engagement.sendContactMessage(context(request), gateway, {
        input: request.body,
        userId: await bearerUserId(db, request),
        ip: request.ip ?? null,
      });
      return reply.code(201).send({ id });
    },
  );
};
