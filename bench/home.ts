// Throughput and latency of the server-rendered home page, on PGlite and on PostgreSQL.

import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { createScratchDatabase } from '../scripts/scratch-postgres.ts';
import { startShopProcess } from '../scripts/shop-process.ts';
import {
  type Db,
  dbOption,
  numberOption,
  percentile,
  printTable,
  round,
  troubleIn,
  writeArtifact,
  writeResult,
} from './lib.ts';

const MARKER = 'Шинээр ирсэн';

interface Settings {
  duration: number;
  warmup: number;
  connections: number;
  products: number;
}

interface HomeFigures {
  db: Db;
  firstStartReadyMs: number;
  htmlBytes: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  shopWarnings: number;
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '10' },
      products: { type: 'string', default: '2000' },
    },
  });
  const settings: Settings = {
    duration: numberOption(values.duration, 'duration'),
    warmup: numberOption(values.warmup, 'warmup'),
    connections: numberOption(values.connections, 'connections'),
    products: numberOption(values.products, 'products'),
  };
  const all: HomeFigures[] = [];
  for (const db of dbOption(values.db, true)) all.push(await benchmark(db, settings));

  console.log(
    `\nGET / — ${settings.connections} connections, ${settings.warmup} s warm-up, ` +
      `${settings.duration} s measured, ${settings.products} products\n`,
  );
  const row = (label: string, pick: (f: HomeFigures) => number | string) => [
    label,
    ...all.map(pick),
  ];
  printTable([
    row('', (f) => f.db),
    row('requests/s (mean)', (f) => round(f.requestsPerSecond)),
    row('latency mean (ms)', (f) => f.latencyMs.mean),
    row('latency p50 (ms)', (f) => f.latencyMs.p50),
    row('latency p95 (ms)', (f) => f.latencyMs.p95),
    row('latency p99 (ms)', (f) => f.latencyMs.p99),
    row('latency max (ms)', (f) => f.latencyMs.max),
    row('requests', (f) => f.requests),
    row('non-2xx', (f) => f.non2xx),
    row('errors (timeouts)', (f) => `${f.errors} (${f.timeouts})`),
    row('HTML bytes', (f) => f.htmlBytes),
    row('first start ready (s)', (f) => round(f.firstStartReadyMs / 1000)),
    row('shop warnings/errors', (f) => f.shopWarnings),
  ]);
  for (const f of all) writeResult('home', f.db, { settings, ...f });
}

async function benchmark(db: Db, settings: Settings): Promise<HomeFigures> {
  console.log(`[${db}] starting the shop (seeding ${settings.products} products)...`);
  const scratch = db === 'postgres' ? await createScratchDatabase('shop_bench') : undefined;
  try {
    const shop = await startShopProcess({
      env: {
        SEED_PRODUCTS: String(settings.products),
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
    });
    try {
      const url = `${shop.baseUrl}/`;
      const response = await fetch(url);
      const html = await response.text();
      if (!response.ok || !html.includes(MARKER)) {
        throw new Error(`GET / is not the shop's home page (status ${response.status})`);
      }
      console.log(`[${db}] ready after ${shop.readyAfterMs} ms; warming up ${settings.warmup} s`);
      await fire({ url, connections: settings.connections, duration: settings.warmup });
      console.log(`[${db}] measuring ${settings.duration} s`);
      const latencies: number[] = [];
      const result = await fire(
        { url, connections: settings.connections, duration: settings.duration },
        (ms) => latencies.push(ms),
      );
      latencies.sort((a, b) => a - b);
      const trouble = troubleIn(shop.output());
      writeArtifact(`home-${db}.log`, shop.output());
      return {
        db,
        firstStartReadyMs: shop.readyAfterMs,
        htmlBytes: Buffer.byteLength(html),
        requests: result.requests.total,
        requestsPerSecond: result.requests.average,
        latencyMs: {
          mean: round(result.latency.mean, 2),
          p50: round(percentile(latencies, 50), 2),
          p95: round(percentile(latencies, 95), 2),
          p99: round(percentile(latencies, 99), 2),
          max: round(result.latency.max, 2),
        },
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        shopWarnings: trouble.length,
      };
    } finally {
      await shop.stop();
    }
  } finally {
    await scratch?.drop();
  }
}

function fire(
  options: { url: string; connections: number; duration: number },
  onLatency?: (ms: number) => void,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}
