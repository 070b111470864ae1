import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ShopProcess {
  /** The server's process id (on the embedded database the one process that serves). */
  pid: number;
  baseUrl: string;
  sandboxUrl: string;
  dataDir: string;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyAfterMs: number;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, wait for exit; removes the data folder unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** Resolves when the process ends, however it ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal without waiting (a supervisor's SIGTERM under load). */
  signal(signal: NodeJS.Signals): void;
}

export interface ShopProcessOptions {
  /** Extra or overriding environment variables (DATABASE_URL, SEED_PRODUCTS, ...). */
  env?: Record<string, string>;
  /** Reuse a data folder (a second start); a fresh temporary one otherwise. */
  dataDir?: string;
  readyTimeoutMs?: number;
}

/**
 * Starts the shop exactly as `npm start` does (building the web app if needed), on free ports,
 * with its own data folder, and waits until it is ready. Used by browser tests and benchmarks.
 */
export async function startShopProcess(options: ShopProcessOptions = {}): Promise<ShopProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-'));
  const [port, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  let log = '';
  const started = Date.now();
  const child = spawn(process.execPath, ['apps/server/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SMTP_PORT: String(smtpPort),
      SANDBOX_URL: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, () => log, options.readyTimeoutMs ?? 300_000);
  const readyAfterMs = Date.now() - started;
  return {
    pid: child.pid ?? 0,
    baseUrl,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    dataDir,
    readyAfterMs,
    output: () => log,
    exited,
    signal: (signal) => {
      child.kill(signal);
    },
    async stop(stopOptions = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!stopOptions.keepData && !options.dataDir)
        rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop did not become ready in ${timeoutMs} ms:\n${output()}`);
}
