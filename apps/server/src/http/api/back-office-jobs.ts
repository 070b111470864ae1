import { AppError, accounts, createContext, type Db, jobs } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession } from '../api-auth.ts';
import { errorBody, idParam } from './schemas.ts';

const tags = ['back office'];
const security = [{ staffBearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const jobJson = z.object({
  id: z.number().int(),
  kind: z.string().describe('What it does, e.g. `notify.deliver` (an e-mail or SMS)'),
  state: z.enum(jobs.JOB_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: z.string().describe('When it runs (next)'),
  last_error: z.string().nullable(),
  created_at: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

/**
 * The background job queue for the website admin (`/api/back_office/jobs`): how much work
 * waits and failed for good, by kind, the jobs that failed for good with their last error, and
 * sending one again. Registered inside the back office (a staff bearer already checked).
 */
export const backOfficeJobRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = () => createContext(db);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const user = await accounts.findUser(context(), apiSession(request).userId);
    if (!accounts.isWebsiteAdmin(user?.role)) throw new AppError('forbidden', 'error.forbidden');
  });

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        security,
        summary: 'The job queue: counts by kind and state, and the jobs in one state',
        description:
          'Website admins only. `state` lists those jobs, newest first (dead ones by default: ' +
          'they failed `max_attempts` times and wait for someone to look).',
        querystring: z.object({
          state: z.enum(jobs.JOB_STATES, { error: 'validation.invalid_choice' }).default('dead'),
        }),
        response: {
          200: z.object({
            counts: z.array(
              z.object({
                kind: z.string(),
                state: z.enum(jobs.JOB_STATES),
                count: z.number().int(),
              }),
            ),
            jobs: z.array(jobJson),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      counts: await jobs.queueStats(context()),
      jobs: await jobs.listJobs(context(), request.query.state),
    }),
  );

  app.post(
    '/jobs/:id/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Sends a dead job again, its attempts counted afresh',
        description: 'Website admins only; a job that is not dead is a 404.',
        params: z.object({ id: idParam }),
        response: { 200: jobJson, ...errors },
      },
    },
    async (request) => jobs.retryJob(context(), request.params.id),
  );
};
