import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long after the payment a late callback arrives. */
export const LATE_CALLBACK_MS = 2000;
/** A callback that fails (non-2xx or no answer) is sent again this many times, this far apart. */
export const CALLBACK_RETRIES = 3;
export const CALLBACK_RETRY_PAUSE_MS = 200;
const CALLBACK_TIMEOUT_MS = 5000;

/** When a callback is sent: at once, twice (a duplicate), late, or not at all. */
export type CallbackTiming = 'now' | 'twice' | 'late' | 'none';

/**
 * Waits that outlive their request (callbacks, decisions, slow answers). Closing the sandbox ends
 * them early: `pause` then answers false and the work is dropped.
 */
export function closablePauses(app: FastifyInstance) {
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  const pause = (ms: number) =>
    sleep(ms, undefined, { signal: closing.signal }).then(
      () => true,
      () => false,
    );
  return { pause, signal: closing.signal };
}

/**
 * A provider's callbacks to the shop: JSON posted to the shop's URL, signed in `X-Signature`
 * (hex HMAC-SHA256 of the raw body) when the provider has a `secret`, sent again on failure.
 */
export function callbackSender(app: FastifyInstance, options: { name: string; secret?: string }) {
  const { pause, signal } = closablePauses(app);

  /** One callback, sent again on failure; true once the shop answered 2xx. */
  async function deliver(url: string, body: string): Promise<boolean> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.secret !== undefined)
      headers['x-signature'] = createHmac('sha256', options.secret).update(body).digest('hex');
    for (let attempt = 0; attempt <= CALLBACK_RETRIES; attempt += 1) {
      if (attempt > 0 && !(await pause(CALLBACK_RETRY_PAUSE_MS))) return false;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.any([signal, AbortSignal.timeout(CALLBACK_TIMEOUT_MS)]),
        });
        await response.body?.cancel();
        if (response.ok) return true;
      } catch {
        if (signal.aborted) return false;
      }
    }
    app.log.warn({ url }, `${options.name} callback not delivered`);
    return false;
  }

  /** Sends `payload` to `url` in the background, as `timing` says. */
  function send(url: string, payload: object, timing: CallbackTiming = 'now'): void {
    if (timing === 'none') return;
    const body = JSON.stringify(payload);
    const run = async () => {
      if (timing === 'late' && !(await pause(LATE_CALLBACK_MS))) return;
      await deliver(url, body);
      if (timing === 'twice') await deliver(url, body);
    };
    void run();
  }

  return { send, pause };
}
