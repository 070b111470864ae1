import { jobs } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;

beforeAll(async () => {
  api = await startShopApi({ products: 0 });
});

afterAll(async () => {
  await api?.close();
});

describe(`the job queue in the back office on ${testDatabaseKind()}`, () => {
  it('is the website admin’s: 401 signed out, 403 for a shopper and for staff', async () => {
    expect((await api.call('GET', '/api/back_office/jobs')).statusCode).toBe(401);
    for (const role of ['customer', 'staff']) {
      const { bearer } = await api.shopper(role);
      expect((await api.call('GET', '/api/back_office/jobs', { bearer })).statusCode).toBe(403);
      expect((await api.call('POST', '/api/back_office/jobs/1/retry', { bearer })).statusCode).toBe(
        403,
      );
    }
  });

  it('shows a job that failed for good with its error, and sends it again on request', async () => {
    const kind = 'test.always_fails';
    const id = await jobs.enqueue(api.ctx(), { kind, maxAttempts: 1 });
    await jobs.runDueJobs(api.ctx, {
      [kind]: async () => {
        throw new Error('the gateway answered 503');
      },
    });
    const { bearer } = await api.shopper('website_admin');
    const listed = await api.call('GET', '/api/back_office/jobs', { bearer });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().counts).toContainEqual({ kind, state: 'dead', count: 1 });
    expect(listed.json().jobs).toContainEqual(
      expect.objectContaining({
        id,
        kind,
        state: 'dead',
        attempts: 1,
        last_error: 'Error: the gateway answered 503',
      }),
    );
    const retried = await api.call('POST', `/api/back_office/jobs/${id}/retry`, { bearer });
    expect(retried.json()).toMatchObject({ id, state: 'queued', attempts: 0 });
    // Queued now, not dead: a second retry finds no dead job.
    const again = await api.call('POST', `/api/back_office/jobs/${id}/retry`, { bearer });
    expect(again.statusCode).toBe(404);
    const queued = await api.call('GET', '/api/back_office/jobs?state=queued', { bearer });
    expect(queued.json().jobs.map((j: { id: number }) => j.id)).toContain(id);
    const wrong = await api.call('GET', '/api/back_office/jobs?state=lost', { bearer });
    expect(wrong.statusCode).toBe(400);
  });
});
