// Shoppers filling carts and placing orders at once, over the HTTP API, on PostgreSQL.

import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { createScratchDatabase } from '../scripts/scratch-postgres.ts';
import { startShopProcess } from '../scripts/shop-process.ts';
import {
  numberOption,
  percentile,
  printTable,
  round,
  troubleIn,
  writeArtifact,
  writeResult,
} from './lib.ts';
import { cpuSpent, cpuTimes } from './machine-speed.ts';

const ADD_P95_MS = 30;
const COMPLETE_P95_MS = 80;
/** Variants the shoppers choose from, each with stock enough for the whole run. */
const VARIANT_POOL = 300;
const READY_TIMEOUT_MS = 5 * 60_000;

export interface Settings {
  products: number;
  shoppers: number;
  duration: number;
  warmup: number;
  /** Milliseconds a shopper pauses before each step (0: none, a stress test). */
  think: number;
}

const STEPS = ['add to cart', 'checkout step', 'complete order'] as const;
type Step = (typeof STEPS)[number];
const TARGETS: Partial<Record<Step, number>> = {
  'add to cart': ADD_P95_MS,
  'complete order': COMPLETE_P95_MS,
};

interface StepFigures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failed: Record<string, number>;
}

type LevelFigures = Awaited<ReturnType<typeof measureShop>> & { shoppers: number };

function parseSettings(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '5000' },
      shoppers: { type: 'string', default: '16' },
      duration: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      think: { type: 'string', default: '0' },
    },
  });
  return {
    products: numberOption(values.products, 'products'),
    /** One run per level, e.g. `--shoppers 1,4,16`. */
    levels: String(values.shoppers)
      .split(',')
      .map((n) => Math.round(numberOption(n, 'shoppers'))),
    duration: numberOption(values.duration, 'duration'),
    warmup: numberOption(values.warmup, 'warmup'),
    think: numberOption(values.think, 'think', { zero: true }),
  };
}

export async function run(args: string[]): Promise<void> {
  const { levels, ...settings } = parseSettings(args);
  console.log(`starting the shop on PostgreSQL (seeding ${settings.products} products)...`);
  const scratch = await createScratchDatabase('shop_bench');
  const all: LevelFigures[] = [];
  let readyAfterMs = 0;
  let shopWarnings = 0;
  try {
    const shop = await startShopProcess({
      env: { SEED_PRODUCTS: String(settings.products), DATABASE_URL: scratch.url },
      readyTimeoutMs: READY_TIMEOUT_MS,
    });
    readyAfterMs = shop.readyAfterMs;
    console.log(`ready after ${round(readyAfterMs / 1000)} s`);
    try {
      for (const shoppers of levels) {
        console.log(`${shoppers} shopper(s) at once:`);
        const figures = await measureShop(shop.baseUrl, scratch.url, { ...settings, shoppers });
        all.push({ shoppers, ...figures });
      }
    } finally {
      writeArtifact('checkout-postgres.log', shop.output());
      shopWarnings = troubleIn(shop.output()).length;
      await shop.stop();
    }
  } finally {
    await scratch.drop();
  }

  console.log(
    `\ncheckout — PostgreSQL, ${settings.products} products, ${settings.warmup} s warm-up, ` +
      `${settings.duration} s measured per level; shoppers repeat cart → checkout → order ` +
      (settings.think > 0
        ? `pausing about ${settings.think} ms before each step\n`
        : 'without pause\n'),
  );
  const rows: (string | number)[][] = [
    ['shoppers', 'step', 'answers', 'p50', 'p95', 'p99', 'max (ms)', 'refused', 'p95 target'],
  ];
  for (const f of all) {
    for (const step of STEPS) {
      const s = f.steps[step];
      const target = TARGETS[step];
      const refused = Object.entries(s.failed).map(([status, n]) => `${n}×${status}`);
      rows.push([
        step === STEPS[0] ? f.shoppers : '',
        step,
        s.requests,
        s.p50,
        s.p95,
        s.p99,
        s.max,
        refused.join(' ') || 0,
        target ? `≤ ${target}: ${s.p95 <= target ? 'yes' : 'NO'}` : '',
      ]);
    }
    rows.push(['', 'orders/s', f.ordersPerSecond, '', '', '', '', '', '']);
    if (f.cpuMsPerOrder !== null)
      rows.push(['', 'CPU ms/order', f.cpuMsPerOrder, '', '', '', '', '', '']);
  }
  printTable(rows);
  console.log(
    `\nCPU ms/order: all the machine spent (shop, PostgreSQL, shoppers) per order placed; ` +
      `cores busy: ${all.map((f) => (f.busyShare === null ? '?' : `${Math.round(f.busyShare * 100)}%`)).join('; ')}` +
      `\nload average before/after each level: ${all.map((f) => f.load.join(' / ')).join('; ')}` +
      `\nshop warnings/errors: ${shopWarnings}; first start ready after ${round(readyAfterMs / 1000)} s`,
  );
  writeResult('checkout', 'postgres', { settings, readyAfterMs, shopWarnings, levels: all });
}

