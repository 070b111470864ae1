import { createContext, jobs } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp, type ShopApp } from '../src/app.ts';
import type { PageCache } from '../src/web/page-cache.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
let testDb: TestDatabase;
let app: ShopApp;
let unmeasured: ShopApp;
let pageCache: PageCache | null;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 0 });
  ({ app, pageCache } = await buildApp({
    database: testDb.database,
    metricsToken: TOKEN,
    pageCache: { freshMs: 60_000, staleMs: 60_000, maxBytes: 1_000_000 },
  }));
  ({ app: unmeasured } = await buildApp({ database: testDb.database }));
});

afterAll(async () => {
  await app?.close();
  await unmeasured?.close();
  await testDb?.dispose();
});

const scrape = (authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe(`metrics on ${testDatabaseKind()}`, () => {
  it('answers only a scraper with the token, and not at all without one configured', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    expect((await unmeasured.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests by route pattern and status, and reads the pool, the queue and payments', async () => {
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/api/v2/horeca/hotel_detail?id=no-such-hotel' });
    await jobs.enqueue(createContext(testDb.database.db), { kind: 'metrics.test' });
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} 1/,
    );
    // The pattern, not the address: one series for every hotel asked for.
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/api/v2/horeca/hotel_detail",method="GET",status="404"} 1',
    );
    expect(text).toMatch(/db_pool_connections\{state="open"\} \d+/);
    expect(Number(text.match(/^db_statements_total (\d+)$/m)?.[1])).toBeGreaterThan(0);
    expect(text).toContain('job_queue_jobs{kind="metrics.test",state="queued"} 1');
    expect(text).toContain('# TYPE shop_payments gauge');
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds/);
  });

  it('says how many pages the page cache keeps and the bytes they take', async () => {
    const gauge = async (name: string) =>
      Number(new RegExp(`^${name} (\\d+)$`, 'm').exec((await scrape(`Bearer ${TOKEN}`)).body)?.[1]);
    pageCache?.clear();
    expect(await gauge('page_cache_pages')).toBe(0);
    expect(await gauge('page_cache_bytes')).toBe(0);
    pageCache?.store('web http://shop/products', {
      status: 200,
      headers: [['content-type', 'text/html']],
      body: { br: Buffer.alloc(1_000), gzip: Buffer.alloc(1_200) },
    });
    expect(await gauge('page_cache_pages')).toBe(1);
    expect(await gauge('page_cache_bytes')).toBe(2_200 + 64);
  });
});
