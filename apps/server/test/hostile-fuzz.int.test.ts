import { accounts, createContext } from '@shop/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';

// Issue 13: no input gets a 5xx. Every operation of the OpenAPI document is called with
// generated hostile values in its path, query and body: wrong types, huge and empty strings,
// NUL and odd Unicode, huge numbers, bad JSON. Any answer of 500 or more fails, except a 503
// that carries Retry-After (a provider or the database said "later").

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
/** A real shopper's and the website admin's tokens: hostile values reach past sign-in too. */
let shopper: string;
let staff: string;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 20 });
  ({ app } = await buildApp({ database: testDb.database }));
  const ctx = createContext(testDb.database.db);
  const account = async (role: string) => {
    const [row] = (
      (await ctx.db.execute(
        sql`insert into account_user (email, role) values (${`fuzz-${role}@example.mn`}, ${role}) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    return (await accounts.startSession(ctx, Number(row?.id), 'api')).token;
  };
  shopper = await account('customer');
  // The website admin: past every staff gate, the roulette admin's too.
  staff = await account('website_admin');
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const hostileText = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '1e309', '9'.repeat(40), 'null', 'true', '%00', '\u0000'),
  fc.constantFrom(
    '../../etc/passwd',
    '<script>',
    "' or 1=1 --",
    '玫瑰',
    '\ud800',
    '👩‍👩‍👧',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, -0),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: string }[];
  body: boolean;
  properties: string[];
}

async function operations(): Promise<Operation[]> {
  const document = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
        }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const json = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters,
        body: operation.requestBody !== undefined,
        properties: Object.keys(json?.properties ?? {}),
      };
    }),
  );
}

const encode = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

describe(`hostile input on ${testDatabaseKind()}`, () => {
  it('never answers 5xx to any operation, whatever its path, query and body hold', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const operation of all) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(hostileValue, { minLength: 4, maxLength: 4 }),
            fc.dictionary(fc.constantFrom(...operation.properties, 'extra'), hostileValue, {
              maxKeys: 4,
            }),
            fc.constantFrom('json', 'json', 'bad json', 'text'),
            fc.constantFrom('shopper', 'staff', 'nobody', 'garbage'),
            async (values, body, kind, who) => {
              let i = 0;
              const path = operation.path.replace(/\{[^}]+\}/g, () =>
                encode(values[i++ % values.length]),
              );
              const query = (operation.parameters ?? [])
                .filter((p) => p.in === 'query')
                .map((p, n) => `${p.name}=${encode(values[(n + 1) % values.length])}`)
                .join('&');
              const payload =
                kind === 'json'
                  ? JSON.stringify(body)
                  : kind === 'bad json'
                    ? '{"a": [1,,'
                    : 'x=%00';
              const response = await app.inject({
                method: operation.method as 'GET',
                url: query ? `${path}?${query}` : path,
                headers: {
                  'content-type': kind === 'text' ? 'text/plain' : 'application/json',
                  ...(who === 'nobody'
                    ? {}
                    : {
                        authorization: `Bearer ${
                          who === 'shopper'
                            ? shopper
                            : who === 'staff'
                              ? staff
                              : encode(values[2]).slice(0, 200)
                        }`,
                      }),
                },
                ...(operation.body && operation.method !== 'GET' ? { payload } : {}),
              });
              const retryLater = response.statusCode === 503 && response.headers['retry-after'];
              if (response.statusCode >= 500 && !retryLater) {
                failures.push(
                  `${operation.method} ${path}${query ? `?${query}` : ''}: ${response.statusCode} ${response.body.slice(0, 200)}`,
                );
                return false;
              }
              return true;
            },
          ),
          { numRuns: 25, seed: 2026 },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
  });
});
