import { createContext, type Db, payments } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Where payment providers report outcomes, server to server. The body is read raw: the
 * signature covers its exact bytes. A forged or malformed callback answers 400 and changes
 * nothing; a genuine one is settled by asking the provider (so a replay, a duplicate or a late
 * callback leaves the order as it is).
 */
export const paymentCallbackRoutes: FastifyPluginAsync<{
  db: Db;
  cardGateway: payments.CardGatewayConfig;
}> = async (app, { db, cardGateway }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_r, body, done) =>
    done(null, body),
  );
  app.post('/payments/card/callback', { schema: { hide: true } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-signature'];
    const accepted = await payments.handleCardCallback(
      createContext(db),
      cardGateway,
      raw,
      typeof signature === 'string' ? signature : undefined,
    );
    return reply.code(accepted ? 200 : 400).send({ received: accepted });
  });
};
