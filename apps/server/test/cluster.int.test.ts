import { request as httpRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import { accounts } from '@shop/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../scripts/scratch-postgres.ts';
import { type ShopProcess, startShopProcess } from '../../../scripts/shop-process.ts';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { loadConfig } from '../src/config.ts';

// Issue 20: on PostgreSQL `npm start` serves from one worker per core. Started here as npm start
// does, with two workers; each request on a connection of its own, which the cluster hands to
// the workers in turn.

// The shop started here has its own pool: the one-connection run would repeat the same test.
const onPostgres = testDatabaseKind() === 'postgres' && process.env.TEST_POOL_SIZE !== '1';
let shop: ShopProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl = '';

beforeAll(async () => {
  if (!onPostgres) return;
  const database = await createScratchDatabase('shop_cluster');
  dropDatabase = database.drop;
  databaseUrl = database.url;
  shop = await startShopProcess({
    env: {
      DATABASE_URL: database.url,
      WEB_WORKERS: '2',
      SEED_PRODUCTS: '30',
      TEST_HOOKS: '1',
      TRUST_PROXY: '1',
    },
  });
  // Ready once the first worker answers; the primary says so when both listen.
  for (let waited = 0; !shop.output().includes('2 workers'); waited += 100) {
    if (waited > 30_000) throw new Error(`the second worker did not start:\n${shop.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  await dropDatabase?.();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a new connection (no keep-alive): the next worker takes it. */
function call(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(path, shop?.baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: {
          'x-forwarded-for': '198.51.100.7',
          ...(payload && { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    sent.on('error', reject);
    sent.on('timeout', () => sent.destroy(new Error(`${method} ${path} timed out`)));
    sent.end(payload);
  });
}

/**
 * How four visits in a row to a shared page were served: each worker renders its own once. The
 * page is the same from both (the one sent between them arrives whole).
 */
async function fourVisits(path: string): Promise<string[]> {
  const states: string[] = [];
  const pages = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const answer = await call('GET', path);
    states.push(String(answer.headers['x-page-cache']));
    pages.add(answer.body);
  }
  expect(pages.size).toBe(1);
  expect([...pages][0]).toContain('</html>');
  return states;
}

describe('workers on the embedded database', () => {
  it('are refused: its data folder serves one process', () => {
    expect(() => loadConfig({ WEB_WORKERS: '2' })).toThrow(
      /WEB_WORKERS above 1 needs DATABASE_URL/,
    );
    expect(loadConfig({}).webWorkers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).webWorkers).toBe(
      availableParallelism(),
    );
  });
});

// Registered on PostgreSQL only: the embedded database has no second process to share with.
if (onPostgres) {
  describe('the shop on two workers', () => {
    it('serves from both a page one of them rendered, and a staff change makes both forget it', async () => {
      const path = `/products?price_max=${800_000 + Math.floor(Math.random() * 1e6)}`;
      // One render: the worker that kept the page sends it to the other through the primary,
      // before the primary hands the other the next connection.
      expect(await fourVisits(path)).toEqual(['miss', 'hit', 'hit', 'hit']);
      expect(await fourVisits(path)).toEqual(['hit', 'hit', 'hit', 'hit']);

      // Staff change something on one worker; the other hears of it through the primary.
      expect((await call('POST', '/api/_test/staff_session')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await fourVisits(path)).toEqual(['miss', 'hit', 'hit', 'hit']);
    });

    it("makes both forget the API's product details on a staff change", async () => {
      const listed = JSON.parse((await call('GET', '/api/v2/search/products?per_page=1')).body);
      const slug = (listed.products as { slug: string }[])[0]?.slug ?? '';
      const names = async () => {
        const seen: string[] = [];
        for (let i = 0; i < 4; i++)
          seen.push(JSON.parse((await call('GET', `/api/v2/products/${slug}`)).body).name);
        return [...new Set(seen)];
      };
      const [name] = await names();
      expect(name).toBeTruthy();
      // Renamed behind the shop's back: both workers keep what they built.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query('update catalog_product set name = $1 where slug = $2', [
          'Кластерын нэр',
          slug,
        ]);
      } finally {
        await client.end();
      }
      expect(await names()).toEqual([name]);

      expect((await call('POST', '/api/_test/staff_session')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await names()).toEqual(['Кластерын нэр']);
    });

    it('shares sessions and rate limits between the workers', async () => {
      const phone = `99${String(Date.now()).slice(-6)}`;
      const limit = accounts.RATE_RULES.codeRequestPerTarget.limit;
      const asked: number[] = [];
      let requestToken = '';
      for (let i = 0; i <= limit; i++) {
        const answer = await call('POST', '/api/v2/mcs_auth', {
          body: { login: phone },
          // Each from an address of its own: only the limit per phone can refuse.
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        asked.push(answer.status);
        if (answer.status === 200) requestToken = JSON.parse(answer.body).request_token;
      }
      // Counted together whichever worker took each request.
      expect(asked).toEqual([...Array(limit).fill(200), 429]);

      const outbox = await fetch(`${shop?.sandboxUrl}/outbox.json?to=%2B976${phone}`);
      const { messages } = (await outbox.json()) as { messages: { body: string }[] };
      const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
      const verified = await call('POST', '/api/v2/mcs_auth/verify', {
        body: { request_token: requestToken, code },
      });
      expect(verified.status).toBe(200);
      const bearer = { authorization: `Bearer ${JSON.parse(verified.body).access_token}` };
      // The session is known to both workers.
      for (let i = 0; i < 4; i++) {
        expect((await call('GET', '/api/v2/users/wallet', { headers: bearer })).status).toBe(200);
      }
    });
  });
}
