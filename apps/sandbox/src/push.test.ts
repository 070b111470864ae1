import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkVapid } from './push.ts';

const AUDIENCE = 'http://127.0.0.1:3100';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A VAPID header as a shop signs it (RFC 8292), with claims of the test's choosing. */
function vapidHeader(claims: Record<string, unknown>) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const raw = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(String(jwk.x), 'base64url'),
    Buffer.from(String(jwk.y), 'base64url'),
  ]).toString('base64url');
  const unsigned = `${b64({ typ: 'JWT', alg: 'ES256' })}.${b64(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), {
    key: privateKey,
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
  return { header: `vapid t=${unsigned}.${signature}, k=${raw}`, key: raw };
}

const fresh = { aud: AUDIENCE, exp: Math.floor(Date.now() / 1000) + 3600, sub: 'mailto:a@b.mn' };

describe('the sandbox push service’s VAPID check', () => {
  it('takes a fresh signature for this service, and answers the signer’s key', () => {
    const { header, key } = vapidHeader(fresh);
    expect(checkVapid(header, AUDIENCE)).toBe(key);
  });

  it('refuses another audience, an expired claim, a forged signature or junk', () => {
    expect(checkVapid(vapidHeader({ ...fresh, aud: 'http://elsewhere' }).header, AUDIENCE)).toBe(
      null,
    );
    expect(checkVapid(vapidHeader({ ...fresh, exp: 1 }).header, AUDIENCE)).toBe(null);
    const mine = vapidHeader(fresh);
    const other = vapidHeader(fresh);
    const forged = `${mine.header.split(', k=')[0]}, k=${other.key}`;
    expect(checkVapid(forged, AUDIENCE)).toBe(null);
    const offCurve = `04${'ab'.repeat(64)}`;
    const junkKey = Buffer.from(offCurve, 'hex').toString('base64url');
    expect(checkVapid(`vapid t=a.b.c, k=${junkKey}`, AUDIENCE)).toBe(null);
    expect(checkVapid(undefined, AUDIENCE)).toBe(null);
  });
});
