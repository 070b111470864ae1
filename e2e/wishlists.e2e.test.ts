import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { type Product, purchasable, signIn, uniquePhone } from './support/shop.ts';
import { baseUrl } from './support/target.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
let products: Product[];

beforeAll(async () => {
  products = await purchasable(3);
});

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** The product page's own heart (the one by the price). */
const pageHeart = (page: Page) => page.locator('.purchase-wish button');
const cardHeart = (page: Page, product: Product) =>
  page
    .locator('.product-card', { has: page.locator(`a[href$="/products/${product.slug}"]`) })
    .locator('.wish-button');

/** POSTs the hearts send, counted from the browser's side. */
function countWishPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/wishlist')) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

async function heartFromPage(page: Page, product: Product) {
  await page.goto(`/products/${product.slug}`);
  await hydrated(page);
  const response = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/wishlist'),
  );
  await pageHeart(page).click();
  await response;
  await expect.poll(() => pageHeart(page).getAttribute('aria-pressed')).toBe('true');
}

describe('wish lists', () => {
  it('with nothing wished, says how to wish and leads to the products', async () => {
    const page = await shop.newPage();
    await page.goto('/wishlist');
    await hydrated(page);
    expect(await page.locator('main').textContent()).toContain(t('wishlist.none'));
    await page.getByRole('link', { name: t('cart.continue_shopping') }).click();
    await page.waitForURL(/\/products$/);
  });

  it('a guest hearts a product from a list, sees it wished on its page, and keeps it on sign-in', async () => {
    const page = await shop.newPage();
    const [product] = products as [Product];
    await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
    await hydrated(page);
    const posts = countWishPosts(page);
    const heart = cardHeart(page, product).first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // Three fast taps: the heart follows each at once, and one request carries the last state.
    await heart.click();
    await heart.click();
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => posts.length, { timeout: 5_000 }).toBe(1);
    expect(posts[0]).toContain('wished=1');
    await page.waitForTimeout(700);
    expect(posts).toHaveLength(1);

    // The product page shows it wished: rendered in for a browser without the page's script
    // (its pages are its own), and after load on the page kept for everyone.
    const withoutScript = (await page.context().cookies())
      .filter((cookie) => cookie.name !== 'shop_js')
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    const html = await (
      await fetch(new URL(`/products/${product.slug}`, baseUrl()), {
        headers: { cookie: withoutScript },
      })
    ).text();
    expect(html).toMatch(/class="wish-button is-wished" aria-pressed="true"/);
    await page.goto(`/products/${product.slug}`);
    await expect.poll(() => pageHeart(page).getAttribute('aria-pressed')).toBe('true');

    await page.goto('/wishlist');
    await expect.poll(() => page.locator('.wish-card').count()).toBe(1);
    await signIn(page, uniquePhone());
    await page.goto('/wishlist');
    expect(await page.locator('.wish-card h3').allTextContents()).toEqual([product.name]);
    expect(await page.locator('h2').first().textContent()).toBe('Миний хүслийн жагсаалт');
    expect(await page.textContent('main')).not.toMatch(MISSING_KEY);
  });

  it('several lists: move a wish, share a link that opens read-only signed out, add a list to the cart', async () => {
    const page = await shop.newPage();
    await signIn(page, uniquePhone());
    const [first, second, third] = products as [Product, Product, Product];
    await heartFromPage(page, first);
    await heartFromPage(page, second);

    await page.goto('/wishlist');
    await hydrated(page);
    // The field's mark of "required" stands on its label's line, not under it.
    const marked = await page.locator('.wishlist-new label').evaluate((label) => {
      const star = label.querySelector('[aria-hidden="true"]')?.getBoundingClientRect();
      return star && star.top - label.getBoundingClientRect().top;
    });
    expect(marked).toBeLessThan(4);
    // In the shop's red, as on every other form.
    expect(
      await page
        .locator('.wishlist-new label [aria-hidden="true"]')
        .evaluate((star) => getComputedStyle(star).color),
    ).toBe('rgb(179, 38, 30)');
    await page.getByLabel(t('wishlist.new')).fill('Төрсөн өдрийн бэлэг');
    await page.getByRole('button', { name: t('wishlist.create') }).click();
    // A new list is placed first.
    await expect
      .poll(() => page.locator('.wishlist h2').allTextContents())
      .toEqual(['Төрсөн өдрийн бэлэг', 'Миний хүслийн жагсаалт']);

    // Move the first product to the new list: it lands on top there.
    const defaultList = page.locator('.wishlist').nth(1);
    const card = defaultList.locator('.wish-card', { hasText: first.name });
    await card.getByRole('button', { name: t('wishlist.move') }).click();
    await expect
      .poll(() => page.locator('.wishlist').first().locator('.wish-card h3').allTextContents())
      .toEqual([first.name]);
    await expect
      .poll(() => page.locator('.wishlist-page [role="status"]').textContent())
      .toContain(t('wishlist.moved'));

    // Share it; a stranger's browser opens the link, reads it, and has nothing to change.
    const newList = page.locator('.wishlist').first();
    await newList.getByRole('button', { name: t('wishlist.share') }).click();
    const link = newList.locator('input.share-link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/wishlist\/shared\/[\w-]{24}$/);
    const stranger = await shop.newPage();
    await stranger.goto(new URL(url).pathname);
    expect(await stranger.locator('h1').textContent()).toBe('Төрсөн өдрийн бэлэг');
    expect(await stranger.locator('.wish-card h2').allTextContents()).toEqual([first.name]);
    expect(await stranger.locator('.wish-card form').count()).toBe(0);
    const guessed = await stranger.goto('/wishlist/shared/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(guessed?.status()).toBe(404);

    // Add a third product to the new list by making it the hearts' list, then all to the cart.
    await newList.getByRole('button', { name: t('wishlist.make_default') }).click();
    await expect
      .poll(() => page.locator('.wishlist').first().textContent())
      .toContain(t('wishlist.default'));
    await heartFromPage(page, third);
    await page.goto('/wishlist');
    await hydrated(page);
    const gift = page.locator('.wishlist').first();
    expect(await gift.locator('.wish-card h3').allTextContents()).toEqual([third.name, first.name]);
    await gift.getByRole('button', { name: t('wishlist.all_to_cart') }).click();
    await expect
      .poll(() => page.locator('.wishlist-page [role="status"]').textContent())
      .toContain(t('wishlist.added_to_cart', { count: 2 }));
    await page.goto('/cart');
    for (const product of [first, third]) {
      await expect.poll(() => page.locator('main').textContent()).toContain(product.name);
    }
  });

  it('keeps a heart tapped just before the page changes (a cart add re-renders it within the debounce)', async () => {
    const page = await shop.newPage();
    const [, , product] = products as [Product, Product, Product];
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/wishlist'),
    );
    await pageHeart(page).click();
    await page.locator('.add-to-cart').click();
    await saved;
    await page.goto('/wishlist');
    expect(await page.locator('.wish-card h3').allTextContents()).toEqual([product.name]);
  });

  it('keeps a heart tapped just before another product opens from the page', async () => {
    const page = await shop.newPage();
    const [, product] = products as [Product, Product];
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    const next = page.locator('.rail a[href*="/products/"]').first();
    const nextName = (await next.locator('.product-card-name').textContent()) ?? '';
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/wishlist'),
    );
    // Within the heart's 500 ms: the page it was on goes before the tap is sent.
    await pageHeart(page).click();
    await next.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(nextName);
    await saved;
    await page.goto('/wishlist');
    expect(await page.locator('.wish-card h3').allTextContents()).toEqual([product.name]);
  });

  it('the heart works before JavaScript: the form posts and the page comes back wished', async () => {
    const page = await shop.newPage({ javaScriptEnabled: false });
    const [product] = products as [Product];
    await page.goto(`/products/${product.slug}`);
    expect(await pageHeart(page).getAttribute('aria-pressed')).toBe('false');
    await pageHeart(page).click();
    await page.waitForURL(new RegExp(`/products/${product.slug}$`));
    expect(await pageHeart(page).getAttribute('aria-pressed')).toBe('true');
    await pageHeart(page).click();
    await page.waitForLoadState();
    expect(await pageHeart(page).getAttribute('aria-pressed')).toBe('false');
  });
});
