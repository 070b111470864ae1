import { useRouteLoaderData } from 'react-router';
import type { AccountView, loader } from './layout.tsx';

/** The signed-in account, loaded once by the account layout for all its pages. */
export function useAccount(): AccountView | null {
  const data = useRouteLoaderData<typeof loader>('routes/account/layout');
  return data?.account ?? null;
}
