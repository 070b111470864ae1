import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import {
  cardSlugs,
  DATA_REQUEST,
  hydrated,
  loadMoreHeldBack,
  useBrowser,
} from './support/browser.ts';
import { api } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

/** A count as a number, written as Mongolian writes numbers ("1,840 бараа"). */
const counted = (text: string | null) => Number(text?.match(/\d[\d,]*/)?.[0].replaceAll(',', ''));
const countText = async (page: import('playwright-core').Page) =>
  counted(await page.locator('.listing-count').textContent());

describe('product lists', () => {
  it('browses a category with breadcrumbs rooted at all products', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/t/flowers');
    expect(response?.status()).toBe(200);
    const crumbs = page.locator('.breadcrumbs li');
    expect(await crumbs.nth(1).textContent()).toBe('Бүх бараа');
    expect(await page.locator('.product-grid .product-card').count()).toBeGreaterThan(0);
    await page.locator('.facet-links a').first().click();
    await page.waitForURL(/\/t\/flowers\/.+/);
    await expect.poll(() => crumbs.count()).toBe(4);
  });

  it('filters by brand with the count the facet promised, and clears back', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/products');
    await hydrated(page);
    const all = await countText(page);
    const brand = page
      .locator('.filters fieldset')
      .filter({ hasText: 'Брэнд' })
      .locator('label')
      .first();
    const promised = counted(await brand.locator('.count').textContent());
    await brand.locator('input').check();
    await page.waitForURL(/brand=/);
    await expect.poll(() => countText(page)).toBe(promised);
    expect(promised).toBeLessThan(all);
    await page.goBack();
    await expect.poll(() => countText(page)).toBe(all);
  });

  it('sorts by price and keeps the sort in the URL', async () => {
    const page = await shop.newPage();
    await page.goto('/products');
    await hydrated(page);
    await page.locator('.sort-menu select').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    const prices = () =>
      page
        .locator('.product-card .price-now')
        .evaluateAll((nodes) => nodes.map((n) => Number(n.textContent?.replace(/\D/g, ''))));
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length > 10 && shown.every((p, i) => i === 0 || (shown[i - 1] ?? 0) <= p);
      })
      .toBe(true);
  });

  it('lists deals ending soon from the footer, each saying until when, the first to end first', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await page
      .locator('footer')
      .getByRole('link', { name: t('deals.title') })
      .click();
    await page.waitForURL(/\/deals$/);
    await hydrated(page);
    // The address changes before the new page shows.
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('deals.title'));
    const cards = page.locator('.product-grid .product-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const [, until] = t('deals.until').split('{date}');
    const notes = await cards.locator('.product-card-note').allTextContents();
    expect(notes).toHaveLength(count);
    for (const note of notes) expect(note.endsWith(until ?? '')).toBe(true);
    // The API's deals, in the same order: the first to end first.
    const { body } = await api<{
      total: number;
      products: { slug: string; sale_expire_at: string }[];
    }>('/api/v2/search/products?deals=true&per_page=100');
    expect(await countText(page)).toBe(body.total);
    const ends = body.products.map((p) => p.sale_expire_at);
    expect(ends).toEqual([...ends].sort());
    const slugs = await cardSlugs(page.locator('.product-grid'));
    expect(slugs).toEqual(body.products.slice(0, count).map((p) => p.slug));
    // The sort menu starts at "ending soonest"; another sort keeps the same deals.
    const sort = page.locator('.sort-menu select');
    expect(await sort.inputValue()).toBe('ending_soon');
    await sort.selectOption('price_asc');
    await page.waitForURL(/deals\?sort=price_asc/);
    await expect.poll(() => countText(page)).toBe(body.total);
  });

  it('lists only products on sale, biggest sale first, from the header’s "Sale"', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    await page.locator('.category-links').getByRole('link', { name: 'Хямдрал' }).click();
    await page.waitForURL(/on_sale=1/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('listing.on_sale'));
    const cards = page.locator('.product-grid .product-card');
    expect(await cards.count()).toBeGreaterThan(0);
    const percents = await cards.evaluateAll((nodes) =>
      nodes.map((n) =>
        Number(n.querySelector('.sale-badge')?.textContent?.replace(/\D/g, '') ?? 0),
      ),
    );
    expect(percents.every((p) => p > 0)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it('loads more while pages come back full, and remembers the grid or list layout', async () => {
    const page = await shop.newPage();
    await page.goto('/products');
    await hydrated(page);
    expect(await page.locator('.product-grid .product-card').count()).toBe(40);
    // While the next page is on its way the link says so and a second click asks for nothing.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (DATA_REQUEST.test(request.url())) asked.push(request.url());
    });
    const shown = await loadMoreHeldBack(page, async (more) => {
      // A shopper's second click (the link is marked disabled, which Playwright would wait out).
      await more.click({ force: true });
    });
    expect(shown).toBe('Ачаалж байна…');
    await page.waitForURL(/page=2/);
    const more = page.locator('.load-more');
    await expect.poll(() => page.locator('.product-grid .product-card').count()).toBe(80);
    expect(asked).toHaveLength(1);
    expect(await more.getAttribute('aria-busy')).toBeNull();
    expect(await more.textContent()).toBe('Цааш үзэх');
    await page.getByRole('button', { name: 'Жагсаалт', exact: true }).click();
    expect(await page.locator('.product-grid.layout-list').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator('.product-grid.layout-list').count()).toBe(1);
  });

  it('works without JavaScript: filters and load more are plain links and forms', async () => {
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto('/products?page=2');
    expect(await page.locator('.product-grid .product-card').count()).toBe(80);
    await page.goto('/products?sort=price_desc&size=M');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it('finds Cyrillic products typed in Latin letters, from a suggestion', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await hydrated(page);
    await page.locator('.search input').fill('sarn');
    const suggestion = page.locator('.suggestion').first();
    await expect.poll(() => suggestion.count()).toBe(1);
    await page.locator('.search input').press('Enter');
    await page.waitForURL(/\/search\?q=sarn/);
    const names = await page.locator('.product-card-name').allTextContents();
    expect(names.some((n) => n.toLowerCase().includes('сарнай'))).toBe(true);
  });

  it('remembers recent searches and offers them in an empty search box', async () => {
    const page = await shop.newPage();
    await page.goto('/search?q=arkhi');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    // Stored once the page has come alive in the browser.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('shop-state') ?? ''))
      .toContain('arkhi');
    await page.goto('/');
    await hydrated(page);
    await page.locator('.search input').focus();
    await expect.poll(() => page.locator('.suggestion').first().textContent()).toBe('arkhi');
  });

  it('corrects a typo and says so', async () => {
    const page = await shop.newPage();
    await page.goto('/search?q=сарнйа');
    expect(await page.locator('.listing-fuzzy').count()).toBe(1);
    const names = await page.locator('.product-card-name').allTextContents();
    expect(names[0]?.toLowerCase()).toContain('сарнай');
  });

  it('says what to do when nothing is found: check the word, or clear the filters', async () => {
    const page = await shop.newPage();
    await page.goto('/search?q=qqqzzz');
    expect(await page.locator('h1').textContent()).toBe(t('search.results_for', { q: 'qqqzzz' }));
    expect(await page.locator('.listing-results').textContent()).toContain(
      t('listing.empty_search', { q: 'qqqzzz' }),
    );
    expect(await page.getByRole('link', { name: t('listing.clear_filters') }).count()).toBe(0);
    await page.getByRole('link', { name: t('cart.continue_shopping') }).click();
    await page.waitForURL(/\/products$/);

    // Filters that leave nothing: one tap back to the search without them, its sort kept.
    await page.goto('/search?q=сарнай&price_max=10&sort=price_asc');
    await hydrated(page);
    expect(await page.locator('.listing-results').textContent()).toContain(t('listing.empty'));
    await page.getByRole('link', { name: t('listing.clear_filters') }).click();
    await page.waitForURL(/\/search\?q=[^&]+&sort=price_asc$/);
    await expect.poll(() => page.locator('.product-card').count()).toBeGreaterThan(0);
  });
});

