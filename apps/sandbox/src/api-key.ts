import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Compares two secrets in constant time, whatever their lengths. */
export const sameText = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

/** The token of an `Authorization: Bearer …` header. */
export const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** An onRequest hook that answers 401, as a real provider does, unless the request bears `key`. */
export function requireApiKey(key: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = bearer(request.headers.authorization);
    if (given === undefined || !sameText(given, key))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', message: 'A valid API key is required.' });
  };
}
