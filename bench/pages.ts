// Server-rendered product lists, category pages and product pages under load.

import { type Db, printTable, round, troubleIn, writeResult } from './lib.ts';
import {
  type Facets,
  getJson,
  type LoadFigures,
  loadRows,
  measure,
  met,
  parseSettings,
  printKinds,
  type Settings,
  shuffle,
  type Target,
  withShop,
} from './search.ts';

const TARGET_RPS = 400;
const TARGET_P95_MS = 50;
const PRODUCT_PAGES = 6;
const CATEGORIES = 80;

const SETS = ['list', 'category', 'product'] as const;
type SetName = (typeof SETS)[number];
const TITLES: Record<SetName, string> = {
  list: '/products (sorts, filters)',
  category: '/t/{permalink}',
  product: '/products/{slug}',
};

interface PagesFigures {
  db: Db;
  readyAfterMs: number;
  urls: Record<SetName, number>;
  sets: Record<SetName, LoadFigures>;
  shopWarnings: number;
}

export async function run(args: string[]): Promise<void> {
  // `--reviews N`: every product carries N reviews (the page shows the newest few and the split).
  const reviewsAt = args.indexOf('--reviews');
  const reviews = reviewsAt >= 0 ? Number(args[reviewsAt + 1]) : undefined;
  if (reviews !== undefined && !(Number.isInteger(reviews) && reviews >= 0 && reviews <= 160)) {
    throw new Error('--reviews takes a whole number from 0 to 160');
  }
  // `--page-cache off`: every page rendered (PAGE_CACHE_SECONDS=0), to compare with the cache.
  const cacheAt = args.indexOf('--page-cache');
  const pageCache = cacheAt >= 0 ? args[cacheAt + 1] : 'on';
  if (pageCache !== 'on' && pageCache !== 'off') throw new Error('--page-cache takes on or off');
  const taken = new Set([reviewsAt, cacheAt].filter((at) => at >= 0).flatMap((at) => [at, at + 1]));
  const rest = args.filter((_, i) => !taken.has(i));
  const { dbs, settings } = parseSettings(rest);
  const all: PagesFigures[] = [];
  for (const db of dbs) all.push(await benchmark(db, settings, reviews, pageCache === 'on'));

  console.log(
    `\npages — ${settings.products} products` +
      `${reviews === undefined ? '' : `, ${reviews} reviews each`}, page cache ${pageCache}, ` +
      `${settings.connections} connections, ` +
      `${settings.warmup} s warm-up, ${settings.duration} s measured per set; targets ` +
      `(PostgreSQL): ≥ ${TARGET_RPS} requests/s and p95 ≤ ${TARGET_P95_MS} ms\n`,
  );
  const rows: (string | number)[][] = [['', ...all.map((f) => f.db)]];
  for (const set of SETS) {
    rows.push([`${TITLES[set]}`, ...all.map((f) => `${f.urls[set]} URLs`)]);
    rows.push(...loadRows(all.map((f) => f.sets[set])));
    rows.push([
      '  target met',
      ...all.map((f) => {
        const { requestsPerSecond, latencyMs } = f.sets[set];
        return met(requestsPerSecond >= TARGET_RPS && latencyMs.p95 <= TARGET_P95_MS);
      }),
    ]);
  }
  rows.push(['shop warnings/errors', ...all.map((f) => f.shopWarnings)]);
  rows.push(['first start ready (s)', ...all.map((f) => round(f.readyAfterMs / 1000))]);
  printTable(rows);
  for (const f of all) {
    console.log(`\n[${f.db}] p50 / p95 (ms) under load by page shape`);
    printKinds(SETS.map((set) => f.sets[set]));
  }
  for (const f of all) writeResult('pages', f.db, { settings, pageCache, ...f });
}