describe('compare and recently viewed', () => {
  it('adds products to compare until the fifth is refused, and compares them side by side', async () => {
    const page = await shop.newPage();
    await page.goto('/products?sort=price_asc');
    const links = await page
      .locator('.product-card-link')
      .evaluateAll((nodes) =>
        nodes.slice(0, 5).map((n) => (n as HTMLAnchorElement).getAttribute('href')),
      );
    for (const [i, href] of links.entries()) {
      await page.goto(href ?? '/');
      await hydrated(page);
      await page.getByRole('button', { name: 'Харьцуулах', exact: true }).click();
      if (i < 4) {
        await expect
          .poll(() => page.locator('.compare-button[aria-pressed="true"]').count())
          .toBe(1);
      }
    }
    await expect
      .poll(() => page.locator('.toast-warning').textContent())
      .toBe('Хамгийн ихдээ 4 бараа харьцуулах боломжтой.×');
    await page.locator('.compare-link').click();
    await page.waitForURL(/\/compare\?ids=/);
    await expect.poll(() => page.locator('.compare-table thead th').count()).toBe(5);
    const ids = new URL(page.url()).searchParams.get('ids');

    // The footer's "Compare" names no products: it opens the list this browser keeps.
    await page.goto('/');
    await hydrated(page);
    await page.locator('footer a[href="/compare"]').click();
    await page.waitForURL((url) => url.searchParams.get('ids') === ids);
    await expect.poll(() => page.locator('.compare-table thead th').count()).toBe(5);
    // On a phone the table scrolls inside its box, sale prices and all: the page does not.
    const sale = await api<{ products: { id: number }[] }>(
      '/api/v2/search/products?on_sale=true&per_page=2',
    );
    const onSale = sale.body.products.map((p) => p.id);
    expect(onSale).toHaveLength(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/compare?ids=${onSale.join(',')}`);
    await hydrated(page);
    await expect.poll(() => page.locator('.compare-table thead th').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // With nothing kept, it says how to add some.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/compare');
    await hydrated(page);
    expect(await page.locator('.compare-page p').textContent()).toBe(t('compare.empty'));
  });

  it('lists recently viewed products newest first, and clears them', async () => {
    const page = await shop.newPage();
    await page.goto('/products?sort=price_desc');
    const hrefs = await page
      .locator('.product-card-link')
      .evaluateAll((nodes) =>
        nodes.slice(0, 2).map((n) => (n as HTMLAnchorElement).getAttribute('href')),
      );
    const names: string[] = [];
    for (const href of hrefs) {
      await page.goto(href ?? '/');
      names.push((await page.locator('h1').textContent()) ?? '');
      const slug = href?.split('/').pop() ?? '';
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('shop-state') ?? ''))
        .toContain(slug);
    }
    await page.goto('/recently-viewed');
    await expect
      .poll(() => page.locator('.viewed-list .product-card-name').allTextContents())
      .toEqual(names.reverse());
    await page.getByRole('button', { name: 'Бүгдийг цэвэрлэх' }).click();
    expect(await page.locator('.viewed-list').count()).toBe(0);
    // Nothing viewed: it says so, and leads to the products.
    expect(await page.locator('main').textContent()).toContain(t('viewed.empty'));
    await page.getByRole('link', { name: t('cart.continue_shopping') }).click();
    await page.waitForURL(/\/products$/);
  });
});
