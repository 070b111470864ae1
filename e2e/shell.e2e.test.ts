import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { LOCALES } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';

const shop = useBrowser();

afterEach(() => {
  // Hydration or script errors fail the test that caused them (the crash test clears its own).
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('home page', () => {
  it('renders in Mongolian at / with categories, rails and tögrög prices', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('mn-MN');
    await expect.poll(() => page.locator('h2', { hasText: 'Шинээр ирсэн' }).count()).toBe(1);
    expect(await page.locator('h2', { hasText: 'Хямдралтай' }).count()).toBe(1);
    expect(await page.locator('.tiles-grid li').count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator('.product-card').count()).toBeGreaterThan(10);
    const price = await page.locator('.product-card .price-now').first().textContent();
    expect(price).toMatch(/^\d{1,3}(,\d{3})*₮$/);
    expect(await page.locator('.category-bar').isVisible()).toBe(true);
    expect(await page.locator('.bottom-nav').isVisible()).toBe(false);
  });

  it('renders the same page in English at /en', async () => {
    const page = await shop.newPage();
    await page.goto('/en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h2', { hasText: 'New arrivals' }).count()).toBe(1);
    expect(await page.title()).toContain('Tsetseg Market');
  });

  it.each(LOCALES)(
    'renders %s without a missing text key and with hreflang links',
    async (locale) => {
      const page = await shop.newPage();
      await page.goto(locale === 'mn' ? '/' : `/${locale}`);
      // innerText, not textContent: only what a shopper sees (not the hydration data in scripts).
      // biome-ignore lint/performance/useDomNodeTextContent: see above
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(MISSING_KEY);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').count();
      expect(alternates).toBe(LOCALES.length + 1);
    },
  );

  it('is complete before JavaScript runs (server-rendered)', async () => {
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(10);
    expect(await page.locator('.category-bar a').count()).toBeGreaterThan(6);
  });
});

describe('the texts and categories every page shares', () => {
  it('come in one script the browser keeps, not inside each page, and serve client navigations', async () => {
    const page = await shop.newPage();
    // The browser's own account of where each script came from (network or its cache).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const cachedIds = new Set<string>();
    const fromNetwork: string[] = [];
    const fromCache: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.requestServedFromCache', (event) => {
      cachedIds.add(event.requestId);
      fromCache.push(urls.get(event.requestId) ?? '');
    });
    cdp.on('Network.responseReceived', (event) => {
      const cached = cachedIds.has(event.requestId) || event.response.fromDiskCache;
      if (!cached) fromNetwork.push(event.response.url);
    });
    const isSiteScript = (url: string) => url.includes('/_site/');

    const first = await page.goto('/');
    await hydrated(page);
    const html = (await first?.text()) ?? '';
    // The page names the script; the texts' table (its keys) is not in the page's loader data.
    expect(html).toMatch(/<script defer="" src="\/_site\/mn-[0-9a-f]{12}\.js"/);
    expect(html).not.toContain('home.categories');
    expect(await page.locator('#tiles-title').textContent()).toBe(mn['home.categories']);
    expect(fromNetwork.filter(isSiteScript)).toHaveLength(1);

    // A client-side navigation renders with the same texts and categories, loading nothing new.
    await page.locator('.tiles-grid a').first().click();
    await page.waitForURL('**/t/**');
    await expect.poll(() => page.locator('.category-bar a').count()).toBeGreaterThan(6);
    // biome-ignore lint/performance/useDomNodeTextContent: only what a shopper sees
    expect(await page.locator('body').innerText()).not.toMatch(MISSING_KEY);
    expect(fromNetwork.filter(isSiteScript)).toHaveLength(1);

    // A new page load takes it from the browser's cache: kept for a year, with no cookie.
    await page.goto('/products');
    await hydrated(page);
    expect(fromNetwork.filter(isSiteScript)).toHaveLength(1);
    expect(fromCache.filter(isSiteScript)).toHaveLength(1);
    const script = await page.request.get(fromNetwork.find(isSiteScript)!);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['set-cookie']).toBeUndefined();
    // An address from before a staff edit gets today's texts, not to be kept; others none.
    const older = await page.request.get('/_site/mn-000000000000.js');
    expect(older.status()).toBe(200);
    expect(older.headers()['cache-control']).toBe('no-cache');
    expect(await older.text()).toContain(JSON.stringify(mn['home.categories']));
    expect((await page.request.get('/_site/xx-000000000000.js')).status()).toBe(404);
    expect((await page.request.get('/_site/anything.js')).status()).toBe(404);
  });

  it('are compressed as far as brotli goes, and hold only what the menus show', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    const href = await page.locator('script[src^="/_site/"]').getAttribute('src');
    const sent = await rawGet(href!, 'br, gzip');
    expect(sent.headers['content-encoding']).toBe('br');
    const script = brotliDecompressSync(sent.body);
    const quick = brotliCompressSync(script, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    expect(sent.body.length).toBeLessThan(quick.length * 0.95);
    // Another query string, the same bytes; gzip for a client that takes only that.
    expect((await rawGet(`${href}?v=2`, 'br')).body.equals(sent.body)).toBe(true);
    const gzipped = await rawGet(href!, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(script)).toBe(true);

    // The categories: the locale's names, three levels (the mega menu's), no back-office fields.
    // Run as the browser runs it, with a window of its own.
    const window: { __shopSite?: Record<string, { taxons: { children: unknown[] }[] }> } = {};
    new Function('self', script.toString())(window);
    const site = window.__shopSite![href!]!;
    const levels = (nodes: { children: unknown[] }[]): number =>
      nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => levels(n.children as never)));
    expect(levels(site.taxons)).toBe(3);
    expect(Object.keys(site.taxons[0] ?? {}).sort()).toEqual(
      ['children', 'id', 'illustration', 'name', 'permalink'].sort(),
    );
  });
});

