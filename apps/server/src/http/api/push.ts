import { createContext, type Db, push } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody } from './schemas.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody };
const tags = ['push'];
const playerId = z
  .string()
  .regex(/^[\w-]{22}$/)
  .describe('The device’s id (`playerId`)');

export interface PushRouteOptions {
  db: Db;
  /** The shop's VAPID keys (configured, or kept in the database). */
  vapidKeys: () => Promise<push.VapidKeys>;
  /** Push service addresses taken besides the browsers' own (the sandbox's). */
  extraServices: readonly string[];
}

/**
 * Web Push subscriptions (issue 21): the shop's public key for `pushManager.subscribe`, a
 * browser's subscription kept (anonymous, or the signed-in shopper's), and taken back. A device
 * is linked to an account with `POST /users/link_device` and its `player_id`.
 */
export const pushRoutes: FastifyPluginAsyncZod<PushRouteOptions> = async (
  app,
  { db, vapidKeys, extraServices },
) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: 'The shop’s VAPID public key, for the browser’s pushManager.subscribe',
        response: { 200: z.object({ public_key: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { public_key: (await vapidKeys()).publicKey };
    },
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security: [{}, { bearerAuth: [] }],
        summary: 'Keeps a browser’s push subscription; with a bearer token, linked to the account',
        description:
          'The body is the browser’s `PushSubscription.toJSON()`. Messages reach the device in ' +
          'the request’s language. The same endpoint again keeps its `player_id`. The endpoint ' +
          'must be a browser’s push service.',
        body: push.browserSubscription.extend({ expirationTime: z.number().nullish() }).strict(),
        response: {
          201: z.object({ player_id: z.string(), linked: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const device = await push.saveSubscription(context(request), request.body, {
        locale: requestLocale(request),
        userId: await bearerUserId(db, request),
        ip: request.ip,
        extraServices,
      });
      return reply.code(201).send({ player_id: device.token, linked: device.linked });
    },
  );

  app.post(
    '/push/subscriptions/:player_id/unlink',
    {
      schema: {
        tags,
        summary: 'Signed out on the device: it stays subscribed, linked to no account',
        params: z.object({ player_id: playerId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.unlinkDevice(context(request), request.params.player_id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions/:player_id',
    {
      schema: {
        tags,
        summary: 'Unsubscribes the device: nothing more is pushed to it',
        params: z.object({ player_id: playerId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.removeSubscription(context(request), request.params.player_id);
      return reply.code(204).send(null);
    },
  );
};
