import { accounts, createContext } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp, type ShopApp } from '../src/app.ts';

let testDb: TestDatabase;
let direct: ShopApp;
let proxied: ShopApp;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 5 });
  ({ app: direct } = await buildApp({ database: testDb.database }));
  // Behind one trusted hop (TRUST_PROXY=1): the balancer's X-Forwarded-Proto counts.
  ({ app: proxied } = await buildApp({
    database: testDb.database,
    trustProxy: (_address, hop) => hop < 1,
  }));
});

afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await testDb?.dispose();
});

/** What every answer carries, whatever it is. */
function expectPolicy(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]{16,}'/);
  expect(csp.split(/;\s*/).find((d) => d.startsWith('script-src '))).not.toContain('unsafe-inline');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  expect(String(headers['permissions-policy'])).toContain('microphone=()');
}

describe(`security headers on every answer (${testDatabaseKind()})`, () => {
  it.each([
    ['an API answer', '/api/v2/taxons/all', 200],
    ['a JSON error', '/api/v2/products/no-such-product', 404],
    ['an unknown API path', '/api/v2/nothing-here', 404],
    ['a picture', '/media/logo-mark.svg', 200],
    ['the API docs page', '/api/docs/', 200],
    ['the OpenAPI document', '/api/docs/json', 200],
    ['robots.txt', '/robots.txt', 200],
    ['a health check', '/healthz', 200],
  ])('%s (%s)', async (_what, url, status) => {
    const response = await direct.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expectPolicy(response.headers);
  });

  it('gives every answer its own nonce', async () => {
    const nonceOf = async () =>
      String(
        (await direct.inject({ method: 'GET', url: '/api/v2/taxons/all' })).headers[
          'content-security-policy'
        ],
      ).match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('lets other sites show the pictures, nothing else', async () => {
    const picture = await direct.inject({ method: 'GET', url: '/media/logo-mark.svg' });
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await direct.inject({ method: 'GET', url: '/api/v2/taxons/all' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('allows the camera only on the back office pages', async () => {
    const office = await direct.inject({ method: 'GET', url: '/back-office/scan' });
    expect(String(office.headers['permissions-policy'])).toContain('camera=(self)');
    const localised = await direct.inject({ method: 'GET', url: '/en/back-office' });
    expect(String(localised.headers['permissions-policy'])).toContain('camera=(self)');
    const shop = await direct.inject({ method: 'GET', url: '/en/back-officer' });
    expect(String(shop.headers['permissions-policy'])).toContain('camera=()');
  });

  it('sends HSTS over HTTPS behind a trusted proxy, never over plain HTTP', async () => {
    const https = await proxied.inject({
      method: 'GET',
      url: '/api/v2/taxons/all',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.inject({ method: 'GET', url: '/api/v2/taxons/all' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy the header is anyone's to forge: no HSTS on its word.
    const forged = await direct.inject({
      method: 'GET',
      url: '/api/v2/taxons/all',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets a checkout form lead to the payment providers, nowhere else', async () => {
    const response = await direct.inject({ method: 'GET', url: '/api/v2/taxons/all' });
    const formAction = String(response.headers['content-security-policy'])
      .split(/;\s*/)
      .find((d) => d.startsWith('form-action '));
    // The test app's providers are the sandbox's stand-ins at an unreachable address.
    expect(formAction).toBe("form-action 'self' http://127.0.0.1:9");
  });

  it('keeps a signed-in shopper’s or an order holder’s answers out of every cache', async () => {
    const rows = (await testDb.database.db.execute(
      sql`insert into account_user (email, role) values (${`headers-${Date.now()}@example.mn`}, 'customer') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const session = await accounts.startSession(
      createContext(testDb.database.db),
      Number(rows.rows[0]?.id),
      'api',
    );
    const mine = await direct.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const order = await direct.inject({ method: 'GET', url: '/api/v2/orders/R1?order_token=x' });
    expect(order.headers['cache-control']).toBe('private, no-store');
    const catalogue = await direct.inject({ method: 'GET', url: '/api/v2/taxons/all' });
    expect(catalogue.headers['cache-control']).not.toBe('private, no-store');
    // Opened in a tab, an API answer is a file to save, never a page.
    expect(catalogue.headers['content-disposition']).toBe('attachment; filename="api.json"');
  });
});
