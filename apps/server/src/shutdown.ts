import { notify } from '@shop/core';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './http/health.ts';

export interface ShutdownTimings {
  /** Readiness reports 503 this long before the listener closes, so balancers move away. */
  drainMs: number;
  /** After this long, connections still open are cut. */
  graceMs: number;
}

/** How often sockets left idle are closed while the listener closes. */
const IDLE_SWEEP_MS = 100;

/** What closing the database and the jobs may take after the listener closed. */
const AFTER_CLOSE_MS = 10_000;

/**
 * How long the messages the last requests sent on their way (reset codes) may still take: the
 * gateway's own timeout, so a delivery it would finish is not cut.
 */
export const SETTLE_DELIVERIES_MS = 10_000;

/** The most a shutdown takes, whatever hangs: the process is ended then (start-shop.ts). */
export function shutdownDeadlineMs(timings: ShutdownTimings): number {
  return timings.drainMs + timings.graceMs + SETTLE_DELIVERIES_MS + AFTER_CLOSE_MS + 5_000;
}

/**
 * Stops serving in order: readiness goes 503, traffic drains, the listener closes while requests
 * in flight finish (up to the grace period), the messages they started leave (up to
 * SETTLE_DELIVERIES_MS), then `afterClose` (the database) runs.
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
  // A response on its way when the listener closed leaves a keep-alive socket behind it that
  // the close's one sweep of idle sockets missed: swept again until the close is done, so the
  // shutdown does not wait the whole grace period for sockets with nothing left to answer.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
    clearInterval(sweep);
    // They write their outcome to the outbox: the database must still be open.
    const left = await notify.settleDeliveries(SETTLE_DELIVERIES_MS);
    if (left > 0) app.log.warn({ left }, 'messages still on their way at shutdown; leaving them');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), AFTER_CLOSE_MS);
    });
    const outcome = await Promise.race([afterClose().then(() => 'closed' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') app.log.warn('database and jobs did not close in time; leaving them');
  }
}
