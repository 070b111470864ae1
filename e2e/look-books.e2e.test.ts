import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { cardSlugs, hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { api } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

interface Book {
  slug: string;
  spots: { product_id: number }[];
}

describe('look books', () => {
  it('shops from a look book: a dot on the picture leads to its product, which goes in the cart', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('lookbook.title') })
      .click();
    await page.waitForURL(/\/look-books$/);
    await hydrated(page);
    await expect.poll(() => page.locator('.look-book-card').count()).toBe(4);
    // Below the books, everything in their pictures (the lifestyle list).
    const lifestyle = await api<{ products: { slug: string }[] }>('/api/v2/lifestyle');
    const rail = page.locator('section[aria-labelledby="rail-lifestyle"]');
    expect(await rail.locator('h2').textContent()).toBe(t('lookbook.lifestyle'));
    expect(await cardSlugs(rail)).toEqual(lifestyle.body.products.map((p) => p.slug));
    const { body } = await api<{ look_books: { slug: string; title: string }[] }>(
      '/api/v2/look_books',
    );
    const first = body.look_books[0];
    if (!first) throw new Error('no look book');
    await page.getByRole('link', { name: first.title }).click();
    await page.waitForURL(new RegExp(`/look-books/${first.slug}$`));
    await hydrated(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe(first.title);

    const book = (await api<Book>(`/api/v2/look_books/${first.slug}`)).body;
    const dots = page.locator('.look-book-scene a.hotspot');
    expect(await dots.count()).toBe(book.spots.length);
    // The first dot whose product is in stock.
    let chosen = -1;
    for (let i = 0; i < book.spots.length && chosen < 0; i++) {
      const card = page.locator(`#spot-${i + 1}`);
      if ((await card.locator('.stock-in').count()) > 0) chosen = i;
    }
    expect(chosen).toBeGreaterThanOrEqual(0);
    const name = await page.locator(`#spot-${chosen + 1} .offer-name`).textContent();
    await dots.nth(chosen).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#spot-${chosen + 1}`);
    const card = page.locator(`#spot-${chosen + 1}`);
    expect(await dots.nth(chosen).getAttribute('aria-label')).toBe(
      t('lookbook.spot', { number: chosen + 1, name: name ?? '' }),
    );
    expect(await card.locator('.price-now, .price').first().textContent()).toMatch(/₮/);
    await card.getByRole('button', { name: t('product.add_to_cart') }).click();
    await expect
      .poll(() => card.locator('[role="status"]').textContent())
      .toContain(t('cart.view'));
    await expect.poll(() => page.locator('.cart-count').first().textContent()).toBe('1');
    expect(await page.locator('main').textContent()).not.toMatch(MISSING_KEY);
  });
});
