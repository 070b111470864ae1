/** Spec §9: taps on a heart within this long make one request. */
export const WISH_DEBOUNCE_MS = 500;

/**
 * Collects a heart's taps (spec §4): after `delayMs` without another tap, the last state is sent
 * when it differs from what the server holds then, so several fast taps send at most one
 * request and tapping back to where it was sends none. `settled` runs when nothing was sent.
 */
export function wishDebouncer(options: {
  send: (wished: boolean) => void;
  serverWished: () => boolean;
  settled?: () => void;
  delayMs?: number;
}) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  return {
    tap(wished: boolean) {
      waiting = wished;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (wished !== options.serverWished()) options.send(wished);
        else options.settled?.();
      }, options.delayMs ?? WISH_DEBOUNCE_MS);
    },
    get pending() {
      return timer !== undefined;
    },
    /** Decides a waiting tap now (its heart leaves the page), through `send` when given. */
    flush(send: (wished: boolean) => void = options.send) {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      if (waiting !== options.serverWished()) send(waiting);
    },
  };
}
