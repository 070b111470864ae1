import type { Database } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface Lifecycle {
  /** False once shutdown has begun, so load balancers stop sending traffic. */
  accepting: boolean;
}

const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.boolean(),
  accepting: z.boolean(),
  /** Requests waiting for a database connection now. */
  waiting: z.number().int(),
  /** Requests that gave up waiting for a connection (answered 503) since the process started. */
  refused: z.number().int(),
});

/** Readiness answers within 2 s even when the database does not (a balancer's probe waits less). */
const PING_TIMEOUT_MS = 1_500;

/** Liveness (the process answers) and readiness (the database answers and we are not stopping). */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  lifecycle: Lifecycle;
}> = async (app, { database, lifecycle }) => {
  let lastPing = true;
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers and the process is not shutting down',
        description:
          'Answers within 2 s, and at once (503) once shutdown has begun, when `database` is the ' +
          "last check's outcome. `waiting` is how many requests wait for a database connection now; " +
          '`refused` how many gave up waiting (and were answered 503) since the process started.',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      // A stopping process is out of rotation whatever the database says: answering at once,
      // not after a ping queued behind the last requests, lets a balancer leave within the drain.
      if (lifecycle.accepting) lastPing = await database.ping(PING_TIMEOUT_MS);
      const databaseUp = lastPing;
      const ready = lifecycle.accepting && databaseUp;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unavailable',
        database: databaseUp,
        accepting: lifecycle.accepting,
        ...database.load(),
      });
    },
  );
};
