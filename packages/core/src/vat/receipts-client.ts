import { z } from 'zod';
import {
  callProvider,
  type ProviderCall,
  type ProviderEndpoint,
  ProviderError,
} from '../shared/index.ts';

/** Where the e-barimt service lives and the shop's API key for it. */
export type VatServiceConfig = ProviderEndpoint;

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

/** Why the service did not do it: 'unavailable' (try again later) or 'rejected' (4xx). */
export class VatServiceError extends ProviderError {
  override readonly name = 'VatServiceError';
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

/** One call to the service, failing with a VatServiceError. */
const callService = <T, M = never>(config: VatServiceConfig, call: ProviderCall<T, M>) =>
  callProvider(config, VatServiceError, call);

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
  const receipt = await callService(config, {
    what,
    method: 'POST',
    path: 'receipts',
    body: {
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
    },
    answer: receiptAnswer,
  });
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
  const organisation = await callService(config, {
    what,
    method: 'GET',
    path: `organisations/${registryNumber}`,
    answer: organisationAnswer,
    ifNotFound: null,
  });
  return organisation?.name ?? null;
}

const returnAnswer = z.object({ id: z.string(), returned: z.literal(true) });

/** Voids a receipt (refund or correction). Returning one twice is harmless. */
export async function returnReceipt(config: VatServiceConfig, id: string): Promise<void> {
  const what = `return of receipt ${id}`;
  const path = `receipts/${encodeURIComponent(id)}`;
  await callService(config, { what, method: 'DELETE', path, answer: returnAnswer });
}
