import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './http/health.ts';

export interface ShutdownTimings {
  /** Readiness reports 503 this long before the listener closes, so balancers move away. */
  drainMs: number;
  /** After this long, connections still open are cut. */
  graceMs: number;
}

/**
 * Stops serving in order: readiness goes 503, traffic drains, the listener closes while requests
 * in flight finish (up to the grace period), then `afterClose` (the database) runs.
 */
export async function closeGracefully(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  timings: ShutdownTimings,
  afterClose: () => Promise<void> = async () => {},
): Promise<void> {
  lifecycle.accepting = false;
  if (timings.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, timings.drainMs));
  const grace = setTimeout(() => {
    app.log.warn('grace period over; closing the connections still open');
    app.server.closeAllConnections();
  }, timings.graceMs);
  grace.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
    await afterClose();
  }
}
