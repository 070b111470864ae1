import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { currentOutsideList, hydrated, useBrowser } from './support/browser.ts';
import { makeStaff, signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const PHONE = { viewport: { width: 390, height: 844 } };

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('the catalogue in the back office', () => {
  it('a website admin finds a Cyrillic product typed in Latin letters, and filters by status', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage(PHONE);
    await signIn(page, phone);
    await makeStaff(phone, 'website_admin');

    await page.goto('/back-office/catalogue');
    await hydrated(page);
    expect(
      await page.getByRole('link', { name: t('staff.catalogue.list.new') }).getAttribute('href'),
    ).toBe('/back-office/catalogue/new');
    // The whole catalogue, a page at a time.
    expect(await page.locator('.catalogue-product').count()).toBeGreaterThan(1);
    const count = page.locator('.catalogue-count');
    const everything = await count.textContent();
    const badges = () => page.locator('.catalogue-status').allTextContents();
    const published = t('staff.catalogue.list.status.published');
    const draft = t('staff.catalogue.list.status.draft');

    // "sarnai" is how a phone keyboard without Cyrillic writes "сарнай" (rose). The address
    // changes before the new list is drawn: each step waits for the list it asked for.
    await page.getByLabel(t('staff.catalogue.list.find')).fill('sarnai');
    await page.getByRole('button', { name: t('staff.catalogue.list.show') }).click();
    await page.waitForURL(/[?&]q=sarnai/);
    await expect.poll(() => count.textContent()).not.toBe(everything);
    const found = await page.locator('.catalogue-product-name').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((name) => name.toLowerCase().includes('сарнай'))).toBe(true);
    const first = page.locator('.catalogue-product').first();
    const id = await first.getAttribute('data-id');
    expect(await first.locator('.catalogue-product-name a').getAttribute('href')).toBe(
      `/back-office/catalogue/products/${id}`,
    );
    expect(await first.locator('.price-now').textContent()).toMatch(/^[\d,]+₮$/);

    // Only drafts among the roses (the seed has none), then only published ones.
    const status = page.getByLabel(t('staff.catalogue.list.status'));
    await status.selectOption(draft);
    await page.getByRole('button', { name: t('staff.catalogue.list.show') }).click();
    await page.waitForURL(/status=draft/);
    await expect.poll(async () => (await badges()).every((badge) => badge === draft)).toBe(true);
    expect(await count.textContent()).toBe(
      t('staff.catalogue.list.count', { count: (await badges()).length }),
    );

    await status.selectOption(published);
    await page.getByRole('button', { name: t('staff.catalogue.list.show') }).click();
    await page.waitForURL(/status=published/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('sarnai');
    await expect.poll(async () => [...new Set(await badges())]).toEqual([published]);
  });

  it('a website admin reads the change log and narrows it to one product', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage(PHONE);
    await signIn(page, phone);
    await makeStaff(phone, 'website_admin');

    await page.goto('/back-office/catalogue/audit');
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe(t('staff.catalogue.audit'));
    await page
      .getByLabel(t('staff.catalogue.audit.entity'))
      .selectOption(t('staff.catalogue.audit.entity.product'));
    await page.getByLabel(t('staff.catalogue.audit.id')).fill('1');
    await page.getByRole('button', { name: t('staff.catalogue.audit.show') }).click();
    await page.waitForURL(/entity=product&id=1(&|$)/);
    // Other tests may have changed product 1 meanwhile: then only its entries are listed.
    const entries = page.locator('.audit-entry');
    await expect
      .poll(() =>
        entries.evaluateAll((all) =>
          all.every((e) => e.dataset.entity === 'product' && e.dataset.entityId === '1'),
        ),
      )
      .toBe(true);
    if ((await entries.count()) === 0) {
      expect(await page.locator('.audit-empty').textContent()).toBe(
        t('staff.catalogue.audit.empty'),
      );
    } else {
      expect(await page.locator('.audit-entry-head').first().textContent()).toContain(
        t('staff.catalogue.audit.of_record', {
          entity: t('staff.catalogue.audit.entity.product'),
          id: 1,
        }),
      );
    }
    expect(await page.getByLabel(t('staff.catalogue.audit.id')).inputValue()).toBe('1');
  });

  it("a website admin's menus take a row each on a phone, the current section in view", async () => {
    const phone = uniquePhone();
    const page = await shop.newPage(PHONE);
    await signIn(page, phone);
    await makeStaff(phone, 'website_admin');
    const office = page.getByRole('navigation', { name: t('nav.back_office') }).locator('ul');
    const catalogue = page.getByRole('navigation', { name: t('staff.catalogue') }).locator('ul');
    // The change log: the last of the catalogue's sections, whose link a wrapped menu left on a
    // sixth row and a row that does not scroll would leave off the screen.
    await page.goto('/back-office/catalogue/audit');
    await hydrated(page);
    for (const [menu, current] of [
      [office, t('staff.catalogue')],
      [catalogue, t('staff.catalogue.audit')],
    ] as const) {
      const links = await menu
        .locator('a')
        .evaluateAll((all) => all.map((a) => a.getBoundingClientRect().top));
      expect(links.length).toBeGreaterThan(3);
      expect(new Set(links).size).toBe(1);
      expect(await menu.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      await expect.poll(() => currentOutsideList(menu)).toBe(0);
      expect(await menu.locator('[aria-current="page"]').textContent()).toBe(current);
    }
    // The page's heading follows the two rows, and the page itself neither scrolled nor widened.
    const heading = await page.locator('h1').boundingBox();
    expect(heading?.y).toBeLessThan(450);
    expect(
      await page.evaluate(() => [
        window.scrollX,
        window.scrollY,
        document.documentElement.scrollWidth,
      ]),
    ).toEqual([0, 0, 390]);
    // On a desk every section shows without scrolling.
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const menu of [office, catalogue]) {
      await expect
        .poll(() => menu.evaluate((list) => list.scrollWidth <= list.clientWidth))
        .toBe(true);
    }
  });

  it('a staff member who is not a website admin is told the catalogue is for admins', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage(PHONE);
    await signIn(page, phone);
    await makeStaff(phone);
    for (const path of ['/back-office/catalogue', '/back-office/catalogue/audit']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      expect(await page.locator('.catalogue-refused').textContent()).toContain(
        t('staff.catalogue.admins_only'),
      );
      expect(await page.locator('.catalogue-product, .audit-entry').count()).toBe(0);
    }
  });
});
