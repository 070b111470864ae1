import { createHash } from 'node:crypto';
import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, nextAddress, useBrowser } from './support/browser.ts';
import { E2E_METRICS_TOKEN } from './support/metrics-token.ts';
import { addToCart, purchasable, signIn, uniquePhone } from './support/shop.ts';
import { baseUrl } from './support/target.ts';

// Issue 20: shared pages are kept for visitors without a session, the same bytes for everyone
// (no CSRF token, no nonce, no cookie), so a CDN in front may keep them too; each visitor's own
// part comes after load; nobody's own page is kept or served to another.

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** A product list no other test asks for: a price limit of its own (its forms carry the token). */
const uniqueList = () => `/products?price_max=${900_000 + Math.floor(Math.random() * 1e8)}`;

async function visit(path: string, cookie?: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, baseUrl()), {
    headers: { 'x-forwarded-for': nextAddress(), ...(cookie && { cookie }), ...headers },
  });
  const body = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    cdnCacheControl: response.headers.get('cdn-cache-control'),
    age: response.headers.get('age'),
    etag: response.headers.get('etag'),
    encoding: response.headers.get('content-encoding'),
    vary: response.headers.get('vary'),
    length: response.headers.get('content-length'),
    setCookie: response.headers.get('set-cookie'),
    policy: response.headers.get('content-security-policy') ?? '',
    body,
  };
}

