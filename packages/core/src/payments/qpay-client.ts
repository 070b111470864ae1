import { z } from 'zod';
import {
  callProvider,
  type ProviderCall,
  type ProviderEndpoint,
  ProviderError,
  parseJson,
  pathId,
  pathIdSchema,
} from '../shared/index.ts';
import { echoedReference, timestamp, tugrik } from './provider-answers.ts';

/** Where QPay lives and the shop's key for it. */
export type QpayConfig = ProviderEndpoint;

/** Why QPay did not do it: 'unavailable' (try again later) or 'rejected' (4xx). */
export class QpayError extends ProviderError {
  override readonly name = 'QpayError';
}

/** An invoice to show the customer: a QR code of `qrText`, or a bank app's link on a phone. */
export interface QpayInvoice {
  invoiceId: string;
  qrText: string;
  /** Bank-app deep links; on a phone, a tap opens the bank app on this invoice. */
  bankApps: { name: string; description: string; link: string }[];
  expiresAt: string;
}

export type QpayInvoiceStatus = 'pending' | 'paid' | 'expired' | 'canceled';

export interface QpayInvoiceState {
  invoiceId: string;
  reference: string;
  amount: number;
  status: QpayInvoiceStatus;
  paymentId: string | null;
  paidAmount: number;
  paidAt: string | null;
  expiresAt: string;
}

/** The payments made on an invoice, as QPay's payments/check lists them. */
export interface QpayPaymentCheck {
  count: number;
  /** What is paid and not refunded. */
  paidAmount: number;
  rows: { paymentId: string; status: 'PAID' | 'REFUNDED'; amount: number; paidAt: string }[];
}

/** What a (not signed, so not trusted) callback names: confirm it with `checkQpayPayment`. */
export interface QpayCallback {
  invoiceId: string;
  paymentId: string;
}

/** The QPay stand-in of `apps/sandbox`, with the key it accepts. */
export function sandboxQpay(sandboxUrl: string): QpayConfig {
  return { baseUrl: `${sandboxUrl.replace(/\/+$/, '')}/qpay`, apiKey: 'sandbox-qpay-key' };
}

/** One call to QPay, failing with a QpayError. */
const callQpay = <T, M = never>(config: QpayConfig, call: ProviderCall<T, M>) =>
  callProvider(config, QpayError, call);

// Both go into URL paths later.
const invoiceId = pathIdSchema;
const paymentId = pathIdSchema;
// The shop puts these links on its page: an app's own scheme is fine, a script is not.
const appLink = z
  .string()
  .max(4000)
  .regex(/^[a-z][a-z0-9+.-]*:/i)
  .refine((link) => !/^(javascript|data|vbscript|file):/i.test(link), 'not an app link');

const invoiceAnswer = z.object({
  invoice_id: invoiceId,
  // The real service's is an EMV payload, the sandbox's a URL: either way, text for a QR code.
  qr_text: z.string().min(1).max(4000),
  urls: z
    .array(z.object({ name: z.string().max(200), description: z.string().max(200), link: appLink }))
    .max(100),
  expires_at: timestamp,
});

/**
 * Creates an invoice for one payment. QPay refuses a reference it has seen ('rejected'), so each
 * attempt to pay needs its own. `expiresInSeconds` is 1 to 3600 (default 900).
 */
export async function createQpayInvoice(
  config: QpayConfig,
  request: {
    amount: number;
    reference: string;
    description: string;
    callbackUrl: string;
    expiresInSeconds?: number;
  },
): Promise<QpayInvoice> {
  const invoice = await callQpay(config, {
    what: `QPay invoice for ${request.reference}`,
    method: 'POST',
    path: 'invoices',
    body: {
      amount: request.amount,
      reference: request.reference,
      description: request.description,
      callback_url: request.callbackUrl,
      ...(request.expiresInSeconds !== undefined && { expires_in: request.expiresInSeconds }),
    },
    answer: invoiceAnswer,
  });
  return {
    invoiceId: invoice.invoice_id,
    qrText: invoice.qr_text,
    bankApps: invoice.urls,
    expiresAt: invoice.expires_at,
  };
}

