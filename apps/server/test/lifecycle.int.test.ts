import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { freshDatabase, type TestDatabase } from './support/database.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 20 });
});

afterAll(async () => {
  await testDb?.dispose();
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, reports not ready, then refuses new connections', async () => {
    const { app, lifecycle } = await buildApp({ database: testDb.database });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/slow-for-test', async () => {
      started();
      await released;
      return { done: true };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const slow = fetch(`${address}/slow-for-test`).then((r) => r.json());
    await inFlight;
    const closing = app.close();
    // /readyz reads this flag: the load balancer stops sending traffic.
    await expect.poll(() => lifecycle.accepting).toBe(false);
    release();
    expect(await slow).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});
