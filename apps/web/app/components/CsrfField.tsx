import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.server.ts';

/** The hidden CSRF token every state-changing form carries (checked in apps/server/src/web/ssr.ts). */
export function CsrfField() {
  const root = useRouteLoaderData<RootData>('root');
  return <input type="hidden" name="_csrf" value={root?.csrfToken ?? ''} />;
}
