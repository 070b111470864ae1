import { useCallback, useSyncExternalStore } from 'react';
import { EMPTY_STATE, migrateState, type ShopState, STORAGE_KEY } from './shop-state.ts';

// One in-memory copy per tab, written through to localStorage and shared with other tabs.
let state: ShopState = EMPTY_STATE;
let loaded = false;
const listeners = new Set<() => void>();

function load(): ShopState {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    try {
      state = migrateState(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null'));
    } catch {
      state = { ...EMPTY_STATE };
    }
    window.addEventListener('storage', (event) => {
      if (event.key !== STORAGE_KEY) return;
      try {
        state = migrateState(JSON.parse(event.newValue ?? 'null'));
      } catch {
        state = { ...EMPTY_STATE };
      }
      for (const listener of listeners) listener();
    });
  }
  return state;
}

/** Replaces the stored state (and tells every component that reads it). */
export function updateShopState(update: (current: ShopState) => ShopState): ShopState {
  state = update(load());
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full disk: the state still lives for this visit.
  }
  for (const listener of listeners) listener();
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A slice of the persisted shop state and a setter for it. The server (and the first render in
 * the browser) sees the empty state, so hydration matches; stored values arrive right after.
 */
export function useShopStore<T, V>(
  select: (s: ShopState) => T,
  write: (s: ShopState, value: V) => ShopState,
): [T, (value: V) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => select(load()),
    () => select(EMPTY_STATE),
  );
  const set = useCallback((next: V) => updateShopState((s) => write(s, next)), [write]);
  return [value, set];
}
