import { AppError, accounts, createContext, type Db } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../request-locale.ts';
import {
  type AccountRouteOptions,
  accountJson,
  accountOut,
  codeRequestJson,
  codeRequestOut,
  tokenJson,
  tokenOut,
} from './account-schemas.ts';
import { errorBody } from './schemas.ts';

// Sign-in for API clients: Doorkeeper's token endpoint (what Spree's apps speak) and the
// code flows of `/mcs_auth`. Every success is an API session: an access token for
// `Authorization: Bearer` (see api-auth.ts) and a refresh token.

const FORM_BODY_LIMIT = 16 * 1024;
const consumes = ['application/json', 'application/x-www-form-urlencoded'];
const errors = { 400: errorBody, 401: errorBody, 429: errorBody, 503: errorBody };

/** Doorkeeper clients send their id and scope along; there is one client, so they are ignored. */
const clientFields = {
  client_id: z.string().max(200).optional().describe('Ignored'),
  client_secret: z.string().max(200).optional().describe('Ignored'),
  scope: z.string().max(200).optional().describe('Ignored'),
};

const tokenRequest = z.discriminatedUnion('grant_type', [
  z
    .object({
      grant_type: z.literal('password'),
      username: accounts.loginField.describe('E-mail or phone'),
      password: accounts.passwordField,
      ...clientFields,
    })
    .strict(),
  z
    .object({
      grant_type: z.literal('refresh_token'),
      refresh_token: z.string().min(1).max(200),
      ...clientFields,
    })
    .strict(),
]);

const codeCheck = z
  .object({ request_token: accounts.requestTokenField, code: accounts.codeField })
  .strict();

const context = (db: Db, request: FastifyRequest) => createContext(db, requestLocale(request));
const client = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip,
});

/** `POST /oauth/token` and `/oauth/revoke`, JSON or form-encoded as OAuth clients send them. */
const oauthRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { db }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Tokens for a password (e-mail or phone) or a refresh token',
        description:
          'JSON or application/x-www-form-urlencoded. A refresh token works once: the answer ' +
          'carries the next one. Wrong credentials are 401 whether or not the account exists.',
        consumes,
        body: tokenRequest,
        response: { 200: tokenJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(db, request);
      const body = request.body;
      if (body.grant_type === 'refresh_token') {
        return tokenOut(await accounts.refreshSession(ctx, body.refresh_token), ctx.now);
      }
      const user = await accounts.passwordSignIn(ctx, {
        login: body.username,
        password: body.password,
        ip: request.ip,
      });
      return tokenOut(await accounts.startSession(ctx, user.id, 'api', client(request)), ctx.now);
    },
  );

  app.post(
    '/oauth/revoke',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session of an access or refresh token',
        description: 'Answers 200 whether or not the token was live (RFC 7009).',
        consumes,
        body: z
          .object({
            token: z.string().min(1).max(200),
            token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
            ...clientFields,
          })
          .strict(),
        response: { 200: z.object({}), 400: errorBody },
      },
    },
    async (request) => {
      const ctx = context(db, request);
      const { token } = request.body;
      const live = await accounts.resolveSession(ctx, token, 'api');
      if (live) {
        await accounts.endSession(ctx, live.sessionId);
        return {};
      }
      // Core finds a session by its refresh token only by rotating it; the fresh pair dies at once.
      try {
        const rotated = await accounts.refreshSession(ctx, token);
        await accounts.endSession(ctx, rotated.id);
      } catch (error) {
        if (!(error instanceof AppError && error.type === 'unauthorized')) throw error;
      }
      return {};
    },
  );
};

/** The code flows: sign in or up by a code sent by e-mail or SMS, and password reset. */
const codeRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (
  app,
  { db, accountServices },
) => {
  const { deps } = accountServices;

  app.post(
    '/mcs_auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a sign-in (or password reset) code to an e-mail or phone',
        description:
          'The answer is the same whether or not an account exists; a sign-in code makes the ' +
          'account when it comes back to /mcs_auth/verify.',
        body: z
          .object({
            login: accounts.loginField.describe('E-mail or mobile phone'),
            purpose: z.enum(['sign_in', 'reset']).default('sign_in'),
          })
          .strict(),
        response: { 200: codeRequestJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(db, request);
      const ask = { login: request.body.login, ip: request.ip };
      const sent =
        request.body.purpose === 'reset'
          ? await accounts.requestPasswordReset(ctx, deps, ask)
          : await accounts.requestSignInCode(ctx, deps, ask);
      return codeRequestOut(sent);
    },
  );

  app.post(
    '/mcs_auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in (or completes a sign-up) with the code that was sent',
        body: codeCheck,
        response: { 200: tokenJson.extend({ user: accountJson }), ...errors },
      },
    },
    async (request) => {
      const ctx = context(db, request);
      const user = await accounts.completeCodeSignIn(ctx, {
        requestToken: request.body.request_token,
        code: request.body.code,
        ip: request.ip,
      });
      const session = await accounts.startSession(ctx, user.id, 'api', client(request));
      return {
        ...tokenOut(session, ctx.now),
        user: accountOut(await accounts.getAccount(ctx, user.id)),
      };
    },
  );

  app.post(
    '/mcs_auth/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Checks a code without using it up (counts as a try)',
        body: codeCheck,
        response: { 200: z.object({ valid: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await accounts.checkCode(context(db, request), {
        requestToken: request.body.request_token,
        code: request.body.code,
        ip: request.ip,
      });
      return { valid: true as const };
    },
  );

  app.post(
    '/mcs_auth/sign_up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registers with a password: a code goes to the e-mail or phone',
        description: 'Complete it with /mcs_auth/verify.',
        body: accounts.newPasswordPair
          .safeExtend({
            login: accounts.loginField.describe('E-mail or mobile phone'),
            first_name: accounts.optionalText(60),
            last_name: accounts.optionalText(60),
          })
          .strict(),
        response: { 200: codeRequestJson, ...errors },
      },
    },
    async (request) => {
      const { login, password, first_name, last_name } = request.body;
      const sent = await accounts.requestSignUp(context(db, request), deps, {
        login,
        password,
        firstName: first_name,
        lastName: last_name,
        ip: request.ip,
      });
      return codeRequestOut(sent);
    },
  );

  app.post(
    '/mcs_auth/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a reset code; ends every session and signs in',
        body: accounts.newPasswordPair
          .safeExtend({ request_token: accounts.requestTokenField, code: accounts.codeField })
          .strict(),
        response: { 200: tokenJson, ...errors },
      },
    },
    async (request) => {
      const ctx = context(db, request);
      const user = await accounts.resetPassword(ctx, {
        requestToken: request.body.request_token,
        code: request.body.code,
        password: request.body.password,
        ip: request.ip,
      });
      return tokenOut(await accounts.startSession(ctx, user.id, 'api', client(request)), ctx.now);
    },
  );
};

export const authRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, services) => {
  await app.register(oauthRoutes, services);
  await app.register(codeRoutes, services);
};