/** A GET as sent on the wire: its headers and its bytes, not decoded. */
function rawGet(path: string, acceptEncoding: string) {
  const url = new URL(shop.baseUrl);
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path,
          headers: { 'accept-encoding': acceptEncoding },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

describe('locale switch', () => {
  it('moves from Mongolian to English and back on the same page', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await page.locator('.header .locale-switch a', { hasText: 'EN' }).click();
    await page.waitForURL('**/en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.locator('.header .locale-switch a', { hasText: 'MN' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getAttribute('html', 'lang')).toBe('mn-MN');
  });
});

describe('mobile layout', () => {
  it('uses the drawer menu and bottom navigation at 390 px', async () => {
    const page = await shop.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/');
    expect(await page.locator('.bottom-nav').isVisible()).toBe(true);
    expect(await page.locator('.category-bar').isVisible()).toBe(false);
    await hydrated(page);
    // Nothing may push the page wider than the phone (a phone would zoom the whole page out).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // The promotion's notice is one link a thumb can hit (WCAG 2.5.8), named by what it says.
    const notice = page.locator('.notice a');
    const title = (await page.locator('.notice strong').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(3);
    expect(await notice.count()).toBe(1);
    expect(await notice.textContent()).toContain(title);
    const target = await notice.boundingBox();
    expect(target?.width).toBeGreaterThanOrEqual(24);
    expect(target?.height).toBeGreaterThanOrEqual(24);
    await page.locator('.bottom-nav button').click();
    await expect.poll(() => page.locator('.drawer-panel').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    expect(await page.locator('.bottom-nav button').getAttribute('aria-expanded')).toBe('true');
    // Escape closes it, and the page scrolls again.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.drawer-panel').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(
      false,
    );
    // A navigation from inside the menu closes it too.
    await page.locator('.bottom-nav button').click();
    await page.locator('.drawer-list summary').first().click();
    expect(await page.locator('.drawer-list details ul a').first().isVisible()).toBe(true);
    await page.locator('.drawer-home').click();
    await expect.poll(() => page.locator('.drawer-panel').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(
      false,
    );
    expect(await page.locator('.product-card').count()).toBeGreaterThan(10);
  });

  it('keeps the category bar to one row at 1280 px, with what does not fit under "More"', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('navigation', { name: mn['nav.categories'] });
    const more = bar.getByRole('button', { name: mn['nav.more'] });
    await more.waitFor();
    // Every link the bar shows sits on one row; the shop's own links (new arrivals, sale) too.
    const shown = await bar
      .locator('.category-bar-row > ul > li > a')
      .evaluateAll((links) =>
        links
          .filter((a) => a.checkVisibility({ visibilityProperty: true }))
          .map((a) => ({ name: a.textContent ?? '', top: a.getBoundingClientRect().top })),
      );
    expect(new Set(shown.map((link) => link.top)).size).toBe(1);
    expect(shown.map((link) => link.name)).toEqual(
      expect.arrayContaining(['Шинэ бараа', 'Хямдрал']),
    );
    expect((await bar.boundingBox())?.height).toBeLessThan(50);
    // The categories left off the row are under "More", and only they: none is lost or shown twice.
    const wrapped = await bar.locator('.category-item.is-wrapped > a').allTextContents();
    expect(wrapped.length).toBeGreaterThan(0);
    const list = page.locator('.category-more-list');
    expect(await list.isVisible()).toBe(false);
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await list.getByRole('link').allTextContents()).toEqual(wrapped);
    expect(shown.filter((link) => wrapped.includes(link.name))).toEqual([]);
    // Escape closes it and gives the focus back; a chosen category opens its page and closes it.
    await page.keyboard.press('Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
    await more.click();
    await list.getByRole('link', { name: wrapped[0] }).click();
    await page.waitForURL(/\/t\/[^/]+$/);
    await expect.poll(() => list.isVisible()).toBe(false);
    // Without scripts nothing offers "More": the bar wraps, and no category is cut off.
    const plain = await shop.newPage({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    await plain.goto('/');
    const cutOff = await plain.locator('.category-list').evaluate((row) => {
      const bottom = row.getBoundingClientRect().bottom;
      return [...row.children].filter((item) => item.getBoundingClientRect().bottom > bottom)
        .length;
    });
    expect(cutOff).toBe(0);
    expect(await plain.locator('.category-list > li').count()).toBe(
      await bar.locator('.category-list > li').count(),
    );
  });

  it('opens a category’s mega menu over the page, whether or not the bar had to hide some', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 800 } });
    // Mongolian hides some categories under "More"; Chinese names all fit on the row.
    for (const [locale, more] of [
      ['', 1],
      ['/cn', 0],
    ] as const) {
      await page.goto(`${locale}/`);
      await hydrated(page);
      await expect.poll(() => page.locator('.category-more').count()).toBe(more);
      const first = page.locator('.category-list > li').first();
      await first.hover();
      const menu = first.locator('.mega-menu');
      await menu.waitFor();
      // What the pointer finds in the middle of the menu is the menu, not the page under it.
      expect(
        await menu.evaluate((box) => {
          const { left, top, width, height } = box.getBoundingClientRect();
          return box.contains(document.elementFromPoint(left + width / 2, top + height / 2));
        }),
      ).toBe(true);
    }
  });

  it('switches layout at the 992 px breakpoint', async () => {
    const page = await shop.newPage({ viewport: { width: 992, height: 800 } });
    await page.goto('/');
    expect(await page.locator('.bottom-nav').isVisible()).toBe(true);
    await page.setViewportSize({ width: 993, height: 800 });
    expect(await page.locator('.bottom-nav').isVisible()).toBe(false);
  });
});

