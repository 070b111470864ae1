import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>['app'];

beforeAll(async () => {
  testDb = await freshDatabase({ products: 10 });
  ({ app } = await buildApp({ database: testDb.database }));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe(`a NUL in what a request carries on ${testDatabaseKind()}`, () => {
  // Each answered 500 before (PostgreSQL refuses a NUL in text); issue 13's list.
  it.each([
    '/products/%00',
    '/products/a%00b',
    '/brands/%00',
    '/vendors/%00',
    '/orders/%00',
    '/products?brand=%00',
    '/api/v2/brands/%00',
    '/api/v2/vendors/%00',
    '/api/v2/products/%00',
    '/api/v2/search/products?q=ro%00se',
    '/api/v2/search/suggestions?q=%00',
    '/api/v2/search/airports?q=%00',
  ])('refuses %s with 400 in the error shape', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      request_id: expect.any(String),
    });
  });

  it('refuses a JSON body with a NUL in a value or a key', async () => {
    for (const payload of [
      { line_item: { variant_id: 1, quantity: 1, options: { note: 'a\u0000b' } } },
      { line_item: { variant_id: 1, quantity: 1, options: { 'a\u0000': 'b' } } },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/orders/0/line_items',
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/mcs_auth',
      payload: { login: '9911\u00002233' },
    });
    expect(login.statusCode, login.body).toBe(400);
  });

  it('refuses a body of a type the route does not take with 415, in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/mcs_auth',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
      payload: '<login>99112233</login>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      request_id: expect.any(String),
    });
  });

  it('refuses a field the route does not know (no mass assignment) with 400 naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/orders/0/line_items',
      headers: { 'accept-language': 'en' },
      payload: { line_item: { variant_id: 1, quantity: 1, price: 1 } },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({
      'line_item.price': ['"line_item.price" is not a known field.'],
    });
  });
});
