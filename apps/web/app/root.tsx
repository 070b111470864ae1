import { LANGUAGE_TAGS, LOCALES } from '@shop/i18n';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { CrashScreen } from './components/CrashScreen.tsx';
import { NotFound, RequestRefused } from './components/NotFound.tsx';
import { Shell } from './components/Shell.tsx';
import { I18nProvider } from './lib/i18n.tsx';
import { localeFromPath, localePath, switchLocalePath } from './lib/locale.ts';
import { useNonce } from './lib/nonce.tsx';
import { isOfflineError } from './lib/offline.ts';
import { sharedSite } from './lib/site-shared.ts';
import { ToastProvider } from './lib/toast.tsx';
import { loadRoot, type RootData } from './root.server.ts';
import './styles/app.css';

export function loader(args: Route.LoaderArgs) {
  return loadRoot(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { pathname, search } = useLocation();
  const locale = data?.locale ?? localeFromPath(pathname);
  const origin = data?.origin ?? '';
  const nonce = useNonce();
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2185b" />
        <link rel="icon" href="/media/logo-mark.svg" type="image/svg+xml" />
        <link rel="manifest" href={localePath(locale, '/manifest.webmanifest')} />
        <link rel="apple-touch-icon" href="/media/app-icon/maskable/180.png" />
        <Meta />
        {LOCALES.map((l) => (
          <link
            key={l}
            rel="alternate"
            hrefLang={LANGUAGE_TAGS[l]}
            href={origin + switchLocalePath(pathname, search, l)}
          />
        ))}
        <link
          rel="alternate"
          hrefLang="x-default"
          href={origin + switchLocalePath(pathname, search, 'mn')}
        />
        <Links />
        {/* Texts and categories (lib/site-shared.ts); entry.client.tsx waits for it to hydrate. */}
        {data && <script defer src={data.siteScript} nonce={nonce} />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the page as interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const site = sharedSite(loaderData.siteScript, loaderData.locale);
  return (
    <I18nProvider locale={loaderData.locale} messages={site.messages}>
      <ToastProvider>
        <Shell data={loaderData} taxons={site.taxons}>
          <Outlet />
        </Shell>
      </ToastProvider>
    </I18nProvider>
  );
}

/**
 * The one error boundary: a refused request (404 and other 4xx) shows its page inside the shop's
 * frame; a move that failed for want of a network reloads the page (the service worker answers
 * it offline); anything else is a crash and shows the restart screen (spec §2). Server rendering cannot
 * nest boundaries that rethrow, so all cases are decided here.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A move inside the app without a network is not a crash: the page is asked for again as a
  // whole, and the service worker answers with its kept copy or the offline page.
  if (status >= 500 && isOfflineError(error)) return <ReloadOffline />;
  if (status < 500 && data) {
    const site = sharedSite(data.siteScript, data.locale);
    return (
      <I18nProvider locale={data.locale} messages={site.messages}>
        <ToastProvider>
          <Shell data={data} taxons={site.taxons}>
            {status === 404 ? <NotFound /> : <RequestRefused />}
          </Shell>
        </ToastProvider>
      </I18nProvider>
    );
  }
  return <CrashScreen locale={localeFromPath(pathname)} status={status} />;
}

function ReloadOffline() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
