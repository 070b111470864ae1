// Product search (with facets) and suggestions under load, on PGlite and on PostgreSQL.

import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { createScratchDatabase } from '../scripts/scratch-postgres.ts';
import { type ShopProcess, startShopProcess } from '../scripts/shop-process.ts';
import {
  countTrouble,
  type Db,
  dbOption,
  median,
  numberOption,
  percentile,
  printTable,
  round,
  writeArtifact,
  writeResult,
} from './lib.ts';

// What bench/autocannon.d.ts leaves out: a request list whose entries pick their own path.
declare module 'autocannon' {
  interface Options {
    requests?: RequestSpec[];
  }
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
}

const SEARCH_P95_MS = 30;
const SUGGEST_P95_MS = 15;
/** Seeding 100,000 products on PGlite takes minutes. */
const READY_TIMEOUT_MS = 15 * 60_000;

export interface Settings {
  duration: number;
  warmup: number;
  connections: number;
  products: number;
  /** Seconds before autocannon gives up on a response (its default, 10, is too short here). */
  timeout: number;
  /**
   * Sent as `Accept-Encoding`: none by default (as every figure before 2026-11-28 was taken);
   * `gzip, deflate, br` asks as a browser does, and is answered compressed.
   */
  acceptEncoding?: string;
}

/** One request of a mix: its path and the shape it stands for (reported separately). */
export interface Target {
  path: string;
  kind: string;
  /** What a correct answer looks like: results, corrected ("fuzzy") results or none. */
  expect?: 'hits' | 'fuzzy' | 'none';
  /** The visitor's cookies, when the request is not a new visitor's. */
  cookie?: string;
}

export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  meanBytes: number;
  /** One-minute load average of the machine before and after. */
  load: [number, number];
  byKind: Record<string, { requests: number; p50: number; p95: number; p99: number }>;
}

export type Alone = Record<string, { p50: number; max: number }>;

interface Probe {
  path: string;
  kind: string;
  ms: number;
  status: number;
  total?: number;
  fuzzy?: boolean;
  suggestions?: number;
}

interface SearchFigures {
  db: Db;
  readyAfterMs: number;
  mix: { search: number; suggestions: number; unexpected: string[]; slowest: Probe[] };
  /** Each request of the mix once, one at a time: median and slowest per shape. */
  alone: Alone;
  search: LoadFigures;
  suggestions: LoadFigures;
  /** Lists and searches with a price limit no cache has seen (issue 20). */
  unseenLists: LoadFigures;
  unseenSearches: LoadFigures;
  shopWarnings: number;
}

/** Issue 20's targets for answers no cache has seen, on PostgreSQL at 100,000 products. */
const UNSEEN_TARGETS = {
  lists: { rps: 1000, p95Ms: 30 },
  searches: { rps: 300, p95Ms: 60 },
};

export function parseSettings(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'both' },
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '16' },
      timeout: { type: 'string', default: '60' },
      'accept-encoding': { type: 'string', default: '' },
    },
  });
  const settings: Settings = {
    acceptEncoding: values['accept-encoding'],
    duration: numberOption(values.duration, 'duration'),
    warmup: numberOption(values.warmup, 'warmup'),
    connections: numberOption(values.connections, 'connections'),
    products: numberOption(values.products, 'products'),
    timeout: numberOption(values.timeout, 'timeout'),
  };
  return { dbs: dbOption(values.db, true), settings };
}

