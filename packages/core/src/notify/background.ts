/**
 * Messages that leave after the answer. A request whose answer time must not depend on the
 * gateway (a password reset: a slower answer would say that the account exists) starts its
 * delivery here. Each one is tracked until it settles: a failure is logged, never an unhandled
 * rejection, and the server's shutdown (and tests) can wait for what is still on its way.
 */
const pending = new Set<Promise<void>>();

/** Starts `work` (a message's delivery) without waiting for it; `what` names it in the log. */
export function deliverLater(what: string, work: () => Promise<unknown>): void {
  const delivery: Promise<void> = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => logFailure(what, error),
    )
    .finally(() => {
      pending.delete(delivery);
    });
  pending.add(delivery);
}

/**
 * Waits for the deliveries started so far, at most `timeoutMs`; answers how many of them were
 * still on their way when it stopped waiting (0: all settled).
 */
export async function settleDeliveries(timeoutMs = 10_000): Promise<number> {
  const waiting = [...pending];
  if (waiting.length === 0) return 0;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.all(waiting), late]);
  clearTimeout(timer);
  return waiting.filter((delivery) => pending.has(delivery)).length;
}

/** Logs a message that could not be sent (one JSON line at warn level). */
export function logFailure(what: string, error: unknown): void {
  // The core has no logger of its own: one JSON line at warn level, as the server's log writes.
  console.warn(
    JSON.stringify({ level: 40, msg: `${what} failed`, err: String(error), time: Date.now() }),
  );
}
