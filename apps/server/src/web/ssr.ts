import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { AppError, type Database, type MediaStore, type payments, TtlCache } from '@shop/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ShopLoadContext, WebAuth } from '../../../web/app/context.ts';
import {
  AGE_COOKIE,
  CART_COOKIE,
  ORDERS_COOKIE,
  WISH_COOKIE,
} from '../../../web/app/lib/cookies.server.ts';
import { localeFromPath } from '../../../web/app/lib/locale.ts';
import { SCRIPT_COOKIE } from '../../../web/app/lib/script-cookie.ts';
import type { AccountServices } from '../account-services.ts';
import {
  type EncodedBody,
  type Encoding,
  encodeBody,
  encodeEvery,
  pickEncoding,
  sendEncoded,
} from '../http/encoded-body.ts';
import { RETRY_AFTER_SECONDS } from '../http/error-handler.ts';
import { formHoldsNul } from '../http/hostile-input.ts';
import { sharedCacheHeaders } from '../http/shared-cache.ts';
import { varyWith } from '../http/vary.ts';
import type { SiteCache } from '../site-cache.ts';
import { busyPage } from './busy-page.ts';
import {
  type CachedPage,
  detached,
  hasOnlySharedCookies,
  holdsTag,
  isSharedPage,
  type PageCache,
  withoutCookies,
} from './page-cache.ts';
import { sharedPagePolicy } from './shared-page-policy.ts';
import { CSRF_COOKIE, isCrossSite, webAuthFor } from './web-auth.ts';

const WEB_BUILD = fileURLToPath(new URL('../../../web/build/', import.meta.url));
// Forms are small, except pictures: an avatar (up to 5 MB before it is resized) and a review's
// (a web form carries 25 MB of them in all; the API takes each picture's 8 MB).
const WEB_BODY_LIMIT = 26 * 1024 * 1024;
/**
 * A guest's cart and wishes change only the header's count and the hearts, which a shared page
 * gets after load in a browser that runs its script (apps/web/app/lib/personal.tsx, marked by
 * `SCRIPT_COOKIE`): they then leave a page shareable, and are taken off the request such a page
 * is rendered from, so no loader can read them into it. Without the script they are rendered in.
 */
const AFTER_LOAD_COOKIES: ReadonlySet<string> = new Set([CART_COOKIE, WISH_COOKIE]);
const SHAREABLE_COOKIES: ReadonlySet<string> = new Set([CSRF_COOKIE, SCRIPT_COOKIE]);
/**
 * The site's scripts of texts and categories, compressed once as far as they go: named by their
 * content and kept by browsers for a year, each is made a few times a day (a staff edit makes a
 * new one). A few per locale, a day at most.
 */
const SITE_SCRIPTS_KEPT = 20;
const SITE_SCRIPT_KEPT_MS = 24 * 60 * 60 * 1000;
const SHAREABLE_WITH_SCRIPT: ReadonlySet<string> = new Set([
  ...SHAREABLE_COOKIES,
  ...AFTER_LOAD_COOKIES,
]);

export interface WebOptions {
  database: Database;
  siteCache: SiteCache;
  testHooks: boolean;
  accounts: AccountServices;
  payments: payments.PaymentProviders;
  media: MediaStore;
  mode: 'production' | 'development';
  publicUrl?: string;
  /** Shared pages for visitors without a session (page-cache.ts); none: every page rendered. */
  pageCache?: PageCache | null;
}

/** True once `npm run build` has produced the web app. */
export function webBuildExists(): boolean {
  return existsSync(`${WEB_BUILD}server/index.js`);
}

