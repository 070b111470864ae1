// The shop's memory on the embedded database: idle after a second start, and under a mix of
// pages, product details and searches (issue 20's target: at most 300 MB under load).

import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type ShopProcess, startShopProcess } from '../scripts/shop-process.ts';
import { numberOption, printTable, round, troubleIn, writeResult } from './lib.ts';
import { pageSets } from './pages.ts';
import {
  encodingLabel,
  type LoadFigures,
  loadRows,
  measure,
  type Settings,
  searchMix,
  shuffle,
} from './search.ts';

const TARGET_MB = 300;
const SAMPLE_MS = 250;
const METRICS_TOKEN = 'bench-memory-metrics-token';

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '2000' },
      duration: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '8' },
      'accept-encoding': { type: 'string', default: '' },
    },
  });
  const settings: Settings = {
    products: numberOption(values.products, 'products'),
    duration: numberOption(values.duration, 'duration'),
    warmup: numberOption(values.warmup, 'warmup'),
    connections: numberOption(values.connections, 'connections'),
    timeout: 60,
    acceptEncoding: values['accept-encoding'],
  };
  const env = { SEED_PRODUCTS: String(settings.products), METRICS_TOKEN };

  console.log(`[pglite] first start (seeding ${settings.products} products)...`);
  const first = await startShopProcess({ env, readyTimeoutMs: 15 * 60_000 });
  await first.stop({ keepData: true });
  const { dataDir } = first;
  try {
    const shop = await startShopProcess({ env, dataDir });
    console.log(`[pglite] second start ready after ${round(shop.readyAfterMs / 1000, 2)} s`);
    try {
      await settle();
      const idle = await memoryOf(shop);
      const sets = await pageSets(shop.baseUrl);
      const targets = shuffle([
        ...sets.list,
        ...sets.category,
        ...sets.product,
        ...sets.api,
        ...(await searchMix(shop.baseUrl)),
      ]);
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssOf(shop.pid).rssMb), SAMPLE_MS);
      let load: LoadFigures;
      try {
        load = await measure('pglite', shop.baseUrl, targets, settings, 'pages and searches');
      } finally {
        clearInterval(sampler);
      }
      const afterLoad = await memoryOf(shop);
      await settle(10_000);
      const later = await memoryOf(shop);
      const underLoadMb = Math.max(...samples, afterLoad.rssMb);
      const figures = {
        settings,
        urls: targets.length,
        idle,
        underLoadMaxRssMb: underLoadMb,
        afterLoad,
        tenSecondsLater: later,
        load,
        targetMb: TARGET_MB,
        met: underLoadMb <= TARGET_MB,
        shopWarnings: troubleIn(shop.output()),
      };
      report(figures, load);
      writeResult('memory', 'pglite', figures);
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Memory {
  rssMb: number;
  /** The process's highest RSS since it started (the kernel's VmHWM). */
  peakRssMb: number;
  /** V8's heap in use and reserved, and memory outside it (PGlite's WebAssembly memory, kept pages). */
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

/** The resident set of a process, from Linux's /proc. */
function rssOf(pid: number): Pick<Memory, 'rssMb' | 'peakRssMb'> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: round(kb('VmRSS') / 1024), peakRssMb: round(kb('VmHWM') / 1024) };
}

/** RSS from /proc, the heap and external memory as the shop's own /metrics reports them. */
async function memoryOf(shop: ShopProcess): Promise<Memory> {
  const response = await fetch(`${shop.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const mb = (metric: string) => {
    const value = new RegExp(`^${metric} (\\S+)`, 'm').exec(text)?.[1];
    if (value === undefined) throw new Error(`/metrics has no ${metric}`);
    return round(Number(value) / 2 ** 20);
  };
  return {
    ...rssOf(shop.pid),
    heapUsedMb: mb('nodejs_heap_size_used_bytes'),
    heapTotalMb: mb('nodejs_heap_size_total_bytes'),
    externalMb: mb('nodejs_external_memory_bytes'),
  };
}

const settle = (ms = 3_000) => new Promise((resolve) => setTimeout(resolve, ms));

function report(
  figures: {
    settings: Settings;
    urls: number;
    idle: Memory;
    underLoadMaxRssMb: number;
    afterLoad: Memory;
    tenSecondsLater: Memory;
    met: boolean;
    shopWarnings: string[];
  },
  load: LoadFigures,
): void {
  const { settings } = figures;
  console.log(
    `\nmemory — the shop on PGlite, ${settings.products} products, ${figures.urls} URLs ` +
      `(pages, product details, searches), ${settings.connections} connections, ` +
      `${encodingLabel(settings)}, ${settings.duration} s\n`,
  );
  const row = (label: string, m: Memory) => [
    label,
    m.rssMb,
    m.peakRssMb,
    `${m.heapUsedMb} / ${m.heapTotalMb}`,
    m.externalMb,
  ];
  printTable([
    ['(MB)', 'RSS', 'peak RSS so far', 'JS heap used / total', 'external'],
    row('idle after a second start', figures.idle),
    ['under load, highest sample', figures.underLoadMaxRssMb, '', '', ''],
    row('after the load', figures.afterLoad),
    row('10 s later', figures.tenSecondsLater),
    [`target: under load ≤ ${TARGET_MB}`, figures.met ? 'met' : 'NOT met', '', '', ''],
  ]);
  console.log('');
  printTable([['load', 'pglite'], ...loadRows([load])]);
  if (figures.shopWarnings.length > 0) {
    console.log(`\nthe shop printed warnings:\n${figures.shopWarnings.join('\n')}`);
  }
}
