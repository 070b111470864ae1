import type { FastifyInstance } from 'fastify';

/** Where staff change what shared pages show: the back office (API and pages), the test hooks. */
const STAFF_WRITES = /^\/(?:(?:en|ru|cn|it)\/)?(?:back-office|api\/back_office|api\/_test)(?:\/|$)/;

/**
 * Forgets this process's kept pages and API answers when staff change something (a price,
 * stock, a product published, a category): the shop shows it at once, and the other workers of
 * a cluster hear of it (cluster.ts). Shoppers' own writes (carts, orders) do not: they would
 * empty the caches all day, and the stock labels they move follow within the fresh time.
 */
export function forgetOnStaffChanges(app: FastifyInstance, caches: { clear(): void }[]): void {
  if (caches.length === 0) return;
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (STAFF_WRITES.test(request.url)) for (const cache of caches) cache.clear();
  });
}
