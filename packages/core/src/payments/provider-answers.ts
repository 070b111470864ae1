import { z } from 'zod';
import { callProvider, type ProviderEndpoint, type ProviderErrorClass } from '../shared/index.ts';

// Pieces of the payment providers' answers, checked alike for every provider.

/** A whole, positive number of tögrög. */
export const tugrik = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A point in time with its offset, as the providers write it. */
export const timestamp = z.iso.datetime({ offset: true });
/** The shop's reference for a payment, as the provider echoes it. */
export const echoedReference = z.string().min(1).max(64);
/** A provider's transaction number. */
export const transactionId = z.string().min(1).max(100);

const refundAnswer = z.object({
  refunded: tugrik,
  status: z.enum(['refunded', 'partially_refunded']),
});

/**
 * Gives back `amount` of a payment at a provider that refunds in parts and answers
 * `{ refunded, status }`. Not idempotent: a retry after an unclear failure may refund twice (up
 * to what was paid), so check before retrying.
 */
export async function refundInPart(
  endpoint: ProviderEndpoint,
  fail: ProviderErrorClass,
  what: string,
  path: string,
  amount: number,
): Promise<void> {
  const body = { amount };
  const refund = await callProvider(endpoint, fail, {
    what,
    method: 'POST',
    path,
    body,
    answer: refundAnswer,
  });
  if (refund.refunded !== amount) throw new fail('unavailable', `${what}: refunded another amount`);
}
