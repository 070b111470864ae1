import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import {
  addToCart,
  checkoutNothingToDeliver,
  makeStaff,
  payByCardOnOrderPage,
  quietSellable,
  signIn,
  uniquePhone,
} from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('licence keys', () => {
  it('staff load a product’s keys; its buyer sees one on the order and in the account once paid', async () => {
    const product = await quietSellable(340);
    const sku = product.variants[0]?.sku ?? '';
    const stamp = Date.now();
    const keys = [`E2E-${stamp}-AAAA-0001`, `E2E-${stamp}-AAAA-0002`];

    const staffPhone = uniquePhone();
    const staff = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(staff, staffPhone);
    await makeStaff(staffPhone);
    await staff.goto('/back-office/licences');
    await hydrated(staff);
    await staff.getByLabel(t('staff.licences.sku')).fill(sku);
    // A pasted list with a line that is no key is refused whole, the line named.
    await staff.getByLabel(t('staff.licences.keys')).fill(`${keys[0]}\nnot a key`);
    await staff.getByRole('button', { name: t('staff.licences.load') }).click();
    await expect
      .poll(() => staff.locator('.form-error').textContent())
      .toBe(t('validation.licence_keys_bad', { lines: '2' }));
    await staff.getByLabel(t('staff.licences.keys')).fill(keys.join('\n'));
    await staff.getByRole('button', { name: t('staff.licences.load') }).click();
    // The product has never sold keys: staff say it is to (a mistyped SKU would stop a
    // bouquet's delivery), and the list they pasted is still there.
    await expect
      .poll(() => staff.locator('.form-error').textContent())
      .toBe(t('validation.licence_new_product', { product: product.name }));
    expect(await staff.locator('.form-success').count()).toBe(0);
    expect(await staff.getByLabel(t('staff.licences.keys')).inputValue()).toBe(keys.join('\n'));
    await staff.getByLabel(t('staff.licences.new_product')).check();
    await staff.getByRole('button', { name: t('staff.licences.load') }).click();
    await expect
      .poll(() => staff.locator('.form-success').textContent())
      .toBe(`${product.name}: ${t('staff.licences.loaded', { added: 2, known: 0, filled: 0 })}`);
    const row = staff.locator(`.licence-pools tr[data-sku="${sku}"]`);
    expect(await row.locator('td').nth(1).textContent()).toBe('2');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    await addToCart(page, product);
    // The product page says a key is e-mailed, not delivered.
    const terms = await page.locator('.delivery-terms').textContent();
    expect(terms).toContain(t('product.terms.licence'));
    expect(terms).not.toContain(t('product.terms.pickup'));
    // Search engines read an offer with nothing shipped.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd.offers.price).toBe(product.selling_price);
    expect(jsonLd.offers.shippingDetails).toBeUndefined();
    // Keys alone: no delivery step, nothing to pick up.
    await checkoutNothingToDeliver(page);
    // Before payment the order says where its keys will come.
    expect(await page.locator('.order-licences').textContent()).toContain(
      t('order.licences.after_payment'),
    );
    await payByCardOnOrderPage(page, product.selling_price);
    await expect.poll(() => page.locator('.order-licences .licence-key').count()).toBe(1);
    expect(await page.locator('.order-licences .licence-key').textContent()).toBe(keys[0]);

    await page.goto('/account/licences');
    await hydrated(page);
    const mine = page.locator('.licence-list .licence');
    expect(await mine.count()).toBe(1);
    expect(await mine.locator('.licence-key').textContent()).toBe(keys[0]);
    expect(await mine.locator('.licence-product').textContent()).toBe(product.name);
    expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // The back office counts the key handed out.
    await staff.reload();
    await hydrated(staff);
    expect(await row.locator('td').nth(1).textContent()).toBe('1');
    expect(await row.locator('td').nth(2).textContent()).toBe('1');
  });
});
