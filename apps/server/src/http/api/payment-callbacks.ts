import { createContext, type Db, payments } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Where payment providers report outcomes, server to server. Bodies are read raw: a signature
 * covers their exact bytes. A forged or malformed callback answers 400 and changes nothing; a
 * genuine one is settled by asking the provider (card, QR) or by its verified content (lease),
 * so a replay, a duplicate or a late callback leaves the order as it is.
 */
export const paymentCallbackRoutes: FastifyPluginAsync<{
  db: Db;
  providers: payments.PaymentProviders;
}> = async (app, { db, providers }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_r, body, done) =>
    done(null, body),
  );
  const raw = (body: unknown) => (typeof body === 'string' ? body : '');
  const signature = (header: unknown) => (typeof header === 'string' ? header : undefined);

  app.post('/payments/card/callback', { schema: { hide: true } }, async (request, reply) => {
    const accepted = await payments.handleCardCallback(
      createContext(db),
      providers,
      raw(request.body),
      signature(request.headers['x-signature']),
    );
    return reply.code(accepted ? 200 : 400).send({ received: accepted });
  });

  app.post('/payments/qpay/callback', { schema: { hide: true } }, async (request, reply) => {
    const accepted = await payments.handleQpayCallback(
      createContext(db),
      providers,
      raw(request.body),
    );
    return reply.code(accepted ? 200 : 400).send({ received: accepted });
  });

  app.post('/payments/lease/callback', { schema: { hide: true } }, async (request, reply) => {
    const accepted = await payments.handleLeaseCallback(
      createContext(db),
      providers,
      raw(request.body),
      signature(request.headers['x-signature']),
    );
    return reply.code(accepted ? 200 : 400).send({ received: accepted });
  });
};
