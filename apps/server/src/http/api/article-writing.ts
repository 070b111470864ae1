import fastifyMultipart from '@fastify/multipart';
import { AppError, content, createContext, type Db, type MediaStore } from '@shop/core';
import { LOCALES } from '@shop/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { multipartRefusal } from './multipart-refusal.ts';
import { errorBody, slugParams } from './schemas.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];
const PATHS = { article: 'articles', news: 'news', page: 'pages' } as const;
const PICTURE_MB = 8;

const textJson = z.object({ title: z.string(), summary: z.string(), body_html: z.string() });
const editJson = z.object({
  id: z.number().int(),
  kind: z.enum(content.CONTENT_KINDS),
  slug: z.string(),
  cover: z.string().nullable(),
  status: z.enum(content.ARTICLE_STATUSES),
  publish_at: z.string().nullable().describe('When it shows once published (later: scheduled)'),
  tags: z.array(z.string()),
  product_ids: z.array(z.number().int()),
  texts: z.partialRecord(z.enum(LOCALES), textJson),
  updated_at: z.string(),
});
const writtenJson = z.object({ id: z.number().int(), slug: z.string() });
const mineJson = z.object({
  id: z.number().int(),
  kind: z.enum(content.CONTENT_KINDS),
  slug: z.string(),
  title: z.string(),
  status: z.enum(content.ARTICLE_STATUSES),
  state: z.enum(['draft', 'scheduled', 'published']).describe('What readers see of it now'),
  publish_at: z.string().nullable(),
  locales: z.array(z.enum(LOCALES)),
  updated_at: z.string(),
});

// The body's shape is checked by core (`content.articleInput`) so the same rule serves the
// web's forms; here it is only described for the API's readers.
const articleBody = z
  .object({
    slug: z.string().optional(),
    cover: z.string().nullable().optional(),
    status: z.enum(content.ARTICLE_STATUSES).optional(),
    publish_at: z.string().nullable().optional(),
    tags: z.array(z.string()).optional(),
    product_ids: z.array(z.number().int()).optional(),
    texts: z.partialRecord(
      z.enum(LOCALES),
      z.object({ title: z.string(), summary: z.string().optional(), body_html: z.string() }),
    ),
  })
  .describe('An article as written');

const writeDescription =
  '`texts` holds the words per language (`mn`, `en`, `ru`, `cn`, `it`; at least one), each ' +
  `with \`title\` (≤ ${content.ARTICLE_TITLE_MAX}), \`summary\` (≤ ${content.ARTICLE_SUMMARY_MAX}) ` +
  'and `body_html`: HTML cleaned on the server by an allow-list before it is stored (paragraphs, ' +
  'headings, lists, quotes, links, the shop’s own pictures from `upload_image`; scripts, styles, ' +
  'event handlers and other sites’ pictures are dropped). `status: published` shows it at ' +
  '`publish_at` (absent: now; later: scheduled). `slug` is made from the title when absent. ' +
  'Articles: an author or the website admin; news and pages: the website admin.';

/**
 * Writing articles, news and the shop's pages (spec §7: mine, create, get with edit flag,
 * update, upload_image; authors: create). Who may write what is core's rule (`mayWrite`).
 */
export const articleWritingRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaStore }> = async (
  app,
  { db, media },
) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  const writer = (request: FastifyRequest) => bearerUserId(db, request, true);
  await app.register(fastifyMultipart, {
    limits: { fileSize: PICTURE_MB * 1024 * 1024, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    '/articles/mine',
    {
      schema: {
        tags: ['articles'],
        security,
        summary: 'The signed-in author’s own articles, drafts and published, last changed first',
        response: { 200: z.object({ articles: z.array(mineJson) }), ...errors },
      },
    },
    async (request) => ({
      articles: await content.myArticles(context(request), await writer(request)),
    }),
  );

  app.post(
    '/articles/upload_image',
    {
      schema: {
        tags: ['articles'],
        security,
        summary: 'Uploads a picture for an article; answers where it is served',
        description:
          `multipart/form-data with one file \`image\` (at most ${PICTURE_MB} MB; JPEG, PNG, ` +
          'WebP, GIF, AVIF or HEIF, decided by its bytes). It is turned upright, re-encoded as ' +
          'WebP in two sizes and stripped of EXIF; `url` is the large one, `small` a square ' +
          'thumbnail. Authors and the website admin only.',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({
            url: z.string(),
            small: z.string(),
            width: z.number().int(),
            height: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = await writer(request);
      const upload = await readPicture(app, request);
      reply.code(201);
      return content.uploadArticleImage(context(request), media, userId, upload);
    },
  );

  app.post(
    '/authors',
    {
      schema: {
        tags: ['authors'],
        security,
        summary: 'Makes an account an author (the website admin)',
        description:
          'Gives the account the author role (staff keep theirs) and the name readers see: ' +
          '`name`, else the account’s own. Again changes the name and bio.',
        body: z.object({
          user_id: z.number().int(),
          name: z.string().optional(),
          bio: z.string().optional(),
        }),
        response: { 201: writtenJson, ...errors },
      },
    },
    async (request, reply) => {
      const made = await content.createAuthor(
        context(request),
        await writer(request),
        request.body,
      );
      reply.code(201);
      return made;
    },
  );

  for (const kind of content.CONTENT_KINDS) {
    const path = PATHS[kind];
    const tags = [path];

    app.post(
      `/${path}`,
      {
        schema: {
          tags,
          security,
          summary: `Writes a new one of the ${path}`,
          description: writeDescription,
          body: articleBody,
          response: { 201: writtenJson, ...errors },
        },
      },
      async (request, reply) => {
        const written = await content.createArticle(
          context(request),
          await writer(request),
          kind,
          request.body,
        );
        reply.code(201);
        return written;
      },
    );

    app.put(
      `/${path}/:slug`,
      {
        schema: {
          tags,
          security,
          summary: `Changes one of the ${path} as a whole (its writer, or the website admin)`,
          description: writeDescription,
          params: slugParams,
          body: articleBody,
          response: { 200: writtenJson, ...errors },
        },
      },
      async (request) =>
        content.updateArticle(
          context(request),
          await writer(request),
          kind,
          { slug: request.params.slug },
          request.body,
        ),
    );

    app.get(
      `/${path}/:slug/edit`,
      {
        schema: {
          tags,
          security,
          summary: `One of the ${path} as its writer edits it, whatever its status`,
          description:
            'Every language’s words and the publish time, for the editor. Only for its writer ' +
            'or the website admin (403 for others).',
          params: slugParams,
          response: { 200: editJson, ...errors },
        },
      },
      async (request) =>
        content.articleForEditing(context(request), await writer(request), kind, {
          slug: request.params.slug,
        }),
    );
  }
};

/** The one picture of an `upload_image` form. */
async function readPicture(app: FastifyInstance, request: FastifyRequest) {
  const refuse = (key: string, vars: Record<string, number> = {}) =>
    new AppError('invalid_input', key, vars, { image: [key] });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'image') throw refuse('validation.image_type');
        return { bytes, name: part.filename ?? '' };
      }
    }
  } catch (error) {
    throw (
      multipartRefusal(app, error, refuse('validation.image_size', { max: PICTURE_MB })) ?? error
    );
  }
  throw refuse('validation.image_type');
}
