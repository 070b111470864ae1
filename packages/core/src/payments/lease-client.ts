import { z } from 'zod';
import {
  callProvider,
  type ProviderCall,
  type ProviderEndpoint,
  ProviderError,
  pathId,
  pathIdSchema,
  signedJson,
} from '../shared/index.ts';
import { echoedReference, timestamp, tugrik } from './provider-answers.ts';

/** Where the leasing company lives, the shop's key, and the secret its callbacks are signed with. */
export interface LeaseConfig extends ProviderEndpoint {
  callbackSecret: string;
}

/** Why the leasing company did not do it: 'unavailable' (try again later) or 'rejected' (4xx). */
export class LeaseError extends ProviderError {
  override readonly name = 'LeaseError';
}

export type LeaseStatus = 'pending' | 'approved' | 'declined' | 'canceled';
export type LeaseDeclineReason = 'credit_check' | 'over_limit';

export interface LeaseApplicationRequest {
  /** The order number. */
  reference: string;
  /** What is financed: the order's total less the down payment. */
  amount: number;
  /** 3 to 24. */
  months: number;
  monthly: number;
  downPayment: number;
  customer: { phone: string; name?: string };
  callbackUrl: string;
}

export interface LeaseApplicationState {
  applicationId: string;
  reference: string;
  status: LeaseStatus;
  declineReason: LeaseDeclineReason | null;
  amount: number;
  months: number;
  monthly: number;
  decidedAt: string | null;
}

/** A verified callback: the company's decision on an application. */
export interface LeaseCallback {
  applicationId: string;
  reference: string;
  status: LeaseStatus;
  amount: number;
  declineReason: LeaseDeclineReason | null;
}

/** The leasing stand-in of `apps/sandbox`, with the key and callback secret it uses. */
export function sandboxLease(sandboxUrl: string): LeaseConfig {
  return {
    baseUrl: `${sandboxUrl.replace(/\/+$/, '')}/lease`,
    apiKey: 'sandbox-lease-key',
    callbackSecret: 'sandbox-lease-secret',
  };
}

/** One call to the leasing company, failing with a LeaseError. */
const callLease = <T, M = never>(config: LeaseConfig, call: ProviderCall<T, M>) =>
  callProvider(config, LeaseError, call);

const applicationId = pathIdSchema;
const leaseStatus = z.enum(['pending', 'approved', 'declined', 'canceled']);
const declineReason = z.enum(['credit_check', 'over_limit']).nullable();

const applyAnswer = z.object({ application_id: applicationId, status: leaseStatus });

/**
 * Applies for a loan over `amount`; the decision comes later by callback (or ask
 * `leaseApplicationState`). Safe to retry: the same request for the same order answers the same
 * application. Other terms for an order with a live application are 'rejected'.
 */
export async function applyForLease(
  config: LeaseConfig,
  request: LeaseApplicationRequest,
): Promise<{ applicationId: string; status: LeaseStatus }> {
  const { customer } = request;
  const application = await callLease(config, {
    what: `lease application for ${request.reference}`,
    method: 'POST',
    path: 'applications',
    body: {
      reference: request.reference,
      amount: request.amount,
      months: request.months,
      monthly: request.monthly,
      down_payment: request.downPayment,
      customer: {
        phone: customer.phone,
        ...(customer.name !== undefined && { name: customer.name }),
      },
      callback_url: request.callbackUrl,
    },
    answer: applyAnswer,
  });
  return { applicationId: application.application_id, status: application.status };
}

const stateAnswer = z.object({
  application_id: applicationId,
  reference: echoedReference,
  status: leaseStatus,
  decline_reason: declineReason,
  amount: tugrik,
  months: z.number().int().positive(),
  monthly: tugrik,
  decided_at: timestamp.nullable(),
});

const applicationPath = (what: string, id: string) =>
  `applications/${pathId(LeaseError, what, id)}`;

/** An application as the leasing company has it now. */
export async function leaseApplicationState(
  config: LeaseConfig,
  id: string,
): Promise<LeaseApplicationState> {
  const what = `lease application ${id}`;
  const path = applicationPath(what, id);
  const state = await callLease(config, { what, method: 'GET', path, answer: stateAnswer });
  return {
    applicationId: state.application_id,
    reference: state.reference,
    status: state.status,
    declineReason: state.decline_reason,
    amount: state.amount,
    months: state.months,
    monthly: state.monthly,
    decidedAt: state.decided_at,
  };
}

const cancelAnswer = z.object({ application_id: applicationId, status: z.literal('canceled') });

/**
 * Cancels an application (the order was canceled), before or after approval. Safe to retry. A
 * declined application is 'rejected': there is no loan to cancel.
 */
export async function cancelLeaseApplication(config: LeaseConfig, id: string): Promise<void> {
  const what = `canceling lease application ${id}`;
  const path = `${applicationPath(what, id)}/cancel`;
  await callLease(config, { what, method: 'POST', path, answer: cancelAnswer });
}

const callbackPayload = z.object({
  application_id: applicationId,
  reference: echoedReference,
  status: leaseStatus,
  amount: tugrik,
  decline_reason: declineReason.optional(),
});

/** Verifies a callback: timing-safe HMAC over the raw body; null when forged or malformed. */
export function readLeaseCallback(
  config: LeaseConfig,
  rawBody: string,
  signature: string | undefined,
): LeaseCallback | null {
  const parsed = callbackPayload.safeParse(signedJson(config.callbackSecret, rawBody, signature));
  if (!parsed.success) return null;
  const callback = parsed.data;
  return {
    applicationId: callback.application_id,
    reference: callback.reference,
    status: callback.status,
    amount: callback.amount,
    declineReason: callback.decline_reason ?? null,
  };
}
