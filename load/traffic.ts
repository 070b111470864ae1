import type { ShopClient } from './shop-client.ts';

// A shop's real mix, as the load test sends it: listings and searches with facets over new and
// repeated filter sets, product pages, suggestions, adds to cart, placements with each seeded
// coupon, and sign-ins.

const PASSWORD = 'Tsetseg-load-2026';
const WORDS = ['sarnai', 'tsetseg', 'rose', 'бэлэг', 'шоколад', 'tulip', 'cake'];
const REPEATED_PRICES = [30_000, 45_000, 60_000, 90_000];

interface Offer {
  productId: number;
  variantId: number;
  price: number;
  flower: boolean;
}

interface Shopper {
  login: string;
  bearer: string;
  signIns: number;
  usedFlowers: boolean;
}

/** Orders placed during the run by number: what each took from stock, variant by variant. */
export type Placements = Map<string, Map<number, number>>;

export interface Catalogue {
  offers: Offer[];
  pickupId: number;
  /** Stock of each offered variant before the run. */
  stockBefore: Map<number, number>;
}

interface ProductBody {
  id: number;
  age_restricted: boolean;
  preorder: boolean;
  package_components: unknown[] | null;
  taxon_permalinks?: string[];
  variants: {
    id: number;
    selling_price?: number;
    total_on_hand: number;
    option_values: { type: string }[];
  }[];
  selling_price: number;
}

/** Products a shopper can order in one step, with their stock, and the pickup store. */
export async function readCatalogue(client: ShopClient): Promise<Catalogue> {
  const flowers = await client.send<{ products: { id: number }[] }>(
    'setup',
    'GET',
    '/api/v2/search/products?taxon=flowers&per_page=100',
  );
  const flowerIds = new Set(flowers.body?.products.map((p) => p.id) ?? []);
  const all = await client.send<{ products: { id: number }[] }>(
    'setup',
    'GET',
    '/api/v2/search/products?per_page=100&sort=price_asc&price_min=31000',
  );
  const offers: Offer[] = [];
  const stockBefore = new Map<number, number>();
  const ids = [
    ...new Set([...(flowers.body?.products ?? []), ...(all.body?.products ?? [])].map((p) => p.id)),
  ];
  for (const id of ids) {
    const product = (await client.send<ProductBody>('setup', 'GET', `/api/v2/products/${id}`)).body;
    if (!product || product.age_restricted || product.preorder || product.package_components)
      continue;
    const variant = product.variants[0];
    if (!variant || variant.total_on_hand < 20) continue;
    if (product.variants.some((v) => v.option_values.some((o) => o.type === 'size'))) continue;
    offers.push({
      productId: id,
      variantId: variant.id,
      price: product.selling_price,
      flower: flowerIds.has(id),
    });
    stockBefore.set(variant.id, variant.total_on_hand);
    if (offers.length >= 24) break;
  }
  const site = await client.send<{ store_locations: { id: number; pickup: boolean }[] }>(
    'setup',
    'GET',
    '/api/v2/site_data?load_store_locations=true',
  );
  const pickupId = site.body?.store_locations.find((s) => s.pickup)?.id;
  if (!pickupId || offers.length < 6 || !offers.some((o) => o.flower && o.price >= 50_000)) {
    throw new Error('the seeded shop lacks what the load test orders');
  }
  return { offers, pickupId, stockBefore };
}

