import { describe, expect, it } from 'vitest';
import {
  detached,
  hasOnlySharedCookies,
  holdsTag,
  isSharedPage,
  PageCache,
  withoutCookies,
} from './page-cache.ts';

/** The cache keeps what it is given: here the "encoded" bytes are the text itself. */
const page = (body: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body: { br: Buffer.from(body), gzip: Buffer.from(body) },
});

function cacheAt(options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  const clock = { now: 1_000_000 };
  const cache = new PageCache({
    freshMs: 20_000,
    staleMs: 40_000,
    maxBytes: 10_000,
    now: () => clock.now,
    ...options,
  });
  return { cache, clock };
}

describe('the page cache', () => {
  it('serves a page fresh, then stale while one render replaces it, then not at all', () => {
    const { cache, clock } = cacheAt();
    cache.store('/products', page('<p>one</p>'));
    expect(cache.lookup('/products')?.state).toBe('fresh');
    clock.now += 20_000;
    expect(cache.lookup('/products')?.state).toBe('stale');
    expect(cache.startRender('/products')).toBe(true);
    expect(cache.startRender('/products')).toBe(false);
    cache.endRender('/products');
    expect(cache.startRender('/products')).toBe(true);
    clock.now += 40_000;
    expect(cache.lookup('/products')).toBeNull();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('keeps within its bytes, the least recently used page out first, and refuses a huge one', () => {
    const { cache } = cacheAt({ maxBytes: 4_000 });
    const body = 'x'.repeat(150);
    for (const key of 'abcdefghijkl') cache.store(key, page(body));
    expect(cache.size.bytes).toBeLessThanOrEqual(4_000);
    const kept = cache.size.pages;
    expect(cache.lookup('a')).toBeNull();
    expect(cache.lookup('b')).toBeNull();
    // 'c' used now: 'd' is older and goes before it.
    cache.lookup('c');
    cache.store('m', page(body));
    expect(cache.size.pages).toBe(kept);
    expect(cache.lookup('c')).not.toBeNull();
    expect(cache.lookup('d')).toBeNull();
    cache.store('huge', page('y'.repeat(600)));
    expect(cache.lookup('huge')).toBeNull();
    cache.clear();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('keeps no page rendered from before its pages were forgotten, its own or a sent one', () => {
    const { cache, clock } = cacheAt();
    const stored: string[] = [];
    cache.onStore((key) => stored.push(key));
    const renderBegan = clock.now;
    clock.now += 50;
    cache.clear({ quiet: true });
    clock.now += 50;
    // The render read what the change replaced: not kept.
    cache.store('/old', page('<p>old</p>'), renderBegan);
    cache.store('/new', page('<p>new</p>'), clock.now);
    expect(cache.lookup('/old')).toBeNull();
    expect(cache.lookup('/new')?.state).toBe('fresh');
    expect(stored).toEqual(['/new']);

    const sent = (renderedFrom: number, storedAt: number, html: string) => ({
      ...page(html),
      renderedFrom,
      storedAt,
    });
    cache.adopt('/sent-old', sent(renderBegan, clock.now, 'a'));
    expect(cache.lookup('/sent-old')).toBeNull();
    cache.adopt('/sent', sent(clock.now, clock.now, 'b'));
    expect(cache.lookup('/sent')).not.toBeNull();
    // An older copy does not replace a newer one; a sent page is not sent on.
    cache.adopt('/new', sent(clock.now - 10, clock.now - 10, 'older'));
    const held = cache.lookup('/new')?.page.body;
    expect(held?.br?.toString()).toBe('<p>new</p>');
    expect(stored).toEqual(['/new']);
  });

  it('keeps an encoding made later with the page it was made from, counted in its bytes', () => {
    const { cache } = cacheAt({ maxBytes: 8_000 });
    cache.store('/a', { ...page(''), body: { br: Buffer.alloc(300) } });
    const kept = cache.lookup('/a')?.page;
    if (!kept) throw new Error('not kept');
    cache.addEncoding('/a', kept, 'gzip', Buffer.alloc(400));
    expect(cache.lookup('/a')?.page.body.gzip?.length).toBe(400);
    expect(cache.size).toEqual({ pages: 1, bytes: 300 + 400 + 64 });
    // Made again by a second visitor at the same time: the first is kept, counted once.
    cache.addEncoding('/a', kept, 'gzip', Buffer.alloc(500));
    expect(cache.size.bytes).toBe(764);
    // Not onto a page that replaced the one it was made from, nor one forgotten.
    cache.store('/a', { ...page(''), body: { br: Buffer.alloc(300) } });
    cache.addEncoding('/a', kept, 'gzip', Buffer.alloc(400));
    expect(cache.lookup('/a')?.page.body.gzip).toBeUndefined();
    const replaced = cache.lookup('/a')?.page;
    cache.clear();
    if (replaced) cache.addEncoding('/a', replaced, 'gzip', Buffer.alloc(400));
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('pushes the least recently used pages out when an added encoding overfills it', () => {
    const { cache } = cacheAt({ maxBytes: 2_000 });
    cache.store('/old', { ...page(''), body: { br: Buffer.alloc(100) } });
    cache.store('/new', { ...page(''), body: { br: Buffer.alloc(100) } });
    const kept = cache.lookup('/new')?.page;
    if (!kept) throw new Error('not kept');
    cache.addEncoding('/new', kept, 'gzip', Buffer.alloc(1_800));
    expect(cache.lookup('/old')).toBeNull();
    expect(cache.size).toEqual({ pages: 1, bytes: 100 + 1_800 + 64 });
  });

  it('counts a page by the bytes of both its encodings, and says how long its pages live', () => {
    const { cache } = cacheAt();
    const html = 'Цэцэг';
    cache.store('/mn', page(html));
    expect(cache.size.bytes).toBe(2 * Buffer.byteLength(html) + 64);
    expect(cache.lifetimes).toEqual({ freshSeconds: 20, staleSeconds: 40 });
  });

  it('shares the catalogue and content pages in every locale, never the personal ones', () => {
    for (const path of [
      '/',
      '/en',
      '/products',
      '/ru/products/rose.data',
      '/t/flowers/roses',
      '/en/deals',
      '/search',
      '/cn/articles/x',
      '/travel',
    ]) {
      expect(isSharedPage(path), path).toBe(true);
    }
    for (const path of [
      '/cart',
      '/en/checkout',
      '/account/orders',
      '/orders/R123',
      '/back-office',
      '/login',
      '/wishlist',
      '/age-gate',
      '/brand/vodka',
    ]) {
      expect(isSharedPage(path), path).toBe(false);
    }
  });

  it("shares a page only when the visitor's shop cookies are all shareable", () => {
    const shareable = new Set(['shop_csrf', 'shop_cart', 'shop_wish']);
    expect(hasOnlySharedCookies({}, shareable)).toBe(true);
    expect(hasOnlySharedCookies({ shop_csrf: 'x', _ga: 'y' }, shareable)).toBe(true);
    expect(hasOnlySharedCookies({ shop_cart: 'x', shop_wish: 'y' }, shareable)).toBe(true);
    for (const name of ['shop_session', 'shop_orders', 'shop_age']) {
      expect(hasOnlySharedCookies({ shop_csrf: 'x', [name]: 'y' }, shareable), name).toBe(false);
    }
  });

  it('takes the named cookies off a request and keeps the rest', () => {
    const cookiesOf = (cookie: string | null) => {
      const request = new Request('http://shop/products', cookie ? { headers: { cookie } } : {});
      return withoutCookies(request, new Set(['shop_cart', 'shop_wish'])).headers.get('cookie');
    };
    expect(cookiesOf('shop_csrf=a; shop_cart=b; _ga=c; shop_wish=d')).toBe('shop_csrf=a; _ga=c');
    expect(cookiesOf('shop_cart=b;shop_wish=d')).toBeNull();
    expect(cookiesOf(null)).toBeNull();
    // A cookie named like one of them is not one of them.
    expect(cookiesOf('shop_cart_x=1; shop_cart=2')).toBe('shop_cart_x=1');
  });

  it("renders a page for everyone apart from its visitor's connection: leaving does not stop it", () => {
    const connection = new AbortController();
    const asked = new Request('http://shop/products?sort=price_asc', {
      headers: { 'accept-encoding': 'br', 'accept-language': 'en' },
      signal: connection.signal,
    });
    const rendered = detached(asked);
    connection.abort();
    expect(asked.signal.aborted).toBe(true);
    expect(rendered.signal.aborted).toBe(false);
    expect(rendered.url).toBe(asked.url);
    expect(rendered.method).toBe('GET');
    expect(Object.fromEntries(rendered.headers)).toEqual(Object.fromEntries(asked.headers));
  });
});

describe('holdsTag', () => {
  const etag = 'W/"abc123"';

  it('matches the tag a browser kept, weak or strong, alone or in a list, and *', () => {
    expect(holdsTag('W/"abc123"', etag)).toBe(true);
    expect(holdsTag('"abc123"', etag)).toBe(true);
    expect(holdsTag('"old", W/"abc123"', etag)).toBe(true);
    expect(holdsTag('*', etag)).toBe(true);
  });

  it('does not match another page, nothing, or a page without a tag', () => {
    expect(holdsTag('W/"abc124"', etag)).toBe(false);
    expect(holdsTag('abc123', etag)).toBe(false);
    expect(holdsTag(undefined, etag)).toBe(false);
    expect(holdsTag('', etag)).toBe(false);
    expect(holdsTag('*', '')).toBe(false);
  });
});