/**
 * Serves the React Router app from its production build on the same port as the API: hashed
 * assets as static files with a long cache, every other path through server rendering.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  // A literal address: the server's build (build-server.mjs) takes the web app's server build in,
  // so both share one copy of @shop/core (its errors are told apart by class).
  // @ts-expect-error the web app's build is JavaScript without types, and absent until built
  const build = (await import('../../../web/build/server/index.js')) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);
  const siteScripts = new TtlCache<EncodedBody>(SITE_SCRIPT_KEPT_MS, SITE_SCRIPTS_KEPT);

  await app.register(fastifyStatic, {
    root: `${WEB_BUILD}client/assets`,
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    wildcard: true,
    // The build writes .br and .gz beside each asset (scripts/precompress.ts).
    preCompressed: true,
  });

  // The service worker (apps/web/sw): asked for afresh on every visit's check for updates, and
  // at the root so that it may look after every page.
  const serviceWorker = readFileSync(`${WEB_BUILD}client/sw.js`);
  app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(serviceWorker),
  );

  await app.register(async (web) => {
    // Forms post urlencoded or multipart bodies: read whole (within the limit), then handed to
    // React Router as they came.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEB_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      bodyLimit: WEB_BODY_LIMIT,
      handler: async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const changes = request.method !== 'GET' && request.method !== 'HEAD';
        // Every action also checks the form's CSRF token (apps/web/app/lib/auth.server.ts).
        if (changes && isCrossSite(request, options.publicUrl)) {
          throw new AppError('forbidden', 'error.csrf');
        }
        if (changes && formHoldsNul(request.headers['content-type'], body)) {
          throw new AppError('invalid_input', 'error.invalid_input');
        }
        const fetchRequest = toFetchRequest(
          request,
          reply,
          options.publicUrl,
          changes ? body : null,
        );
        if (!fetchRequest) throw new AppError('invalid_input', 'error.invalid_input');
        const { auth, cookies } = await webAuthFor(
          request,
          options.database.db,
          options.accounts,
          options.publicUrl,
        );
        if (isSiteScript(request.url)) {
          // The same for everyone and named by its content: no cookie, and its own caching.
          const context = loadContext(auth, request.id, '', false);
          const response = await handle(fetchRequest, context as never);
          if (!namedByContent(response)) return sendFetchResponse(reply, response, [], false);
          // By its path: a query string changes nothing in it, and must not make another.
          const body = await siteScripts.get(new URL(fetchRequest.url).pathname, async () =>
            encodeEvery(Buffer.from(await response.arrayBuffer())),
          );
          if (!response.bodyUsed) await response.body?.cancel();
          reply.status(response.status);
          for (const [name, value] of response.headers) reply.header(name, value);
          return sendEncoded(request, reply, body, () => {});
        }
        const cache = options.pageCache ?? null;
        const cacheKey = cache && pageCacheKey(request, auth);
        // A page for everyone is rendered from a request without the visitor's cart or wishes,
        // to the end even if the visitor leaves.
        const rendered = cacheKey
          ? detached(withoutCookies(fetchRequest, AFTER_LOAD_COOKIES))
          : fetchRequest;
        const policy = String(reply.getHeader('content-security-policy') ?? '');
        if (cache && cacheKey) {
          const kept = cache.lookup(cacheKey);
          if (kept?.state === 'stale' && cache.startRender(cacheKey)) {
            // This visitor gets the page kept; the next one the page rendered behind it.
            void renderForCache(cache, cacheKey, rendered, auth, request.id, policy).finally(() =>
              cache.endRender(cacheKey),
            );
          }
          if (kept) {
            const state = kept.state === 'fresh' ? 'hit' : 'stale';
            return sendKeptPage(request, reply, kept.page, state, (encoding, bytes) =>
              cache.addEncoding(cacheKey, kept.page, encoding, bytes),
            );
          }
        }

        // A page for everyone carries no nonce (its inline scripts are allowed by hash) and no
        // CSRF token (its forms get the visitor's after load): it is the same for all.
        const nonce = cacheKey ? '' : (reply.cspNonce?.script ?? '');
        const context = loadContext(auth, request.id, nonce, cacheKey !== null);
        const renderedFrom = Date.now();
        // AppLoadContext is augmented with ShopLoadContext in apps/web/app/context.ts.
        let response = await handle(rendered, context as never);
        if (context.databaseBusy) {
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          // A page gets the busy page; the app's own data requests keep React Router's answer.
          if (new URL(fetchRequest.url).pathname.endsWith('.data')) {
            return sendFetchResponse(reply, withStatus(response, 503), cookies, true);
          }
          await response.body?.cancel();
          return reply
            .code(503)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(
              busyPage(
                localeFromPath(request.url),
                request.url,
                RETRY_AFTER_SECONDS,
                reply.cspNonce?.style ?? '',
              ),
            );
        }
        if (cache && cacheKey) {
          const html = await response.text();
          if (keepable(response)) {
            const encoding = pickEncoding(request.headers['accept-encoding']);
            const page = await sharedPage(response, html, policy, cache, encoding);
            cache.store(cacheKey, page, renderedFrom);
            // No cookie: a new visitor's CSRF token comes with the visitor's part, after load.
            return sendKeptPage(request, reply, page, 'miss');
          }
          // Not for keeping (not found, an error): still without a nonce, so allowed by hash.
          reply.header('content-security-policy', sharedPagePolicy(policy, html));
          response = new Response(html, { status: response.status, headers: response.headers });
        }
        // A guest's cart (header count) or orders (their pages) are as personal as a sign-in,
        // and so is a page behind the age gate: no shared cache may hand it to someone else.
        const personal =
          cookies.length > 0 ||
          auth.viewer !== null ||
          request.cookies[CART_COOKIE] !== undefined ||
          request.cookies[ORDERS_COOKIE] !== undefined ||
          request.cookies[AGE_COOKIE] !== undefined;
        return sendFetchResponse(reply, response, cookies, personal);
      },
    });
  });

  /** What loaders and actions get for a request with this sign-in. */
  function loadContext(
    auth: WebAuth,
    requestId: string,
    cspNonce: string,
    sharedPage: boolean,
  ): ShopLoadContext {
    return {
      sharedPage,
      database: options.database,
      siteData: (locale) => options.siteCache.get(locale),
      forgetSiteData: () => {
        options.siteCache.clear();
        options.pageCache?.clear();
      },
      testHooks: options.testHooks,
      requestId,
      cspNonce,
      auth,
      payments: options.payments,
      media: options.media,
    };
  }

  /**
   * Renders a stale page again for the cache, apart from any visitor's answer: with the same
   * address and headers, and no signal tied to a connection.
   */
  async function renderForCache(
    cache: PageCache,
    key: string,
    asked: Request,
    auth: WebAuth,
    requestId: string,
    policy: string,
  ): Promise<void> {
    const context = loadContext(auth, `${requestId}-refresh`, '', true);
    const renderedFrom = Date.now();
    try {
      const response = await handle(detached(asked), context as never);
      if (context.databaseBusy || !keepable(response)) {
        await response.body?.cancel();
        return;
      }
      const encoding = pickEncoding(asked.headers.get('accept-encoding'));
      const page = await sharedPage(response, await response.text(), policy, cache, encoding);
      cache.store(key, page, renderedFrom);
    } catch {
      // The stale page stays until its time is up; the next visitor after that renders it.
    }
  }
}

