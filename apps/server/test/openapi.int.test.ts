import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';

const REDOCLY = fileURLToPath(new URL('../../../node_modules/.bin/redocly', import.meta.url));
const run = promisify(execFile);

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let scratch: string;

beforeAll(async () => {
  testDb = await freshDatabase({ seed: false });
  ({ app } = await buildApp({ database: testDb.database }));
  scratch = mkdtempSync(join(tmpdir(), 'openapi-'));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const document = await app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const file = join(scratch, 'openapi.json');
    writeFileSync(file, document.body);
    // Redocly exits non-zero on any error; warnings are counted from its summary.
    const { stdout, stderr } = await run(REDOCLY, ['lint', file, '--format=summary'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`redocly lint failed:\n${error.stdout}\n${error.stderr}`);
    });
    expect(`${stdout}${stderr}`).toContain('Your API description is valid');
    // The summary lists each warning as a line "warning <rule>: <count>" (the banner about Node
    // 20's end is not one).
    expect(`${stdout}${stderr}`).not.toMatch(/^warning\s|You have \d+ warnings?/m);
  });

  it('names every operation once and declares who may call it', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((o) => Array.isArray(o.security))).toBe(true);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'bearerAuth',
      'orderToken',
      'staffBearer',
    ]);
    expect(document.paths['/api/back_office/users/me']?.get?.security).toEqual([
      { staffBearer: [] },
    ]);
  });
});
