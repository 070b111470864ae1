import { PAGES_CACHE } from '../../sw/offline-paths.ts';

/**
 * Registers the shop's service worker (apps/web/sw) once the page has loaded, so that it never
 * competes with the page's own first requests; the page itself loads nothing more for it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the shop works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Pages kept while signed in showed the shopper's name: signing out forgets them. */
export async function forgetKeptPages(): Promise<void> {
  if ('caches' in window) await caches.delete(PAGES_CACHE).catch(() => false);
}