/**
 * The page cache's key for a request, or null when its page is not for sharing: only reading a
 * shared section (page-cache.ts) without a session, guest orders or age answer, and without a
 * cart or wishes unless the browser runs the script that asks for them after load. Crawlers
 * get the page whole rather than streamed: kept apart.
 */
function pageCacheKey(request: FastifyRequest, auth: WebAuth): string | null {
  if (request.method !== 'GET' || auth.viewer !== null) return null;
  const path = request.url.split('?')[0] ?? '/';
  const shareable = request.cookies[SCRIPT_COOKIE] ? SHAREABLE_WITH_SCRIPT : SHAREABLE_COOKIES;
  if (!isSharedPage(path) || !hasOnlySharedCookies(request.cookies, shareable)) return null;
  const crawler = isbot(request.headers['user-agent'] ?? '');
  return `${crawler ? 'bot' : 'web'} ${request.protocol}://${request.host}${request.url}`;
}

/** An answer its address names (`immutable`): the same bytes whenever it is asked for. */
function namedByContent(response: Response): boolean {
  return (
    response.status === 200 && /\bimmutable\b/.test(response.headers.get('cache-control') ?? '')
  );
}

/** An answer fit to keep for everyone: a 200 that sets no cookie and does not forbid it. */
function keepable(response: Response): boolean {
  const control = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private/.test(control)
  );
}

