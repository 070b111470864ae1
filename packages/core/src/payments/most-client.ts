import { z } from 'zod';
import {
  callProvider,
  type ProviderCall,
  type ProviderEndpoint,
  ProviderError,
  pathId,
  pathIdSchema,
} from '../shared/index.ts';
import { echoedReference, refundInPart, timestamp, tugrik } from './provider-answers.ts';

/** Where Most Money lives and the shop's key for it. */
export type MostConfig = ProviderEndpoint;

/** Why Most did not do it: 'unavailable' (try again later) or 'rejected' (4xx). */
export class MostError extends ProviderError {
  override readonly name = 'MostError';
}

export type MostDeclineReason = 'insufficient_funds' | 'declined';

/** A purchase from the customer's wallet. A decline is an answer, not an error. */
export interface MostTransaction {
  transactionId: string;
  status: 'paid' | 'declined';
  declineReason: MostDeclineReason | null;
  amount: number;
}

export interface MostTransactionState extends MostTransaction {
  reference: string;
  /** How much of it has been refunded. */
  refunded: number;
  createdAt: string;
}

/** The Most stand-in of `apps/sandbox`, with the key it accepts. */
export function sandboxMost(sandboxUrl: string): MostConfig {
  return { baseUrl: `${sandboxUrl.replace(/\/+$/, '')}/most`, apiKey: 'sandbox-most-key' };
}

/** One call to Most, failing with a MostError. */
const callMost = <T, M = never>(config: MostConfig, call: ProviderCall<T, M>) =>
  callProvider(config, MostError, call);

const transactionAnswer = z.object({
  transaction_id: pathIdSchema,
  status: z.enum(['paid', 'declined']),
  decline_reason: z.enum(['insufficient_funds', 'declined']).nullable(),
  amount: tugrik,
});

/**
 * Pays `amount` from the customer's wallet with the two tokens its app handed over. Safe to
 * retry: the same transaction token answers the same transaction and never debits twice; the
 * same token for another amount or reference, or forged tokens, are 'rejected'.
 */
export async function mostPurchase(
  config: MostConfig,
  request: {
    custtkn: string;
    txntkn: string;
    amount: number;
    reference: string;
    description: string;
  },
): Promise<MostTransaction> {
  const what = `Most purchase of ${request.amount} for ${request.reference}`;
  const transaction = await callMost(config, {
    what,
    method: 'POST',
    path: 'purchases',
    body: {
      custtkn: request.custtkn,
      txntkn: request.txntkn,
      amount: request.amount,
      reference: request.reference,
      description: request.description,
    },
    answer: transactionAnswer,
  });
  if (transaction.amount !== request.amount)
    throw new MostError('unavailable', `${what}: answered another amount`);
  return {
    transactionId: transaction.transaction_id,
    status: transaction.status,
    declineReason: transaction.decline_reason,
    amount: transaction.amount,
  };
}

const stateAnswer = transactionAnswer.extend({
  reference: echoedReference,
  refunded: z.number().int().nonnegative(),
  created_at: timestamp,
});

const transactionPath = (what: string, id: string) => `transactions/${pathId(MostError, what, id)}`;

/** A transaction as Most has it now. */
export async function mostTransactionState(
  config: MostConfig,
  id: string,
): Promise<MostTransactionState> {
  const what = `Most transaction ${id}`;
  const path = transactionPath(what, id);
  const state = await callMost(config, { what, method: 'GET', path, answer: stateAnswer });
  return {
    transactionId: state.transaction_id,
    reference: state.reference,
    status: state.status,
    declineReason: state.decline_reason,
    amount: state.amount,
    refunded: state.refunded,
    createdAt: state.created_at,
  };
}

/**
 * Gives back part or all of a paid transaction into the customer's wallet. Not idempotent: a
 * retry after an unclear failure may refund twice (up to what was paid), so check before retrying.
 */
export async function refundMostTransaction(
  config: MostConfig,
  id: string,
  amount: number,
): Promise<void> {
  const what = `refund of ${amount} on Most transaction ${id}`;
  await refundInPart(config, MostError, what, `${transactionPath(what, id)}/refund`, amount);
}