/** Shoppers at one level of concurrency against a running shop whose database is `databaseUrl`. */
export async function measureShop(baseUrl: string, databaseUrl: string, settings: Settings) {
  const stock = await prepareStock(databaseUrl);
  const shoppers = (phase: Phase) =>
    Promise.all(
      Array.from({ length: settings.shoppers }, (_, i) =>
        shopper(baseUrl, stock, phase, i, settings.think),
      ),
    );
  console.log(`warming up ${settings.warmup} s`);
  await shoppers(newPhase(settings.warmup));
  console.log(`measuring ${settings.duration} s`);
  const before = loadavg()[0] ?? 0;
  const phase = newPhase(settings.duration);
  const cpuBefore = cpuTimes();
  const started = performance.now();
  await shoppers(phase);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSpent(cpuBefore, cpuTimes());
  return {
    orders: phase.orders,
    ordersPerSecond: round(phase.orders / seconds),
    // All the machine spent (shop, PostgreSQL, these shoppers) per order: what a faster or slower
    // hour changes, where orders a second also move with how busy the cores were.
    cpuMsPerOrder: cpu && phase.orders > 0 ? round(cpu.busyMs / phase.orders) : null,
    busyShare: cpu?.busyShare ?? null,
    measuredSeconds: round(seconds),
    steps: Object.fromEntries(
      STEPS.map((step) => [step, figures(phase.timings[step], phase.failed[step])]),
    ) as Record<Step, StepFigures>,
    load: [round(before, 2), round(loadavg()[0] ?? 0, 2)] as [number, number],
  };
}

interface Stock {
  variantIds: number[];
  pickupLocationId: number;
}

/**
 * Gives a pool of sellable variants stock enough for the run, so every refusal measured is a
 * fault rather than a sell-out, and finds the pickup store.
 */
async function prepareStock(url: string): Promise<Stock> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const variants = await client.query<{ id: number }>(
      `select v.id from catalog_variant v join catalog_product p on p.id = v.product_id
       where p.image is not null and p.available_on <= now() and v.selling_price > 1
         and not p.age_restricted
         and not exists (select 1 from catalog_package_component c where c.package_product_id = p.id)
       order by md5(v.id::text) limit $1`,
      [VARIANT_POOL],
    );
    const ids = variants.rows.map((r) => r.id);
    await client.query(
      `update inventory_stock_item set count_on_hand = 1000000 where variant_id = any($1)`,
      [ids],
    );
    await client.query(
      `insert into inventory_stock_item (variant_id, stock_location_id, count_on_hand)
       select v, (select min(id) from inventory_stock_location), 1000000 from unnest($1::int[]) v
       where not exists (select 1 from inventory_stock_item s where s.variant_id = v)`,
      [ids],
    );
    const pickup = await client.query<{ id: number }>(
      'select min(id) as id from inventory_stock_location where pickup',
    );
    return { variantIds: ids, pickupLocationId: Number(pickup.rows[0]?.id) };
  } finally {
    await client.end();
  }
}

interface Phase {
  endsAt: number;
  orders: number;
  timings: Record<Step, number[]>;
  failed: Record<Step, Record<string, number>>;
}

function newPhase(seconds: number): Phase {
  const empty = <T>(make: () => T) =>
    Object.fromEntries(STEPS.map((s) => [s, make()])) as Record<Step, T>;
  return {
    endsAt: performance.now() + seconds * 1000,
    orders: 0,
    timings: empty(() => []),
    failed: empty(() => ({})),
  };
}

