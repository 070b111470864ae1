import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import { makeStaff, signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const PHONE = { width: 390, height: 844 };
// An 8×8 PNG: the logo the admin uploads (the server re-encodes it as WebP).
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YJmNFTEMLQkA3AZZASpPDVQAAAAASUVORK5CYII=',
  'base64',
);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

const status = (page: Page) => page.locator('main [role=status] .form-success').textContent();
const rowIds = (page: Page) =>
  page.locator('.catalogue-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));

describe('categories, brands and vendors in the back office', () => {
  it('a website admin adds a brand with a logo and a category, moves and renames it, and the shop shows both', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: PHONE });
    await signIn(page, phone);
    await makeStaff(phone, 'website_admin');

    // A brand, with its logo and an English name.
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/back-office/catalogue/brands');
    await hydrated(page);
    await page.locator('.roulette-create summary').click();
    const create = page.locator('.roulette-create form');
    await create.getByLabel(t('staff.catalogue.code')).fill(code);
    await create.getByLabel(t('staff.catalogue.name_mn')).fill('Туршилтын брэнд');
    await create.getByLabel(t('language.en'), { exact: true }).fill('Trial Brand');
    await create
      .getByLabel(t('staff.catalogue.logo'), { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await create.getByRole('button', { name: t('staff.roulette.add') }).click();
    await expect.poll(() => status(page)).toBe(t('staff.catalogue.done.create'));
    await page.goto(`/back-office/catalogue/brands?q=${code}`);
    await hydrated(page);
    const logo = await page.locator('.roulette-card img').first().getAttribute('src');
    expect(logo).toMatch(/^\/media\/brands\/[\w-]+-l\.webp$/);
    expect((await page.request.get(logo ?? '')).headers()['content-type']).toContain('image/webp');

    // The shop's brand page, in English and in Mongolian.
    await page.goto(`/en/brands/${code}`);
    expect(await page.locator('main h1').textContent()).toBe('Trial Brand');
    await page.goto(`/brands/${code}`);
    expect(await page.locator('main h1').textContent()).toBe('Туршилтын брэнд');

    // A category under the first top-level one: added last among its siblings.
    await page.goto('/back-office/catalogue/categories');
    await hydrated(page);
    const parent = page.locator('.catalogue-depth-0').first();
    const parentId = await parent.getAttribute('data-id');
    await parent
      .getByRole('link', { name: new RegExp(`^${t('staff.catalogue.add_child')}`) })
      .click();
    const panel = page.locator('.catalogue-panel');
    await panel.getByLabel(t('staff.catalogue.name_mn')).fill('Туршилтын ангилал');
    expect(await panel.getByLabel(t('staff.catalogue.parent')).inputValue()).toBe(parentId);
    await panel.getByRole('button', { name: t('staff.roulette.add') }).click();
    await page.waitForURL(/\?edit=\d+&done=create/);
    await expect.poll(() => status(page)).toBe(t('staff.catalogue.done.create'));
    const id = new URL(page.url()).searchParams.get('edit') ?? '';
    const before = await rowIds(page);
    const row = page.locator(`.catalogue-row[data-id="${id}"]`);
    const arrow = (direction: 'up' | 'down') =>
      row.getByRole('button', {
        name: `${t(`staff.catalogue.move_${direction}`)}: Туршилтын ангилал`,
      });
    // Its arrows: the last of its siblings moves up, not down.
    expect(await arrow('down').isDisabled()).toBe(true);

    // Up one place: before the previous sibling (and all of that one's branch).
    await arrow('up').click();
    await expect.poll(() => status(page)).toBe(t('staff.catalogue.done.up'));
    await expect
      .poll(async () => (await rowIds(page)).indexOf(id))
      .toBeLessThan(before.indexOf(id));
    expect(await arrow('down').isDisabled()).toBe(false);

    // On a desk, dragged onto its first sibling it takes that one's place: first under its parent.
    // (The drag's events are dispatched: this Chromium does not carry Playwright's mouse drags.)
    await page.setViewportSize({ width: 1280, height: 900 });
    const ids = await rowIds(page);
    const firstSibling = page.locator(
      `.catalogue-row[data-id="${ids[ids.indexOf(parentId) + 1]}"]`,
    );
    expect(await row.getAttribute('draggable')).toBe('true');
    const transfer = await page.evaluateHandle(() => new DataTransfer());
    await row.dispatchEvent('dragstart', { dataTransfer: transfer });
    await firstSibling.dispatchEvent('dragenter', { dataTransfer: transfer });
    await firstSibling.dispatchEvent('dragover', { dataTransfer: transfer });
    await firstSibling.dispatchEvent('drop', { dataTransfer: transfer });
    await row.dispatchEvent('dragend', { dataTransfer: transfer });
    await expect.poll(() => status(page)).toBe(t('staff.catalogue.done.reorder'));
    await expect.poll(async () => (await rowIds(page)).indexOf(id)).toBe(ids.indexOf(parentId) + 1);
    expect(await arrow('up').isDisabled()).toBe(true);
    await page.setViewportSize(PHONE);

    // Renamed in English (the Mongolian name kept).
    await page.goto(`/back-office/catalogue/categories?edit=${id}`);
    await hydrated(page);
    await panel.getByLabel(t('language.en'), { exact: true }).fill('Trial Category');
    await panel.getByRole('button', { name: t('staff.roulette.save') }).click();
    await expect.poll(() => status(page)).toBe(t('staff.catalogue.done.update'));
    const shopLink = await panel
      .getByRole('link', { name: t('staff.catalogue.open_in_shop') })
      .getAttribute('href');
    expect(shopLink).toMatch(/^\/t\/[a-z0-9-]+\/turshiltyn-angilal$/);

    // The shop's category page at its new address, in both languages; and in the menu's tree.
    await page.goto(`/en${shopLink}`);
    expect(await page.locator('main h1').textContent()).toContain('Trial Category');
    await page.goto(shopLink ?? '');
    expect(await page.locator('main h1').textContent()).toContain('Туршилтын ангилал');

    // Deleted again (a category with nothing in it), and the brand too: the shop forgets both.
    await page.goto(`/back-office/catalogue/categories?edit=${id}`);
    await hydrated(page);
    await panel.locator('.roulette-delete summary').click();
    await panel.getByRole('button', { name: t('staff.roulette.delete_submit') }).click();
    await page.waitForURL(/done=delete/);
    await expect.poll(() => status(page)).toBe(t('staff.catalogue.done.delete'));
    await expect.poll(() => rowIds(page)).not.toContain(id);
    expect((await page.request.get(shopLink ?? '')).status()).toBe(404);
    await page.goto(`/back-office/catalogue/brands?q=${code}`);
    await hydrated(page);
    await page.locator('.roulette-delete summary').click();
    await page.getByRole('button', { name: t('staff.roulette.delete_submit') }).click();
    await expect.poll(() => status(page)).toBe(t('staff.catalogue.done.delete'));
    expect((await page.request.get(`/brands/${code}`)).status()).toBe(404);
  });

  it('a category with products cannot be deleted: the admin is told why', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: PHONE });
    await signIn(page, phone);
    await makeStaff(phone, 'website_admin');
    await page.goto('/back-office/catalogue/categories');
    await hydrated(page);
    // A top category holds none of its own: it counts those of its subcategories.
    const topMeta = await page
      .locator('.catalogue-depth-0 .catalogue-row-meta')
      .first()
      .textContent();
    const inTree = Number(topMeta?.match(/(\d+) бараа/)?.[1]);
    expect(inTree).toBeGreaterThan(0);
    expect(topMeta).toContain(t('staff.catalogue.products_in_tree', { count: inTree }));
    // The last category listed with products of its own (a leaf: products sit in leaves).
    const used = page.locator('.catalogue-row', { hasNotText: /· 0 / }).last();
    const meta = (await used.locator('.catalogue-row-meta').textContent()) ?? '';
    const count = Number(meta.match(/· (\d+)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await used.locator('.catalogue-row-name a').click();
    await page.waitForURL(/\?edit=\d+/);
    await hydrated(page);
    const panel = page.locator('.catalogue-panel');
    await panel.locator('.roulette-delete summary').click();
    await panel.getByRole('button', { name: t('staff.roulette.delete_submit') }).click();
    await expect
      .poll(() => panel.locator('.roulette-delete .form-error').textContent())
      .toBe(t('staff.catalogue.taxon_in_use', { count }));
  });

  it('staff who are not website admins are told the catalogue is theirs', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: PHONE });
    await signIn(page, phone);
    await makeStaff(phone, 'staff');
    for (const part of ['categories', 'brands', 'vendors']) {
      const response = await page.goto(`/back-office/catalogue/${part}`);
      expect(response?.status()).toBe(403);
      expect(await page.locator('main').textContent()).toContain(t('staff.catalogue.admins_only'));
      expect(await page.locator('.catalogue-tree, .roulette-cards').count()).toBe(0);
    }
  });
});
