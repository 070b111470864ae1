import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { AppError, type Database } from '@shop/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ShopLoadContext } from '../../../web/app/context.ts';
import type { SiteCache } from '../site-cache.ts';

const WEB_BUILD = fileURLToPath(new URL('../../../web/build/', import.meta.url));

export interface WebOptions {
  database: Database;
  siteCache: SiteCache;
  testHooks: boolean;
  mode: 'production' | 'development';
  publicUrl?: string;
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
  const build = (await import(pathToFileURL(`${WEB_BUILD}server/index.js`).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);

  await app.register(fastifyStatic, {
    root: `${WEB_BUILD}client/assets`,
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    wildcard: true,
    // The build writes .br and .gz beside each asset (scripts/precompress.ts).
    preCompressed: true,
  });

  await app.register(async (web) => {
    // Forms post urlencoded or multipart bodies; hand them to React Router untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const declaredLength = Number(request.headers['content-length'] ?? 0);
        if (declaredLength > (app.initialConfig.bodyLimit ?? 1_048_576)) {
          throw new AppError('invalid_input', 'error.invalid_input');
        }
        const fetchRequest = toFetchRequest(request, reply, options.publicUrl);
        if (!fetchRequest) throw new AppError('invalid_input', 'error.invalid_input');
        const context: ShopLoadContext = {
          database: options.database,
          siteData: (locale) => options.siteCache.get(locale),
          testHooks: options.testHooks,
          requestId: request.id,
        };
        // AppLoadContext is augmented with ShopLoadContext in apps/web/app/context.ts.
        const response = await handle(fetchRequest, context as never);
        return sendFetchResponse(reply, response);
      },
    });
  });
}

/** The request as React Router wants it; undefined when its host makes no valid URL. */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string | undefined,
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
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
