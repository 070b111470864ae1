import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseJson } from './http-json.ts';

/**
 * The JSON of a callback signed hex(HMAC-SHA256(secret, raw body)), or undefined when the
 * signature is missing or wrong (compared in constant time) or the body is no JSON.
 */
export function signedJson(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): unknown {
  const hex = signature?.trim();
  if (hex === undefined || !/^[0-9a-f]{64}$/i.test(hex)) return undefined;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  if (!timingSafeEqual(Buffer.from(hex, 'hex'), expected)) return undefined;
  return parseJson(rawBody);
}
