import { createContext, jobs } from '@shop/core';
import { type ReceivedSpan, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp, type ShopApp } from '../src/app.ts';
import { startTracing, type Tracing, traceJobs } from '../src/tracing.ts';

let testDb: TestDatabase;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let tracing: Tracing;
let app: ShopApp;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 5 });
  sandbox = await startSandbox(0);
  tracing = startTracing({
    endpoint: `${sandbox.url}/`,
    serviceName: 'shop-under-test',
    headers: { 'x-collector-key': 'k' },
  });
  ({ app } = await buildApp({ database: testDb.database, tracer: tracing.tracer }));
});

afterAll(async () => {
  await app?.close();
  await tracing?.close();
  await sandbox?.close();
  await testDb?.dispose();
});

/** What the collector received, once the buffered spans were sent. */
async function received(): Promise<ReceivedSpan[]> {
  await tracing.flush();
  const response = await fetch(`${sandbox.url}/traces.json`);
  return ((await response.json()) as { spans: ReceivedSpan[] }).spans;
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';

describe(`traces on ${testDatabaseKind()}`, () => {
  it('sends a span per request, named by its route, in the trace its caller started', async () => {
    const answered = await app.inject({
      url: '/api/v2/horeca/hotel_detail?id=no-such-hotel',
      headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
    });
    expect(answered.statusCode).toBe(404);
    await app.inject({ url: '/healthz' });

    const spans = await received();
    const hotel = spans.find((s) => s.name === 'GET /api/v2/horeca/hotel_detail');
    expect(hotel).toMatchObject({
      service: 'shop-under-test',
      traceId: TRACE_ID,
      parentSpanId: PARENT_ID,
      kind: 2, // server (OTLP counts from 'unspecified')
      status: 0,
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/api/v2/horeca/hotel_detail',
        'url.path': '/api/v2/horeca/hotel_detail',
        'http.response.status_code': 404,
      },
    });
    // Without a traceparent a request starts a trace of its own.
    const health = spans.find((s) => s.name === 'GET /healthz');
    expect(health?.parentSpanId).toBeNull();
    expect(health?.traceId).not.toBe(TRACE_ID);
  });

  it('sends a span per job, an error with its exception when the job fails', async () => {
    const ctx = createContext(testDb.database.db);
    await jobs.enqueue(ctx, { kind: 'test.traced_ok', key: 'traced-ok' });
    await jobs.enqueue(ctx, { kind: 'test.traced_fail', key: 'traced-fail' });
    const handlers = traceJobs(
      {
        'test.traced_ok': async () => {},
        'test.traced_fail': async () => {
          throw new Error('the gateway answered 500');
        },
      },
      tracing.tracer,
    );
    const round = await jobs.runDueJobs(() => createContext(testDb.database.db), handlers);
    expect(round).toMatchObject({ done: 1, retried: 1 });

    const spans = await received();
    expect(spans.find((s) => s.name === 'job test.traced_ok')).toMatchObject({
      kind: 5, // consumer (OTLP counts from 'unspecified')
      status: 0,
      attributes: { 'job.kind': 'test.traced_ok', 'job.attempt': 1 },
    });
    expect(spans.find((s) => s.name === 'job test.traced_fail')).toMatchObject({
      status: 2, // error
      attributes: { 'job.kind': 'test.traced_fail' },
    });
  });

  it('keeps serving when the collector is down: spans are dropped, requests answered', async () => {
    const dark = startTracing({ endpoint: 'http://127.0.0.1:9', serviceName: 'x', headers: {} });
    const { app: shop } = await buildApp({ database: testDb.database, tracer: dark.tracer });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await shop.inject({ url: '/healthz' })).statusCode).toBe(200);
      }
      // Sending fails; flushing says so without throwing (a shutdown must not fail on it).
      expect(await dark.flush()).toBe(false);
    } finally {
      await shop.close();
      await dark.close();
    }
  });
});
