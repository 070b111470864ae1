import { createHash, timingSafeEqual } from 'node:crypto';
import { createContext, type Database, jobs, payments } from '@shop/core';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PageCache } from '../web/page-cache.ts';

/** Seconds; from a cached page (a few ms) to a slow export (seconds). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at `/metrics` (docs/OPERATIONS.md, "Metrics"), for a scraper holding
 * `METRICS_TOKEN`: requests by route, method and status with their latency, the process (CPU,
 * memory, event loop), the database pool, the page cache, the job queue, payments by method and
 * outcome. Without a token configured there is no `/metrics` at all. Installed on the root
 * instance so its hook sees every request.
 */
export function installMetrics(
  app: FastifyInstance,
  options: { database: Database; token: string | undefined; pageCache: PageCache | null },
): void {
  const { token, database, pageCache } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answered requests by route (its pattern), method and status, with their duration',
    labelNames: ['route', 'method', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        // The route's pattern, never the raw URL (which would make a series per address).
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: open, and in use now (PGlite: its one connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const load = database.load();
      this.set({ state: 'open' }, load.connections);
      this.set({ state: 'in_use' }, load.inUse);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Requests waiting for a database connection now',
    registers: [registry],
    collect() {
      this.set(database.load().waiting);
    },
  });
  new Gauge({
    name: 'db_pool_refused_requests',
    help: 'Requests that gave up waiting for a connection (answered 503) since the start',
    registers: [registry],
    collect() {
      this.set(database.load().refused);
    },
  });
  new Counter({
    name: 'db_statements_total',
    help: 'Statements sent to the database since the start, begin and commit included',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(database.load().statements);
    },
  });
  if (pageCache) {
    new Gauge({
      name: 'page_cache_pages',
      help: 'Shared pages kept in this process now',
      registers: [registry],
      collect() {
        this.set(pageCache.size.pages);
      },
    });
    new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes the kept pages take, compressed as they are sent (at most PAGE_CACHE_MB)',
      registers: [registry],
      collect() {
        this.set(pageCache.size.bytes);
      },
    });
  }
  const ctx = () => createContext(database.db);
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the durable queue by kind and state (queued, running, dead)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs.queueStats(ctx())) {
        this.set({ kind: row.kind, state: row.state }, row.count);
      }
    },
  });
  new Gauge({
    name: 'shop_payments',
    help: 'Payments by method (provider) and state (paid, failed, refunded, …) since the start of the shop',
    labelNames: ['method', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await payments.paymentCounts(ctx())) {
        this.set({ method: row.method, state: row.state }, row.count);
      }
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', request_id: request.id });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
