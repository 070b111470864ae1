import { createContext, type Db, engagement } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { codeParams } from './brands.ts';
import { errorBody, idParam, rowId } from './schemas.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];
const id = rowId;

const commentJson = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  reply_id: z.number().int().nullable().describe('The comment this one answers'),
  comment: z.string().describe('Plain text: show it as text, never as HTML'),
  author: z.string().nullable(),
  mine: z.boolean(),
  hidden: z.boolean().describe('Hidden by staff: only ever true on the author’s own'),
  rating: z.object({
    average: z.number(),
    count: z.number().int(),
    mine: z.number().int().nullable(),
  }),
  created_at: z.string(),
});

const vendorReviewJson = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  author: z.string().nullable(),
  mine: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
});

const bookmarkJson = z.object({
  type: z.enum(engagement.BOOKMARK_TYPES),
  id: z.number().int(),
  created_at: z.string(),
});

/**
 * Comments on reviews (spec §7 `POST /comments`, `DELETE /comments/{id}`, `PUT
 * /comments/{id}/review`), vendors' reviews (GET, POST, DELETE) and bookmarks (`GET, POST
 * /bookmarks`). Reading comments and vendor reviews is public; the rest needs a signed-in client.
 */
export const commentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  const reader = (request: FastifyRequest) => bearerUserId(db, request);
  const writer = (request: FastifyRequest) => bearerUserId(db, request, true);

  app.get(
    '/reviews/:id/comments',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A review’s comments and replies, oldest first',
        params: z.object({ id: idParam }),
        response: { 200: z.object({ comments: z.array(commentJson) }), ...errors },
      },
    },
    async (request) => ({
      comments: await engagement.reviewComments(
        context(request),
        request.params.id,
        await reader(request),
      ),
    }),
  );

  app.post(
    '/comments',
    {
      schema: {
        tags: ['reviews'],
        security,
        summary: 'Comments on a review (`review_id`) or answers a comment (`reply_id`)',
        body: z
          .object({ review_id: id.optional(), reply_id: id.optional(), comment: z.string() })
          .strict(),
        response: { 201: commentJson, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await writer(request);
      const ctx = context(request);
      const commentId = await engagement.postComment(ctx, userId, request.body);
      const comments = await engagement.reviewComments(
        ctx,
        (await engagement.reviewOfComment(ctx, commentId)) ?? 0,
        userId,
      );
      const posted = comments.find((c) => c.id === commentId);
      if (!posted) throw new Error('the comment just posted is gone');
      return reply.code(201).send(posted);
    },
  );

  app.delete(
    '/comments/:id',
    {
      schema: {
        tags: ['reviews'],
        security,
        summary: 'Deletes the shopper’s own comment, and the replies under it',
        params: z.object({ id: idParam }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await engagement.deleteComment(context(request), await writer(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/comments/:id/review',
    {
      schema: {
        tags: ['reviews'],
        security,
        summary: 'Rates a comment 1 to 5 (rating again changes it)',
        params: z.object({ id: idParam }),
        body: z.object({ rating: z.number() }).strict(),
        response: { 204: z.null().describe('Rated'), ...errors },
      },
    },
    async (request, reply) => {
      await engagement.rateComment(
        context(request),
        await writer(request),
        request.params.id,
        request.body.rating,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/vendors/:code/reviews',
    {
      schema: {
        tags: ['vendors'],
        summary: 'A page of the vendor’s reviews, newest first, with the average',
        params: codeParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: {
          200: z.object({
            reviews: z.array(vendorReviewJson),
            total: z.number().int(),
            page: z.number().int(),
            pages: z.number().int(),
            average: z.number(),
            count: z.number().int(),
            mine: vendorReviewJson.nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      engagement.vendorReviews(context(request), request.params.code, {
        page: request.query.page,
        viewerId: await reader(request),
      }),
  );

  app.post(
    '/vendors/:code/reviews',
    {
      schema: {
        tags: ['vendors'],
        security,
        summary: 'Writes the shopper’s review of the vendor, or changes it (one each)',
        params: codeParams,
        body: z.object({ rating: z.number(), comment: z.string() }).strict(),
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const reviewId = await engagement.writeVendorReview(
        context(request),
        await writer(request),
        request.params.code,
        request.body,
      );
      return reply.code(201).send({ id: reviewId });
    },
  );

  app.delete(
    '/vendors/:code/reviews/:id',
    {
      schema: {
        tags: ['vendors'],
        security,
        summary: 'Deletes the shopper’s own review of the vendor',
        params: codeParams.extend({ id: idParam }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await engagement.deleteVendorReview(
        context(request),
        await writer(request),
        request.params.code,
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/bookmarks',
    {
      schema: {
        tags: ['bookmarks'],
        security,
        summary: 'The shopper’s bookmarks (articles and products), newest first',
        response: { 200: z.object({ bookmarks: z.array(bookmarkJson) }), ...errors },
      },
    },
    async (request) => ({
      bookmarks: await engagement.listBookmarks(context(request), await writer(request)),
    }),
  );

  app.post(
    '/bookmarks',
    {
      schema: {
        tags: ['bookmarks'],
        security,
        summary: 'The bookmark toggle: adds it when absent, else removes it',
        description: '`type` is `article` (the default) or `product`.',
        body: z.object({ id, type: engagement.bookmarkTypeField }).strict(),
        response: {
          200: z.object({ bookmarked: z.boolean(), bookmarks: z.array(bookmarkJson) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const userId = await writer(request);
      const ctx = context(request);
      const bookmarked = await engagement.toggleBookmark(
        ctx,
        userId,
        request.body.type,
        request.body.id,
      );
      return { bookmarked, bookmarks: await engagement.listBookmarks(ctx, userId) };
    },
  );
};
