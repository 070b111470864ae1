import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { api, type Product, purchasable, signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
let unreviewed: Product[];

beforeAll(async () => {
  // Products nobody has reviewed yet (the seed reviews many), so the average is ours to see.
  const candidates = await purchasable(40);
  unreviewed = [];
  for (const product of candidates) {
    const { body } = await api<{ total_reviews: number }>(`/api/v2/products/${product.id}`);
    if (body.total_reviews === 0) unreviewed.push(product);
    if (unreviewed.length === 2) break;
  }
  if (unreviewed.length < 2) throw new Error('not enough unreviewed products');
});

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

const photo = async (r: number) => ({
  name: `photo-${r}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r, g: 120, b: 160 } },
  })
    .jpeg()
    .toBuffer(),
});

describe('reviews and price opinions', () => {
  it('writes a review with two pictures and sees it in the list, the histogram and the average', async () => {
    const [product] = unreviewed as [Product];
    const page = await shop.newPage();
    await signIn(page, uniquePhone());
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    const section = page.locator('#reviews');
    expect(await section.textContent()).toContain(t('review.none'));
    await section.getByRole('link', { name: t('review.write') }).click();
    await page.waitForURL(new RegExp(`/products/${product.slug}/reviews`));
    await hydrated(page);

    await page.getByLabel(t('review.star_option', { stars: 4 })).check();
    await page
      .getByLabel(t('review.text'))
      .fill('Цэцэг нь шинэхэн, баглаа гоё.\nХүргэлт цагтаа ирсэн.');
    await page
      .getByLabel(t('review.pictures', { max: 5, size: 8 }))
      .setInputFiles([await photo(20), await photo(220)]);
    await page.getByRole('button', { name: t('review.submit') }).click();
    await expect
      .poll(() => page.locator('.reviews-page [role="status"]').textContent())
      .toBe(t('review.saved'));
    const review = page.locator('.review-list .review').first();
    expect(await review.locator('.review-text').textContent()).toBe(
      'Цэцэг нь шинэхэн, баглаа гоё.\nХүргэлт цагтаа ирсэн.',
    );
    expect(await review.locator('.review-pictures img').count()).toBe(2);
    const src = await review.locator('.review-pictures img').first().getAttribute('src');
    const picture = await page.request.get(src ?? '');
    expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/webp']);
    expect(await page.locator('.rating-histogram').textContent()).toContain(
      t('review.histogram_row', { count: 4, reviews: 1 }),
    );
    // The form now changes this review, and the product's average and count follow.
    expect(await page.getByRole('heading', { name: t('review.edit') }).count()).toBe(1);
    await page.goto(`/products/${product.slug}`);
    expect(await page.locator('.review-summary').textContent()).toContain('4.0');
    expect(await page.locator('#reviews .review').count()).toBe(1);
    expect(await page.textContent('main')).not.toMatch(MISSING_KEY);

    // Comments on the review, and an answer to the comment, under it on the reviews page.
    await page.goto(`/products/${product.slug}/reviews`);
    await hydrated(page);
    const reviewed = page.locator('.review-list .review').first();
    await reviewed.getByText(t('comment.write')).click();
    await reviewed.getByLabel(t('comment.text')).fill('Хэдэн өдөр шинэхэн байсан бэ?');
    await reviewed.getByRole('button', { name: t('comment.submit') }).click();
    await expect
      .poll(() => reviewed.locator('.comment .review-text').allTextContents())
      .toEqual(['Хэдэн өдөр шинэхэн байсан бэ?']);
    await reviewed.locator('.comment').getByText(t('comment.reply')).click();
    await reviewed.locator('.comment').getByLabel(t('comment.text')).fill('Долоо хоног.');
    await reviewed
      .locator('.comment')
      .getByRole('button', { name: t('comment.submit') })
      .click();
    await expect
      .poll(() => reviewed.locator('.comment .comment .review-text').allTextContents())
      .toEqual(['Долоо хоног.']);

    // A bad form says what is wrong and keeps the text.
    await page.goto(`/products/${product.slug}/reviews`);
    await hydrated(page);
    await page.getByLabel(t('review.text')).fill('   ');
    await page.getByRole('button', { name: t('review.submit') }).click();
    await expect
      .poll(() => page.locator('#comment-error').textContent())
      .toBe(t('validation.blank'));
  });

  it('sorts the list and pages it without JavaScript', async () => {
    const page = await shop.newPage({ javaScriptEnabled: false });
    const { body } = await api<{
      products: { id: number; slug: string; name: string; total_reviews: number }[];
    }>('/api/v2/search/products?sort=popularity&per_page=20');
    const reviewed = body.products.find((p) => p.total_reviews > 12);
    if (!reviewed) throw new Error('no product with many reviews');
    await page.goto(`/products/${reviewed.slug}/reviews`);
    await page.getByLabel(t('review.sort')).selectOption('lowest');
    await page.getByRole('button', { name: t('review.show') }).click();
    await page.waitForURL(/sort=lowest/);
    const stars = await page
      .locator('.review .stars')
      .evaluateAll((els) =>
        els.map((el) => Number(getComputedStyle(el).getPropertyValue('--rating'))),
      );
    expect(stars.length).toBe(10);
    expect([...stars].sort((a, b) => a - b)).toEqual(stars);
    await page.getByRole('link', { name: t('review.next') }).click();
    await page.waitForURL(/page=2/);
    expect(await page.locator('.review').count()).toBeGreaterThan(0);

    // The crumbs lead home and back to the product, as on every page below a section.
    const crumbs = page.getByRole('navigation', { name: t('listing.breadcrumbs') });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual([
      t('nav.home'),
      reviewed.name,
    ]);
    await crumbs.getByRole('link').last().click();
    await page.waitForURL(new RegExp(`/products/${reviewed.slug}$`));
  });

  it('says what the price is like, changes it, and shows the split', async () => {
    const [, product] = unreviewed as [Product, Product];
    const page = await shop.newPage();
    await page.goto(`/products/${product.slug}`);
    // Signed out: the page asks to sign in first.
    expect(await page.locator('.price-opinion').textContent()).toContain(t('price_opinion.login'));
    await signIn(page, uniquePhone());
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    const opinion = page.locator('.price-opinion');
    await opinion.getByRole('button', { name: t('price_opinion.high') }).click();
    await expect
      .poll(() =>
        opinion.getByRole('button', { name: t('price_opinion.high') }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await opinion.getByRole('button', { name: t('price_opinion.fair') }).click();
    await expect
      .poll(() =>
        opinion.getByRole('button', { name: t('price_opinion.fair') }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(await opinion.textContent()).toContain(
      t('price_opinion.share', { label: t('price_opinion.fair'), percent: 100 }),
    );
  });

  it('reviews a vendor on its page, changes the review, and deletes it', async () => {
    const { body } = await api<{ vendors: { code: string }[] }>('/api/v2/vendors');
    const code = body.vendors.at(-1)?.code;
    const page = await shop.newPage();
    await signIn(page, uniquePhone());
    await page.goto(`/vendors/${code}`);
    await hydrated(page);
    const section = page.locator('.vendor-reviews');
    await section.getByLabel(t('review.star_option', { stars: 5 })).check();
    await section.getByLabel(t('review.text')).fill('Хүргэлт хурдан, баглаа гоё.');
    await section.getByRole('button', { name: t('review.submit') }).click();
    await expect
      .poll(() => section.locator('[role="status"]').textContent())
      .toBe(t('review.saved'));
    await expect
      .poll(() => section.locator('.review-text').allTextContents())
      .toContain('Хүргэлт хурдан, баглаа гоё.');
    expect(await section.getByRole('heading', { name: t('review.edit') }).count()).toBe(1);
    await section.getByRole('button', { name: t('review.delete') }).click();
    await expect
      .poll(() => section.locator('.review-text').allTextContents())
      .not.toContain('Хүргэлт хурдан, баглаа гоё.');
  });
});
