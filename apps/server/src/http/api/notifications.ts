import { content, createContext, type Db } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam } from './schemas.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const itemJson = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  level: z.string(),
  url: z.string().nullable(),
  starts_at: z.string(),
  personal: z.boolean().describe('Sent to this shopper alone'),
  read: z
    .boolean()
    .describe(
      'Read by this shopper; a message to everyone that began before they joined counts as read',
    ),
});
const inboxJson = z.object({ notifications: z.array(itemJson), unread: z.number().int() });

/**
 * The shop's messages to a signed-in shopper (spec §3 notifications), read and unread, and the
 * website admin's call that sends one to everyone or to one shopper.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  const shopper = (request: FastifyRequest) => bearerUserId(db, request, true);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: `The shopper’s notifications, newest first (at most ${content.INBOX_SHOWN})`,
        response: { 200: inboxJson, ...errors },
      },
    },
    async (request) => content.inbox(context(request), await shopper(request)),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one notification read (again changes nothing)',
        params: z.object({ id: idParam }),
        response: { 200: inboxJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const userId = await shopper(request);
      await content.markNotificationRead(ctx, userId, request.params.id);
      return content.inbox(ctx, userId);
    },
  );

  app.put(
    '/notifications/read_all',
    {
      schema: {
        tags,
        security,
        summary: 'Marks every notification read',
        response: { 200: inboxJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const userId = await shopper(request);
      await content.markAllNotificationsRead(ctx, userId);
      return content.inbox(ctx, userId);
    },
  );

  app.post(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Sends a notification to every shopper or to one (the website admin)',
        description:
          'Mongolian `title` and `body`, other languages in `translations`; `level` info, ' +
          'promo or warning; `url` a path in the shop; shown from `starts_at` (absent: now) ' +
          'until `ends_at`; `user_id` for one shopper, else everyone (and the bar above the ' +
          'header).',
        body: z.object({
          title: z.string(),
          body: z.string(),
          translations: z
            .record(z.string(), z.object({ title: z.string(), body: z.string() }).partial())
            .optional(),
          level: z.enum(content.NOTIFICATION_LEVELS).optional(),
          url: z.string().nullable().optional(),
          starts_at: z.string().optional(),
          ends_at: z.string().nullable().optional(),
          user_id: z.number().int().optional(),
        }),
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const id = await content.sendNotification(
        context(request),
        await shopper(request),
        request.body as z.input<typeof content.notificationInput>,
      );
      reply.code(201);
      return { id };
    },
  );
};
