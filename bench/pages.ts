// Server-rendered product lists, category pages and product pages under load.

import { countTrouble, type Db, printTable, round, writeResult } from './lib.ts';
import {
  encodingLabel,
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

const PRODUCT_PAGES = 6;
const CATEGORIES = 80;

const SETS = ['list', 'category', 'product', 'api'] as const;
type SetName = (typeof SETS)[number];
const TITLES: Record<SetName, string> = {
  list: '/products (sorts, filters)',
  category: '/t/{permalink}',
  product: '/products/{slug}',
  api: 'GET /api/v2/products/{slug}',
};
/** Issue 20's targets on PostgreSQL: requests per second at least, p95 at most. */
const TARGETS: Record<SetName, { rps: number; p95Ms: number }> = {
  list: { rps: 400, p95Ms: 50 },
  category: { rps: 400, p95Ms: 50 },
  product: { rps: 400, p95Ms: 50 },
  api: { rps: 2500, p95Ms: 20 },
};
/** The API set asks for these many products in turn. */
const API_PRODUCTS = 100;

interface PagesFigures {
  db: Db;
  readyAfterMs: number;
  urls: Record<SetName, number>;
  sets: Partial<Record<SetName, LoadFigures>>;
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
  // `--visitor cart`: every page asked by a guest with a cart and wishes whose browser runs the
  // page's script (their count and hearts come after load); `new` (the default): a new visitor.
  const visitorAt = args.indexOf('--visitor');
  const visitor = visitorAt >= 0 ? args[visitorAt + 1] : 'new';
  if (visitor !== 'new' && visitor !== 'cart') throw new Error('--visitor takes new or cart');
  // `--sets api,product`: only these sets (all by default).
  const setsAt = args.indexOf('--sets');
  const chosen = setsAt >= 0 ? (args[setsAt + 1] ?? '').split(',') : [...SETS];
  const sets = SETS.filter((set) => chosen.includes(set));
  if (sets.length !== chosen.length) throw new Error(`--sets takes some of ${SETS.join(',')}`);
  const taken = new Set(
    [reviewsAt, cacheAt, visitorAt, setsAt].filter((at) => at >= 0).flatMap((at) => [at, at + 1]),
  );
  const rest = args.filter((_, i) => !taken.has(i));
  const { dbs, settings } = parseSettings(rest);
  const all: PagesFigures[] = [];
  for (const db of dbs) {
    all.push(await benchmark(db, settings, sets, reviews, pageCache === 'on', visitor));
  }

  console.log(
    `\npages — ${settings.products} products` +
      `${reviews === undefined ? '' : `, ${reviews} reviews each`}, page cache ${pageCache}, ` +
      `${visitor === 'cart' ? 'a guest with a cart and wishes' : 'new visitors'}, ` +
      `${settings.connections} connections, ${encodingLabel(settings)}, ` +
      `${settings.warmup} s warm-up, ${settings.duration} s measured per set; targets on ` +
      `PostgreSQL as each set says\n`,
  );
  const rows: (string | number)[][] = [['', ...all.map((f) => f.db)]];
  for (const set of sets) {
    const { rps, p95Ms } = TARGETS[set];
    rows.push([`${TITLES[set]}`, ...all.map((f) => `${f.urls[set]} URLs`)]);
    rows.push([`  target: ≥ ${rps} req/s, p95 ≤ ${p95Ms} ms`, ...all.map(() => '')]);
    rows.push(...loadRows(all.map((f) => measured(f, set))));
    rows.push([
      '  target met',
      ...all.map((f) => {
        const { requestsPerSecond, latencyMs } = measured(f, set);
        const target = TARGETS[set];
        return met(requestsPerSecond >= target.rps && latencyMs.p95 <= target.p95Ms);
      }),
    ]);
  }
  rows.push(['shop warnings/errors', ...all.map((f) => f.shopWarnings)]);
  rows.push(['first start ready (s)', ...all.map((f) => round(f.readyAfterMs / 1000))]);
  printTable(rows);
  for (const f of all) {
    console.log(`\n[${f.db}] p50 / p95 (ms) under load by page shape`);
    printKinds(sets.map((set) => measured(f, set)));
  }
  for (const f of all) writeResult('pages', f.db, { settings, pageCache, visitor, ...f });
}

function measured(figures: PagesFigures, set: SetName): LoadFigures {
  const load = figures.sets[set];
  if (!load) throw new Error(`the set ${set} was not measured`);
  return load;
}

async function benchmark(
  db: Db,
  settings: Settings,
  chosen: readonly SetName[],
  reviews: number | undefined,
  pageCache: boolean,
  visitor: 'new' | 'cart',
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
      const found = await pageSets(shop.baseUrl);
      const urls = visitor === 'cart' ? asVisitor(found, await guestWithCart(shop.baseUrl)) : found;
      for (const set of chosen) await check(shop.baseUrl, urls[set]);
      const sets = {} as Partial<Record<SetName, LoadFigures>>;
      for (const set of chosen) {
        sets[set] = await measure(db, shop.baseUrl, urls[set], settings, TITLES[set]);
      }
      return {
        db,
        readyAfterMs: shop.readyAfterMs,
        urls: {
          list: urls.list.length,
          category: urls.category.length,
          product: urls.product.length,
          api: urls.api.length,
        },
        sets,
        shopWarnings: countTrouble(shop.output()),
      };
    },
    env,
  );
}

