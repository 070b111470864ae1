import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A whole, positive number of tögrög. */
export const tugrik = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Where a provider sends a browser or a callback: only ever an absolute http(s) URL. */
export const httpUrl = z
  .string()
  .max(2000)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'an absolute http(s) URL',
  });

/** The shop's own name for a payment, order or application. */
export const reference = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);

/** A text the shop describes a payment with. */
export const description = z.string().trim().min(1).max(255);

const idParams = z.object({ id: z.string().max(100) });

/** The `:id` of a route, or undefined when it is none. */
export const paramId = (params: unknown) => idParams.safeParse(params).data?.id;

/**
 * The request's body if it fits `schema`; otherwise answers 400 with the issues, as a real API
 * does, and returns undefined (the route then returns the reply).
 */
export function bodyOr400<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  void reply.code(400).send({ error: 'invalid_request', issues: parsed.error.issues });
  return undefined;
}

/** The absolute URL of one of the sandbox's own pages, as the caller reached the sandbox. */
export const ownUrl = (request: FastifyRequest, path: string) =>
  `${request.protocol}://${request.host}${path}`;

/** `count` random decimal digits, e.g. for a transaction number. */
export const digits = (count: number) =>
  Array.from({ length: count }, () => randomInt(10)).join('');

/** A status as the provider reports it: something still pending past its time has expired. */
export const expiredOr = <S extends string>(status: S, expiresAt: number) =>
  status === 'pending' && expiresAt <= Date.now() ? 'expired' : status;

/** Answers 409 `reference_reused`, as a provider does to a reference it has seen. */
export const referenceReused = (reply: FastifyReply, message: string) =>
  reply.code(409).send({ error: 'reference_reused', message });