async function benchmark(
  db: Db,
  settings: Settings,
  reviews: number | undefined,
  pageCache: boolean,
): Promise<PagesFigures> {
  const env: Record<string, string> = {
    ...(reviews !== undefined && { SEED_REVIEWS_PER_PRODUCT: String(reviews) }),
    ...(!pageCache && { PAGE_CACHE_SECONDS: '0' }),
  };
  return withShop(
    'pages',
    db,
    settings.products,
    async (shop) => {
      const urls = await pageSets(shop.baseUrl);
      for (const set of SETS) await check(shop.baseUrl, urls[set]);
      const sets = {} as Record<SetName, LoadFigures>;
      for (const set of SETS) {
        sets[set] = await measure(db, shop.baseUrl, urls[set], settings, TITLES[set]);
      }
      return {
        db,
        readyAfterMs: shop.readyAfterMs,
        urls: {
          list: urls.list.length,
          category: urls.category.length,
          product: urls.product.length,
        },
        sets,
        shopWarnings: troubleIn(shop.output()).length,
      };
    },
    env,
  );
}

/** The three URL sets, from what the shop's API lists. */
async function pageSets(baseUrl: string): Promise<Record<SetName, Target[]>> {
  const api = `${baseUrl}/api/v2`;
  const [{ taxons }, { facets, total }] = await Promise.all([
    getJson<{ taxons: { permalink: string; depth: number }[] }>(`${api}/taxons/all`),
    getJson<{ facets: Facets; total: number }>(`${api}/search/products?facets=true&per_page=1`),
  ]);
  const list: Target[] = [
    { kind: 'list', path: '/products' },
    ...['price_asc', 'price_desc', 'date_desc', 'name_asc'].map((sort) => ({
      kind: 'list sorted',
      path: `/products?sort=${sort}`,
    })),
    { kind: 'list on sale', path: '/products?on_sale=1&sort=sale_desc' },
    ...facets.brands
      .slice(0, 4)
      .map((b) => ({ kind: 'list brand', path: `/products?brand=${b.code}` })),
    ...facets.colors.slice(0, 2).map((c) => ({
      kind: 'list colour',
      path: `/products?color=${encodeURIComponent(c.value)}`,
    })),
    ...facets.sizes.slice(0, 2).map((s) => ({
      kind: 'list size',
      path: `/products?size=${encodeURIComponent(s.value)}`,
    })),
  ];
  const { min, max } = facets.price;
  if (min !== null && max !== null) {
    const mid = Math.round((min + max) / 4);
    list.push({ kind: 'list price', path: `/products?price_min=${min}&price_max=${mid}` });
  }
  // Every category when few, else an even spread over the flat list (parents first).
  const step = Math.max(1, taxons.length / CATEGORIES);
  const category: Target[] = [];
  for (let i = 0; i < taxons.length; i += step) {
    const taxon = taxons[Math.floor(i)];
    if (taxon)
      category.push({ kind: `category depth ${taxon.depth}`, path: `/t/${taxon.permalink}` });
  }
  // Products from pages spread over the whole (popularity-ordered) catalogue.
  const lastPage = Math.max(1, Math.min(1000, Math.floor(total / 100)));
  const pages = [
    ...new Set(
      Array.from(
        { length: PRODUCT_PAGES },
        (_, i) => 1 + Math.floor((i * (lastPage - 1)) / Math.max(1, PRODUCT_PAGES - 1)),
      ),
    ),
  ];
  const product: Target[] = [];
  for (const page of pages) {
    const { products } = await getJson<{ products: { slug: string }[] }>(
      `${api}/search/products?per_page=100&page=${page}`,
    );
    for (const p of products) product.push({ kind: 'product', path: `/products/${p.slug}` });
  }
  return { list, category: shuffle(category), product: shuffle(product) };
}

/** A few URLs of a set must be HTML pages (200) before we measure it. */
async function check(baseUrl: string, targets: Target[]): Promise<void> {
  if (targets.length === 0) throw new Error('an empty URL set');
  for (const target of targets.slice(0, 3)) {
    const response = await fetch(baseUrl + target.path);
    const html = await response.text();
    if (!response.ok || !html.includes('<html')) {
      throw new Error(`GET ${target.path}: ${response.status}, not a page`);
    }
  }
}
