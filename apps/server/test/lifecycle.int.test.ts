import { notify } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';
import { closeGracefully } from '../src/shutdown.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 20 });
});

afterAll(async () => {
  await testDb?.dispose();
});

describe('graceful shutdown', () => {
  it('reports not ready while draining, finishes a request in flight, then refuses connections', async () => {
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
    expect((await fetch(`${address}/readyz`)).status).toBe(200);

    const slow = fetch(`${address}/slow-for-test`).then((r) => r.json());
    await inFlight;
    let afterCloseRan = false;
    const closing = closeGracefully(app, lifecycle, { drainMs: 400, graceMs: 10_000 }, async () => {
      afterCloseRan = true;
    });
    // During the drain the listener still answers, so the balancer sees "not ready", without
    // waiting for a database ping that may queue behind the last requests.
    const ping = vi.spyOn(testDb.database, 'ping');
    const readiness = await fetch(`${address}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({
      status: 'unavailable',
      accepting: false,
      database: true,
    });
    expect(ping).not.toHaveBeenCalled();
    ping.mockRestore();

    release();
    expect(await slow).toEqual({ done: true });
    await closing;
    expect(afterCloseRan).toBe(true);
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });

  it('lets a message still on its way leave before the database closes', async () => {
    const { app, lifecycle } = await buildApp({ database: testDb.database });
    const events: string[] = [];
    let deliver!: () => void;
    notify.deliverLater('a test message', async () => {
      await new Promise<void>((resolve) => {
        deliver = resolve;
      });
      events.push('delivered');
    });
    const closing = closeGracefully(app, lifecycle, { drainMs: 0, graceMs: 1_000 }, async () => {
      events.push('database closed');
    });
    // Closed for requests, but the message holds the database open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([]);
    deliver();
    await closing;
    expect(events).toEqual(['delivered', 'database closed']);
  });

  it('cuts connections still open when the grace period runs out', async () => {
    const { app, lifecycle } = await buildApp({ database: testDb.database });
    app.get('/stuck-for-test', () => new Promise(() => {}));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const stuck = fetch(`${address}/stuck-for-test`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Without the cut, close would wait for the stuck request forever (and the test time out).
    await closeGracefully(app, lifecycle, { drainMs: 0, graceMs: 300 });
    expect(await stuck).toBeInstanceOf(Error);
  });
});
