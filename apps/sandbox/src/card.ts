import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The one API key the sandbox accepts, as a real gateway accepts only its merchants'. */
export const SANDBOX_CARD_KEY = 'sandbox-card-key';
/** What the sandbox signs its callbacks with: hex(HMAC-SHA256(secret, raw body)). */
export const SANDBOX_CARD_SECRET = 'sandbox-card-secret';

/** Test cards that choose an outcome; any other valid card is paid and called back at once. */
export const SANDBOX_TEST_CARDS = {
  paid: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  duplicateCallback: '4000000000003220',
  lateCallback: '4000000000000119',
} as const;

export const CARD_SESSION_TTL_MS = 15 * 60_000;
/** How long after the shopper is sent back the late test card's callback arrives. */
export const LATE_CALLBACK_MS = 2000;
/** A callback that fails (non-2xx or no answer) is sent again this many times, this far apart. */
export const CALLBACK_RETRIES = 3;
export const CALLBACK_RETRY_PAUSE_MS = 200;
const CALLBACK_TIMEOUT_MS = 5000;
// Enough for any test run; stops a runaway client from growing the sandbox without end.
const MAX_SESSIONS = 10_000;

type DeclineReason = 'card_declined' | 'insufficient_funds';
type Callback = 'now' | 'twice' | 'late';
type Outcome = { declineReason: DeclineReason | null; callback: Callback };

// In the order the hosted page lists them.
const TEST_CARD_OUTCOMES: Readonly<Record<string, Outcome & { hint: string }>> = {
  [SANDBOX_TEST_CARDS.paid]: { declineReason: null, callback: 'now', hint: 'succeeds' },
  [SANDBOX_TEST_CARDS.declined]: {
    declineReason: 'card_declined',
    callback: 'now',
    hint: 'is declined',
  },
  [SANDBOX_TEST_CARDS.insufficientFunds]: {
    declineReason: 'insufficient_funds',
    callback: 'now',
    hint: 'is declined: insufficient funds',
  },
  [SANDBOX_TEST_CARDS.duplicateCallback]: {
    declineReason: null,
    callback: 'twice',
    hint: 'succeeds, but its callback is sent twice (duplicate)',
  },
  [SANDBOX_TEST_CARDS.lateCallback]: {
    declineReason: null,
    callback: 'late',
    hint: `succeeds, but its callback arrives late (${LATE_CALLBACK_MS / 1000} s after the redirect)`,
  },
};

interface Session {
  id: string;
  reference: string;
  amount: number;
  description: string;
  returnUrl: string;
  callbackUrl: string;
  expiresAt: number;
  status: 'pending' | 'paid' | 'declined' | 'canceled';
  declineReason: DeclineReason | null;
  transactionId: string | null;
  // Only ever the last four digits: the full number is forgotten once the outcome is decided.
  cardLast4: string | null;
  cardBrand: string | null;
  paidAt: string | null;
  refunded: number;
}

const tugrik = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const httpUrl = z
  .string()
  .max(2000)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'an absolute http(s) URL',
  });
const sessionRequest = z
  .object({
    amount: tugrik,
    currency: z.literal('MNT'),
    reference: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/),
    description: z.string().trim().min(1).max(255),
    return_url: httpUrl,
    callback_url: httpUrl,
  })
  .strict();
const refundRequest = z.object({ amount: tugrik }).strict();
const sessionParams = z.object({ id: z.string().max(100) });
const cardForm = z.object({
  action: z.enum(['pay', 'cancel']).default('pay'),
  card_number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(100).default(''),
});
type CardForm = z.infer<typeof cardForm>;
type Field = 'card_number' | 'expiry' | 'cvc';
type FieldErrors = Partial<Record<Field, string>>;

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const sameText = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));
const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** Luhn's check digit test, which every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^62/.test(number)) return 'unionpay';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^35/.test(number)) return 'jcb';
  return 'other';
}

/** The card's number if the form holds a usable card, else what is wrong with each field. */
function checkCard(form: CardForm, now: Date): { number: string } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = form.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    errors.card_number = 'Enter a valid card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  // A card is good until the end of its expiry month.
  else if (Date.UTC(2000 + Number(expiry[2]), month, 1) <= now.getTime())
    errors.expiry = 'This card has expired.';
  if (!/^\d{3}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3-digit CVC.';
  return Object.keys(errors).length > 0 ? { errors } : { number };
}

