import { Readable } from 'node:stream';
import {
  AppError,
  createContext,
  type Db,
  newsFeed,
  pagesSitemap,
  productsSitemap,
  robotsTxt,
  sitemapIndex,
} from '@shop/core';
import { LOCALES, type Locale } from '@shop/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const XML = 'application/xml; charset=utf-8';
// Crawlers come back daily at most; an hour keeps a CDN from rebuilding 50,000-URL files often.
const CACHE_CONTROL = 'public, max-age=3600';

export interface SeoOptions {
  db: Db;
  /** The shop's public address; else the request's own origin. */
  publicUrl?: string;
}

/**
 * What search engines read: robots.txt, and a sitemap index (`/sitemap.xml`) over the pages
 * file and one products file per 10,000 products, each listing every page in the five locales.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, { db, publicUrl }) => {
  const originOf = (request: FastifyRequest) => publicUrl ?? requestOrigin(request);

  app.addHook('onSend', async (_request, reply) => {
    // Links taken from a request's Host (a try-out without PUBLIC_URL) are that request's
    // alone: a shared cache must not hand them to anyone else.
    if (reply.statusCode === 200)
      reply.header('cache-control', publicUrl ? CACHE_CONTROL : 'no-store');
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return robotsTxt(originOf(request));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply.type(XML);
    return sitemapIndex(createContext(db), originOf(request));
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (request, reply) => {
    reply.type(XML);
    return pagesSitemap(createContext(db), originOf(request));
  });

  // The news as Atom: Mongolian at /feeds/news.atom, another language at /feeds/news-en.atom.
  const feed = async (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    reply.type('application/atom+xml; charset=utf-8');
    return newsFeed(createContext(db), originOf(request), locale);
  };
  app.get('/feeds/news.atom', { schema: { hide: true } }, (request, reply) =>
    feed(request, reply, 'mn'),
  );
  app.get(
    '/feeds/news-:locale.atom',
    {
      schema: {
        hide: true,
        params: z.object({ locale: z.enum(LOCALES.filter((l) => l !== 'mn')) }),
      },
    },
    (request, reply) => feed(request, reply, request.params.locale),
  );

  app.get(
    '/sitemaps/products-:file.xml',
    {
      schema: {
        hide: true,
        params: z.object({
          file: z
            .string()
            .regex(/^[1-9]\d{0,5}$/)
            .transform(Number),
        }),
      },
    },
    async (request, reply) => {
      const chunks = await productsSitemap(
        createContext(db),
        originOf(request),
        request.params.file,
      );
      if (!chunks) throw new AppError('not_found', 'error.not_found');
      return reply.type(XML).send(Readable.from(chunks));
    },
  );
};

/** The origin the request was made to; a Host that makes no URL is refused. */
function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw new AppError('invalid_input', 'error.invalid_input');
  }
}
