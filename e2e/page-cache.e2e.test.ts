import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, nextAddress, useBrowser } from './support/browser.ts';
import { addToCart, purchasable, signIn, uniquePhone } from './support/shop.ts';
import { baseUrl } from './support/target.ts';

// Issue 20: shared pages are kept for visitors without a session. Each gets their own CSRF token
// and the answer's own nonces put in; nobody's own page is kept or served to another.

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** A product list no other test asks for: a price limit of its own (its forms carry the token). */
const uniqueList = () => `/products?price_max=${900_000 + Math.floor(Math.random() * 1e8)}`;

async function visit(path: string, cookie?: string) {
  const response = await fetch(new URL(path, baseUrl()), {
    headers: { 'x-forwarded-for': nextAddress(), ...(cookie && { cookie }) },
  });
  const body = await response.text();
  const csrfCookie = /shop_csrf=([\w-]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const policy = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    csrfCookie: csrfCookie ?? null,
    tokens: new Set([...body.matchAll(/name="_csrf" value="([\w-]+)"/g)].map((m) => m[1])),
    scriptNonce: /script-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1] ?? null,
    nonces: new Set([...body.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1])),
    body,
  };
}

describe('the page cache', () => {
  it("serves a kept page to each visitor with their own CSRF token and the answer's nonces", async () => {
    const path = uniqueList();
    const first = await visit(path);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(first.csrfCookie).not.toBeNull();

    const second = await visit(path);
    expect(second).toMatchObject({ status: 200, cache: 'hit' });
    // A new visitor: a token of their own, in the cookie and in every form.
    expect(second.csrfCookie).not.toBe(first.csrfCookie);
    expect([...second.tokens]).toEqual([second.csrfCookie]);
    expect(second.body).not.toContain(String(first.csrfCookie));
    // The page's scripts carry this answer's nonce, the one its policy allows.
    expect(second.scriptNonce).not.toBe(first.scriptNonce);
    expect([...second.nonces]).toEqual([second.scriptNonce]);
    // Never for a shared cache in front: it holds this visitor's token.
    expect(second.cacheControl).toBe('private, no-store');

    // A returning visitor keeps their token, and nothing is set.
    const third = await visit(path, `shop_csrf=${second.csrfCookie}`);
    expect(third).toMatchObject({
      cache: 'hit',
      csrfCookie: null,
      cacheControl: 'private, no-cache',
    });
    expect([...third.tokens]).toEqual([second.csrfCookie]);
  });

  it("never keeps a signed-in shopper's page, nor serves a kept one to them", async () => {
    const path = uniqueList();
    const page = await shop.newPage();
    await signIn(page, uniquePhone());
    await page.goto(path);
    await hydrated(page);
    const theirs = await page.request.get(path);
    expect(theirs.headers()['x-page-cache']).toBeUndefined();
    const theirPage = await theirs.text();
    const signedInToken = /name="_csrf" value="([\w-]+)"/.exec(theirPage)?.[1];
    expect(signedInToken).toBeDefined();
    // Only a signed-in shopper's header links to their notifications.
    expect(theirPage).toContain('header-notifications');

    // Their page was not kept: a visitor without a session gets one rendered for them.
    const anonymous = await visit(path);
    expect(anonymous.cache).toBe('miss');
    expect(anonymous.body).not.toContain(String(signedInToken));
    expect(anonymous.body).not.toContain('header-notifications');
    expect(anonymous.body).toContain(t('nav.sign_in'));
    expect((await visit(path)).cache).toBe('hit');
    // And the page kept now is not what the shopper is served.
    const again = await page.request.get(path);
    expect(again.headers()['x-page-cache']).toBeUndefined();
    expect(await again.text()).toContain(String(signedInToken));
  });

  it("shares pages with a guest's cart and wishes when the browser asks for them after load", async () => {
    const path = uniqueList();
    await visit(path);
    expect((await visit(path)).cache).toBe('hit');
    // Without the page's script nothing would fill them in: such a browser's page is its own.
    for (const cookie of ['shop_cart=abc', 'shop_wish=abc', 'shop_orders=abc', 'shop_age=21']) {
      expect((await visit(path, cookie)).cache, cookie).toBeNull();
    }
    // With it, a cart and wishes come after load; guest orders and the age gate's answer do not.
    for (const cookie of ['shop_cart=abc', 'shop_wish=abc']) {
      expect((await visit(path, `shop_js=1; ${cookie}`)).cache, cookie).toBe('hit');
    }
    for (const cookie of ['shop_orders=abc', 'shop_age=21']) {
      expect((await visit(path, `shop_js=1; ${cookie}`)).cache, cookie).toBeNull();
    }
  });

  it("fills a guest's cart count and hearts into a kept page after load, moving nothing", async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    const path = `/search?q=${encodeURIComponent(product.name)}&kept=${Math.random()}`;
    // Kept first for everyone, by a visitor with nothing of their own.
    expect((await visit(path)).cache).toBe('miss');

    await addToCart(page, product);
    const wished = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/wishlist'),
    );
    await page.locator('.purchase-wish button').click();
    await wished;

    // Their own part answers only them, and no cache keeps it.
    const mine = await page.request.get('/personal');
    expect(mine.headers()['cache-control']).toBe('private, no-store');
    const personal = (await mine.json()) as { cartCount: number; wished: { productIds: number[] } };
    expect(personal.cartCount).toBe(1);
    expect(personal.wished.productIds).toContain(product.id);
    const stranger = await fetch(new URL('/personal', baseUrl()), {
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(await stranger.json()).toEqual({
      cartCount: 0,
      wished: { variantIds: [], productIds: [] },
    });

    // The kept page, held back from its visitor's part until the header is measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/personal', async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(path);
    expect(response?.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('cart-count');
    expect(html).not.toContain('is-wished');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const heart = page
      .locator('.product-card', { has: page.locator(`a[href$="/products/${product.slug}"]`) })
      .locator('.wish-button')
      .first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    const header = page.locator('.header-actions > *');
    const before = await header.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON()),
    );

    release();
    await expect.poll(() => page.locator('.header .cart-count').textContent()).toBe('1');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const after = await header.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON()),
    );
    expect(after).toEqual(before);
  });

  it('lets a visitor served a kept product page add it to the cart', async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    await visit(`/products/${product.slug}`);
    const page = await shop.newPage();
    const answer = page.waitForResponse((r) => r.url().endsWith(`/products/${product.slug}`));
    await addToCart(page, product);
    expect((await answer).headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  });
});
