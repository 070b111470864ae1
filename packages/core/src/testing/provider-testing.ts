import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { ProviderError } from '../shared/index.ts';

/** A callback as the shop's endpoint received it. */
export interface ReceivedCallback {
  path: string;
  rawBody: string;
  signature: string | undefined;
}

/**
 * The shop's callback endpoint, as small as it gets, on a free port: records each callback and
 * answers what `respond` says (e.g. 204 when it verifies, 401 when not). Paths under /slow/
 * answer after a second, for clients' timeouts.
 */
export async function startCallbackEndpoint(
  respond: (callback: ReceivedCallback) => number = () => 204,
) {
  const received: ReceivedCallback[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      if (path.startsWith('/slow/')) {
        setTimeout(() => response.end('{}'), 1000);
        return;
      }
      const header = request.headers['x-signature'];
      const callback = {
        path,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        signature: typeof header === 'string' ? header : undefined,
      };
      received.push(callback);
      response.statusCode = respond(callback);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The reason a call failed with, after checking it failed with the client's own error class. */
export async function failureReason(
  promise: Promise<unknown>,
  errorClass: abstract new (...args: never[]) => ProviderError,
): Promise<ProviderError['reason']> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(errorClass);
  return (error as ProviderError).reason;
}

/**
 * What the shopper's browser does on a provider's page: loads it, fills in its form, submits.
 * Answers the response to the submit (redirects not followed).
 */
export async function submitPageForm(pageUrl: string, fields: Record<string, string>) {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  expect(action).toBeDefined();
  return fetch(new URL(action!, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** A fetch stand-in that answers every request with `status` and `body` (JSON unless a string). */
export const answeringWith = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

/**
 * What the customer's Most wallet app would hand the shop's app, from the sandbox's test-only
 * route: a new wallet (or, given `custtkn`, the same one) and a transaction token whose
 * `outcome` chooses how its purchase goes.
 */
export async function mostTestTokens(
  sandboxUrl: string,
  options: {
    balance?: number;
    outcome?: 'paid' | 'insufficient_funds' | 'declined' | 'slow';
    custtkn?: string;
  } = {},
): Promise<{ custtkn: string; txntkn: string }> {
  const response = await fetch(`${sandboxUrl.replace(/\/+$/, '')}/most/test/tokens`, {
    method: 'POST',
    headers: { authorization: 'Bearer sandbox-most-key', 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { custtkn: string; txntkn: string };
}