export async function run(args: string[]): Promise<void> {
  const { dbs, settings } = parseSettings(args);
  const all: SearchFigures[] = [];
  for (const db of dbs) all.push(await benchmark(db, settings));

  console.log(
    `\nsearch — ${settings.products} products, ${settings.connections} connections, ` +
      `${encodingLabel(settings)}, ` +
      `${settings.warmup} s warm-up, ${settings.duration} s measured per endpoint\n`,
  );
  const rows: (string | number)[][] = [['', ...all.map((f) => f.db)]];
  for (const [label, pick, target] of [
    ['products?facets=true', (f: SearchFigures) => f.search, SEARCH_P95_MS],
    ['suggestions', (f: SearchFigures) => f.suggestions, SUGGEST_P95_MS],
  ] as const) {
    rows.push([label, ...all.map(() => '')]);
    rows.push(...loadRows(all.map(pick)));
    rows.push([`  p95 ≤ ${target} ms`, ...all.map((f) => met(pick(f).latencyMs.p95 <= target))]);
  }
  for (const [label, pick, target] of [
    ['unseen lists', (f: SearchFigures) => f.unseenLists, UNSEEN_TARGETS.lists],
    ['unseen searches, facets', (f: SearchFigures) => f.unseenSearches, UNSEEN_TARGETS.searches],
  ] as const) {
    rows.push([label, ...all.map(() => '')]);
    rows.push(...loadRows(all.map(pick)));
    rows.push([
      `  ≥ ${target.rps}/s, p95 ≤ ${target.p95Ms} ms`,
      ...all.map((f) =>
        met(pick(f).requestsPerSecond >= target.rps && pick(f).latencyMs.p95 <= target.p95Ms),
      ),
    ]);
  }
  rows.push(['shop warnings/errors', ...all.map((f) => f.shopWarnings)]);
  rows.push(['first start ready (s)', ...all.map((f) => round(f.readyAfterMs / 1000))]);
  printTable(rows);
  for (const f of all) {
    console.log(`\n[${f.db}] latency (ms) by shape: alone, then under load`);
    printKinds([f.search, f.suggestions, f.unseenLists, f.unseenSearches], f.alone);
    console.log(`\n[${f.db}] slowest requests of the mix alone (one at a time)`);
    for (const p of f.mix.slowest) console.log(`  ${round(p.ms)} ms  ${p.path}`);
  }
  for (const f of all) writeResult('search', f.db, { settings, ...f });
}

