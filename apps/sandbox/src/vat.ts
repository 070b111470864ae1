import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireApiKey } from './api-key.ts';
import { digits } from './fields.ts';
import { RecordStore } from './record-store.ts';

/** The one API key the sandbox accepts, as the real service accepts only a registered shop's. */
export const SANDBOX_EBARIMT_KEY = 'sandbox-ebarimt-key';

/** Organisations the sandbox knows by name; more are generated (see `sandboxOrganisationName`). */
export const SANDBOX_ORGANISATIONS: Readonly<Record<string, string>> = {
  '1234567': 'Цэцэг Маркет ХХК',
  '2345678': 'Номин Трейд ХХК',
  '5317878': 'Говь ХК',
  '7654321': 'Хаан Ундаа ХХК',
};

// How long an order number starting with SLOW- keeps the shop waiting: longer than a short client
// timeout, shorter than the default one.
export const SLOW_RECEIPT_MS = 3000;

/**
 * The registered name for a 7-digit registry number, or undefined. Besides the seeded ones, any
 * number whose digits add up to a multiple of 7 is registered, so tests can make as many as they
 * need; the rest are not.
 */
export function sandboxOrganisationName(registryNumber: string): string | undefined {
  if (!/^\d{7}$/.test(registryNumber)) return undefined;
  const seeded = SANDBOX_ORGANISATIONS[registryNumber];
  if (seeded) return seeded;
  const digitSum = [...registryNumber].reduce((sum, digit) => sum + Number(digit), 0);
  return digitSum % 7 === 0 ? `Байгууллага ${registryNumber}` : undefined;
}

const registryNumber = z.string().regex(/^\d{7}$/);
const tugrik = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const receiptRequest = z
  .object({
    order_number: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/),
    amount: tugrik.positive(),
    vat: tugrik,
    buyer: z.discriminatedUnion('type', [
      z.object({ type: z.literal('person') }).strict(),
      z.object({ type: z.literal('organisation'), registry_number: registryNumber }).strict(),
    ]),
    items: z
      .array(
        z
          .object({
            name: z.string().trim().min(1).max(200),
            sku: z.string().trim().min(1).max(100),
            quantity: z.number().int().positive().max(1_000_000),
            unit_price: tugrik,
            total: tugrik,
          })
          .strict(),
      )
      .min(1)
      .max(1000),
  })
  .strict();
type ReceiptRequest = z.infer<typeof receiptRequest>;

interface Receipt {
  id: string;
  orderNumber: string;
  // The request as sent, to tell a retry of the same receipt from a different one.
  fingerprint: string;
  lottery: string | null;
  qrData: string;
  registeredAt: string;
}

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

/** A DDTD: the 33-digit document number the tax authority gives each receipt. */
const newDdtd = () => `${1 + randomInt(9)}${digits(32)}`;
const newLottery = () => `${letters(2)} ${digits(8)}`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The e-barimt VAT receipt service as the shop sees it over HTTP: issue a receipt for a paid order
 * (idempotent by order number), look up an organisation by registry number, return a receipt.
 * Order numbers starting with FAIL- answer 503, with SLOW- answer after SLOW_RECEIPT_MS.
 * Register with prefix /ebarimt.
 */
export async function vatSandbox(app: FastifyInstance) {
  // Found by order number while live: once returned, the order may be receipted again (e.g. to a
  // company).
  const receipts = new RecordStore<Receipt>((receipt) => receipt.orderNumber);
  app.addHook('onRequest', requireApiKey(SANDBOX_EBARIMT_KEY));

  const answer = (receipt: Receipt) => ({
    id: receipt.id,
    lottery: receipt.lottery,
    qr_data: receipt.qrData,
    registered_at: receipt.registeredAt,
  });

  app.post('/receipts', async (request, reply) => {
    const parsed = receiptRequest.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid_request', issues: parsed.error.issues });
    const body: ReceiptRequest = parsed.data;
    if (body.order_number.startsWith('FAIL-'))
      return reply.code(503).send({ error: 'service_unavailable' });
    // The receipt is still registered after the wait even if the shop gave up meanwhile, as a
    // real slow service does: the shop's retry must then get this same receipt.
    if (body.order_number.startsWith('SLOW-')) await wait(SLOW_RECEIPT_MS);

    const fingerprint = JSON.stringify(body);
    const existing = receipts.withKey(body.order_number);
    if (existing) {
      if (existing.fingerprint !== fingerprint)
        return reply.code(409).send({
          error: 'order_number_reused',
          message: 'This order already has a receipt with other contents; return it first.',
        });
      return reply.code(200).send(answer(existing));
    }

    if (body.buyer.type === 'organisation' && !sandboxOrganisationName(body.buyer.registry_number))
      return reply.code(422).send({ error: 'unknown_registry_number' });
    const itemsTotal = body.items.reduce((sum, item) => sum + item.total, 0);
    if (itemsTotal !== body.amount)
      return reply.code(422).send({
        error: 'amount_mismatch',
        message: `The items add up to ${itemsTotal}, not ${body.amount}.`,
      });
    if (body.vat > body.amount) return reply.code(422).send({ error: 'vat_exceeds_amount' });

    const receipt: Receipt = {
      id: newDdtd(),
      orderNumber: body.order_number,
      fingerprint,
      lottery: body.buyer.type === 'person' ? newLottery() : null,
      qrData: digits(120),
      registeredAt: new Date().toISOString(),
    };
    receipts.add(receipt);
    return reply.code(201).send(answer(receipt));
  });

  app.get('/organisations/:registry_number', async (request, reply) => {
    const parsed = z.object({ registry_number: registryNumber }).safeParse(request.params);
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid_request', issues: parsed.error.issues });
    const number = parsed.data.registry_number;
    const name = sandboxOrganisationName(number);
    if (name === undefined) return reply.code(404).send({ error: 'unknown_registry_number' });
    return { registry_number: number, name };
  });

  app.delete('/receipts/:id', async (request, reply) => {
    const parsed = z.object({ id: z.string().regex(/^\d{33}$/) }).safeParse(request.params);
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid_request', issues: parsed.error.issues });
    const receipt = receipts.get(parsed.data.id);
    if (!receipt) return reply.code(404).send({ error: 'unknown_receipt' });
    // Returning twice changes nothing, so a shop that lost the first answer can simply retry.
    receipts.releaseKey(receipt);
    return { id: receipt.id, returned: true };
  });
}