const ADDRESS = {
  city: 'Улаанбаатар',
  district: 'Сүхбаатар дүүрэг',
  quarter: '1-р хороо',
  street: 'Энхтайвны өргөн чөлөө',
  detail: '12-р байр, 2-р орц, 45 тоот',
  receiver: 'Сараа',
  receiver_phone: '99112233',
  zipcode: '14200',
};

/**
 * One shopper, again and again until the phase ends: a new guest cart with one or two variants
 * (sometimes two of one), contact and delivery (every other order to an address, the rest
 * picked up from a store), payment, then placing the order with an Idempotency-Key.
 */
async function shopper(
  baseUrl: string,
  stock: Stock,
  phase: Phase,
  n: number,
  think: number,
): Promise<void> {
  let seed = n * 7_919 + 1;
  const random = (below: number) => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed % below;
  };
  // A person reading the page: half to one and a half times `think`, so shoppers do not march in step.
  const pause = () =>
    think > 0 ? new Promise((resolve) => setTimeout(resolve, think / 2 + random(think + 1))) : null;
  const timed: typeof call = async (...args) => {
    await pause();
    return call(...args);
  };
  const variant = () => stock.variantIds[random(stock.variantIds.length)];
  for (let turn = 0; performance.now() < phase.endsAt; turn++) {
    const first = await timed(phase, 'add to cart', baseUrl, 'POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: variant(), quantity: 1 + random(2) } },
    });
    if (!first) continue;
    const { number, token } = first as { number: string; token: string };
    const headers = { 'x-spree-order-token': token };
    if (random(2) === 0) {
      const more = await timed(
        phase,
        'add to cart',
        baseUrl,
        'POST',
        `/orders/${number}/line_items`,
        {
          headers,
          body: { line_item: { variant_id: variant() } },
        },
      );
      if (!more) continue;
    }
    const delivery = turn % 2 === 0;
    const step = await timed(phase, 'checkout step', baseUrl, 'PATCH', `/checkouts/${number}`, {
      headers,
      body: {
        phone: '99112233',
        payment_method: 'card',
        ...(delivery
          ? { address: ADDRESS, delivery_option: 'standard' }
          : { shipping_method_id: 849, pickup_location_id: stock.pickupLocationId }),
      },
    });
    if (!step) continue;
    const placed = await timed(
      phase,
      'complete order',
      baseUrl,
      'POST',
      `/checkouts/${number}/complete`,
      { headers: { ...headers, 'idempotency-key': `bench-${number}` } },
    );
    if ((placed as { placed_now?: boolean } | null)?.placed_now) phase.orders++;
  }
}

/**
 * Shoppers' connections, kept open between requests as a browser keeps them. node:http rather
 * than `fetch`: the load generator shares the machine with the shop, and `fetch` spent about
 * three times the CPU per request (WHATWG streams), CPU the shop then lacked.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One timed request: its JSON on success, null (counted by status) otherwise. */
async function call(
  phase: Phase,
  step: Step,
  baseUrl: string,
  method: string,
  path: string,
  o: { body?: unknown; headers?: Record<string, string> },
): Promise<unknown> {
  const started = performance.now();
  let status = 'error';
  let json: unknown = null;
  try {
    const response = await send(`${baseUrl}/api/v2${path}`, method, o);
    status = String(response.status);
    json = JSON.parse(response.body);
    if (response.status < 300) {
      phase.timings[step].push(performance.now() - started);
      return json;
    }
  } catch {
    // Counted below as 'error'.
  }
  phase.failed[step][status] = (phase.failed[step][status] ?? 0) + 1;
  if (phase.failed[step][status] === 1) {
    console.log(`  ${step}: ${status} ${JSON.stringify(json).slice(0, 200)}`);
  }
  return null;
}

/** A request as a browser sends it (compressed answers accepted); its status and text. */
function send(
  url: string,
  method: string,
  o: { body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: string }> {
  const body = o.body === undefined ? undefined : JSON.stringify(o.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...o.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              body: decoded(raw, res.headers['content-encoding']),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

function figures(ms: number[], failed: Record<string, number>): StepFigures {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    failed,
  };
}
