import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import {
  api,
  makeStaff,
  type Product,
  signIn,
  smsTo,
  tellWaitingShoppers,
  uniquePhone,
} from './support/shop.ts';
import { baseUrl } from './support/target.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** A seeded product of one variant far down the catalogue, which other tests do not buy. */
async function quietProduct(
  below = 380,
): Promise<Product & { variants: { id: number; sku: string }[] }> {
  for (let id = below; id > 200; id--) {
    const { status, body } = await api<Product & { variants: { id: number; sku: string }[] }>(
      `/api/v2/products/${id}`,
    );
    if (status !== 200 || body.preorder || !body.image || body.age_restricted) continue;
    if (body.variants.length === 1 && !body.package_components) return body;
  }
  throw new Error('no single-variant product');
}

/**
 * Counts a variant at every store from the back office's stock page: `atFirst` at the first
 * store, none at the others. Answers how many stores there are.
 */
async function countAtStores(page: Page, sku: string, atFirst: number): Promise<number> {
  await page.goto('/back-office/stock');
  await hydrated(page);
  await page.getByLabel(t('staff.stock.find')).fill(sku);
  await page
    .locator('main')
    .getByRole('button', { name: t('staff.stock.look') })
    .click();
  // The search's results (the front page's lists may name the same variant).
  await page
    .locator('.stock-results')
    .getByRole('link', { name: new RegExp(sku) })
    .click();
  await expect.poll(() => page.locator('.stock-store').count()).toBeGreaterThan(1);
  const stores = await page.locator('.stock-store').count();
  for (let i = 0; i < stores; i++) {
    const store = page.locator('.stock-store').nth(i);
    const count = i === 0 ? atFirst : 0;
    await store.getByLabel(t('staff.stock.reason')).selectOption('count');
    await store.getByLabel(t('staff.stock.quantity')).fill(String(count));
    await store.getByRole('button', { name: t('staff.stock.save') }).click();
    await expect
      .poll(() => store.locator('.form-success').textContent())
      .toBe(t('staff.stock.saved', { count }));
    // The page reads the counts again after the save: the next form carries the new one.
    await expect
      .poll(() => store.locator('.stock-count').textContent())
      .toBe(t('staff.stock.count', { count }));
  }
  return stores;
}

