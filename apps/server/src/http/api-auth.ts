import { AppError, accounts, createContext, type Db } from '@shop/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './request-locale.ts';

// API clients prove who they are with `Authorization: Bearer <access_token>` only. The API never
// reads the web's session cookie, so a page on another site cannot act with a shopper's
// browser session here: the API needs no CSRF token.

const sessions = new WeakMap<FastifyRequest, accounts.ActiveSession>();

/** The access token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer +([\w.~+/-]+=*) *$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * An onRequest hook for routes that need a signed-in API client: a missing, unknown, expired or
 * ended token is a 401 before the body is even read.
 */
export function requireBearer(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const session = token
      ? await accounts.resolveSession(createContext(db, requestLocale(request)), token, 'api')
      : null;
    if (!session) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('unauthorized', 'error.unauthorized');
    }
    sessions.set(request, session);
  };
}

/** The session `requireBearer` found for this request. */
export function apiSession(request: FastifyRequest): accounts.ActiveSession {
  const session = sessions.get(request);
  if (!session) throw new AppError('unauthorized', 'error.unauthorized');
  return session;
}

/**
 * The signed-in client of a route anyone may call (reading reviews): its user id when a valid
 * bearer token came, else null. `required` makes a missing or bad token the 401 instead.
 */
export async function bearerUserId(
  db: Db,
  request: FastifyRequest,
  required: true,
): Promise<number>;
export async function bearerUserId(
  db: Db,
  request: FastifyRequest,
  required?: false,
): Promise<number | null>;
export async function bearerUserId(
  db: Db,
  request: FastifyRequest,
  required = false,
): Promise<number | null> {
  const token = bearerToken(request);
  const session = token
    ? await accounts.resolveSession(createContext(db, requestLocale(request)), token, 'api')
    : null;
  if (!session && required) throw new AppError('unauthorized', 'error.unauthorized');
  return session?.userId ?? null;
}
