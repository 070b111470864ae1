import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  callProvider,
  type ProviderCall,
  ProviderError,
  pathId,
  pathIdSchema,
} from './http-json.ts';

class ExampleError extends ProviderError {
  override readonly name = 'ExampleError';
}

/** What the service saw of the last request. */
let seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string } = {
  headers: {},
  body: '',
};
let service: Server;
let baseUrl: string;

// A service that answers by path: /status/503, /text/..., /slow, /echo.
beforeAll(async () => {
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const path = request.url ?? '';
      const status = /^\/api\/status\/(\d{3})$/.exec(path);
      if (status) {
        response.statusCode = Number(status[1]);
        if (response.statusCode === 302) response.setHeader('location', `${baseUrl}/echo`);
        response.end(JSON.stringify({ error: 'some_code', message: 'refused' }));
      } else if (path === '/api/garbage') response.end('<html>maintenance</html>');
      else if (path === '/api/empty') {
        response.statusCode = 204;
        response.end();
      } else if (path === '/api/slow') setTimeout(() => response.end('{"ok":true}'), 1000);
      else response.end(JSON.stringify({ ok: true, path }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  await new Promise((resolve) => service?.close(resolve));
});

const ok = z.object({ ok: z.literal(true), path: z.string() });
const call = <M = never>(overrides: Partial<ProviderCall<unknown, M>> = {}) =>
  callProvider({ baseUrl, apiKey: 'the-key', timeoutMs: 300 }, ExampleError, {
    what: 'example',
    method: 'GET',
    path: 'echo',
    answer: ok,
    ...overrides,
  });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExampleError);
  return error as ExampleError;
}

describe('callProvider', () => {
  it('sends JSON with the API key under the base URL and answers the validated body', async () => {
    const answer = await call({ method: 'POST', path: 'echo', body: { amount: 12_500 } });
    expect(answer).toEqual({ ok: true, path: '/api/echo' });
    expect(seen.method).toBe('POST');
    expect(seen.headers.authorization).toBe('Bearer the-key');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers.accept).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ amount: 12_500 });
  });

  it('sends no body and no content type without a body', async () => {
    await call({ method: 'DELETE' });
    expect(seen.method).toBe('DELETE');
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.body).toBe('');
  });

  it.each([400, 401, 404, 409, 422])(
    'reads %i as rejected, with the service’s code',
    async (status) => {
      const error = await failure(call({ path: `status/${status}` }));
      expect(error.reason).toBe('rejected');
      expect(error.message).toBe(`example: answered ${status} some_code`);
    },
  );

  it.each([500, 502, 503])('reads %i as unavailable', async (status) => {
    expect((await failure(call({ path: `status/${status}` }))).reason).toBe('unavailable');
  });

  it('does not follow a redirect with the API key, and reads it as unavailable', async () => {
    const error = await failure(call({ path: 'status/302' }));
    expect(error.reason).toBe('unavailable');
    expect(seen.url).toBe('/api/status/302');
  });

  it('reads an answer that is no JSON, or does not fit, as unavailable', async () => {
    expect((await failure(call({ path: 'garbage' }))).reason).toBe('unavailable');
    const strict = z.object({ ok: z.literal(false) });
    const error = await failure(call({ answer: strict }));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toBe('example: unexpected answer');
  });

  it('reads a timeout or an unreachable service as unavailable, keeping the cause', async () => {
    const slow = await failure(call({ path: 'slow' }));
    expect(slow.reason).toBe('unavailable');
    expect(slow.message).toBe('example: no answer');
    expect(slow.cause).toBeInstanceOf(Error);
    const down = callProvider({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k' }, ExampleError, {
      what: 'example',
      method: 'GET',
      path: 'echo',
      answer: ok,
    });
    expect((await failure(down)).reason).toBe('unavailable');
  });

  it('answers ifNotFound for a 404 when given, and no other status', async () => {
    expect(await call({ path: 'status/404', ifNotFound: null })).toBeNull();
    expect((await failure(call({ path: 'status/410', ifNotFound: null }))).reason).toBe('rejected');
  });

  it('takes an empty 204 for a schema that expects nothing', async () => {
    expect(await call({ method: 'DELETE', path: 'empty', answer: z.undefined() })).toBeUndefined();
    expect((await failure(call({ path: 'empty' }))).reason).toBe('unavailable');
  });
});

describe('pathId', () => {
  it('lets ids through and refuses anything that could change the path', () => {
    expect(pathId(ExampleError, 'example', 'cs_0123-abc')).toBe('cs_0123-abc');
    for (const id of ['', '../refund', 'a/b', 'a?b=1', 'a#b', 'a%2F', 'x'.repeat(101)]) {
      expect(() => pathId(ExampleError, 'example', id)).toThrow(ExampleError);
      expect(pathIdSchema.safeParse(id).success).toBe(false);
    }
  });
});

describe('ProviderError', () => {
  it('names its subclass and reason when given no message', () => {
    const error = new ExampleError('rejected');
    expect(error.message).toBe('ExampleError: rejected');
    expect(error.name).toBe('ExampleError');
    expect(error).toBeInstanceOf(ProviderError);
  });
});
