import { content, createContext, type Db } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam, slugParams } from './schemas.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const PATHS = { article: 'articles', news: 'news' } as const;

export const articleCommentJson = z.object({
  id: z.number().int(),
  reply_id: z.number().int().nullable().describe('The comment this one answers'),
  comment: z.string(),
  author: z.string().nullable(),
  mine: z.boolean(),
  hidden: z.boolean().describe('Hidden by staff: shown to its writer only'),
  created_at: z.string(),
});

/**
 * Comments on articles and news (spec §7 "comments GET and POST"), with replies; a reader
 * deletes their own, staff hide any (in the back office).
 */
export const articleCommentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));

  for (const kind of content.ARTICLE_KINDS) {
    const path = PATHS[kind];
    const tags = [path];

    app.get(
      `/${path}/:slug/comments`,
      {
        schema: {
          tags,
          summary: `The comments on one of the ${path} and their replies, oldest first`,
          params: slugParams,
          response: { 200: z.object({ comments: z.array(articleCommentJson) }), ...errors },
        },
      },
      async (request) => ({
        comments: await content.articleComments(
          context(request),
          kind,
          request.params.slug,
          await bearerUserId(db, request),
        ),
      }),
    );

    app.post(
      `/${path}/:slug/comments`,
      {
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          summary: `Comments on one of the ${path}, or replies to a comment (\`reply_id\`)`,
          description: `\`comment\`: at most ${content.ARTICLE_COMMENT_MAX} characters.`,
          params: slugParams,
          body: z.object({ comment: z.string(), reply_id: z.number().int().optional() }),
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await content.postArticleComment(
          context(request),
          await bearerUserId(db, request, true),
          kind,
          request.params.slug,
          request.body,
        );
        reply.code(201);
        return { id };
      },
    );
  }

  app.delete(
    '/article_comments/:id',
    {
      schema: {
        tags: ['articles', 'news'],
        security: [{ bearerAuth: [] }],
        summary: 'Deletes the reader’s own comment on an article or news, and its replies',
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await content.deleteArticleComment(
        context(request),
        await bearerUserId(db, request, true),
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );
};
