import fastifyMultipart from '@fastify/multipart';
import {
  AppError,
  createContext,
  type Db,
  engagement,
  type MediaStore,
  parseInput,
} from '@shop/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam } from './schemas.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };
const tags = ['reviews'];
const security = [{ bearerAuth: [] }];

const pictureJson = z.object({
  small: z.string().describe('320 px square WebP'),
  large: z.string().describe('At most 1280 px WebP'),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

const reviewJson = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().describe('Plain text: show it as text, never as HTML'),
  author: z.string().nullable().describe('First name and initial; null: "a shopper"'),
  verified: z.boolean().describe('The author bought the product'),
  hidden: z.boolean().describe('Hidden by staff: only ever true on the author’s own review'),
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  images: z.array(pictureJson),
});

const reviewPageJson = z.object({
  reviews: z.array(reviewJson),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
  average: z.number(),
  count: z.number().int(),
  histogram: z.array(z.number().int()).length(5).describe('Visible reviews by stars, 1 to 5'),
  mine: reviewJson.nullable(),
});

const opinionsJson = z.object({
  high: z.number().int(),
  fair: z.number().int(),
  low: z.number().int(),
  total: z.number().int(),
  mine: z.enum(engagement.PRICE_OPINIONS).nullable(),
});

const productParams = z.object({ slugOrId: idParam });
const imageRefusal = (key: string, vars: Record<string, number> = {}) =>
  new AppError('invalid_input', key, vars, { images: [key] });

/**
 * Product reviews (spec §7 `GET, POST /products/{id}/reviews`, multipart) and price opinions.
 * Reading is public (a signed-in reader also sees their own hidden review); writing needs a
 * signed-in client. Pictures are made safe and stored by core (`engagement.writeReview`).
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaStore }> = async (
  app,
  { db, media },
) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: engagement.REVIEW_IMAGE_MAX_BYTES,
      files: engagement.MAX_REVIEW_IMAGES,
      fields: 2 + engagement.MAX_REVIEW_IMAGES,
      fieldSize: 32 * 1024,
      // Room for one file too many, so a sixth picture is refused as that, not as a bad form.
      parts: 4 + 2 * (engagement.MAX_REVIEW_IMAGES + 1),
    },
  });

  const reader = (request: FastifyRequest) => bearerUserId(db, request);
  const writer = (request: FastifyRequest) => bearerUserId(db, request, true);

  app.get(
    '/products/:slugOrId/reviews',
    {
      schema: {
        tags,
        summary: 'A page of the product’s reviews, with the stars’ histogram',
        params: productParams,
        querystring: z.object({
          sort: z.enum(engagement.REVIEW_SORTS).default('newest'),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(50).default(engagement.REVIEWS_PER_PAGE),
        }),
        response: { 200: reviewPageJson, ...errors },
      },
    },
    async (request) => {
      const { sort, page, per_page } = request.query;
      return engagement.productReviews(context(request), request.params.slugOrId, {
        sort,
        page,
        perPage: per_page,
        viewerId: await reader(request),
      });
    },
  );

  app.post(
    '/products/:slugOrId/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Writes the shopper’s review of the product, or changes it (one each)',
        description:
          'multipart/form-data: `rating` (1 to 5), `comment` (text, at most ' +
          `${engagement.REVIEW_TEXT_MAX} characters), and up to ${engagement.MAX_REVIEW_IMAGES} ` +
          'pictures as `images[][file]` with their captions as `images[][name]` (in the same ' +
          `order). Each picture at most ${engagement.REVIEW_IMAGE_MAX_BYTES / 1024 / 1024} MB; ` +
          'its bytes must be a JPEG, PNG, WebP, GIF, AVIF or HEIC picture. New pictures replace ' +
          'the review’s; none keeps them. A JSON body `{ rating, comment }` works too.',
        consumes: ['multipart/form-data', 'application/json'],
        params: productParams,
        response: { 201: reviewJson, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await writer(request);
      const { fields, uploads } = request.isMultipart()
        ? await readReviewForm(app, request)
        : { fields: (request.body ?? {}) as Record<string, unknown>, uploads: [] };
      const input = parseInput(engagement.reviewInput, fields);
      const ctx = context(request);
      await engagement.writeReview(
        ctx,
        media,
        userId,
        request.params.slugOrId,
        input,
        uploads.length > 0 ? uploads : null,
      );
      const { mine } = await engagement.productReviews(ctx, request.params.slugOrId, {
        viewerId: userId,
        perPage: 1,
      });
      if (!mine) throw new Error('the review just written is gone');
      return reply.code(201).send(mine);
    },
  );

  app.delete(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes the shopper’s own review and its pictures',
        params: z.object({ id: idParam }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await engagement.deleteReview(
        context(request),
        media,
        await writer(request),
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/products/:slugOrId/price_opinions',
    {
      schema: {
        tags,
        summary: 'How shoppers judge the price (high, fair, low), and the reader’s own',
        params: productParams,
        response: { 200: opinionsJson, ...errors },
      },
    },
    async (request) =>
      engagement.priceOpinions(context(request), request.params.slugOrId, await reader(request)),
  );

  app.put(
    '/products/:slugOrId/price_opinion',
    {
      schema: {
        tags,
        security,
        summary: 'Says the price is high, fair or low (one opinion each, changeable)',
        params: productParams,
        body: z.object({ opinion: engagement.priceOpinionField }).strict(),
        response: { 200: opinionsJson, ...errors },
      },
    },
    async (request) => {
      const userId = await writer(request);
      const ctx = context(request);
      await engagement.setPriceOpinion(ctx, userId, request.params.slugOrId, request.body.opinion);
      return engagement.priceOpinions(ctx, request.params.slugOrId, userId);
    },
  );
};

/** The review's fields and pictures from a multipart body, captions paired with files in order. */
async function readReviewForm(app: FastifyInstance, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  const names: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!/^images(\[\])?(\[file\])?$/.test(part.fieldname)) {
          await part.toBuffer();
          throw imageRefusal('validation.image_type');
        }
        files.push(await part.toBuffer());
      } else if (/^images\[\]\[name\]$/.test(part.fieldname)) {
        names.push(String(part.value ?? ''));
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw imageRefusal('validation.image_size', {
        max: engagement.REVIEW_IMAGE_MAX_BYTES / 1024 / 1024,
      });
    }
    if (error instanceof app.multipartErrors.FilesLimitError) {
      throw imageRefusal('validation.too_many_images', { max: engagement.MAX_REVIEW_IMAGES });
    }
    if (
      error instanceof app.multipartErrors.FieldsLimitError ||
      error instanceof app.multipartErrors.PartsLimitError ||
      error instanceof app.multipartErrors.InvalidMultipartContentTypeError
    ) {
      throw new AppError('invalid_input', 'error.invalid_input');
    }
    throw error;
  }
  return {
    fields,
    uploads: files.map((bytes, i) => ({ bytes, name: names[i] ?? '' })),
  };
}
