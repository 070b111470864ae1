import { useSyncExternalStore } from 'react';

/** Spec §9: the just-changed mark clears after 3 s. */
export const JUST_CHANGED_MS = 3000;

// In memory only: justChanged is never persisted (spec §4).
let changedAt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Adding an item sets the mark; it clears itself after 3 s. */
export function markJustChanged(): void {
  changedAt = Date.now();
  clearTimeout(timer);
  timer = setTimeout(clearJustChanged, JUST_CHANGED_MS);
  notify();
}

/** Another success, a reset or a failure clears the mark at once (spec §4). */
export function clearJustChanged(): void {
  if (changedAt === 0) return;
  changedAt = 0;
  clearTimeout(timer);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the cart was just added to (false on the server and the first render). */
export function useJustChanged(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => changedAt !== 0,
    () => false,
  );
}
