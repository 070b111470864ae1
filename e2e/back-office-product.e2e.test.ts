import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import { makeStaff, placeOrder, signIn, throughCheckout, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const PHONE = { width: 390, height: 844 };

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('a product made in the back office', () => {
  it('a website admin creates it on a phone with two variants and a photo, stocks and publishes it; a shopper finds it typed in Latin and buys it', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: PHONE });
    await signIn(page, phone);
    await makeStaff(phone, 'website_admin');
    const sku = `E2E${Date.now().toString(36).toUpperCase()}`;

    await page.goto('/back-office/catalogue/new');
    await hydrated(page);
    await page.getByLabel(t('staff.catalogue.name_mn')).fill('Цэнхэр мөрөөдөл баглаа');
    await page
      .getByLabel(t('staff.catalogue.name_in', { language: t('language.en') }))
      .fill('Blue dream bouquet');
    await page.locator('main input[name=sku]').fill(sku);
    // A category one level down (the list indents children with a dash).
    const category = page.locator('main select[name=taxonId]');
    const childValue = await category
      .locator('option')
      .evaluateAll(
        (options) =>
          (options as HTMLOptionElement[]).find((o) => o.textContent?.startsWith('— '))?.value,
      );
    expect(childValue).toMatch(/^\d+$/);
    await category.selectOption(childValue ?? '');
    await page.locator('main input[name=price]').fill('85000');
    // Flowers are checked on the day, but this one travels in a box: 48 hours to report it.
    await page.getByLabel(t('staff.catalogue.return_notice')).selectOption('48');
    // Made for the order by the florist: two to three days, no express.
    await page.getByLabel(t('staff.catalogue.delivery_lead')).selectOption('48-72h');
    // A checkbox is a box with its label beside it, not a text field's width.
    const ageRestricted = page.getByLabel(t('staff.catalogue.age_restricted'));
    const box = await ageRestricted.boundingBox();
    const label = await page
      .locator('.field-check', { has: ageRestricted })
      .locator('label')
      .boundingBox();
    expect(box?.width).toBeLessThanOrEqual(32);
    expect(label?.x).toBeGreaterThan((box?.x ?? 0) + (box?.width ?? 0));

    const first = page.locator('.variant-row').nth(0);
    await first.getByLabel('SKU').fill(`${sku}-S`);
    await first.getByLabel(t('staff.catalogue.size')).fill('S');
    await page.getByRole('button', { name: t('staff.catalogue.add_variant') }).click();
    const second = page.locator('.variant-row').nth(1);
    await second.getByLabel('SKU').fill(`${sku}-L`);
    await second.getByLabel(t('staff.catalogue.size')).fill('L');
    await second.getByLabel(t('staff.catalogue.variant_price')).fill('120000');
    // A price that is no number is refused on its field, which the message names; nothing
    // typed is lost.
    const price = page.locator('main input[name=price]');
    await price.fill('abc');
    await page.getByRole('button', { name: t('staff.catalogue.create') }).click();
    await expect
      .poll(() =>
        page
          .locator('.field', { has: page.locator('input[name=price]') })
          .locator('.field-error')
          .textContent(),
      )
      .toBe(t('validation.invalid_field', { field: t('staff.catalogue.price') }));
    for (const error of await page.locator('.field-error').allTextContents()) {
      expect(error).not.toContain('{');
    }
    expect(await page.locator('.variant-row').nth(1).getByLabel('SKU').inputValue()).toBe(
      `${sku}-L`,
    );
    await price.fill('85000');
    await page.getByRole('button', { name: t('staff.catalogue.create') }).click();
    await page.waitForURL(/\/back-office\/catalogue\/products\/\d+\?done=created$/);
    await hydrated(page);
    expect(await page.locator('.form-success').textContent()).toBe(
      t('staff.catalogue.done_created'),
    );
    const editorUrl = page.url();

    // A photo from the phone's camera, with its location in it.
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#3050c8' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'home address' } } })
      .toBuffer();
    await page
      .getByLabel(t('staff.catalogue.add_pictures'))
      .setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: t('staff.catalogue.upload') }).click();
    await expect.poll(() => page.locator('.picture-list img').count()).toBe(1);
    const src = (await page.locator('.picture-list img').getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\/.+-s\.webp$/);
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

    // Stock for the small one at the first store.
    await page.goto(`/back-office/stock?q=${sku}-S`);
    await hydrated(page);
    await page.getByRole('link', { name: new RegExp(`${sku}-S`) }).click();
    await expect.poll(() => page.locator('.stock-store').count()).toBeGreaterThan(0);
    const store = page.locator('.stock-store').first();
    await store.getByLabel(t('staff.stock.reason')).selectOption('delivery');
    await store.getByLabel(t('staff.stock.quantity')).fill('12');
    await store.getByRole('button', { name: t('staff.stock.save') }).click();
    await expect
      .poll(() => store.locator('.form-success').textContent())
      .toBe(t('staff.stock.saved', { count: 12 }));

    await page.goto(editorUrl);
    await hydrated(page);
    await page.getByRole('button', { name: t('staff.catalogue.publish') }).click();
    await expect
      .poll(() => page.locator('.form-success').textContent())
      .toBe(t('staff.catalogue.done_published'));

    // A shopper types the Mongolian name in Latin letters.
    const shopper = await shop.newPage({ viewport: PHONE });
    await shopper.goto('/');
    await hydrated(shopper);
    await shopper.locator('.search input').fill('tsenkher moroodol');
    await shopper.locator('.search input').press('Enter');
    await shopper.waitForURL(/\/search\?q=/);
    const link = shopper.locator('main a', { hasText: 'Цэнхэр мөрөөдөл баглаа' }).first();
    await link.waitFor();
    await link.click();
    await shopper.waitForURL(/\/products\/blue-dream-bouquet/);
    await hydrated(shopper);
    // The address changes a moment before the product's page renders in its place.
    await expect.poll(() => shopper.locator('h1').textContent()).toBe('Цэнхэр мөрөөдөл баглаа');
    expect(
      await shopper.locator('.gallery img, .product-gallery img').first().getAttribute('src'),
    ).toMatch(/^\/media\//);
    expect(await shopper.locator('.delivery-terms li').last().textContent()).toBe(
      t('product.terms.returns', { hours: 48 }),
    );
    expect(await shopper.locator('.delivery-terms li').first().textContent()).toBe(
      t('product.terms.lead_hours', { from: 48, to: 72, price: formatMoney(5_000) }),
    );
    await shopper.locator('.size-option', { hasText: 'S' }).first().click();
    await shopper.locator('.add-to-cart').click();
    await expect.poll(() => shopper.locator('.cart-added').count()).toBe(1);
    await throughCheckout(shopper, { phone: '9911 4455', pickup: true, payment: 'bank_transfer' });
    const number = await placeOrder(shopper);
    expect(number).toMatch(/^R\d{9}$/);
    expect(await shopper.locator('main').textContent()).toContain('Цэнхэр мөрөөдөл баглаа');
  });

  it('is for website admins only: a staff member is told so', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: PHONE });
    await signIn(page, phone);
    await makeStaff(phone, 'staff');
    const response = await page.goto('/back-office/catalogue/new');
    expect(response?.status()).toBe(403);
    expect(await page.locator('main').textContent()).toContain(t('staff.catalogue.admins_only'));
  });
});