const formatTugrik = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}₮`;

/**
 * A Mongolian bank's card e-commerce gateway as the shop sees it: the shop opens a session, sends
 * the shopper to the gateway's hosted page (so card numbers never reach the shop), hears the
 * outcome by a signed server-to-server callback and reads it back by API; it can refund. Test
 * cards choose declines, duplicate and late callbacks. Register with prefix /card.
 */
export async function cardSandbox(app: FastifyInstance) {
  const sessions = new Map<string, Session>();
  const byReference = new Map<string, string>();
  // Callbacks outlive their request; closing the sandbox stops the ones still waiting.
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());

  // The hosted page posts a form; scoped to this plugin, so other sandbox routes keep JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const requireKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = bearer(request.headers.authorization);
    if (key === undefined || !sameText(key, SANDBOX_CARD_KEY))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', message: 'A valid API key is required.' });
  };

  const statusOf = (session: Session) =>
    session.status === 'pending' && session.expiresAt <= Date.now() ? 'expired' : session.status;
  const find = (params: unknown) => {
    const parsed = sessionParams.safeParse(params);
    return parsed.success ? sessions.get(parsed.data.id) : undefined;
  };

  function remember(session: Session) {
    sessions.set(session.id, session);
    byReference.set(session.reference, session.id);
    for (const [id, old] of sessions) {
      if (sessions.size <= MAX_SESSIONS) break;
      sessions.delete(id);
      if (byReference.get(old.reference) === id) byReference.delete(old.reference);
    }
  }

  const pause = (ms: number) =>
    sleep(ms, undefined, { signal: closing.signal }).then(
      () => true,
      () => false,
    );

  /** One callback, sent again on failure; true once the shop answered 2xx. */
  async function deliver(url: string, body: string): Promise<boolean> {
    const signature = createHmac('sha256', SANDBOX_CARD_SECRET).update(body).digest('hex');
    for (let attempt = 0; attempt <= CALLBACK_RETRIES; attempt += 1) {
      if (attempt > 0 && !(await pause(CALLBACK_RETRY_PAUSE_MS))) return false;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signature },
          body,
          redirect: 'manual',
          signal: AbortSignal.any([closing.signal, AbortSignal.timeout(CALLBACK_TIMEOUT_MS)]),
        });
        await response.body?.cancel();
        if (response.ok) return true;
      } catch {
        if (closing.signal.aborted) return false;
      }
    }
    app.log.warn({ url }, 'card callback not delivered');
    return false;
  }

  function sendCallback(session: Session, timing: Callback) {
    const body = JSON.stringify({
      session_id: session.id,
      reference: session.reference,
      status: session.status,
      amount: session.amount,
      transaction_id: session.transactionId,
      card_last4: session.cardLast4,
      decline_reason: session.declineReason,
    });
    const send = async () => {
      if (timing === 'late' && !(await pause(LATE_CALLBACK_MS))) return;
      await deliver(session.callbackUrl, body);
      if (timing === 'twice') await deliver(session.callbackUrl, body);
    };
    void send();
  }

  app.post('/sessions', { onRequest: requireKey }, async (request, reply) => {
    const parsed = sessionRequest.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid_request', issues: parsed.error.issues });
    const body = parsed.data;
    if (byReference.has(body.reference))
      return reply.code(409).send({
        error: 'reference_reused',
        message: 'A session with this reference exists; pay each attempt under a new reference.',
      });
    const session: Session = {
      id: `cs_${randomBytes(12).toString('hex')}`,
      reference: body.reference,
      amount: body.amount,
      description: body.description,
      returnUrl: body.return_url,
      callbackUrl: body.callback_url,
      expiresAt: Date.now() + CARD_SESSION_TTL_MS,
      status: 'pending',
      declineReason: null,
      transactionId: null,
      cardLast4: null,
      cardBrand: null,
      paidAt: null,
      refunded: 0,
    };
    remember(session);
    const payPath = `${app.prefix}/pay/${session.id}`;
    return reply.code(201).send({
      id: session.id,
      payment_url: `${request.protocol}://${request.host}${payPath}`,
      expires_at: new Date(session.expiresAt).toISOString(),
    });
  });

  app.get('/sessions/:id', { onRequest: requireKey }, async (request, reply) => {
    const session = find(request.params);
    if (!session) return reply.code(404).send({ error: 'unknown_session' });
    return {
      id: session.id,
      reference: session.reference,
      amount: session.amount,
      status: statusOf(session),
      transaction_id: session.transactionId,
      card_last4: session.cardLast4,
      card_brand: session.cardBrand,
      paid_at: session.paidAt,
      decline_reason: session.declineReason,
    };
  });

  app.post('/sessions/:id/refund', { onRequest: requireKey }, async (request, reply) => {
    const session = find(request.params);
    if (!session) return reply.code(404).send({ error: 'unknown_session' });
    const parsed = refundRequest.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid_request', issues: parsed.error.issues });
    if (session.status !== 'paid') return reply.code(409).send({ error: 'not_paid' });
    const { amount } = parsed.data;
    if (amount > session.amount - session.refunded)
      return reply.code(422).send({
        error: 'exceeds_paid',
        message: `Only ${session.amount - session.refunded} of ${session.amount} is left to refund.`,
      });
    session.refunded += amount;
    return {
      refunded: amount,
      status: session.refunded === session.amount ? 'refunded' : 'partially_refunded',
    };
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  const payable = (session: Session | undefined): session is Session =>
    session !== undefined && statusOf(session) === 'pending';

  /** The page for a session that cannot be paid (any more). */
  function closedPage(reply: FastifyReply, session: Session | undefined) {
    if (!session)
      return html(
        reply,
        404,
        page('Payment not found', '<p>There is no such payment session.</p>'),
      );
    const status = statusOf(session);
    const reason =
      status === 'expired'
        ? 'This payment session has expired. Go back to the shop and start the payment again.'
        : `This payment is already finished (${status}).`;
    return html(reply, 410, page('Payment closed', `<p>${reason}</p>`));
  }

  app.get('/pay/:id', async (request, reply) => {
    const session = find(request.params);
    if (!payable(session)) return closedPage(reply, session);
    return html(reply, 200, payPage(app.prefix, session));
  });

  app.post('/pay/:id', async (request, reply) => {
    const session = find(request.params);
    if (!payable(session)) return closedPage(reply, session);
    const parsed = cardForm.safeParse(request.body ?? {});
    if (!parsed.success)
      return html(reply, 422, payPage(app.prefix, session, { card_number: 'Fill in the form.' }));
    const form = parsed.data;
    if (form.action === 'cancel') {
      session.status = 'canceled';
      sendCallback(session, 'now');
    } else {
      const card = checkCard(form, new Date());
      if ('errors' in card)
        return html(reply, 422, payPage(app.prefix, session, card.errors, form));
      const outcome = TEST_CARD_OUTCOMES[card.number] ?? { declineReason: null, callback: 'now' };
      session.status = outcome.declineReason ? 'declined' : 'paid';
      session.declineReason = outcome.declineReason;
      session.transactionId = digits(12);
      session.cardLast4 = card.number.slice(-4);
      session.cardBrand = cardBrand(card.number);
      session.paidAt = session.status === 'paid' ? new Date().toISOString() : null;
      sendCallback(session, outcome.callback);
    }
    const back = new URL(session.returnUrl);
    back.searchParams.set('session_id', session.id);
    back.searchParams.set('status', session.status);
    return reply.redirect(back.toString(), 303);
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:480px;padding:24px;color:#1d1b20}
h1{font-size:22px}h2{font-size:17px;margin-top:28px}label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:8px;font:inherit;border:1px solid #79747e;border-radius:6px}
input[aria-invalid=true]{border:2px solid #b3261e}.error,[role=alert]{color:#b3261e}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:20px}button{font:inherit;padding:8px 14px;border-radius:6px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/** The hosted form. Never echoes the card number or CVC back, even after a mistake. */
function payPage(prefix: string, session: Session, errors: FieldErrors = {}, form?: CardForm) {
  const field = (id: string, label: string, value: string, attributes: string) => {
    const error = errors[id as Field];
    const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" value="${escapeHtml(value)}" ${attributes}${described}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  const problems = Object.values(errors);
  const amount = formatTugrik(session.amount);
  return page(
    'Card payment (sandbox)',
    `<p>Pay <strong>${amount}</strong> for ${escapeHtml(session.description)}.</p>
${problems.length > 0 ? `<div role="alert"><p>The payment did not go through:</p><ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>` : ''}
<form method="post" action="${prefix}/pay/${session.id}">
${field('card_number', 'Card number', '', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
${field('expiry', 'Expiry (MM/YY)', form?.expiry ?? '', 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required')}
${field('cvc', 'CVC', '', 'inputmode="numeric" autocomplete="cc-csc" maxlength="3" required')}
${field('name', 'Name on card', form?.name ?? '', 'autocomplete="cc-name" maxlength="100"')}
<div class="actions">
<button type="submit" name="action" value="pay">Pay ${amount}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
<section aria-labelledby="test-cards">
<h2 id="test-cards">Test cards</h2>
<p>Use any expiry date in the future and any 3-digit CVC. Any other valid card number succeeds.</p>
<ul>${Object.entries(TEST_CARD_OUTCOMES)
      .map(
        ([number, { hint }]) =>
          `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${hint}</li>`,
      )
      .join('\n')}</ul>
</section>`,
  );
}