/** The CSP source of each script the page runs inline, as the browser hashes it. */
const inlineScriptSources = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/json/.test(m[1] ?? ''))
    .map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64')}'`,
    );

describe('the page cache', () => {
  it('serves a kept page alike to every visitor: no token, nonce or cookie, fit for a CDN', async () => {
    const path = uniqueList();
    const first = await visit(path);
    expect(first).toMatchObject({ status: 200, cache: 'miss', setCookie: null });
    const second = await visit(path);
    expect(second).toMatchObject({ status: 200, cache: 'hit', setCookie: null });
    const returning = await visit(path, `shop_csrf=${'r'.repeat(43)}; shop_js=1`);
    expect(returning).toMatchObject({ cache: 'hit', setCookie: null });
    // The same bytes and headers for a new visitor, the next, and one who came before.
    expect(second.body).toBe(first.body);
    expect(returning.body).toBe(first.body);
    expect(second.policy).toBe(first.policy);
    expect(first.body).not.toContain('r'.repeat(43));
    expect([...first.body.matchAll(/name="_csrf" value="([^"]*)"/g)].map((m) => m[1])).toEqual(
      expect.arrayContaining(['']),
    );
    expect(first.body).not.toMatch(/name="_csrf" value="[^"]/);
    expect(first.body).not.toMatch(/\snonce="/);
    // Its inline scripts run by hash: each one allowed, no nonce in the policy.
    const scripts = inlineScriptSources(first.body);
    expect(scripts.length).toBeGreaterThan(0);
    const scriptSrc = /script-src ([^;]*)/.exec(first.policy)?.[1]?.split(' ') ?? [];
    for (const source of scripts) expect(scriptSrc).toContain(source);
    expect(first.policy).not.toContain("'nonce-");
    // A cache in front may keep it as long as the shop does; a browser asks again.
    expect(first.cacheControl).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
    expect(first.cdnCacheControl).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
    // How long it has been kept already: an edge keeps it only for the rest.
    expect(first.age).toBeNull();
    expect(second.age).toMatch(/^\d+$/);
    // A browser or edge holding the page is told so without it; another page's tag gets it.
    expect(second.etag).toBe(first.etag);
    expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/);
    const held = await visit(path, undefined, { 'if-none-match': String(first.etag) });
    expect(held).toMatchObject({ status: 304, body: '' });
    const other = await visit(path, undefined, { 'if-none-match': 'W/"another"' });
    expect(other).toMatchObject({ status: 200, body: first.body });
  });

  it('keeps a page compressed and sends each browser the encoding it takes, the same page in each', async () => {
    const path = uniqueList();
    const rendered = await visit(path, undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(rendered).toMatchObject({ status: 200, cache: 'miss', encoding: 'br' });
    expect(rendered.body).toContain('</html>');
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['identity', null],
      ['deflate', 'deflate'],
    ] as const) {
      const kept = await visit(path, undefined, { 'accept-encoding': accepted });
      expect(kept, accepted).toMatchObject({ status: 200, cache: 'hit', encoding: sent });
      expect(kept.body, accepted).toBe(rendered.body);
      expect(kept.etag, accepted).toBe(rendered.etag);
      // A cache in front keeps one copy per encoding.
      expect(kept.vary, accepted).toMatch(/(^|, )accept-encoding(,|$)/i);
    }
    // Sent as kept, compressed when it was kept: whole, of a known length, not streamed through
    // a compressor again.
    const sizes = { br: 0, gzip: 0 };
    for (const encoding of ['br', 'gzip'] as const) {
      sizes[encoding] = Number(
        (await visit(path, undefined, { 'accept-encoding': encoding })).length,
      );
      expect(sizes[encoding], encoding).toBeGreaterThan(1_000);
    }
    expect(sizes.br).toBeLessThan(sizes.gzip);
    expect(sizes.br + sizes.gzip).toBeLessThan(Buffer.byteLength(rendered.body) / 3);
  });

  it('makes an encoding once, for its first visitor, and keeps it beside the page', async () => {
    const keptBytes = async () => {
      const metrics = await fetch(new URL('/metrics', baseUrl()), {
        headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
      });
      return Number(/^page_cache_bytes (\d+)$/m.exec(await metrics.text())?.[1]);
    };
    const path = uniqueList();
    await visit(path, undefined, { 'accept-encoding': 'br' });
    const before = await keptBytes();
    const first = await visit(path, undefined, { 'accept-encoding': 'gzip' });
    expect(first).toMatchObject({ cache: 'hit', encoding: 'gzip' });
    const afterFirst = await keptBytes();
    // The gzip copy was kept (other pages kept meanwhile could only add to it)…
    expect(afterFirst - before).toBeGreaterThanOrEqual(Number(first.length));
    // …so the next visitor who asks alike gets it, and nothing more is kept for them.
    const second = await visit(path, undefined, { 'accept-encoding': 'gzip' });
    expect(second).toMatchObject({ cache: 'hit', encoding: 'gzip', length: first.length });
    expect(await keptBytes()).toBeLessThan(afterFirst + Number(first.length));
  });

  it("gives the visitor's CSRF token with their part of the page, and forms on a kept page work", async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    await visit(`/products/${product.slug}`);
    const page = await shop.newPage();
    const answer = page.waitForResponse((r) => r.url().endsWith(`/products/${product.slug}`));
    await page.goto(`/products/${product.slug}`);
    expect((await answer).headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
    await hydrated(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'shop_csrf')?.value;
    expect(token).toMatch(/^[\w-]{43}$/);
    await expect.poll(() => page.locator('input[name="_csrf"]').first().inputValue()).toBe(token);
    await addToCart(page, product);
  });

  it('takes a form from a kept page sent without JavaScript, and refuses one from elsewhere', async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    await visit(`/products/${product.slug}`);
    const page = await shop.newPage({ javaScriptEnabled: false });
    const served = await page.goto(`/products/${product.slug}`);
    expect(served?.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
    const form = page.locator('form', { has: page.locator('.add-to-cart') });
    expect(await form.locator('input[name="_csrf"]').inputValue()).toBe('');
    const posted = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.locator('.add-to-cart').click();
    expect((await posted).status()).toBeLessThan(400);
    await page.goto('/cart');
    await expect.poll(() => page.locator('.cart-line').count()).toBe(1);

    // Without a token, only the browser's word that the form is the shop's own lets it in.
    for (const site of ['cross-site', 'same-site', 'none']) {
      const refused = await page.request.post(`/products/${product.slug}`, {
        form: { intent: 'add_to_cart', variant_id: String(product.variants[0]?.id) },
        headers: { 'sec-fetch-site': site },
        maxRedirects: 0,
      });
      expect(refused.status(), site).toBe(403);
    }
    // An older browser sends no Sec-Fetch-Site: its Origin on the shop's host stands in.
    const older = (origin: string) =>
      page.request.post(`/products/${product.slug}`, {
        form: { intent: 'add_to_cart', variant_id: String(product.variants[0]?.id) },
        headers: { origin },
        maxRedirects: 0,
      });
    expect((await older(baseUrl())).status()).toBeLessThan(400);
    expect((await older('https://evil.example')).status()).toBe(403);
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
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
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
});