describe('not found', () => {
  it('answers 404 with the spec text and the path, in Mongolian and English', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(
      'Уучлаарай, таны хайсан «/no-such-page» хуудас олдсонгүй',
    );
    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(
      'Sorry, the page “/en/no-such-page” you searched for was not found',
    );
  });
});

describe('busy page', () => {
  it('answers 503 with Retry-After and says in the page’s language to try again shortly', async () => {
    const response = await fetch(`${shop.baseUrl}/_test/busy`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    const html = await response.text();
    expect(html).toContain(mn['error.busy']);
    expect(html).toContain(`href="/_test/busy"`);
    const page = await shop.newPage();
    const en = await page.goto('/en/_test/busy');
    expect(en?.status()).toBe(503);
    expect(await page.locator('h1').textContent()).toBe('One moment, please');
    expect(await page.locator('main p').textContent()).toBe(
      'The shop is busy right now. Please try again in a few seconds.',
    );
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/en/_test/busy',
    );
  });
});

describe('crash screen', () => {
  it('offers the Mongolian restart button, which clears caches and reloads', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await page.evaluate(async () => {
      localStorage.setItem('shop-state', '{"version":2}');
      sessionStorage.setItem('scratch', '1');
      await (await caches.open('shop-pages')).put('/cached', new Response('old'));
    });
    await page.goto('/_test/crash');
    const button = page.getByRole('button', { name: 'Дахин эхлүүлэх' });
    await expect.poll(() => button.count()).toBe(1);
    expect(await page.locator('.crash p').textContent()).toContain('шинэчлэгдсэн');
    await Promise.all([page.waitForEvent('load'), button.click()]);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('scratch'))).toBeNull();
    // The shopper's saved state is not a cache: it stays.
    expect(await page.evaluate(() => localStorage.getItem('shop-state'))).toBe('{"version":2}');
    // The page crashed on purpose, in the browser too.
    expect(shop.pageErrors.filter((m) => !m.includes('Crash on purpose'))).toEqual([]);
    shop.pageErrors.length = 0;
  });

  it('keeps the Mongolian label in other locales, with the local word beside it', async () => {
    const page = await shop.newPage();
    await page.goto('/en/_test/crash');
    const button = page.locator('.crash button');
    await expect.poll(() => button.textContent()).toBe('Дахин эхлүүлэх · Restart');
    expect(await page.locator('.crash h1').textContent()).toBe('Sorry, something went wrong');
    shop.pageErrors.length = 0;
  });

  it('does not show the crash screen for a refused request', async () => {
    const response = await fetch(`${shop.baseUrl}/`, { method: 'POST', body: 'x=1' });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).not.toContain('Дахин эхлүүлэх');
    expect(html).toContain('Энэ хүсэлтийг биелүүлэх боломжгүй байна.');
  });
});

describe('bad requests to pages', () => {
  it('answers a malformed Host header with 400, not a crash', async () => {
    const url = new URL(shop.baseUrl);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        { host: url.hostname, port: url.port, path: '/', headers: { host: 'a b' } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(400);
  });
});

describe('scrolling', () => {
  it('starts each new page at the top and restores the position on back', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto('/');
    await hydrated(page);
    const link = page.locator('footer a[href="/pages/about"]');
    await link.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt).toBeGreaterThan(500);
    await link.click();
    await page.waitForURL('**/pages/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  });
});