/** The four URL sets, from what the shop's API lists. */
export async function pageSets(baseUrl: string): Promise<Record<SetName, Target[]>> {
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
    for (const p of products) {
      // Wine and spirits answer with the age gate (a redirect) to a visitor without its
      // cookie: not the page this set measures.
      const detail = await getJson<{ age_restricted: boolean }>(`${api}/products/${p.slug}`);
      if (!detail.age_restricted) product.push({ kind: 'product', path: `/products/${p.slug}` });
    }
  }
  const details = product.slice(0, API_PRODUCTS).map(({ path }) => ({
    kind: 'api product',
    path: `/api/v2${path}`,
  }));
  return { list, category: shuffle(category), product: shuffle(product), api: details };
}

/**
 * The cookies of a guest who put something in the cart (a real cart, through the API), hearted
 * something (a wish token) and whose browser runs the page's script.
 */
async function guestWithCart(baseUrl: string): Promise<string> {
  const { products } = await getJson<{ products: { slug: string }[] }>(
    `${baseUrl}/api/v2/search/products?per_page=20`,
  );
  for (const { slug } of products) {
    const detail = await getJson<{ variants: { id: number }[] }>(
      `${baseUrl}/api/v2/products/${slug}`,
    );
    const variantId = detail.variants[0]?.id;
    if (variantId === undefined) continue;
    const response = await fetch(`${baseUrl}/api/v2/orders/0/line_items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ line_item: { variant_id: variantId, quantity: 1 } }),
    });
    if (!response.ok) continue;
    const { token } = (await response.json()) as { token: string };
    return `shop_js=1; shop_cart=${token}; shop_wish=${'w'.repeat(43)}`;
  }
  throw new Error('no product could be put in a cart');
}

const asVisitor = (sets: Record<SetName, Target[]>, cookie: string) =>
  Object.fromEntries(
    Object.entries(sets).map(([set, targets]) => [
      set,
      targets.map((target) => ({ ...target, cookie })),
    ]),
  ) as Record<SetName, Target[]>;

/** A few URLs of a set must answer what the set stands for (200) before we measure it. */
async function check(baseUrl: string, targets: Target[]): Promise<void> {
  if (targets.length === 0) throw new Error('an empty URL set');
  for (const target of targets.slice(0, 3)) {
    const response = await fetch(baseUrl + target.path, {
      headers: target.cookie ? { cookie: target.cookie } : {},
    });
    const body = await response.text();
    const expected = target.path.startsWith('/api/')
      ? body.startsWith('{"id":')
      : body.includes('<html');
    if (!response.ok || !expected) {
      throw new Error(`GET ${target.path}: ${response.status}, not what the set stands for`);
    }
  }
}
