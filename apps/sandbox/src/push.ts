import { createPublicKey, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** What the stand-in push service received for a subscription, as it came. */
export interface ReceivedPush {
  /** The encrypted message (aes128gcm), base64: only the device's keys open it. */
  body: string;
  encoding: string | undefined;
  ttl: number;
  urgency: string | undefined;
  /** The shop's VAPID public key, from the Authorization header. */
  vapidKey: string;
  at: number;
}

/** Subscriptions whose id starts with this are gone: the service answers 410, as a real one does. */
export const GONE_PREFIX = 'gone-';

/**
 * A Web Push service (RFC 8030) for the shop's tests and try-outs: `POST /push/{id}` takes an
 * encrypted message for the subscription `{id}` when the shop's VAPID signature (RFC 8292) is
 * valid for this service, and keeps it; `GET /push/{id}/messages` lists what arrived.
 */
export async function pushServiceSandbox(app: FastifyInstance) {
  const received = new Map<string, ReceivedPush[]>();
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post('/push/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const vapidKey = checkVapid(
      request.headers.authorization,
      `${request.protocol}://${request.host}`,
    );
    if (!vapidKey) return reply.code(401).send({ error: 'VAPID signature missing or invalid' });
    if (id.startsWith(GONE_PREFIX)) return reply.code(410).send({ error: 'subscription gone' });
    const ttl = Number(request.headers.ttl);
    if (!Buffer.isBuffer(request.body) || !Number.isInteger(ttl)) {
      return reply.code(400).send({ error: 'an encrypted body and a TTL are needed' });
    }
    const messages = received.get(id) ?? [];
    messages.push({
      body: request.body.toString('base64'),
      encoding: request.headers['content-encoding'],
      ttl,
      urgency: request.headers.urgency as string | undefined,
      vapidKey,
      at: Date.now(),
    });
    received.set(id, messages);
    return reply.code(201).header('location', `/push/${id}/messages/${messages.length}`).send();
  });

  app.get('/push/:id/messages', async (request) => {
    const { id } = request.params as { id: string };
    return { messages: received.get(id) ?? [] };
  });
}

/**
 * The sender's public key when `Authorization: vapid t=<JWT>, k=<key>` holds a JWT signed
 * (ES256) by that key, for this service (`aud`), not expired; otherwise null.
 */
export function checkVapid(header: string | undefined, audience: string): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, jwt = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return null;
  try {
    return signedFor(jwt, raw, audience) ? key : null;
  } catch {
    // Not a point on the curve, or claims that are no JSON: not signed by anyone.
    return null;
  }
}

function signedFor(jwt: string, raw: Buffer, audience: string): boolean {
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return false;
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const fresh = typeof body.exp === 'number' && body.exp * 1000 > Date.now();
  return body.aud === audience && fresh && typeof body.sub === 'string';
}
