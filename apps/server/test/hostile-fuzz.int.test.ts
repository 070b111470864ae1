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
import { type JsonSchema, valid } from './schema-arbitrary.ts';

// Issue 13: no input gets a 5xx. Every operation of the OpenAPI document is called with
// generated hostile values in its path, query and body: wrong types, huge and empty strings,
// NUL and odd Unicode, huge numbers, bad JSON; and then with values its own description takes
// (schema-arbitrary.ts), which pass validation and reach the services and the database. Any
// answer of 500 or more fails, except a 503 that carries Retry-After (a provider or the
// database said "later").

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
  parameters: { name: string; in: string; schema?: JsonSchema }[];
  body: JsonSchema | undefined;
  properties: string[];
}

async function operations(): Promise<Operation[]> {
  const document = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Operation['parameters'];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
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
        parameters: operation.parameters ?? [],
        // A body the operation takes but does not describe as JSON (an upload): any object.
        body: operation.requestBody ? (json ?? {}) : undefined,
        properties: Object.keys(json?.properties ?? {}),
      };
    }),
  );
}

const encode = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Calls the operation with `bearer` (none: signed out); false, and a line in `failures`, when it
 * answers a 5xx without Retry-After.
 */
async function answers(
  failures: string[],
  operation: Operation,
  request: { path: string; query: string; payload?: string; json: boolean; bearer?: string },
): Promise<boolean> {
  const response = await app.inject({
    method: operation.method as 'GET',
    url: request.query ? `${request.path}?${request.query}` : request.path,
    headers: {
      'content-type': request.json ? 'application/json' : 'text/plain',
      ...(request.bearer === undefined ? {} : { authorization: `Bearer ${request.bearer}` }),
    },
    ...(operation.body && operation.method !== 'GET' ? { payload: request.payload } : {}),
  });
  const retryLater = response.statusCode === 503 && response.headers['retry-after'];
  if (response.statusCode < 500 || retryLater) return true;
  const query = request.query ? `?${request.query}` : '';
  failures.push(
    `${operation.method} ${request.path}${query} ${request.payload?.slice(0, 300) ?? ''}: ${response.statusCode} ${response.body.slice(0, 200)}`,
  );
  return false;
}

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
              const query = operation.parameters
                .filter((p) => p.in === 'query')
                .map((p, n) => `${p.name}=${encode(values[(n + 1) % values.length])}`)
                .join('&');
              const payload =
                kind === 'json'
                  ? JSON.stringify(body)
                  : kind === 'bad json'
                    ? '{"a": [1,,'
                    : 'x=%00';
              return answers(failures, operation, {
                path,
                query,
                payload,
                json: kind !== 'text',
                bearer:
                  who === 'nobody'
                    ? undefined
                    : who === 'shopper'
                      ? shopper
                      : who === 'staff'
                        ? staff
                        : encode(values[2]).slice(0, 200),
              });
            },
          ),
          { numRuns: 25, seed: 2026 },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to values each operation’s own description takes', async () => {
    const failures: string[] = [];
    for (const operation of await operations()) {
      const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const inPath = (name: string | undefined) =>
        operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
      // A path's value: what its schema takes, or a seeded row's id, "0" (a new cart), a slug.
      const pathValue = (schema: JsonSchema | undefined) =>
        fc.oneof(
          valid(schema).map(String),
          fc.integer({ min: 0, max: 30 }).map(String),
          fc.constantFrom('R000000001', 'sarnai', 'flowers', 'me'),
        );
      const inQuery = operation.parameters.filter((p) => p.in === 'query');
      await fc
        .assert(
          fc.asyncProperty(
            fc.tuple(...names.map((name) => pathValue(inPath(name)))),
            fc.record(Object.fromEntries(inQuery.map((p) => [p.name, valid(p.schema)])), {
              requiredKeys: [],
            }),
            operation.body ? valid(operation.body) : fc.constant(undefined),
            fc.constantFrom(shopper, staff, undefined),
            async (values, queryValues, body, bearer) => {
              let i = 0;
              return answers(failures, operation, {
                path: operation.path.replace(/\{[^}]+\}/g, () =>
                  encodeURIComponent(values[i++] ?? ''),
                ),
                query: Object.entries(queryValues)
                  .map(([name, value]) => `${name}=${encode(value)}`)
                  .join('&'),
                payload: JSON.stringify(body),
                json: true,
                bearer,
              });
            },
          ),
          { numRuns: 25, seed: 2026 },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
  });
});
