import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import { makeStaff, signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('catalogue import and export', () => {
  it('a website admin checks a CSV, sees the bad line, applies the rest, and the shop shows it', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    await makeStaff(phone, 'website_admin');

    // The export gives the columns (a stock column per store) and a category to use.
    const before = await page.request.get('/back-office/catalogue/export.csv');
    expect(before.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(before.headers()['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header = [], first = []] = parse(await before.text(), {
      bom: true,
      to: 2,
    }) as string[][];
    const category = first[header.indexOf('category')] ?? '';
    const stock = header.filter((c) => c.startsWith('stock:'));
    const sku = `E2E${Date.now()}`;
    const columns = [
      'product_sku',
      'variant_sku',
      'name_mn',
      'name_en',
      'category',
      'price',
      'available_on',
      'status',
      'size',
      ...stock,
    ];
    const row = (variant: string, price: string, size: string) =>
      [
        sku,
        `${sku}-${variant}`,
        'Импортын сарнай',
        'Imported rose',
        category,
        price,
        '2025-01-01',
        'published',
        size,
        ...stock.map(() => '4'),
      ].join(',');
    const csv = [
      columns.join(','),
      row('s', '12500', 'S'),
      row('m', '14000', 'M'),
      row('x', 'арван', 'XL'),
      row('l', '16000', 'L'),
    ].join('\n');

    await page.goto('/back-office/catalogue/import');
    await hydrated(page);
    await page
      .getByLabel(t('staff.import.file'))
      .first()
      .setInputFiles({ name: 'roses.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: t('staff.import.check') }).click();
    const bad = page.locator('.import-refused tr[data-line="4"]');
    await expect.poll(() => bad.count(), { timeout: 15_000 }).toBe(1);
    expect(await bad.textContent()).toContain(`price: ${t('staff.import.error.not_a_price')}`);
    expect(await page.locator('.import-counts').textContent()).toContain(
      t('staff.import.new_products', { count: 1 }),
    );

    // Applying re-sends the file chosen for the check.
    await page.getByRole('button', { name: t('staff.import.apply_rest', { count: 3 }) }).click();
    await expect
      .poll(() => page.locator('#import-result .form-success').textContent(), { timeout: 30_000 })
      .toBe(t('staff.import.done', { rows: 3, created: 1, updated: 0 }));

    // The shop has it at once: its page, published, at the first variant's price.
    await page.goto(`/back-office/stock?q=${sku}-s`);
    await page.getByRole('link', { name: new RegExp(`${sku}-s`) }).click();
    await page.getByRole('link', { name: t('staff.stock.open_product') }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Импортын сарнай');
    expect(await page.locator('main').textContent()).toContain('12,500');

    const after = await page.request.get('/back-office/catalogue/export.csv');
    const text = await after.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain(`${sku},${sku}-s,Импортын сарнай,Imported rose,`);
    expect(text).not.toContain(`${sku}-x`);
  });
});
