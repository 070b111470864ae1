import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SharedLifetimes, sharedCacheHeaders } from './shared-cache.ts';
import { addVary } from './vary.ts';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** How an answer is sent: brotli, gzip, or as it is ("identity", RFC 9110). */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A kept answer's bytes (a shared page, a product's details), compressed when it is kept rather
 * than again for every client it is sent to: a hit costs no compression, and a page takes a sixth
 * to an eighth of the memory its HTML would. Kept in the encoding its first client took; another
 * is made (and kept) when a client first asks for it, so a client that takes no compression (a
 * script, a load test) costs no unpacking either. At least one is always there.
 */
export type EncodedBody = Partial<Record<Encoding, Buffer>>;

/**
 * Made once per answer and encoding, off the event loop (zlib's thread pool), so at a level above
 * what compressing every answer affords (@fastify/compress sends brotli at 4). Measured on a list
 * page of 127 KB: brotli 4 gives 18.0 KB in 1.6 ms, 5 gives 16.6 KB in 2.6 ms, 9 barely less in
 * 16 ms and 11 gives 14.2 KB in 160 ms; gzip 6 gives 20.4 KB in 2 ms and 9 saves nothing more.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * How hard to compress: `quick` for an answer kept seconds or minutes; `most` for one named by its
 * content and kept by browsers for a year, made once (as the build does for its assets).
 */
export type Effort = 'quick' | 'most';

async function encode(
  plain: Buffer,
  encoding: Encoding,
  effort: Effort = 'quick',
): Promise<Buffer> {
  if (encoding === 'identity') return plain;
  if (encoding === 'gzip') return gzipped(plain, { level: effort === 'most' ? 9 : GZIP_LEVEL });
  return brotli(plain, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]:
        effort === 'most' ? constants.BROTLI_MAX_QUALITY : BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
}

/** An answer to keep, in the encoding the client it was made for takes. */
export async function encodeBody(plain: Buffer, encoding: Encoding): Promise<EncodedBody> {
  return { [encoding]: await encode(plain, encoding) };
}

/** An answer in every encoding at once, compressed as far as it goes: nothing is made per client. */
export async function encodeEvery(plain: Buffer): Promise<EncodedBody> {
  const [br, gzip] = await Promise.all([
    encode(plain, 'br', 'most'),
    encode(plain, 'gzip', 'most'),
  ]);
  return { identity: plain, br, gzip };
}

/** The encoding a request's `Accept-Encoding` takes best of those kept (RFC 9110, 12.5.3). */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  return (acceptEncoding && negotiate(acceptEncoding, ['br', 'gzip'])) || 'identity';
}

/**
 * The answer's bytes in an encoding. `made`: they were not kept in it and had to be made, worth
 * keeping for the next client who asks alike.
 */
export async function bytesIn(
  body: EncodedBody,
  encoding: Encoding,
): Promise<{ bytes: Buffer; made: boolean }> {
  const kept = body[encoding];
  if (kept) return { bytes: kept, made: false };
  return { bytes: await encode(await plainOf(body), encoding), made: true };
}

/** The answer as it is (HTML, JSON), from whichever encoding is kept. */
async function plainOf(body: EncodedBody): Promise<Buffer> {
  if (body.identity) return body.identity;
  if (body.br) return unbrotli(body.br);
  if (body.gzip) return gunzipped(body.gzip);
  throw new Error('a kept answer holds no bytes');
}

/** Bytes the kept answer takes in memory. */
export const encodedSize = (body: EncodedBody) =>
  (body.identity?.length ?? 0) + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

/**
 * Sends a kept answer in the encoding the request takes, as kept: @fastify/compress leaves an
 * answer alone once it says its encoding. Bytes made for this request are handed to `keep`.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  keep: (encoding: Encoding, bytes: Buffer) => void,
) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const { bytes, made } = await bytesIn(body, encoding);
  if (made) keep(encoding, bytes);
  // A cache in front keeps one copy per encoding.
  addVary(reply, 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/** Where kept answers live: a `TtlCache`, a `ForgettingCache`. */
export interface KeptAnswers {
  get(key: string, compute: () => Promise<EncodedBody>): Promise<EncodedBody>;
}

/** Where a JSON answer for everyone is kept, and how long a cache in front may keep it too. */
export interface KeptJson {
  answers: KeptAnswers;
  /** None: only this process keeps it. */
  shared: SharedLifetimes | null;
}

/**
 * Sends a JSON answer kept as sent: the first request for `key` builds it (`answer`, checked and
 * written as the route's serializer would), encoded for that request's client; later ones get
 * the bytes, and a cache in front may keep them as long (`shared`). Without `kept`, built for
 * this request alone.
 */
export async function sendKeptJson(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptJson | null,
  key: string,
  answer: () => Promise<unknown>,
) {
  const build = async () =>
    encodeBody(
      Buffer.from(JSON.stringify(await answer())),
      pickEncoding(request.headers['accept-encoding']),
    );
  const body = kept ? await kept.answers.get(key, build) : await build();
  reply.type('application/json; charset=utf-8');
  if (kept?.shared) reply.headers(sharedCacheHeaders(kept.shared));
  return sendEncoded(request, reply, body, (encoding, bytes) => {
    body[encoding] = bytes;
  });
}
