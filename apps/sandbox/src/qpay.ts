import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireApiKey } from './api-key.ts';
import { type CallbackTiming, callbackSender, LATE_CALLBACK_MS } from './callbacks.ts';
import {
  bodyOr400,
  description,
  digits,
  expiredOr,
  httpUrl,
  ownUrl,
  paramId,
  reference,
  referenceReused,
  tugrik,
} from './fields.ts';
import { acceptForms, escapeHtml, formatTugrik, page, sendClosedPage, sendHtml } from './pages.ts';
import { RecordStore } from './record-store.ts';

/** The one API key the sandbox accepts, as QPay accepts only its merchants'. */
export const SANDBOX_QPAY_KEY = 'sandbox-qpay-key';
export const QPAY_DEFAULT_EXPIRES_IN_S = 900;

/**
 * An invoice whose reference or description starts with one of these has its payment callback
 * sent twice, late, or not at all (the shop must then find out by checking).
 */
export const QPAY_TEST_PREFIXES = {
  duplicateCallback: 'DUP-',
  lateCallback: 'LATE-',
  noCallback: 'NOCB-',
} as const;

/** The bank apps an invoice links to, in QPay's deep-link form. */
const BANK_APPS = [
  { name: 'Khan bank', description: 'Хаан банк', scheme: 'khanbank' },
  { name: 'State bank', description: 'Төрийн банк', scheme: 'statebank' },
  { name: 'TDB online', description: 'Худалдаа хөгжлийн банк', scheme: 'tdbbank' },
  { name: 'Xac bank', description: 'Хас банк', scheme: 'xacbank' },
  { name: 'SocialPay', description: 'Голомт банк', scheme: 'socialpay-payment' },
  { name: 'Most money', description: 'МОСТ мони', scheme: 'most' },
] as const;

interface Invoice {
  id: string;
  reference: string;
  amount: number;
  description: string;
  callbackUrl: string;
  callback: CallbackTiming;
  expiresAt: number;
  status: 'pending' | 'paid' | 'canceled';
  paymentId: string | null;
  paidAt: string | null;
  refunded: boolean;
}

const invoiceRequest = z
  .object({
    amount: tugrik,
    reference,
    description,
    callback_url: httpUrl,
    expires_in: z.number().int().min(1).max(3600).default(QPAY_DEFAULT_EXPIRES_IN_S),
  })
  .strict();
const checkRequest = z.object({ invoice_id: z.string().max(100) }).strict();
const payerForm = z.object({ action: z.enum(['pay', 'cancel']) });

/** How an invoice's callback is sent, as its test prefix says. */
function callbackTiming(reference: string, description: string): CallbackTiming {
  const starts = (prefix: string) => reference.startsWith(prefix) || description.startsWith(prefix);
  if (starts(QPAY_TEST_PREFIXES.noCallback)) return 'none';
  if (starts(QPAY_TEST_PREFIXES.duplicateCallback)) return 'twice';
  if (starts(QPAY_TEST_PREFIXES.lateCallback)) return 'late';
  return 'now';
}

/**
 * QPay, the Mongolian QR payment service, as the shop sees it (its v2 API, simplified): the shop
 * creates an invoice and shows its QR code and bank-app links; the customer pays in a bank app
 * (here: the payer page at `qr_text`); QPay calls the shop back unsigned, so the shop confirms
 * with payments/check. Full refunds. Test prefixes choose duplicate, late and missing callbacks.
 * Register with prefix /qpay.
 */
