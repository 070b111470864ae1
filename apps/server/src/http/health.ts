import type { Database } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';

export interface Lifecycle {
  /** False once shutdown has begun, so load balancers stop sending traffic. */
  accepting: boolean;
}

/** Liveness (the process answers) and readiness (the database answers and we are not stopping). */
export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  lifecycle: Lifecycle;
}> = async (app, { database, lifecycle }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const databaseUp = await database.ping();
    const ready = lifecycle.accepting && databaseUp;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      database: databaseUp,
      accepting: lifecycle.accepting,
    });
  });
};
