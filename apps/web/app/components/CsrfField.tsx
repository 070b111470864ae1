import { useCsrfToken } from '../lib/personal.tsx';

/**
 * The hidden CSRF token every state-changing form carries (checked in lib/auth.server.ts); empty
 * on a shared page until the visitor's own part of it has come.
 */
export function CsrfField() {
  return <input type="hidden" name="_csrf" value={useCsrfToken()} />;
}
