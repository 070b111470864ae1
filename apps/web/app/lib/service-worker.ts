import { PAGES_CACHE } from '../../sw/offline-paths.ts';

/** After the page's load: its pictures and first taps come before the worker's install. */
const AFTER_LOAD_MS = 3000;

/**
 * Registers the shop's service worker (apps/web/sw) a while after the page has loaded, when the
 * browser is idle, so that its install (the shell's files, the offline pages) never competes
 * with the page's own start on a slow phone; the page itself loads nothing more for it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the shop works as before, only not offline.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: AFTER_LOAD_MS });
    else register();
  };
  const later = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Pages kept while signed in showed the shopper's name: signing out forgets them. */
export async function forgetKeptPages(): Promise<void> {
  if ('caches' in window) await caches.delete(PAGES_CACHE).catch(() => false);
}