async function benchmark(db: Db, settings: Settings): Promise<SearchFigures> {
  return withShop('search', db, settings.products, async (shop) => {
    const search = await searchMix(shop.baseUrl);
    const suggestions = suggestionMix();
    console.log(
      `[${db}] checking the mix one request at a time: ${search.length} searches, ` +
        `${suggestions.length} suggestion prefixes`,
    );
    const probes = [
      ...(await probe(shop.baseUrl, search)),
      ...(await probe(shop.baseUrl, suggestions)),
    ];
    const unexpected = judge(probes, [...search, ...suggestions]);
    for (const line of unexpected) console.log(`[${db}]   unexpected: ${line}`);
    const slowest = [...probes].sort((a, b) => b.ms - a.ms).slice(0, 8);
    const alone: Alone = {};
    for (const kind of new Set(probes.map((p) => p.kind))) {
      const ms = probes.filter((p) => p.kind === kind).map((p) => p.ms);
      alone[kind] = { p50: round(median(ms)), max: round(Math.max(...ms)) };
    }
    const searchLoad = await measure(db, shop.baseUrl, search, settings, 'search');
    const suggestLoad = await measure(db, shop.baseUrl, suggestions, settings, 'suggestions');
    const unseenLists = await measure(
      db,
      shop.baseUrl,
      unseenMix('list'),
      settings,
      'unseen lists',
    );
    const unseenSearches = await measure(
      db,
      shop.baseUrl,
      unseenMix('search'),
      settings,
      'unseen searches',
    );
    return {
      db,
      readyAfterMs: shop.readyAfterMs,
      mix: { search: search.length, suggestions: suggestions.length, unexpected, slowest },
      alone,
      search: searchLoad,
      suggestions: suggestLoad,
      unseenLists,
      unseenSearches,
      shopWarnings: countTrouble(shop.output()),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The query mix
// ---------------------------------------------------------------------------------------------

const PHRASES = {
  cyrillic:
    'сарнай|цэцэг|архи|шоколад|бялуу|бэлэг|утас|баглаа|ноолуур|улаан сарнай|хар шоколад|' +
    'хүүхдийн бялуу',
  latin: 'sarnai|arkhi|tsetseg|shokolad|utas|byaluu|beleg|nooluur|gar utas|khar shokolad|boortsog',
  english: 'rose|red roses|chocolate|vodka|tea|coffee|cake|phone|cashmere|tulip|gift box|candle',
  typo: 'сарнйа|шоколд|sarani|choclate|bouqet|vodak|shokoald|бялууц',
  prefix: 'са|сар|ар|цэ|sa|sar|ts|sh|ro|cho|бэ|ко',
  'no hit': 'xyzzy|qwertyuiop|гагнуур',
};
const WORDS = Object.fromEntries(
  Object.entries(PHRASES).map(([kind, phrases]) => [kind, phrases.split('|')]),
) as Record<keyof typeof PHRASES, string[]>;
const EXPECT: Record<string, Target['expect']> = {
  cyrillic: 'hits',
  latin: 'hits',
  english: 'hits',
  typo: 'fuzzy',
  'no hit': 'none',
};
const SORTS = ['price_asc', 'price_desc', 'date_desc', 'name_asc', 'popularity'];

/** The parts of a facets answer the mixes use. */
export interface Facets {
  brands: { code: string }[];
  sizes: { value: string }[];
  colors: { value: string }[];
  price: { min: number | null; max: number | null };
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Text in every way shoppers type it (alone and with a filter), and browsing by filters alone:
 * categories, brands, price bands, sizes, colours, sale, with the sorts a shopper picks.
 */
export async function searchMix(baseUrl: string): Promise<Target[]> {
  const api = `${baseUrl}/api/v2`;
  const [{ brands }, { taxons }, { facets }] = await Promise.all([
    getJson<{ brands: { code: string }[] }>(`${api}/brands?per_page=999`),
    getJson<{ taxons: { permalink: string; depth: number }[] }>(`${api}/taxons/all`),
    getJson<{ facets: Facets }>(`${api}/search/products?facets=true&per_page=1`),
  ]);
  const pick = <T>(list: T[], i: number): T => {
    const item = list[i % list.length];
    if (item === undefined) throw new Error('the shop has no brands, categories, sizes or colours');
    return item;
  };
  // Four bands of equal ratio (prices spread over orders of magnitude: 1,000₮ to millions).
  const [min, max] = [Math.max(1, facets.price.min ?? 1), Math.max(2, facets.price.max ?? 2)];
  const ratio = (max / min) ** (1 / 4);
  const band = (i: number) => {
    const from = Math.round(min * ratio ** (i % 4));
    return `price_min=${from}&price_max=${Math.round(from * ratio)}`;
  };
  const filters = [
    (i: number) => `taxon=${pick(taxons, i * 7).permalink}`,
    (i: number) => `brand=${pick(brands, i * 3).code}`,
    band,
    (i: number) => `size=${encodeURIComponent(pick(facets.sizes, i).value)}`,
    (i: number) => `color=${encodeURIComponent(pick(facets.colors, i).value)}`,
    (i: number) => `brand=${pick(brands, i).code}&sort=${pick(SORTS, i)}`,
    () => 'on_sale=true&sort=sale_desc',
    (i: number) => `taxon=${pick(taxons, i * 5 + 1).permalink}&${band(i)}&sort=price_asc`,
  ];
  const targets: Target[] = [];
  const add = (kind: string, query: string, expect?: Target['expect']) =>
    targets.push({ kind, path: `/api/v2/search/products?${query}&facets=true`, expect });
  let n = 0;
  for (const [kind, words] of Object.entries(WORDS)) {
    for (const word of words) {
      const q = `q=${encodeURIComponent(word)}`;
      add(kind, q, EXPECT[kind]);
      const filter = pick(filters, n++);
      add(`${kind} + filter`, `${q}&${filter(n)}`);
    }
  }
  for (let i = 0; i < 40; i++) {
    const filter = pick(filters, i)(i + 11);
    const sort = i % 3 === 0 && !filter.includes('sort=') ? `&sort=${pick(SORTS, i)}` : '';
    add('filters only', `${filter}${sort}${i % 10 === 9 ? '&page=2' : ''}`);
  }
  for (const taxon of taxons.filter((t) => t.depth <= 1).slice(0, 20)) {
    add('category', `taxon=${taxon.permalink}`);
  }
  return shuffle(targets);
}

/**
 * Requests no cache has seen: every one with its own price limit (issue 20: "every shopper's own
 * price range counts all matching rows again"), too many to repeat within a run. A list is the
 * catalogue's first page of 24; a search is a word with facets.
 */
export function unseenMix(shape: 'list' | 'search', count = 40_000): Target[] {
  let seed = 7;
  const random = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 2 ** 32;
  };
  const words = [...WORDS.cyrillic, ...WORDS.latin, ...WORDS.english];
  const limits = new Set<number>();
  while (limits.size < count) limits.add(1_000 + Math.floor(random() * 2_000_000));
  return [...limits].map((limit, i) =>
    shape === 'list'
      ? { kind: 'unseen list', path: `/api/v2/search/products?per_page=24&price_max=${limit}` }
      : {
          kind: 'unseen search',
          path:
            `/api/v2/search/products?q=${encodeURIComponent(words[i % words.length] ?? '')}` +
            `&price_max=${limit}&facets=true`,
        },
  );
}

/** The same order on every run, mixed so that any stretch of it has every shape. */
export function shuffle<T>(items: T[]): T[] {
  let seed = 42;
  const random = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 2 ** 32;
  };
  return items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/** What shoppers type into the search box, one letter at a time (1 to 6 letters). */
export function suggestionMix(): Target[] {
  const words = [...WORDS.cyrillic, ...WORDS.latin, ...WORDS.english];
  const prefixes = new Set<string>();
  for (const word of words) {
    for (let length = 1; length <= Math.min(6, word.length); length++) {
      prefixes.add(word.slice(0, length));
    }
  }
  return shuffle(
    [...prefixes].map((prefix) => ({
      kind: `suggest ${prefix.length} letter${prefix.length > 1 ? 's' : ''}`,
      path: `/api/v2/search/suggestions?q=${encodeURIComponent(prefix)}`,
    })),
  );
}

/** Each request once, one at a time: checks the answers and times each shape alone. */
async function probe(baseUrl: string, targets: Target[]): Promise<Probe[]> {
  const probes: Probe[] = [];
  for (const target of targets) {
    const started = performance.now();
    const response = await fetch(baseUrl + target.path);
    const body = (await response.json()) as {
      total?: number;
      fuzzy?: boolean;
      suggestions?: unknown[];
    };
    probes.push({
      path: target.path,
      kind: target.kind,
      ms: performance.now() - started,
      status: response.status,
      total: body.total,
      fuzzy: body.fuzzy,
      suggestions: body.suggestions?.length,
    });
  }
  return probes;
}

/** The requests whose answer is not what a shopper would expect. */
function judge(probes: Probe[], targets: Target[]): string[] {
  const out: string[] = [];
  for (const [i, p] of probes.entries()) {
    const expect = targets[i]?.expect;
    const wrong =
      p.status !== 200 ||
      (expect === 'hits' && !p.total) ||
      (expect === 'fuzzy' && !(p.total && p.fuzzy)) ||
      (expect === 'none' && p.total !== 0) ||
      (p.kind.startsWith('suggest') && p.kind !== 'suggest 1 letter' && !p.suggestions);
    if (wrong) {
      out.push(`${p.path} → ${p.status}, ${p.total ?? p.suggestions} results, fuzzy ${p.fuzzy}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shared with bench/pages.ts: a seeded shop, load through a mix, figures and tables
// ---------------------------------------------------------------------------------------------

/** Runs `fn` against a shop seeded with `products` products on `db`, then stops it. */
export async function withShop<T>(
  name: string,
  db: Db,
  products: number,
  fn: (shop: ShopProcess) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  console.log(`[${db}] starting the shop (seeding ${products} products)...`);
  const scratch = db === 'postgres' ? await createScratchDatabase('shop_bench') : undefined;
  const started = Date.now();
  const ticker = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[${db}]   still starting after ${seconds} s (seeding, then indexing)`);
  }, 30_000);
  try {
    let shop: ShopProcess;
    try {
      shop = await startShopProcess({
        env: {
          SEED_PRODUCTS: String(products),
          ...env,
          ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        },
        readyTimeoutMs: READY_TIMEOUT_MS,
      });
    } finally {
      clearInterval(ticker);
    }
    console.log(`[${db}] ready after ${round(shop.readyAfterMs / 1000)} s`);
    try {
      return await fn(shop);
    } finally {
      writeArtifact(`${name}-${db}.log`, shop.output());
      await shop.stop();
    }
  } finally {
    await scratch?.drop();
  }
}

/** Warms up, then measures `settings.duration` seconds of load through the mix. */
export async function measure(
  db: Db,
  baseUrl: string,
  targets: Target[],
  settings: Settings,
  label: string,
): Promise<LoadFigures> {
  console.log(`[${db}] ${label}: warming up ${settings.warmup} s`);
  await load(baseUrl, targets, { ...settings, duration: settings.warmup });
  await drain(db, baseUrl);
  console.log(`[${db}] ${label}: measuring ${settings.duration} s`);
  const figures = await load(baseUrl, targets, settings);
  await drain(db, baseUrl);
  return figures;
}

/**
 * Waits until the shop has finished the requests autocannon left in flight (the server goes on
 * with them), so that they do not weigh on the next measurement: /readyz pings the database, so
 * it answers quickly only once the queries queued before it are done.
 */
async function drain(db: Db, baseUrl: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const t = performance.now();
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - t < 200) break;
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error('the shop stays busy');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 1) console.log(`[${db}]   the shop needed ${round(seconds)} s to catch up`);
}

/**
 * Load through the mix: every request takes the next target of one shared round, so the
 * connections in flight always ask different things.
 */
async function load(
  baseUrl: string,
  targets: Target[],
  {
    connections,
    duration,
    timeout,
    acceptEncoding,
  }: Pick<Settings, 'connections' | 'duration' | 'timeout' | 'acceptEncoding'>,
): Promise<LoadFigures> {
  const before = loadavg()[0] ?? 0;
  let next = 0;
  let answered: Target | undefined;
  const latencies: number[] = [];
  const kinds = new Map<string, number[]>();
  let bytes = 0;
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        ...(acceptEncoding && { headers: { 'accept-encoding': acceptEncoding } }),
        connections,
        duration,
        timeout,
        requests: [
          {
            setupRequest: (request, context) => {
              const target = targets[next++ % targets.length];
              context.target = target;
              const headers = target?.cookie
                ? { ...request.headers, cookie: target.cookie }
                : request.headers;
              return { ...request, path: target?.path ?? '/', headers };
            },
            // Called just before the 'response' event of the same answer.
            onResponse: (_status, _body, context) => {
              answered = context.target as Target | undefined;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, resBytes, ms) => {
      latencies.push(ms);
      bytes += resBytes;
      const kind = answered?.kind ?? '?';
      const list = kinds.get(kind) ?? [];
      if (list.length === 0) kinds.set(kind, list);
      list.push(ms);
    });
  });
  latencies.sort((a, b) => a - b);
  const byKind: LoadFigures['byKind'] = {};
  for (const [kind, values] of kinds) {
    values.sort((a, b) => a - b);
    byKind[kind] = {
      requests: values.length,
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
      p99: round(percentile(values, 99)),
    };
  }
  return {
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(result.latency.max),
    },
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
    meanBytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
    load: [round(before, 2), round(loadavg()[0] ?? 0, 2)],
    byKind,
  };
}

