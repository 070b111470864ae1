import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** How often a page asks again while a payment waits (a QR invoice, a lease's decision). */
export const POLL_MS = 3000;

/** While `active`, the page's loaders run again every few seconds (never two at once). */
export function usePolling(active: boolean, every = POLL_MS): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, every);
    return () => clearInterval(timer);
  }, [active, every, revalidator]);
}
