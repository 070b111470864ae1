/// <reference lib="webworker" />
// The shop's service worker (docs/ARCHITECTURE.md, "Installable, offline and push messages").
// Built on its own by sw/build.ts, which fills in the build's files and its id.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  isReadableOffline,
  OFFLINE_PAGE_PATHS,
  offlinePagePath,
  PAGES_CACHE,
  pagePathOf,
  splitLocale,
} from './offline-paths.ts';
import type { PrecacheEntry } from './precache-list.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };
declare const __SHOP_BUILD__: string;

const PICTURES_CACHE = 'shop-pictures';
const SITE_SCRIPTS_CACHE = 'shop-site-scripts';
const BUILD_FILES_CACHE = 'shop-build-files';
/** The staff's route chunks and style sheets, of this build and the last few. */
const BUILD_FILES_KEPT = 100;
const OFFLINE_CACHE = `shop-offline-${__SHOP_BUILD__}`;
/** The newest pages and pictures seen; older ones go first (ExpirationPlugin keeps the order). */
const PAGES_KEPT = 200;
// Pictures are SVG drawings (a few KB) or uploads resized to at most 1280 px WebP (under
// ~200 KB): 250 of them stay under 50 MB.
const PICTURES_KEPT = 250;
const THIRTY_DAYS = 30 * 24 * 60 * 60;

// The shopper's files of this build, fetched at install (precache-list.ts); an update waits until
// no page of the old build is open (no skipWaiting), so a page in use never loses the files it
// loads later.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install looks after the page that registered it at once (an update never gets here
// while a page of the old build is open).
clientsClaim();
navigationPreload.enable();

self.addEventListener('install', (event) => event.waitUntil(keepOfflinePages()));
self.addEventListener('activate', (event) => event.waitUntil(dropOldOfflinePages()));

/** The offline page in every locale, as a visitor without a session sees it, with its texts. */
async function keepOfflinePages() {
  const cache = await caches.open(OFFLINE_CACHE);
  await Promise.all(
    OFFLINE_PAGE_PATHS.map(async (path) => {
      const response = await fetch(path, { credentials: 'omit', cache: 'reload' });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const siteScript = (await response.clone().text()).match(/src="(\/_site\/[^"]+)"/)?.[1];
      await cache.put(path, response);
      if (siteScript) await cache.add(new Request(siteScript, { credentials: 'omit' }));
    }),
  );
}

async function dropOldOfflinePages() {
  for (const name of await caches.keys()) {
    if (name.startsWith('shop-offline-') && name !== OFFLINE_CACHE) await caches.delete(name);
  }
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages seen (and their data, for moves inside the app): the network first, the kept copy when
// there is none or it takes longer than a patchy connection should make anyone wait.
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    (request.mode === 'navigate' || url.pathname.endsWith('.data')) &&
    isReadableOffline(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: PAGES_KEPT, purgeOnQuotaError: true }),
    ],
  }),
);

// Every other page goes to the network; without one, the offline page (setCatchHandler).
registerRoute(new NavigationRoute(new NetworkOnly()));

// The build's other files (the staff's), as pages load them: named by their content.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: BUILD_FILES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: BUILD_FILES_KEPT, purgeOnQuotaError: true }),
    ],
  }),
);

// The shop's pictures: drawn or resized once, named by what they show.
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && request.destination === 'image' && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: PICTURES_KEPT,
        maxAgeSeconds: THIRTY_DAYS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Texts and categories, one script per locale and version (its name changes with its content).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_site/'),
  new CacheFirst({
    cacheName: SITE_SCRIPTS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true }),
    ],
  }),
);

// Without a network a page goes to the offline page in its locale, which says what it was
// (`?from=`: a page rendered for its own address hydrates cleanly; one for another would not);
// anything else gets whatever a cache holds for it (the offline page's own texts script).
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return (await caches.match(request)) ?? Response.error();
  const { locale } = splitLocale(pagePathOf(url.pathname));
  const offlinePath = offlinePagePath(locale);
  if (url.pathname !== offlinePath) {
    const from = encodeURIComponent(url.pathname + url.search);
    return Response.redirect(`${offlinePath}?from=${from}`, 302);
  }
  const page = await caches.match(offlinePath, { cacheName: OFFLINE_CACHE, ignoreSearch: true });
  return page ?? Response.error();
});

/** What the shop pushes (packages/core/src/push/send.ts `PushPayload`). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

// A push message: shown at once (a push must show something), one per tag (the newest news of
// an order replaces the older), with the shop's icon.
self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/media/app-icon/any/192.png',
      badge: '/media/app-icon/maskable/192.png',
      data: { url: message.url },
    }),
  );
});

function readPush(data: PushMessageData | null): PushPayload | null {
  try {
    const message = data?.json() as Partial<PushPayload> | undefined;
    if (typeof message?.title !== 'string' || typeof message.body !== 'string') return null;
    return {
      title: message.title,
      body: message.body,
      tag: typeof message.tag === 'string' ? message.tag : 'shop',
      // Only a page of the shop: a message never opens another site.
      url: typeof message.url === 'string' && /^\/(?!\/)/.test(message.url) ? message.url : '/',
    };
  } catch {
    return null;
  }
}

// A tap opens the page the message is about: a tab already on it comes forward, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(String(event.notification.data?.url ?? '/'), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) await open.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});