export async function qpaySandbox(app: FastifyInstance) {
  const invoices = new RecordStore<Invoice>((invoice) => invoice.reference);
  // Payment id -> invoice id.
  const payments = new RecordStore<{ id: string; invoiceId: string }>((payment) => payment.id);
  const callbacks = callbackSender(app, { name: 'qpay' });
  const requireKey = requireApiKey(SANDBOX_QPAY_KEY);
  acceptForms(app);

  const statusOf = (invoice: Invoice) => expiredOr(invoice.status, invoice.expiresAt);
  const find = (params: unknown) => invoices.get(paramId(params));

  app.post('/invoices', { onRequest: requireKey }, async (request, reply) => {
    const body = bodyOr400(invoiceRequest, request.body, reply);
    if (!body) return reply;
    if (invoices.withKey(body.reference))
      return referenceReused(
        reply,
        'An invoice with this reference exists; create each invoice under a new one.',
      );
    const invoice: Invoice = {
      id: randomUUID(),
      reference: body.reference,
      amount: body.amount,
      description: body.description,
      callbackUrl: body.callback_url,
      callback: callbackTiming(body.reference, body.description),
      expiresAt: Date.now() + body.expires_in * 1000,
      status: 'pending',
      paymentId: null,
      paidAt: null,
      refunded: false,
    };
    invoices.add(invoice);
    // What the QR code holds: the payer page, so a test "scans" it by opening it.
    const qrText = ownUrl(request, `${app.prefix}/pay/${invoice.id}`);
    return reply.code(201).send({
      invoice_id: invoice.id,
      qr_text: qrText,
      urls: BANK_APPS.map((bank) => ({
        name: bank.name,
        description: bank.description,
        link: `${bank.scheme}://q?qPay_QRcode=${encodeURIComponent(qrText)}`,
      })),
      expires_at: new Date(invoice.expiresAt).toISOString(),
    });
  });

  app.get('/invoices/:id', { onRequest: requireKey }, async (request, reply) => {
    const invoice = find(request.params);
    if (!invoice) return reply.code(404).send({ error: 'unknown_invoice' });
    return {
      invoice_id: invoice.id,
      reference: invoice.reference,
      amount: invoice.amount,
      status: statusOf(invoice),
      payment_id: invoice.paymentId,
      paid_amount: invoice.paymentId ? invoice.amount : 0,
      paid_at: invoice.paidAt,
      expires_at: new Date(invoice.expiresAt).toISOString(),
    };
  });

  app.delete('/invoices/:id', { onRequest: requireKey }, async (request, reply) => {
    const invoice = find(request.params);
    if (!invoice) return reply.code(404).send({ error: 'unknown_invoice' });
    if (invoice.status === 'paid')
      return reply.code(409).send({
        error: 'invoice_paid',
        message: 'This invoice is paid; refund its payment instead.',
      });
    // Canceling again, or an expired invoice, changes nothing: it can be paid no more either way.
    if (statusOf(invoice) === 'pending') invoice.status = 'canceled';
    return { invoice_id: invoice.id, status: statusOf(invoice) };
  });

  app.post('/payments/check', { onRequest: requireKey }, async (request, reply) => {
    const body = bodyOr400(checkRequest, request.body, reply);
    if (!body) return reply;
    const invoice = invoices.get(body.invoice_id);
    if (!invoice) return reply.code(404).send({ error: 'unknown_invoice' });
    const rows =
      invoice.paymentId === null
        ? []
        : [
            {
              payment_id: invoice.paymentId,
              payment_status: invoice.refunded ? 'REFUNDED' : 'PAID',
              payment_amount: invoice.amount,
              payment_date: invoice.paidAt,
            },
          ];
    const paid = rows.filter((row) => row.payment_status === 'PAID');
    return {
      count: rows.length,
      paid_amount: paid.reduce((sum, row) => sum + row.payment_amount, 0),
      rows,
    };
  });

  app.post('/payments/:id/refund', { onRequest: requireKey }, async (request, reply) => {
    const payment = payments.get(paramId(request.params));
    const invoice = invoices.get(payment?.invoiceId);
    if (!invoice) return reply.code(404).send({ error: 'unknown_payment' });
    // Refunding twice changes nothing, so a shop that lost the first answer can simply retry.
    invoice.refunded = true;
    return { payment_id: invoice.paymentId, status: 'REFUNDED' };
  });

  /** The page for an invoice that cannot be paid (any more). */
  function closedPage(reply: FastifyReply, invoice: Invoice | undefined) {
    const reasons = {
      pending: '',
      paid: 'This invoice is already paid.',
      canceled: 'The shop has canceled this invoice. Nothing was paid.',
      expired: 'This invoice has expired. Nothing was paid; ask the shop for a new QR code.',
    };
    return sendClosedPage(reply, 'Invoice', invoice && reasons[statusOf(invoice)]);
  }

  const payable = (invoice: Invoice | undefined): invoice is Invoice =>
    invoice !== undefined && statusOf(invoice) === 'pending';

  app.get('/pay/:id', async (request, reply) => {
    const invoice = find(request.params);
    if (!payable(invoice)) return closedPage(reply, invoice);
    return sendHtml(reply, 200, payerPage(app.prefix, invoice));
  });

  app.post('/pay/:id', async (request, reply) => {
    const invoice = find(request.params);
    if (!payable(invoice)) return closedPage(reply, invoice);
    const form = payerForm.safeParse(request.body ?? {}).data;
    if (!form) return sendHtml(reply, 422, payerPage(app.prefix, invoice, 'Choose Pay or Cancel.'));
    // Backing out in the bank app leaves the invoice open: the customer may scan it again.
    if (form.action === 'cancel')
      return sendHtml(
        reply,
        200,
        page(
          'Not paid',
          `<p>You did not pay. The invoice stays open until ${new Date(invoice.expiresAt).toISOString()}.</p>`,
        ),
      );
    invoice.status = 'paid';
    invoice.paymentId = digits(15);
    invoice.paidAt = new Date().toISOString();
    payments.add({ id: invoice.paymentId, invoiceId: invoice.id });
    callbacks.send(
      invoice.callbackUrl,
      { invoice_id: invoice.id, payment_id: invoice.paymentId },
      invoice.callback,
    );
    return sendHtml(
      reply,
      200,
      page(
        'Payment received',
        `<p role="status">You paid <strong>${formatTugrik(invoice.amount)}</strong>. You can go back to the shop.</p>`,
      ),
    );
  });
}

/** What the bank app shows before the customer confirms. Works without JavaScript. */
function payerPage(prefix: string, invoice: Invoice, error?: string) {
  return page(
    'QPay payment (sandbox)',
    `<p>This page stands in for the customer's bank app after scanning the QR code.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<dl>
<dt>Amount</dt><dd><strong>${formatTugrik(invoice.amount)}</strong></dd>
<dt>For</dt><dd>${escapeHtml(invoice.description)}</dd>
<dt>Open until</dt><dd>${new Date(invoice.expiresAt).toISOString()}</dd>
</dl>
<form method="post" action="${prefix}/pay/${invoice.id}">
<div class="actions">
<button type="submit" name="action" value="pay">Pay ${formatTugrik(invoice.amount)}</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
<section aria-labelledby="test-invoices">
<h2 id="test-invoices">Test invoices</h2>
<p>An invoice whose reference or description starts with</p>
<ul>
<li><code>${QPAY_TEST_PREFIXES.duplicateCallback}</code> has its callback sent twice;</li>
<li><code>${QPAY_TEST_PREFIXES.lateCallback}</code> has its callback sent ${LATE_CALLBACK_MS / 1000} s late;</li>
<li><code>${QPAY_TEST_PREFIXES.noCallback}</code> has no callback (the shop must check).</li>
</ul>
</section>`,
  );
}
