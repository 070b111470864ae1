import { LOCALES } from '@shop/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_KEY, useBrowser } from './support/browser.ts';

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
    // Nothing may push the page wider than the phone (a phone would zoom the whole page out).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.locator('.bottom-nav button').click();
    await expect.poll(() => page.locator('.drawer-panel').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await page.locator('.drawer-list summary').first().click();
    await page.locator('.drawer-list ul a').first().click();
    await expect.poll(() => page.locator('.drawer-open').count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(
      false,
    );
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
      'Уучлаарай, таны хайсан "/no-such-page" хуудас олдсонгүй',
    );
    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(
      'Sorry, the page "/en/no-such-page" you searched for was not found',
    );
  });
});

describe('crash screen', () => {
  it('offers the Mongolian restart button, which clears caches and reloads', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('shop-state', '{"version":2}'));
    await page.goto('/_test/crash');
    const button = page.getByRole('button', { name: 'Дахин эхлүүлэх' });
    await expect.poll(() => button.count()).toBe(1);
    expect(await page.locator('.crash p').textContent()).toContain('шинэчлэгдсэн');
    await Promise.all([page.waitForEvent('load'), button.click()]);
    expect(await page.evaluate(() => localStorage.getItem('shop-state'))).toBeNull();
    // The page crashed on purpose, in the browser too.
    expect(shop.pageErrors.every((m) => m.includes('Crash on purpose'))).toBe(true);
    shop.pageErrors.length = 0;
  });
});

describe('scrolling', () => {
  it('starts each new page at the top and restores the position on back', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto('/');
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
