import type { FastifyReply } from 'fastify';

/** A `Vary` value that names `field` too (once, whatever its case), keeping what it named. */
export function varyWith(vary: string | undefined, field: string): string {
  if (!vary) return field;
  const named = vary.split(',').map((name) => name.trim().toLowerCase());
  return named.includes(field.toLowerCase()) ? vary : `${vary}, ${field}`;
}

/** Adds a field to the answer's `Vary`: caches in front keep one copy per value of it. */
export function addVary(reply: FastifyReply, field: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', varyWith(vary === undefined ? undefined : String(vary), field));
}
