import { z } from 'zod';

/** Where the e-barimt service lives and the shop's API key for it. */
export interface VatServiceConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** Who the receipt is for: a person (gets a lottery number) or an organisation (by registry). */
export type VatBuyer = { type: 'person' } | { type: 'organisation'; registryNumber: string };

export interface VatReceiptRequest {
  orderNumber: string;
  /** Integer tögrög, VAT included; the items' totals must add up to it. */
  amount: number;
  vat: number;
  buyer: VatBuyer;
  items: { name: string; sku: string; quantity: number; unitPrice: number; total: number }[];
}

export interface VatReceipt {
  /** The DDTD: the 33-digit document number of the receipt. */
  id: string;
  /** For a person, e.g. "AB 12345678"; null for an organisation. */
  lottery: string | null;
  qrData: string;
  registeredAt: string;
}

/**
 * Why the service did not do it: 'unavailable' (unreachable, timed out, 5xx or an answer that
 * makes no sense; try again later) or 'rejected' (it refused the request: 4xx).
 */
export class VatServiceError extends Error {
  override readonly name = 'VatServiceError';
  constructor(
    readonly reason: 'unavailable' | 'rejected',
    message?: string,
    options?: ErrorOptions,
  ) {
    super(message ?? `VAT receipt service: ${reason}`, options);
  }
}

/** The e-barimt stand-in of `apps/sandbox`, with the API key it accepts. */
export function sandboxVatService(sandboxUrl: string): VatServiceConfig {
  return { baseUrl: new URL('/ebarimt', sandboxUrl).toString(), apiKey: 'sandbox-ebarimt-key' };
}

/** VAT included in a price (Mongolia: 10%): round(total * 10 / 110). */
export function vatIncluded(total: number): number {
  if (!Number.isSafeInteger(total)) throw new RangeError(`not a whole tögrög amount: ${total}`);
  // total / 11 never ends in exactly .5 for a whole total, so how ties round cannot matter.
  return Math.round(total / 11);
}

const TIMEOUT_MS = 10_000;

/** One call to the service: its status and JSON body, or 'unavailable' when it gave none. */
async function callService(
  config: VatServiceConfig,
  what: string,
  path: string,
  init: { method: 'GET' | 'POST' | 'DELETE'; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; json: unknown }> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${path}`;
  let response: Response;
  let body: string;
  try {
    // The API key travels in these requests: never follow a redirect elsewhere with it.
    response = await fetch(url, {
      ...init,
      headers: {
        ...init.headers,
        authorization: `Bearer ${config.apiKey}`,
        accept: 'application/json',
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
    });
    body = await response.text();
  } catch (cause) {
    throw new VatServiceError('unavailable', `${what}: no answer`, { cause });
  }
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // Left null: an error status speaks for itself, and a success without JSON fails its schema.
  }
  const status = response.status;
  if (status >= 400 && status < 500) return { status, json };
  if (status < 200 || status >= 300)
    throw new VatServiceError('unavailable', `${what}: answered ${status}`);
  return { status, json };
}

/** Reads a successful answer; one that does not fit is the service's fault, so retryable. */
function read<T>(what: string, answer: z.ZodType<T>, json: unknown): T {
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new VatServiceError('unavailable', `${what}: unexpected answer`);
  return parsed.data;
}

/** A refusal with the service's own code, e.g. `unknown_registry_number`. */
function rejected(what: string, status: number, json: unknown): VatServiceError {
  const code = z.object({ error: z.string() }).safeParse(json);
  const detail = code.success ? ` ${code.data.error.slice(0, 100)}` : '';
  return new VatServiceError('rejected', `${what}: answered ${status}${detail}`);
}

const receiptAnswer = z.object({
  id: z.string().regex(/^\d{33}$/),
  lottery: z
    .string()
    .regex(/^[A-Z]{2} ?\d{8}$/)
    .nullable(),
  qr_data: z.string().min(1).max(4096),
  registered_at: z.iso.datetime({ offset: true }),
});

/**
 * Registers the VAT receipt of a paid order. Safe to retry: the service answers the same receipt
 * for the same order number while that receipt has not been returned.
 */
export async function issueReceipt(
  config: VatServiceConfig,
  request: VatReceiptRequest,
): Promise<VatReceipt> {
  const what = `receipt for ${request.orderNumber}`;
  const { buyer } = request;
  const { status, json } = await callService(config, what, 'receipts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      order_number: request.orderNumber,
      amount: request.amount,
      vat: request.vat,
      buyer:
        buyer.type === 'person'
          ? { type: 'person' }
          : { type: 'organisation', registry_number: buyer.registryNumber },
      items: request.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        total: item.total,
      })),
    }),
  });
  if (status >= 400) throw rejected(what, status, json);
  const receipt = read(what, receiptAnswer, json);
  return {
    id: receipt.id,
    lottery: receipt.lottery,
    qrData: receipt.qr_data,
    registeredAt: receipt.registered_at,
  };
}

const organisationAnswer = z.object({ name: z.string().trim().min(1).max(500) });

/**
 * The registered name of the organisation with this registry number, or null when there is none.
 * A number that is not 7 digits is no organisation's, so it is answered without asking.
 */
export async function organisationName(
  config: VatServiceConfig,
  registryNumber: string,
): Promise<string | null> {
  if (!/^\d{7}$/.test(registryNumber)) return null;
  const what = `organisation ${registryNumber}`;
  const { status, json } = await callService(config, what, `organisations/${registryNumber}`, {
    method: 'GET',
  });
  if (status === 404) return null;
  if (status >= 400) throw rejected(what, status, json);
  return read(what, organisationAnswer, json).name;
}

const returnAnswer = z.object({ id: z.string(), returned: z.literal(true) });

/** Voids a receipt (refund or correction). Returning one twice is harmless. */
export async function returnReceipt(config: VatServiceConfig, id: string): Promise<void> {
  const what = `return of receipt ${id}`;
  const { status, json } = await callService(config, what, `receipts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  if (status >= 400) throw rejected(what, status, json);
  read(what, returnAnswer, json);
}
