import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('jobs', () => {
  it('applies for an opening with a CV, without an account', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('jobs.title') })
      .click();
    await page.waitForURL(/\/jobs$/);
    await hydrated(page);
    await page.getByRole('link', { name: 'Цэцэгчин' }).click();
    await page.waitForURL(/\/jobs\/tsetsegchin$/);
    await hydrated(page);
    // Sent without a CV: the form says what is missing and keeps what was typed.
    await page.getByLabel(t('jobs.name')).fill('Номин Батбаяр');
    await page.getByLabel(t('jobs.phone')).fill(uniquePhone());
    await page.getByRole('button', { name: t('jobs.send') }).click();
    await expect
      .poll(() => page.locator('.field-error').first().textContent())
      .toBe(t('validation.cv_required'));
    expect(await page.getByLabel(t('jobs.name')).inputValue()).toBe('Номин Батбаяр');

    await page.getByLabel(t('jobs.cv')).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByRole('button', { name: t('jobs.send') }).click();
    await page.waitForURL(/\/jobs\/tsetsegchin\?sent=1$/);
    await expect.poll(() => page.locator('.form-success').textContent()).toBe(t('jobs.sent'));
    expect(await page.locator('main').textContent()).not.toMatch(MISSING_KEY);
  });
});