/** How the benchmark asked for its answers to be compressed, for its heading. */
export const encodingLabel = (settings: Settings) =>
  `Accept-Encoding: ${settings.acceptEncoding || 'none'}`;

export function met(ok: boolean): string {
  return ok ? 'yes' : 'NO';
}

/** Table rows of load figures, one column per run. */
export function loadRows(figures: LoadFigures[]): (string | number)[][] {
  const row = (label: string, pick: (f: LoadFigures) => string | number) => [
    `  ${label}`,
    ...figures.map(pick),
  ];
  return [
    row('requests/s (mean)', (f) => f.requestsPerSecond),
    row('latency p50 (ms)', (f) => f.latencyMs.p50),
    row('latency p95 (ms)', (f) => f.latencyMs.p95),
    row('latency p99 (ms)', (f) => f.latencyMs.p99),
    row('latency max (ms)', (f) => f.latencyMs.max),
    row('requests', (f) => f.requests),
    row('non-2xx', (f) => f.non2xx),
    row('errors (timeouts)', (f) => `${f.errors} (${f.timeouts})`),
    row('bytes/response', (f) => f.meanBytes),
    row('load avg before/after', (f) => f.load.join(' / ')),
  ];
}

/** Per-shape latency under load (and alone, when known), slowest p95 first. */
export function printKinds(figures: LoadFigures[], alone?: Alone): void {
  const loaded = Object.assign({}, ...figures.map((f) => f.byKind)) as LoadFigures['byKind'];
  const kinds = [...new Set([...Object.keys(loaded), ...Object.keys(alone ?? {})])];
  kinds.sort((a, b) => (loaded[b]?.p95 ?? -1) - (loaded[a]?.p95 ?? -1));
  const head = ['shape', ...(alone ? ['alone p50', 'alone max'] : []), 'requests', 'p50', 'p95'];
  const rows = kinds.map((kind) => {
    const [a, k] = [alone?.[kind], loaded[kind]];
    return [
      kind,
      ...(alone ? [a?.p50 ?? '', a?.max ?? ''] : []),
      k?.requests ?? 0,
      k?.p50 ?? '',
      k?.p95 ?? '',
    ];
  });
  printTable([head, ...rows]);
}
