import Fastify from 'fastify';
import { z } from 'zod';
import { cardSandbox } from './card.ts';
import { cardTokenSandbox } from './card-tokens.ts';
import { leaseSandbox } from './lease.ts';
import { mostSandbox } from './most.ts';
import { oauthSandbox } from './oauth.ts';
import { Outbox } from './outbox.ts';
import { renderOutboxPage } from './outbox-page.ts';
import { pushServiceSandbox } from './push.ts';
import { qpaySandbox } from './qpay.ts';
import { smsGatewaySandbox } from './sms-gateway.ts';
import { traceCollector } from './traces.ts';
import { vatSandbox } from './vat.ts';

const emailBody = z.object({
  to: z.string().email(),
  subject: z.string().min(1).max(300),
  body: z.string().min(1).max(100_000),
});
const smsBody = z.object({
  to: z.string().regex(/^\+?\d{8,15}$/),
  body: z.string().min(1).max(1000),
});

/**
 * Stand-ins for the outside services the shop talks to over HTTP: an e-mail and an SMS gateway
 * that keep what they receive in an outbox (and an operator's SMS gateway, /sms-gateway, that
 * does too), Google and Facebook sign-in, e-barimt VAT receipts, and the payment providers:
 * the card gateway with saved cards (/card), QPay (/qpay), Most in-app wallet payments (/most)
 * and leasing (/lease); a Web Push service (/push); and an OpenTelemetry collector taking
 * traces (/v1/traces).
 */
export function buildSandbox(options: { logger?: boolean } = {}) {
  const app = Fastify({ logger: options.logger ?? false });
  const outbox = new Outbox();
  app.register(oauthSandbox, { prefix: '/oauth' });
  app.register(vatSandbox, { prefix: '/ebarimt' });
  app.register(cardSandbox, { prefix: '/card' });
  app.register(cardTokenSandbox, { prefix: '/card' });
  app.register(qpaySandbox, { prefix: '/qpay' });
  app.register(mostSandbox, { prefix: '/most' });
  app.register(leaseSandbox, { prefix: '/lease' });
  app.register(smsGatewaySandbox(outbox), { prefix: '/sms-gateway' });
  app.register(traceCollector);
  app.register(pushServiceSandbox);

  app.post('/email/send', async (request, reply) => {
    const parsed = emailBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(422).send({ error: 'invalid e-mail', issues: parsed.error.issues });
    const message = outbox.add({ channel: 'email', ...parsed.data });
    return { id: message.id, status: 'accepted' };
  });

  app.post('/sms/send', async (request, reply) => {
    const parsed = smsBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(422).send({ error: 'invalid sms', issues: parsed.error.issues });
    const message = outbox.add({ channel: 'sms', subject: null, ...parsed.data });
    return { id: message.id, status: 'accepted' };
  });

  app.get('/outbox.json', async (request) => {
    const query = request.query as { to?: string; channel?: string };
    return { messages: outbox.list(query) };
  });
  app.get('/outbox', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderOutboxPage(outbox.list())),
  );
  app.post('/outbox/clear', async (_request, reply) => {
    outbox.clear();
    return reply.redirect('/outbox', 303);
  });
  app.get('/', async (_request, reply) => reply.redirect('/outbox'));

  return { app, outbox };
}
