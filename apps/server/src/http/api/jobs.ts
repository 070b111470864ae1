import fastifyMultipart from '@fastify/multipart';
import { AppError, content, createContext, type Db, type MediaStore } from '@shop/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerUserId } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { multipartRefusal } from './multipart-refusal.ts';
import { errorBody, slugParams } from './schemas.ts';

const tags = ['jobs'];
const errors = { 400: errorBody, 404: errorBody };
const jobJson = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  paragraphs: z.array(z.string()),
  location: z.string(),
  employment: z.enum(content.EMPLOYMENT_KINDS),
  closes_at: z.string().nullable(),
});

/**
 * The shop's openings and applying for one (spec §1 "jobs/organisation section"): anyone may
 * apply, with a CV checked like review pictures; the website admin writes the openings.
 */
export const jobRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaStore }> = async (
  app,
  { db, media },
) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  await app.register(fastifyMultipart, {
    limits: { fileSize: content.CV_MAX_BYTES, files: 1, fields: 6, fieldSize: 8 * 1024, parts: 8 },
  });

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'The openings taking applications',
        response: { 200: z.object({ jobs: z.array(jobJson) }), ...errors },
      },
    },
    async (request) => ({ jobs: await content.openJobs(context(request)) }),
  );

  app.get(
    '/jobs/:slug',
    {
      schema: {
        tags,
        summary: 'One opening (a closed one is a 404)',
        params: slugParams,
        response: { 200: jobJson, ...errors },
      },
    },
    async (request) => content.jobBySlug(context(request), request.params.slug),
  );

  app.post(
    '/jobs/:slug/applications',
    {
      schema: {
        tags,
        summary: 'Applies for an opening, with a CV',
        description:
          'multipart/form-data: `name`, `phone` or `email` (at least one), `message` (at most ' +
          `${content.APPLICATION_MESSAGE_MAX} characters) and one file \`cv\`: a PDF, or a photo ` +
          `of one (JPEG, PNG, WebP, HEIF), at most ${content.CV_MAX_BYTES / 1024 / 1024} MB, its ` +
          'bytes deciding what it is. No account needed.',
        consumes: ['multipart/form-data'],
        params: slugParams,
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const form = await readApplication(app, request);
      const made = await content.applyForJob(
        context(request),
        media,
        request.params.slug,
        form.fields as z.input<typeof content.applicationInput>,
        form.cv,
        request.ip ?? null,
      );
      reply.code(201);
      return made;
    },
  );

  app.put(
    '/jobs',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Writes an opening, or replaces the one with its slug (the website admin)',
        body: z.object({
          slug: z.string(),
          title: z.string(),
          summary: z.string().optional(),
          body: z.string().optional().describe('Paragraphs, one per line'),
          location: z.string(),
          translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
          employment: z.enum(content.EMPLOYMENT_KINDS),
          published: z.boolean().optional(),
          closes_at: z.string().nullable().optional(),
          position: z.number().int().optional(),
        }),
        response: {
          200: z.object({ slug: z.string() }),
          ...errors,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) =>
      content.saveJob(
        context(request),
        await bearerUserId(db, request, true),
        request.body as z.input<typeof content.jobInput>,
      ),
  );
};

/** An application's fields and its one CV file from a multipart body. */
async function readApplication(app: FastifyInstance, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let cv: content.CvUpload | null = null;
  const refuse = (key: string, vars: Record<string, number> = {}) =>
    new AppError('invalid_input', key, vars, { cv: [key] });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'cv') throw refuse('validation.cv_type');
        cv = { bytes, name: part.filename ?? '' };
      } else if (['name', 'phone', 'email', 'message'].includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const tooBig = refuse('validation.image_size', { max: content.CV_MAX_BYTES / 1024 / 1024 });
    throw multipartRefusal(app, error, tooBig) ?? error;
  }
  return { fields, cv };
}
