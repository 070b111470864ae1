import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, vi } from 'vitest';
import { buildSandbox } from './app.ts';

export type SandboxApp = ReturnType<typeof buildSandbox>['app'];

/** A callback as the shop's endpoint received it. */
export interface ReceivedCallback {
  body: string;
  signature: string | undefined;
  at: number;
}

/**
 * For a test file: sandboxes and shop endpoints that are closed after each test (the sandbox
 * first, so callbacks still on their way stop), with real timers restored.
 */
export function sandboxTesting() {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  return {
    sandbox(): SandboxApp {
      const { app } = buildSandbox();
      cleanup.push(() => app.close());
      return app;
    },

    /** The shop's callback endpoint: records what arrives and answers `statuses` in turn. */
    async shop(statuses: number[] = []) {
      const received: ReceivedCallback[] = [];
      const server: Server = createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => {
          body += chunk;
        });
        request.on('end', () => {
          const signature = request.headers['x-signature'];
          received.push({ body, signature: signature as string | undefined, at: Date.now() });
          response.statusCode = statuses.shift() ?? 200;
          response.end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      cleanup.push(() => new Promise((resolve) => server.close(resolve)));
      const { port } = server.address() as AddressInfo;
      return { callbackUrl: `http://127.0.0.1:${port}/payments/callback`, received };
    },
  };
}

/** What a browser sends when the shopper submits a sandbox page's form. */
export const postForm = (app: SandboxApp, url: string, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** A test card as the shopper types it into the card form. */
export const typedCard = (number: string, overrides: Record<string, string> = {}) => ({
  card_number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: '12/39',
  cvc: '123',
  name: 'BAT ERDENE',
  action: 'pay',
  ...overrides,
});

/** Waits `ms` for real. */
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
