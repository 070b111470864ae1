import cluster, { type Worker } from 'node:cluster';
import type { CachedPage, PageCache } from './web/page-cache.ts';

/** A worker's word to the others (through the primary): what shared pages show changed. */
export const FORGET_MESSAGE = 'shop:forget-caches';
/** A worker's page kept for everyone, for the others to keep too (one render serves all). */
export const PAGE_MESSAGE = 'shop:page-kept';
/** What the primary passes from a worker to the others, as it is. */
const RELAYED = new Set([FORGET_MESSAGE, PAGE_MESSAGE]);

/** How long a worker that died waits before its replacement starts (a crash loop stays slow). */
const RESTART_DELAY_MS = 1_000;

const typeOf = (message: unknown) =>
  typeof message === 'object' && message !== null && 'type' in message ? message.type : null;

export interface WorkerPool {
  /** Every worker listening; fails when one ends before it does (a bad configuration). */
  ready: Promise<void>;
  /** Asks every worker to drain and stop (SIGTERM), and waits until they have. */
  stop(): Promise<void>;
}

/**
 * The primary's side of a cluster (docs/OPERATIONS.md, "Workers"): `count` workers serving the
 * same port (Node hands each new connection to the next), each a whole shop with its own pool,
 * jobs worker and caches. A worker that dies is replaced after a second; a worker's "forget"
 * (staff changed what pages show) is passed to the others.
 */
export function startWorkers(
  count: number,
  env: Record<string, string>,
  log: (message: string, detail?: Record<string, unknown>) => void,
): WorkerPool {
  let stopping = false;
  let starting = true;
  let listening = 0;
  let startFailed: (error: Error) => void = () => {};
  let started: () => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    started = resolve;
    startFailed = reject;
  });

  // Pages travel as bytes: the structured clone carries buffers whole, JSON would spell them out.
  cluster.setupPrimary({ serialization: 'advanced' });
  const fork = (): Worker => {
    const worker = cluster.fork(env);
    worker.on('message', (message: unknown) => {
      if (!RELAYED.has(typeOf(message) as string)) return;
      for (const other of Object.values(cluster.workers ?? {})) {
        if (other && other !== worker && other.isConnected()) other.send(message as object);
      }
    });
    worker.once('listening', () => {
      listening += 1;
      if (starting && listening === count) {
        starting = false;
        started();
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (starting) {
      // Ended before serving: the same would happen to its replacement.
      stopping = true;
      startFailed(new Error(`worker ${worker.id} ended while starting (code ${code}, ${signal})`));
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      return;
    }
    log('worker ended; starting another', { worker: worker.id, code, signal });
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  for (let i = 0; i < count; i++) fork();

  return {
    ready,
    async stop() {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** The caches a worker shares the news of forgetting. */
interface ForgettingCache {
  clear(options?: { quiet?: boolean }): void;
  onForget(listener: () => void): void;
}

/**
 * A worker's side: when its caches forget (a staff change), the other workers are told; when
 * they are told, they forget too, without telling back. Outside a cluster, nothing.
 */
export function shareForgetting(caches: (ForgettingCache | null)[]): void {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return;
  for (const cache of caches) cache?.onForget(() => send({ type: FORGET_MESSAGE }));
  process.on('message', (message: unknown) => {
    if (typeOf(message) !== FORGET_MESSAGE) return;
    for (const cache of caches) cache?.clear({ quiet: true });
  });
}

/**
 * A worker's side of sharing kept pages: a page this worker renders and keeps is sent to the
 * others, and one they send is kept here, so each page is rendered once for the whole machine
 * rather than once per worker. Outside a cluster, nothing.
 */
export function sharePages(cache: PageCache | null): void {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send || !cache) return;
  cache.onStore((key, page) => send({ type: PAGE_MESSAGE, key, page }));
  process.on('message', (message: unknown) => {
    if (typeOf(message) !== PAGE_MESSAGE) return;
    const { key, page } = message as { key: string; page: CachedPage };
    cache.adopt(key, {
      ...page,
      body: Object.fromEntries(
        Object.entries(page.body).map(([encoding, bytes]) => [encoding, asBuffer(bytes)]),
      ),
    });
  });
}

/** A Buffer sent to another process arrives as a plain byte array. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
