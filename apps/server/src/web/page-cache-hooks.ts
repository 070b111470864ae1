import type { FastifyInstance } from 'fastify';
import type { PageCache } from './page-cache.ts';

/** Where staff change what shared pages show: the back office (API and pages), the test hooks. */
const STAFF_WRITES = /^\/(?:(?:en|ru|cn|it)\/)?(?:back-office|api\/back_office|api\/_test)(?:\/|$)/;

/**
 * Forgets this process's kept pages when staff change something (a price, stock, a product
 * published, a category): the shop's own pages show it at once; other processes within the
 * cache's fresh time. Shoppers' own writes (carts, orders) do not: they would empty it all day,
 * and the stock labels they move follow within the fresh time.
 */
export function forgetPagesOnStaffChanges(app: FastifyInstance, cache: PageCache): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (STAFF_WRITES.test(request.url)) cache.clear();
  });
}