const stateAnswer = z.object({
  invoice_id: invoiceId,
  reference: echoedReference,
  amount: tugrik,
  status: z.enum(['pending', 'paid', 'expired', 'canceled']),
  payment_id: paymentId.nullable(),
  paid_amount: z.number().int().nonnegative(),
  paid_at: timestamp.nullable(),
  expires_at: timestamp,
});

const invoicePath = (what: string, id: string) => `invoices/${pathId(QpayError, what, id)}`;

/** What became of an invoice, asked of QPay. */
export async function qpayInvoiceState(config: QpayConfig, id: string): Promise<QpayInvoiceState> {
  const what = `QPay invoice ${id}`;
  const path = invoicePath(what, id);
  const state = await callQpay(config, { what, method: 'GET', path, answer: stateAnswer });
  return {
    invoiceId: state.invoice_id,
    reference: state.reference,
    amount: state.amount,
    status: state.status,
    paymentId: state.payment_id,
    paidAmount: state.paid_amount,
    paidAt: state.paid_at,
    expiresAt: state.expires_at,
  };
}

const checkAnswer = z.object({
  count: z.number().int().nonnegative(),
  paid_amount: z.number().int().nonnegative(),
  rows: z
    .array(
      z.object({
        payment_id: paymentId,
        payment_status: z.enum(['PAID', 'REFUNDED']),
        payment_amount: tugrik,
        payment_date: timestamp,
      }),
    )
    .max(1000),
});

/**
 * The payments made on an invoice: how the shop confirms a callback (QPay does not sign them) or
 * finds a payment whose callback never came.
 */
export async function checkQpayPayment(
  config: QpayConfig,
  invoiceId: string,
): Promise<QpayPaymentCheck> {
  const what = `QPay payments of invoice ${invoiceId}`;
  const check = await callQpay(config, {
    what,
    method: 'POST',
    path: 'payments/check',
    body: { invoice_id: invoiceId },
    answer: checkAnswer,
  });
  return {
    count: check.count,
    paidAmount: check.paid_amount,
    rows: check.rows.map((row) => ({
      paymentId: row.payment_id,
      status: row.payment_status,
      amount: row.payment_amount,
      paidAt: row.payment_date,
    })),
  };
}

const cancelAnswer = z.object({ invoice_id: invoiceId, status: z.enum(['canceled', 'expired']) });

/**
 * Cancels an unpaid invoice so it can no longer be paid; answers 'canceled', or 'expired' when it
 * ran out first. Safe to retry. A paid invoice is 'rejected': refund its payment instead.
 */
export async function cancelQpayInvoice(
  config: QpayConfig,
  id: string,
): Promise<'canceled' | 'expired'> {
  const what = `canceling QPay invoice ${id}`;
  const path = invoicePath(what, id);
  return (await callQpay(config, { what, method: 'DELETE', path, answer: cancelAnswer })).status;
}

const refundAnswer = z.object({ status: z.literal('REFUNDED') });

/** Gives back a payment in full. Safe to retry: a refunded payment stays refunded. */
export async function refundQpayPayment(config: QpayConfig, id: string): Promise<void> {
  const what = `refund of QPay payment ${id}`;
  const path = `payments/${pathId(QpayError, what, id)}/refund`;
  await callQpay(config, { what, method: 'POST', path, answer: refundAnswer });
}

const callbackPayload = z.object({ invoice_id: invoiceId, payment_id: paymentId });

/**
 * Reads QPay's callback, or null when malformed. It is not signed, so anyone could send it: it
 * only says which invoice to check with `checkQpayPayment`, never that anything is paid.
 */
export function readQpayCallback(rawBody: string): QpayCallback | null {
  const parsed = callbackPayload.safeParse(parseJson(rawBody));
  if (!parsed.success) return null;
  return { invoiceId: parsed.data.invoice_id, paymentId: parsed.data.payment_id };
}
