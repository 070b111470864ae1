import fastifyMultipart from '@fastify/multipart';
import { AppError, accounts, createContext, type payments, push } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession, requireBearer } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { type AccountRouteOptions, accountAnswer, accountJson } from './account-schemas.ts';
import { errorBody, idParam } from './schemas.ts';
import { addressRoutes } from './users-addresses.ts';
import { userPaymentRoutes } from './users-payments.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const tags = ['users'];
const security = [{ bearerAuth: [] }];
const codeCheck = z
  .object({ request_token: accounts.requestTokenField, code: accounts.codeField })
  .strict();
const contactRequestJson = z.object({
  request_token: z.string(),
  sent_to: z.string().describe('Masked e-mail or phone'),
});

/** Avatar upload refusals, on the `avatar` field like core's own. */
const avatarRefusal = (key: string) => new AppError('invalid_input', key, {}, { avatar: [key] });

/** The signed-in shopper's account: every route needs `Authorization: Bearer <access_token>`. */
export const userRoutes: FastifyPluginAsyncZod<
  AccountRouteOptions & { providers: payments.PaymentProviders }
> = async (app, { db, accountServices, providers }) => {
  const { deps } = accountServices;
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  app.addHook('onRequest', requireBearer(db));
  await app.register(fastifyMultipart, {
    limits: { fileSize: accounts.AVATAR_MAX_BYTES, files: 1, fields: 5 },
  });

  app.get(
    '/users/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in account',
        response: { 200: accountJson, ...errors },
      },
    },
    async (request) => accountAnswer(context(request), apiSession(request).userId),
  );

  app.post(
    '/users/update_profile',
    {
      schema: {
        tags,
        security,
        summary: 'Updates the person: names, gender, date of birth, occupation',
        body: accounts.profileInput.strict(),
        response: { 200: accountJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const { userId } = apiSession(request);
      await accounts.updateProfile(ctx, userId, request.body);
      return accountAnswer(ctx, userId);
    },
  );

  app.post(
    '/users/update_avatar',
    {
      schema: {
        tags,
        security,
        summary: 'Uploads a profile picture (multipart/form-data, file field `avatar`)',
        description: `JPEG, PNG, WebP, GIF, AVIF or HEIC up to ${accounts.AVATAR_MAX_BYTES / 1024 / 1024} MB; stored as a 256 px square WebP.`,
        consumes: ['multipart/form-data'],
        response: { 200: accountJson, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw avatarRefusal('validation.avatar_type');
      const file = await request.file();
      if (file?.fieldname !== 'avatar') throw avatarRefusal('validation.avatar_type');
      let upload: Buffer;
      try {
        upload = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw avatarRefusal('validation.avatar_size');
        }
        throw error;
      }
      const ctx = context(request);
      const { userId } = apiSession(request);
      await accounts.saveAvatar(ctx, userId, upload);
      return accountAnswer(ctx, userId);
    },
  );

  app.post(
    '/users/link_device',
    {
      schema: {
        tags,
        security,
        summary: 'Links a push-notification device (player id) to the account',
        description:
          'A web push subscription’s `player_id` (`POST /push/subscriptions`) links that device: ' +
          'the account’s order news is pushed to it, in the language of this request ' +
          '(`web_push: true`). Any other player id is kept for the apps’ own push provider.',
        body: z.object({ playerId: z.string().trim().min(1).max(200) }).strict(),
        response: {
          200: z.object({ linked: z.literal(true), web_push: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = context(request);
      const { userId } = apiSession(request);
      await accounts.linkDevice(ctx, userId, request.body.playerId);
      const webPush = await push.linkDevice(ctx, userId, request.body.playerId);
      return { linked: true as const, web_push: webPush };
    },
  );

  app.post(
    '/users/change_password',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the password; every other session ends',
        description: 'current_password may be left out when the account has no password yet.',
        body: accounts.newPasswordPair
          .safeExtend({ current_password: z.string().max(200).default('') })
          .strict(),
        response: { 200: z.object({ changed: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const { userId, sessionId } = apiSession(request);
      await accounts.changePassword(context(request), {
        userId,
        sessionId,
        current: request.body.current_password,
        password: request.body.password,
      });
      return { changed: true as const };
    },
  );

  const contactChange = (channel: 'email' | 'sms') => {
    const field = channel === 'email' ? 'email' : 'phone';
    const value = channel === 'email' ? accounts.emailField : accounts.mobileField;
    app.post(
      `/users/${field}`,
      {
        schema: {
          tags,
          security,
          summary: `Sends a code to a new ${channel === 'email' ? 'e-mail address' : 'mobile number'}`,
          description: `The current one stays until /users/${field}/confirm takes the code.`,
          body: z.object({ [field]: value }).strict(),
          response: { 200: contactRequestJson, ...errors },
        },
      },
      async (request) => {
        const sent = await accounts.requestContactChange(context(request), deps, {
          userId: apiSession(request).userId,
          login: { channel, value: (request.body as Record<string, string>)[field] ?? '' },
          ip: request.ip,
        });
        return { request_token: sent.requestToken, sent_to: sent.sentTo };
      },
    );
    app.post(
      `/users/${field}/confirm`,
      {
        schema: {
          tags,
          security,
          summary: `Confirms the new ${channel === 'email' ? 'e-mail address' : 'mobile number'} with its code`,
          body: codeCheck,
          response: { 200: accountJson, ...errors },
        },
      },
      async (request) => {
        const ctx = context(request);
        const { userId } = apiSession(request);
        await accounts.confirmContactChange(ctx, {
          userId,
          requestToken: request.body.request_token,
          code: request.body.code,
        });
        return accountAnswer(ctx, userId);
      },
    );
  };
  contactChange('email');
  contactChange('sms');

  app.get(
    '/users/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Where the account is signed in (live sessions)',
        response: {
          200: z.object({
            sessions: z.array(
              z.object({
                id: z.number().int(),
                kind: z.enum(['web', 'api']),
                user_agent: z.string().nullable(),
                created_at: z.string(),
                last_seen_at: z.string(),
                current: z.boolean().describe('The session of this request'),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { userId, sessionId } = apiSession(request);
      const sessions = await accounts.listSessions(context(request), userId, sessionId);
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          kind: s.kind,
          user_agent: s.userAgent,
          created_at: s.createdAt,
          last_seen_at: s.lastSeenAt,
          current: s.current,
        })),
      };
    },
  );

  app.delete(
    '/users/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Ends one of the account’s sessions (signs that device out)',
        params: z.object({ id: idParam }),
        response: { 204: z.null().describe('Ended'), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = apiSession(request);
      await accounts.endOwnSession(context(request), userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags,
        security,
        summary: 'Ends the session of this access token',
        response: { 204: z.null().describe('Signed out'), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.endSession(context(request), apiSession(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  await app.register(addressRoutes, { db });
  await app.register(userPaymentRoutes, { db, providers, gateway: deps.gateway });
};