describe('stock in the back office', () => {
  it('a staff member counts a variant at each store, and the product page shows it', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    await makeStaff(phone);
    const product = await quietProduct();
    const sku = product.variants[0]?.sku ?? '';

    // The first store has 60 to sell, the others none: one count each.
    const stores = await countAtStores(page, sku, 60);
    const first = page.locator('.stock-store').first();
    expect(await first.locator('.stock-count').textContent()).toBe(
      t('staff.stock.count', { count: 60 }),
    );
    // The history says who counted, and what it changed.
    const rows = page.locator('.stock-history tbody tr[data-reason="count"]');
    await expect.poll(() => rows.count()).toBe(stores);
    expect(await rows.first().textContent()).toContain(t('staff.stock.reason.count'));

    // Two staff on one count: the second, saving from an older reading, is told what it is now.
    const stale = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(stale, phone);
    await stale.goto(page.url());
    await hydrated(stale);
    await page.goto(page.url());
    await hydrated(page);
    const mine = page.locator('.stock-store').first();
    // A quantity that cannot be is refused on its field, which the message names.
    await mine.getByLabel(t('staff.stock.quantity')).fill('-3');
    await mine.getByRole('button', { name: t('staff.stock.save') }).click();
    await expect
      .poll(() => mine.locator('.field-error').textContent())
      .toBe(t('validation.invalid_field', { field: t('staff.stock.quantity') }));
    await mine.getByLabel(t('staff.stock.reason')).selectOption('damage');
    await mine.getByLabel(t('staff.stock.quantity')).fill('1');
    await mine.getByRole('button', { name: t('staff.stock.save') }).click();
    await expect
      .poll(() => mine.locator('.form-success').textContent())
      .toBe(t('staff.stock.saved', { count: 59 }));
    // Saved, the form is empty again: a second tap records nothing twice.
    await expect.poll(() => mine.getByLabel(t('staff.stock.quantity')).inputValue()).toBe('');
    const theirs = stale.locator('.stock-store').first();
    await theirs.getByLabel(t('staff.stock.reason')).selectOption('count');
    await theirs.getByLabel(t('staff.stock.quantity')).fill('70');
    await theirs.getByRole('button', { name: t('staff.stock.save') }).click();
    await expect
      .poll(() => theirs.locator('.form-error').textContent())
      .toBe(t('error.stock_changed', { count: 59 }));

    // The shopper's product page: plenty to buy.
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    await expect
      .poll(() => page.locator('.availability').first().getAttribute('class'))
      .toContain('availability-high_stock');
    expect(await page.locator('main').textContent()).not.toMatch(/\b(?:staff|error)\.[a-z_]/);
  });
  it('lists what is running low, fewest first, and a delivery takes a product off the list', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    await makeStaff(phone);
    await page.goto('/back-office/stock');
    await hydrated(page);
    const low = page.getByRole('region', { name: t('staff.stock.running_low') });
    const items = low.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    const lefts = await items.evaluateAll((els) =>
      els.map((el) => Number(el.getAttribute('data-left'))),
    );
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    expect(Math.max(...lefts)).toBeLessThanOrEqual(5);
    const first = items.first();
    const sku = (await first.locator('code').textContent()) ?? '';
    expect(await first.textContent()).toContain(
      lefts[0] === 0
        ? t('staff.catalogue.list.stock.out')
        : t('staff.stock.count', { count: lefts[0] ?? 0 }),
    );

    // A tap leads to the variant's counts, where the delivery is recorded.
    await first.getByRole('link').click();
    const store = page.locator('.stock-store').first();
    await store.waitFor();
    expect(await page.locator('#stock-variant-name').textContent()).toContain(sku);
    await store.getByLabel(t('staff.stock.reason')).selectOption('delivery');
    await store.getByLabel(t('staff.stock.quantity')).fill('1500');
    await store.getByRole('button', { name: t('staff.stock.save') }).click();
    await expect.poll(() => store.locator('.form-success').count()).toBe(1);
    // The history writes the change as Mongolian writes numbers.
    const delivered = page.locator('.stock-history tbody tr[data-reason="delivery"]');
    await expect.poll(() => delivered.first().textContent()).toContain('+1,500');

    // Back to the list, for the next one to restock: this one has left it.
    await page.getByRole('link', { name: t('staff.stock.back_to_low') }).click();
    await low.waitFor();
    expect(await low.locator('code').allTextContents()).not.toContain(sku);
  });
  it('a shopper asks to hear when a sold-out product is back, and a staff count brings one SMS that links to it', async () => {
    const product = await quietProduct(300);
    const sku = product.variants[0]?.sku ?? '';
    const staffPhone = uniquePhone();
    const staff = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(staff, staffPhone);
    await makeStaff(staffPhone);
    await countAtStores(staff, sku, 0);

    // Sold out everywhere: the shopper leaves a number on the product page.
    const shopper = await shop.newPage({ viewport: { width: 390, height: 844 } });
    const alert = shopper.locator('.stock-alert');
    // A kept copy of the page is replaced once the count is in (the page cache's bound).
    await expect
      .poll(async () => {
        await shopper.goto(`/products/${product.slug}`);
        return alert.count();
      })
      .toBe(1);
    await hydrated(shopper);
    const phone = uniquePhone();
    await alert.getByLabel(t('product.stock_alert.contact')).fill(phone);
    await alert.getByRole('button', { name: t('product.stock_alert.submit') }).click();
    await expect
      .poll(() => alert.locator('[role="status"]').textContent())
      .toBe(t('product.stock_alert.waiting_sms'));

    // Staff see who waits: first on the stock page, and on the variant's own counts.
    await staff.goto('/back-office/stock');
    await hydrated(staff);
    const demand = staff.getByRole('region', { name: t('staff.stock.waiting_title') });
    const asked = demand.getByRole('listitem').filter({ hasText: sku });
    expect(await asked.getAttribute('data-waiting')).toBe('1');
    expect(await asked.textContent()).toContain(t('staff.stock.waiting', { count: 1 }));
    await asked.getByRole('link').click();
    await expect
      .poll(() => staff.locator('.stock-waiting').textContent())
      .toBe(t('staff.stock.waiting_variant', { count: 1 }));

    // Still sold out: nothing is sent. Then a count brings it back, and one SMS goes.
    await tellWaitingShoppers();
    await countAtStores(staff, sku, 30);
    await tellWaitingShoppers();
    const name = product.name.length > 40 ? `${product.name.slice(0, 39)}…` : product.name;
    const link = new URL(`/p/${product.id}`, baseUrl()).href;
    const news = t('notify.stock_back_sms', { shop: t('shop.name'), name, link });
    await expect.poll(() => smsTo(phone)).toEqual([news]);
    await tellWaitingShoppers();
    expect(await smsTo(phone)).toEqual([news]);

    // The SMS's link leads to the product's page, where it can be bought now (once a kept copy
    // of the sold-out page is replaced, as above).
    await expect
      .poll(async () => {
        await shopper.goto(link);
        return alert.count();
      })
      .toBe(0);
    expect(new URL(shopper.url()).pathname).toBe(`/products/${product.slug}`);
    expect(await shopper.locator('h1').textContent()).toBe(product.name);
    // Told: nobody waits for it any more.
    await staff.goto('/back-office/stock');
    await hydrated(staff);
    expect(await staff.locator('.stock-demand li').filter({ hasText: sku }).count()).toBe(0);
  });
  it('names a variant’s colour in the page’s language', async () => {
    type Coloured = {
      variants: { sku: string; option_values: { type: string; name: string }[] }[];
    };
    let found: { sku: string; name: string } | null = null;
    for (let id = 100; id < 400 && !found; id++) {
      const { status, body } = await api<Coloured>(`/api/v2/products/${id}`);
      if (status !== 200) continue;
      for (const variant of body.variants) {
        const color = variant.option_values.find((o) => o.type === 'color');
        if (color) found = { sku: variant.sku, name: color.name };
      }
    }
    if (!found) throw new Error('no product in colours');
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    await makeStaff(phone);
    await page.goto(`/back-office/stock?q=${found.sku}`);
    expect(await page.getByRole('link', { name: new RegExp(found.sku) }).textContent()).toContain(
      ` · ${found.name}`,
    );
  });
});
