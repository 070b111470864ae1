import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { apiCall, apiToken, signIn, staffToken, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** A shopper the website admin has made an author, by phone. */
async function newAuthor(phone: string) {
  const token = await apiToken(phone);
  const me = await apiCall<{ id: number }>(token, 'GET', '/api/v2/users/me');
  const made = await apiCall(await staffToken('website_admin'), 'POST', '/api/v2/authors', {
    user_id: me.body.id,
    name: 'Оюун Ганбат',
  });
  expect(made.status).toBe(201);
}

describe('writing an article', () => {
  it('an author writes an article with a picture in the rich-text editor and publishes it', async () => {
    const phone = uniquePhone();
    await newAuthor(phone);
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    const editorCode = () => scripts.filter((url) => url.includes('RichTextEditor'));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/articles');
    await hydrated(page);
    await signIn(page, phone);
    await page.getByRole('link', { name: t('account.articles') }).click();
    await page.waitForURL(/\/account\/articles$/);
    await hydrated(page);
    // Shoppers' pages, My Account and the list of one's articles go without the editor's code.
    expect(editorCode()).toEqual([]);
    await page.getByRole('link', { name: t('account.articles.new') }).click();
    await page.waitForURL(/\/account\/articles\/new$/);
    await hydrated(page);

    const title = `Цэцгийн баглаа хийх нь ${Date.now()}`;
    await page.getByLabel(t('account.articles.title')).fill(title);
    await page.getByLabel(t('account.articles.summary')).fill('Гэртээ баглаа хийх энгийн арга.');
    // The editor's library comes after the page: the plain box gives way to it.
    const editor = page.getByRole('textbox', { name: t('account.articles.body') });
    await expect.poll(() => editor.getAttribute('contenteditable')).toBe('true');
    expect(editorCode()).toHaveLength(1);
    await editor.click();
    await page.keyboard.type('Эхлээд цэцгээ усанд тавина. ');
    const bold = page.getByRole('button', { name: t('account.editor.bold') });
    await bold.click();
    // The button gives the focus back to the text and turns bold on; a key pressed before both
    // happened would land where the caret was before the click.
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('textbox');
    await page.keyboard.type('Иш нь ташуу зүсэгдсэн байх ёстой.');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('false');

    const picture = await sharp({
      create: { width: 1000, height: 700, channels: 3, background: { r: 220, g: 90, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    await page
      .locator('.editor-picture input[type="file"]')
      .setInputFiles({ name: 'baglaa.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect
      .poll(() => editor.locator('img').getAttribute('src'))
      .toMatch(/^\/media\/articles\/[\w-]+-l\.webp$/);

    await page.getByRole('checkbox', { name: 'Цэцэг арчилгаа' }).check();
    await page.getByRole('radio', { name: t('account.articles.publish') }).check();
    await page.getByRole('button', { name: t('account.articles.save') }).click();
    await page.waitForURL(/\/account\/articles\?saved=/);
    await hydrated(page);
    await expect
      .poll(() => page.locator('.account-main [role="status"]').textContent())
      .toBe(t('account.articles.saved'));
    const card = page.locator('.my-article', { hasText: title });
    expect(await card.locator('.state-badge').textContent()).toBe(
      t('account.articles.state.published'),
    );

    await card.getByRole('link', { name: new RegExp(`^${t('account.articles.view')}`) }).click();
    await page.waitForURL(/\/articles\/[a-z0-9-]+$/);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    await expect.poll(() => page.locator('.article-meta').textContent()).toContain('Оюун Ганбат');
    expect((await page.locator('.article-body strong').allTextContents()).join('')).toBe(
      'Иш нь ташуу зүсэгдсэн байх ёстой.',
    );
    const shown = page.locator('.article-body img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1000);

    // Readers comment on it; the author's comment shows under the article.
    await page.getByLabel(t('comment.text')).fill('Асуулт байвал энд бичээрэй.');
    await page.getByRole('button', { name: t('comment.submit') }).click();
    await expect
      .poll(() => page.locator('.article-comments .comment .review-text').first().textContent())
      .toBe('Асуулт байвал энд бичээрэй.');
    expect(await page.locator('main').textContent()).not.toMatch(MISSING_KEY);
  });
});