/** Shoppers with a password, signed up through the SMS code as the app does. */
export async function signUpShoppers(client: ShopClient, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const base = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  for (let i = 0; i < count; i++) {
    const login = `99${String((base + i * 7919) % 1_000_000).padStart(6, '0')}`;
    const asked = await client.send<{ request_token: string }>(
      'setup',
      'POST',
      '/api/v2/mcs_auth/sign_up',
      {
        body: { login, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Сараа' },
      },
    );
    if (asked.status !== 200 || !asked.body) throw new Error(`sign-up answered ${asked.status}`);
    const verified = await client.send<{ access_token: string }>(
      'setup',
      'POST',
      '/api/v2/mcs_auth/verify',
      {
        body: {
          request_token: asked.body.request_token,
          code: await client.codeFor(`+976${login}`),
        },
      },
    );
    if (!verified.body?.access_token) throw new Error(`verify answered ${verified.status}`);
    shoppers.push({ login, bearer: verified.body.access_token, signIns: 0, usedFlowers: false });
  }
  return shoppers;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/**
 * Sends the mix from `workers` clients at once until `running()` is false. Placements are
 * retried with the same Idempotency-Key while the shop answers 503 or not at all, as an app
 * does, and end in `placements` once placed.
 */
export async function sendTraffic(
  client: ShopClient,
  catalogue: Catalogue,
  shoppers: Shopper[],
  options: { workers: number; running: () => boolean; placements: Placements },
): Promise<void> {
  let keys = 0;
  const place = async (shopper: Shopper | null) => {
    const flowers = shopper !== null && !shopper.usedFlowers;
    const offer = pick(
      catalogue.offers.filter((o) => (flowers ? o.flower && o.price >= 50_000 : o.price > 31_000)),
    );
    const quantity = flowers ? 1 : 1 + Math.floor(Math.random() * 2);
    const auth = shopper ? { bearer: shopper.bearer } : {};
    // A signed-in shopper has one cart: take what is in it out first.
    const added = await client.send<{ number: string; token?: string }>(
      'add',
      'POST',
      '/api/v2/orders/0/line_items',
      {
        ...auth,
        body: { line_item: { variant_id: offer.variantId, quantity } },
      },
    );
    if (added.status !== 200 || !added.body) return;
    const cart = { ...auth, orderToken: added.body.token ?? undefined };
    const number = added.body.number;
    const ready = await client.send('checkout', 'PATCH', `/api/v2/checkouts/${number}`, {
      ...cart,
      body: {
        phone: '99112233',
        shipping_method_id: 849,
        pickup_location_id: catalogue.pickupId,
        payment_method: 'card',
      },
    });
    if (ready.status !== 200) return;
    const code = flowers ? 'FLOWERS15' : pick(['TSETSEG10', '2026', null]);
    if (code) {
      const coupon = await client.send('coupon', 'POST', `/api/v2/checkouts/${number}/coupon`, {
        ...cart,
        body: { code },
      });
      if (coupon.status === 200 && shopper && flowers) shopper.usedFlowers = true;
    }
    const key = `load-${Date.now()}-${++keys}`;
    for (let attempt = 0; attempt < 8; attempt++) {
      const placed = await client.send<{
        number: string;
        line_items?: { variant_id: number; quantity: number }[];
      }>('place', 'POST', `/api/v2/checkouts/${number}/complete`, {
        ...cart,
        headers: { 'idempotency-key': key },
      });
      if (placed.status === 200 && placed.body) {
        // Two workers may place one shopper's cart: the order counts once, as it was placed.
        const lines = new Map<number, number>();
        for (const line of placed.body.line_items ?? []) {
          lines.set(line.variant_id, (lines.get(line.variant_id) ?? 0) + line.quantity);
        }
        options.placements.set(placed.body.number, lines);
        return;
      }
      if ((placed.status !== 503 && placed.status !== 0) || !options.running()) return;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };

  const one = async () => {
    const roll = Math.random();
    if (roll < 0.3) {
      const price =
        Math.random() < 0.5
          ? pick(REPEATED_PRICES)
          : 20_000 + Math.floor(Math.random() * 200) * 1_000;
      const page = Math.random() < 0.5 ? 1 : 2;
      const perPage = 1 + Math.floor(Math.random() * 40);
      await client.send(
        'listing',
        'GET',
        `/api/v2/search/products?facets=true&price_max=${price}&page=${page}&per_page=${perPage}`,
      );
    } else if (roll < 0.4) {
      await client.send(
        'search',
        'GET',
        `/api/v2/search/products?q=${encodeURIComponent(pick(WORDS))}&facets=true`,
      );
    } else if (roll < 0.6) {
      await client.send('product', 'GET', `/api/v2/products/${pick(catalogue.offers).productId}`);
    } else if (roll < 0.7) {
      await client.send(
        'suggest',
        'GET',
        `/api/v2/search/suggestions?q=${encodeURIComponent(pick(WORDS).slice(0, 3))}`,
      );
    } else if (roll < 0.82) {
      await client.send('add', 'POST', '/api/v2/orders/0/line_items', {
        body: { line_item: { variant_id: pick(catalogue.offers).variantId, quantity: 1 } },
      });
    } else if (roll < 0.95) {
      const shopper = Math.random() < 0.4 ? pick(shoppers) : null;
      await place(shopper);
    } else {
      const shopper = pick(shoppers);
      // Within the per-login limit of sign-ins (10 in 15 minutes).
      if (shopper.signIns >= 8) return;
      shopper.signIns++;
      await client.send('sign-in', 'POST', '/api/v2/oauth/token', {
        body: { grant_type: 'password', username: shopper.login, password: PASSWORD },
      });
    }
  };

  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (options.running()) await one();
    }),
  );
}
