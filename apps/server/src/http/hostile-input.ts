import { AppError } from '@shop/core';
import type { FastifyInstance } from 'fastify';

// PostgreSQL cannot hold a NUL character in text: a value carrying one failed deep inside a
// query with a 500 (issue 13: `/products/%00`, `/api/v2/brands/%00`, `?brand=%00`). It is
// refused once, here, for pages and API alike.
const ENCODED_NUL = /%00/i;

/** True when a parsed value (JSON or a form) holds a NUL anywhere in its strings or keys. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses a request whose address, or parsed JSON body, carries a NUL: 400 in the spec's error
 * shape. A page's form body is checked where it is read (web/ssr.ts), files excepted.
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes('\u0000')) {
      throw new AppError('invalid_input', 'error.invalid_input');
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!Buffer.isBuffer(request.body) && holdsNul(request.body)) {
      throw new AppError('invalid_input', 'error.invalid_input');
    }
  });
}

/** True when an urlencoded form body carries a NUL (raw or percent-encoded). */
export function formHoldsNul(contentType: string | undefined, body: Buffer): boolean {
  if (!contentType?.startsWith('application/x-www-form-urlencoded')) return false;
  return body.includes(0) || ENCODED_NUL.test(body.toString('latin1'));
}
