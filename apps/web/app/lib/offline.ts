import type { FormEvent } from 'react';
import { useI18n } from './i18n.tsx';
import { useToast } from './toast.tsx';

/**
 * A form's submit handler for what needs the shop's server (adding to the cart): without a
 * network it says so at once and keeps the page, instead of the browser's or React Router's
 * failure after a wait.
 */
export function useOnlineSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const { t } = useI18n();
  const toast = useToast();
  return (event) => {
    if (navigator.onLine) return;
    event.preventDefault();
    toast.show('warning', t('offline.add_to_cart'));
  };
}

/**
 * True when an error a route boundary caught is the network's absence: the browser says it is
 * offline, or a request failed before any answer (on a connection that only seems to work).
 */
export function isOfflineError(error: unknown): boolean {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return false;
  if (navigator.onLine === false) return true;
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)
  );
}
