import { createTranslator } from '@shop/i18n';
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, picturesCutToFit, useBrowser } from './support/browser.ts';
import { api, signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const tEn = createTranslator('en', en);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

interface Card {
  slug: string;
  title: string;
  locale: string;
  locales: string[];
  product_ids: number[];
}

describe('articles and news', () => {
  it('reads an article from the list in Mongolian, then the same one in English', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('article.articles') })
      .click();
    await page.waitForURL(/\/articles$/);
    await hydrated(page);
    await expect.poll(() => page.locator('.article-card').count()).toBe(12);
    // Covers are drawn in the cards' frame: none loses the top of its rose to the crop.
    expect(await picturesCutToFit(page, '.article-card img')).toEqual([]);
    // The first article written in every language.
    const { body } = await api<{ articles: Card[] }>('/api/v2/articles');
    const article = body.articles.find((a) => a.locales.length === 5);
    if (!article) throw new Error('no article in every language');
    await page.getByRole('link', { name: article.title }).click();
    await page.waitForURL(new RegExp(`/articles/${article.slug}$`));
    await hydrated(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe(article.title);
    expect(await page.locator('.article-body p').count()).toBeGreaterThan(2);
    expect(await picturesCutToFit(page, '.article-cover')).toEqual([]);
    expect(await page.locator('.article-language').count()).toBe(0);

    await page.goto(`/en/articles/${article.slug}`);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).not.toBe(article.title);
    expect(await page.locator('h1').textContent()).toMatch(
      /^(Spring|Summer|Autumn|Winter|Holiday season): /,
    );
    expect(await page.locator('main').textContent()).not.toMatch(MISSING_KEY);
  });

  it('shows the newest articles and the running promotions on the home page', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/en/articles');
    const newest = (await page.locator('.article-card h2').allTextContents()).slice(0, 4);
    expect(newest).toHaveLength(4);
    await page.goto('/en');
    await hydrated(page);
    const articles = page.getByRole('region', { name: tEn('article.articles') });
    expect(await articles.locator('.article-card h3').allTextContents()).toEqual(newest);
    const promotions = page.getByRole('region', { name: tEn('promotion.title') });
    expect(await promotions.locator('.promotion-card h3').count()).toBeGreaterThan(0);
    // Each section leads to its whole list, and a card to its article.
    await promotions.getByRole('link', { name: tEn('home.all_promotions') }).click();
    await page.waitForURL(/\/en\/promotions$/);
    await page.goBack();
    await articles.getByRole('link', { name: newest[0] }).click();
    await page.waitForURL(/\/en\/articles\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(newest[0]);
    await page.goBack();
    await articles.getByRole('link', { name: tEn('home.all_articles') }).click();
    await page.waitForURL(/\/en\/articles$/);
  });

  it('says when an article is not in the reader’s language and links the one it has', async () => {
    const page = await shop.newPage();
    let found: Card | undefined;
    for (let p = 1; p <= 5 && !found; p++) {
      const { body } = await api<{ articles: Card[] }>(`/api/v2/articles?page=${p}`);
      found = body.articles.find((a) => a.locales.join() === 'mn');
    }
    if (!found) throw new Error('no Mongolian-only article');
    await page.goto(`/en/articles/${found.slug}`);
    await hydrated(page);
    const notice = page.locator('.article-language');
    expect(await notice.locator('p').first().textContent()).toBe(
      tEn('article.in_other_language', {
        wanted: tEn('language.en'),
        shown: tEn('language.mn'),
      }),
    );
    expect(await page.locator('.article-header').getAttribute('lang')).toBe('mn-MN');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(
      new RegExp(`[^/]/articles/${found.slug}$`),
    );
    await notice.getByRole('link', { name: tEn('language.mn') }).click();
    await page.waitForURL(new RegExp(`^[^?]*//[^/]+/articles/${found.slug}$`));
  });

  it('narrows the news by a tag, and a signed-in reader bookmarks an article', async () => {
    const page = await shop.newPage();
    await page.goto('/news');
    await hydrated(page);
    const feed = await page.locator('link[type="application/atom+xml"]').getAttribute('href');
    expect(feed).toMatch(/\/feeds\/news\.atom$/);
    expect((await page.request.get(feed ?? '')).headers()['content-type']).toContain('atom');
    await page
      .locator('.article-tags')
      .getByRole('link', { name: /Хямдрал/ })
      .click();
    await page.waitForURL(/\/news\?tag=hyamdral$/);
    // The address changes before the new list is drawn.
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(t('article.tag_heading', { tag: 'Хямдрал' }));
    await expect.poll(() => page.locator('.article-card').count()).toBe(6);

    await signIn(page, uniquePhone());
    const { body } = await api<{ articles: Card[] }>('/api/v2/articles');
    await page.goto(`/articles/${body.articles[0]?.slug}`);
    await hydrated(page);
    const button = page.locator('.article-bookmark button');
    expect(await button.textContent()).toBe(t('article.bookmark'));
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.textContent()).toBe(t('article.bookmarked'));
  });

  it('opens the shop’s own pages from the footer: delivery, and the stores with the store list', async () => {
    const page = await shop.newPage();
    await page.goto('/en');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery' }).click();
    await page.waitForURL(/\/en\/pages\/delivery$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Delivery');
    expect(await page.locator('.article-body').textContent()).toContain('5,000₮');
    await page.goto('/pages/stores');
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Салбарууд');
    expect(await page.locator('.store-list li').count()).toBeGreaterThan(0);
    expect((await page.goto('/pages/no-such-page'))?.status()).toBe(404);
  });

  it('searches the articles in Latin letters and finds the Cyrillic ones', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/articles');
    await hydrated(page);
    await page.getByRole('searchbox', { name: t('article.search_articles') }).fill('kokteil');
    await page.locator('.article-search').getByRole('button').click();
    await page.waitForURL(/\/articles\?q=kokteil$/);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(t('article.search_heading', { q: 'kokteil' }));
    expect(await page.locator('.article-card').count()).toBe(10);
    expect(await page.locator('.article-card h2').first().textContent()).toMatch(
      /коктейль|ундааны/i,
    );
    await page.getByRole('searchbox', { name: t('article.search_articles') }).fill('zzqqxx');
    await page.locator('.article-search').getByRole('button').click();
    await expect
      .poll(() => page.locator('.article-list-page > p').last().textContent())
      .toBe(t('article.search_none', { q: 'zzqqxx' }));
  });

  it('follows an author from an article, and stops following', async () => {
    const page = await shop.newPage();
    await signIn(page, uniquePhone());
    const { body } = await api<{ articles: Card[] }>('/api/v2/articles');
    await page.goto(`/articles/${body.articles[0]?.slug}`);
    await hydrated(page);
    await page.locator('.article-meta a').click();
    await page.waitForURL(/\/authors\/[a-z0-9-]+$/);
    await hydrated(page);
    await page.locator('.article-list-page > .article-meta').waitFor();
    const button = page.locator('.article-bookmark button');
    await expect.poll(() => button.textContent()).toBe(t('article.follow'));
    const before = await page.locator('.article-list-page > .article-meta').textContent();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.textContent()).toBe(t('article.following'));
    expect(await page.locator('.article-list-page > .article-meta').textContent()).not.toBe(before);
    expect(await page.locator('.article-card').count()).toBeGreaterThan(0);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.article-list-page > .article-meta').textContent()).toBe(before);
  });
});