type SharedPage = Omit<CachedPage, 'storedAt' | 'renderedFrom'>;

/** A rendered page's headers a kept page sets its own way (or, the cookie, not at all). */
const REPLACED_HEADERS = new Set(['set-cookie', 'cache-control', 'vary', 'content-length']);

/**
 * A page rendered for everyone, as it is kept and sent: compressed as its visitor takes it
 * (http/encoded-body.ts), its inline scripts allowed by hash, and headers that let a CDN or
 * proxy in front keep it as long as this process does (http/shared-cache.ts), one copy per
 * encoding (`Vary`).
 */
async function sharedPage(
  response: Response,
  html: string,
  policy: string,
  cache: PageCache,
  encoding: Encoding,
): Promise<SharedPage> {
  const headers: [string, string][] = [...response.headers].filter(
    ([name]) => !REPLACED_HEADERS.has(name),
  );
  const bytes = Buffer.from(html);
  headers.push(
    // Weak: the same page is sent compressed in different ways.
    ['etag', `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`],
    ['vary', varyWith(response.headers.get('vary') ?? undefined, 'accept-encoding')],
    ['content-security-policy', sharedPagePolicy(policy, html)],
    ...Object.entries(sharedCacheHeaders(cache.lifetimes)),
  );
  return { status: response.status, headers, body: await encodeBody(bytes, encoding) };
}

const headerOf = (page: SharedPage, name: string) =>
  page.headers.find(([header]) => header === name)?.[1] ?? '';

/** The web app's scripts of shared texts and categories (apps/web/app/lib/site-shared.ts). */
const isSiteScript = (url: string) => url.startsWith('/_site/');

/**
 * A page kept for everyone, as it is, with no cookie: a new visitor's CSRF token comes with the
 * visitor's part of the page, after load (`/personal`). Its `Age` lets a cache in front keep it
 * only for what is left of its time here.
 */
async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SharedPage & { storedAt?: number },
  state: 'hit' | 'stale' | 'miss',
  // The first visitor to take an encoding: what is made for them is kept for the next.
  keepEncoding: (encoding: Encoding, bytes: Buffer) => void = () => {},
) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-page-cache', state);
  if (page.storedAt !== undefined) {
    reply.header('age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  }
  // A browser (or an edge) that holds this very page asks again on every visit: it is told so
  // without the page's 100-odd KB.
  if (holdsTag(request.headers['if-none-match'], headerOf(page, 'etag'))) {
    return reply.code(304).send();
  }
  return sendEncoded(request, reply, page.body, keepEncoding);
}

/** The request as React Router wants it; undefined when its host makes no valid URL. */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string | undefined,
  body: Buffer | null,
): Request | undefined {
  let url: URL;
  try {
    // Concatenated, not resolved: a path like //evil.example must stay a path on our host.
    url = new URL((publicUrl ?? `${request.protocol}://${request.host}`) + request.url);
  } catch {
    return undefined;
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** The same response with another status (a page that failed because the database was busy). */
function withStatus(response: Response, status: number): Response {
  return new Response(response.body, { status, headers: response.headers });
}

async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  extraCookies: string[],
  personal: boolean,
) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = [...extraCookies, ...response.headers.getSetCookie()];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // A page that sets cookies or shows a signed-in shopper is this browser's alone.
  if (personal) reply.header('cache-control', 'private, no-store');
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
