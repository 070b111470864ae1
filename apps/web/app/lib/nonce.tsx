import { createContext, useContext } from 'react';

/**
 * The response's Content-Security-Policy nonce (apps/server/src/http/security-headers.ts):
 * inline scripts run only with it. Provided on the server; in the browser it is empty, as the
 * browser hides a nonce from the page once it has checked it.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
