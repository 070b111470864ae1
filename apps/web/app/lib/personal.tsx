import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.server.ts';
import { useI18n } from './i18n.tsx';
import { markScriptRuns } from './script-cookie.ts';

/**
 * The visitor's own part of a shared page: the cart's count, which hearts are filled, and the
 * token its forms carry (a shared page holds none: it is the same for everyone).
 */
export interface Personal {
  cartCount: number;
  wished: { variantIds: number[]; productIds: number[] };
  csrfToken: string;
}

const NOTHING_YET: Personal = {
  cartCount: 0,
  wished: { variantIds: [], productIds: [] },
  csrfToken: '',
};
/** The personal call waits this long at most; the page then shows what it has. */
const ASK_TIMEOUT_MS = 10_000;

const PersonalContext = createContext<Personal>(NOTHING_YET);

/**
 * Hands the visitor's own state to the header and the hearts. A page rendered for this visitor
 * alone brings it in its data; a shared page (kept by the page cache for everyone) does not, and
 * it is asked for after load, again each time the page's data is revalidated (after adding to
 * the cart, a heart, a sign-in). The badge and hearts take no space of their own until then, so
 * nothing moves when they fill in.
 */
export function PersonalProvider({ root, children }: { root: RootData; children: ReactNode }) {
  const [asked, setAsked] = useState<Asked>({ personal: root.personal, state: 'asking' });
  const { path } = useI18n();
  const address = path('/personal');
  useEffect(markScriptRuns, []);
  useEffect(() => {
    // The freshest known: shown on the next shared page until its own answer comes.
    if (root.personal) {
      setAsked({ personal: root.personal, state: 'asked' });
      return;
    }
    let isCurrent = true;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ASK_TIMEOUT_MS);
    // What was known before stays shown until the new answer replaces it.
    setAsked((before) => ({ personal: before.personal, state: 'asking' }));
    fetch(address, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => {
        if (!isCurrent) return;
        if (isPersonal(answer)) setAsked({ personal: answer, state: 'asked' });
        else setAsked((before) => ({ personal: before.personal, state: 'unavailable' }));
      })
      // Offline, a busy server or too slow: the page stays without the visitor's marks. (A
      // newer page's data cancelled it: its own ask takes over.)
      .catch(() => {
        if (isCurrent) setAsked((before) => ({ personal: before.personal, state: 'unavailable' }));
      })
      .finally(() => clearTimeout(timer));
    return () => {
      isCurrent = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [root, address]);
  const state = root.personal ? 'with-page' : asked.state;
  // Set after the marks are on the page: browser tests wait for it (html[data-personal]).
  useEffect(() => {
    document.documentElement.dataset.personal = state;
  }, [state]);
  return (
    <PersonalContext.Provider value={root.personal ?? asked.personal ?? NOTHING_YET}>
      {children}
    </PersonalContext.Provider>
  );
}

interface Asked {
  personal: Personal | null;
  state: 'asking' | 'asked' | 'unavailable';
}

/** The visitor's cart count and hearts (with the page, or once asked for after load). */
export function usePersonal(): Personal {
  return useContext(PersonalContext);
}

/**
 * The CSRF token forms carry as `_csrf`: in the data of a page rendered for this visitor, asked
 * for after load on a shared page. Until it comes, a form goes without one, which the server
 * takes only from a browser that says the form is the shop's own (lib/auth.server.ts).
 */
export function useCsrfToken(): string {
  const root = useRouteLoaderData<RootData>('root');
  const { csrfToken } = usePersonal();
  return root?.csrfToken || csrfToken;
}

function isPersonal(value: unknown): value is Personal {
  const v = value as Personal | null;
  return (
    typeof v?.cartCount === 'number' &&
    typeof v.csrfToken === 'string' &&
    Array.isArray(v.wished?.variantIds) &&
    Array.isArray(v.wished?.productIds)
  );
}
