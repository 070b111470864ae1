import { content, createContext, type Db } from '@shop/core';
import { LOCALES } from '@shop/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam, slugParams } from './schemas.ts';

const errors = { 400: errorBody, 404: errorBody };
const tagSlug = z.string().regex(/^[a-z0-9-]{1,60}$/);

const tagJson = z.object({ slug: z.string(), name: z.string() });
const cardFields = {
  id: z.number().int(),
  kind: z.enum(content.CONTENT_KINDS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  published_at: z.string(),
  reading_minutes: z.number().int(),
  author: z.object({ slug: z.string(), name: z.string() }).nullable(),
  tags: z.array(tagJson),
  locale: z
    .enum(LOCALES)
    .describe('The language of the text given: the asked one, else Mongolian, else the first'),
  locales: z.array(z.enum(LOCALES)).describe('Every language it is written in'),
};
const cardJson = z.object(cardFields);
const articleJson = z.object({
  ...cardFields,
  body_html: z
    .string()
    .describe('HTML cleaned by an allow-list when written (text, links, the shop’s pictures)'),
  product_ids: z.array(z.number().int()).describe('Products it mentions (GET /products/{id})'),
});
const pageJson = z.object({
  articles: z.array(cardJson),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

const NAMES = { article: ['articles', 'Articles'], news: ['news', 'News'] } as const;

/**
 * Articles and news (spec §7: list, tags, `tag_info`, get) and the shop's pages by slug,
 * published ones only, in the asked language when written in it. Writing them comes with the
 * authors' work.
 */
export const articleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  const authorJson = z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    bio: z.string(),
    articles: z.number().int().describe('Published articles'),
    followers: z.number().int(),
    following: z.boolean().describe('Whether the signed-in reader follows them'),
  });
  const followJson = z.object({ following: z.boolean(), followers: z.number().int() });

  app.get(
    '/authors',
    {
      schema: {
        tags: ['authors'],
        summary: 'Every author, most written first',
        response: { 200: z.object({ authors: z.array(authorJson) }), ...errors },
      },
    },
    async (request) => ({
      authors: await content.listAuthors(context(request), await bearerUserId(db, request)),
    }),
  );

  app.get(
    '/authors/:slug',
    {
      schema: {
        tags: ['authors'],
        summary: 'One author with a page of their published articles, newest first',
        params: slugParams,
        querystring: z
          .object({ page: z.coerce.number().int().min(1).max(1000).optional() })
          .strict(),
        response: { 200: authorJson.extend({ written: pageJson }), ...errors },
      },
    },
    async (request) =>
      content.authorBySlug(
        context(request),
        request.params.slug,
        await bearerUserId(db, request),
        request.query.page,
      ),
  );

  for (const [action, follow] of [
    ['follow', true],
    ['unfollow', false],
  ] as const) {
    app.put(
      `/authors/:id/${action}`,
      {
        schema: {
          tags: ['authors'],
          security: [{ bearerAuth: [] }],
          summary: follow
            ? 'Follows an author (again changes nothing)'
            : 'Stops following an author (again changes nothing)',
          params: z.object({ id: idParam }),
          response: { 200: followJson, ...errors, 401: errorBody },
        },
      },
      async (request) =>
        content.setFollowing(
          context(request),
          await bearerUserId(db, request, true),
          request.params.id,
          follow,
        ),
    );
  }

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'One of the shop’s own pages by its slug (about, delivery, payment, returns, …)',
        params: slugParams,
        response: { 200: articleJson, ...errors },
      },
    },
    async (request) => content.articleBySlug(context(request), 'page', request.params.slug),
  );

  for (const kind of content.ARTICLE_KINDS) {
    const [path, label] = NAMES[kind];
    const tags = [path];

    app.get(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `${label}, newest first, ${content.ARTICLES_PER_PAGE} a page, of one tag if asked`,
          description:
            '`q` searches titles, summaries and bodies in every language they are written in: ' +
            'Cyrillic or Latin letters, ө/о and ү/у alike, by word beginnings, forgiving a typo.',
          querystring: z
            .object({
              q: z.string().max(100).optional(),
              tag: tagSlug.optional(),
              page: z.coerce.number().int().min(1).max(1000).optional(),
            })
            .strict(),
          response: { 200: pageJson, ...errors },
        },
      },
      async (request) => content.listArticles(context(request), kind, request.query),
    );

    app.get(
      `/${path}/tags`,
      {
        schema: {
          tags,
          summary: `The tags of ${path}, most used first`,
          response: {
            200: z.object({ tags: z.array(tagJson.extend({ count: z.number().int() })) }),
            ...errors,
          },
        },
      },
      async (request) => ({ tags: await content.articleTags(context(request), kind) }),
    );

    app.get(
      `/${path}/tag_info`,
      {
        schema: {
          tags,
          summary: 'A tag’s name and the words of its page',
          querystring: z.object({ tag: tagSlug }).strict(),
          response: { 200: tagJson.extend({ description: z.string() }), ...errors },
        },
      },
      async (request) => content.tagInfo(context(request), request.query.tag),
    );

    app.get(
      `/${path}/:slug`,
      {
        schema: {
          tags,
          summary: `One of the ${path} by its slug (a draft or a scheduled one is a 404)`,
          params: slugParams,
          response: { 200: articleJson, ...errors },
        },
      },
      async (request) => content.articleBySlug(context(request), kind, request.params.slug),
    );
  }
};
