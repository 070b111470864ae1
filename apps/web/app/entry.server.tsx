import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { databaseUnavailable } from '@shop/core';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import type { ShopLoadContext } from './context.ts';
import { NonceContext } from './lib/nonce.tsx';

export const streamTimeout = 5_000;

/** Renders a page as a stream (crawlers get it whole), as React Router's default entry does. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: ShopLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const userAgent = request.headers.get('user-agent');
    const readyEvent = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady';
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers,
              status: responseStatus,
            }),
          );
        },
        onShellError: reject,
        onError() {
          responseStatus = 500;
        },
      },
    );
  });
}

/**
 * Unexpected errors in loaders, actions and rendering, logged as one JSON line with the request
 * id (like the API's logs) instead of React Router's bare console.error. 4xx responses thrown on
 * purpose (not found) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  const shop = context as unknown as ShopLoadContext | undefined;
  const requestId = shop?.requestId;
  const busy = databaseUnavailable(error);
  if (busy && shop) {
    // Answered 503 with Retry-After by the server (apps/server/src/web/ssr.ts), as the API does.
    shop.databaseBusy = true;
    console.warn(
      JSON.stringify({
        level: 40,
        time: Date.now(),
        reqId: requestId,
        msg: 'database busy: page answered 503',
        reason: busy.reason,
        url: request.url,
      }),
    );
    return;
  }
  console.warn(
    JSON.stringify({
      level: 50,
      time: Date.now(),
      reqId: requestId,
      msg: 'page failed',
      url: request.url,
      err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
    }),
  );
};
