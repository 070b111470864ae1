import { createTranslator } from '@shop/i18n';
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, pageWithProfile, useBrowser } from './support/browser.ts';
import { purchasable } from './support/shop.ts';
import { baseUrl } from './support/target.ts';

// Issue 21: installable, and what was seen reads offline.

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const tEn = createTranslator('en', en);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** A page whose service worker is active and looks after it. */
async function withServiceWorker(path = '/'): Promise<Page> {
  const page = await shop.newPage({ serviceWorkers: 'allow' });
  await page.goto(path);
  await hydrated(page);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  return page;
}

describe('the installable shop', () => {
  it('offers a manifest in each locale, with icons of the sizes it names', async () => {
    const page = await withServiceWorker('/en');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/en/manifest.webmanifest');
    const answer = await fetch(new URL(href ?? '', baseUrl()));
    expect(answer.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: tEn('shop.name'),
      start_url: '/en',
      display: 'standalone',
      lang: 'en',
    });
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
      '/en/search',
      '/en/cart',
      '/en/account/orders',
    ]);
    for (const icon of manifest.icons) {
      const png = await fetch(new URL(icon.src, baseUrl()));
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await png.arrayBuffer());
      // The PNG's own width, from its header, is the size the manifest names.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    const mnManifest = await (await fetch(new URL('/manifest.webmanifest', baseUrl()))).json();
    expect(mnManifest).toMatchObject({ name: t('shop.name'), start_url: '/', lang: 'mn-MN' });

    await page.context().close();
  });

  it('is installable, by Chromium’s own check', async () => {
    const { page, close } = await pageWithProfile();
    try {
      await page.goto('/');
      await hydrated(page);
      await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.ready));
      const cdp = await page.context().newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reads seen product pages offline, and answers an unseen page and the cart with the offline page', async () => {
    const products = await purchasable(4);
    const [first, second, third, unseen] = products as [
      (typeof products)[0],
      (typeof products)[0],
      (typeof products)[0],
      (typeof products)[0],
    ];
    const page = await withServiceWorker();
    for (const product of [first, second, third]) {
      await page.goto(`/products/${product.slug}`);
      await hydrated(page);
    }
    await page.context().setOffline(true);

    await page.goto(`/products/${second.slug}`);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(second.name);
    // Adding to the cart needs the shop: it says so, and the page stays.
    await page.locator('.add-to-cart').click();
    await page.getByText(t('offline.add_to_cart')).waitFor();
    expect(await page.locator('h1').first().textContent()).toBe(second.name);
    // A move inside the app that cannot reach the shop is no crash: the offline page says why.
    await page.locator('header a[href="/cart"]').first().click();
    await page.getByText(t('offline.cart')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/offline');
    expect(await page.locator('main.crash').count()).toBe(0);

    await page.goto(`/products/${unseen.slug}`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/offline');
    expect(await page.locator('h1').textContent()).toBe(t('offline.title'));
    // The products seen are offered, read from what the service worker kept.
    const kept = page.locator('.offline-kept a');
    await expect.poll(() => kept.count()).toBe(3);
    expect(await kept.allTextContents()).toEqual(
      expect.arrayContaining([first.name, second.name, third.name]),
    );

    await page.goto('/cart');
    await hydrated(page);
    await page.getByText(t('offline.cart')).waitFor();

    // Back online, "try again" opens the page asked for.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: t('offline.retry') }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.context().close();
  });

  it('shows the offline page in the locale of the page asked for', async () => {
    const page = await withServiceWorker('/en');
    await page.context().setOffline(true);
    await page.goto('/en/account/orders');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/en/offline');
    expect(await page.locator('h1').textContent()).toBe(tEn('offline.title'));
    await page.context().close();
  });
});
