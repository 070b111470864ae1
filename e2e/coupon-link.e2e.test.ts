import { COUPONS } from '@shop/core/testing';
import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import { addToCart, type Product, purchasable } from './support/shop.ts';
import { driveShop, type ShopKind } from './support/target.ts';

// A coupon link (`?coupon=CODE`, from an e-mail or the account's Coupons page) shows the coupon
// with an Apply button; only that button, a form of the shop's own, puts it on the cart. Before,
// the page applied it while loading, so any other site could swap a shopper's coupon with a link.
const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const tsetseg = COUPONS.find((c) => c.code === 'TSETSEG10');

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

const banner = (page: Page) => page.getByRole('region', { name: t('coupon.link_title') });
const applyButton = (page: Page) =>
  banner(page).getByRole('button', { name: t('coupon.link_apply') });

/** The coupon the cart holds, as its totals show it (a coupon that applies takes money off). */
async function cartCoupon(page: Page): Promise<string | null> {
  await page.goto('/cart');
  await hydrated(page);
  const discount = page.locator('.cart-discount dt');
  return (await discount.count()) === 0 ? null : await discount.textContent();
}

for (const kind of ['pglite', 'postgres'] as ShopKind[]) {
  describe(`a coupon link on ${kind}`, () => {
    // 40,000 ₮ or more: both TSETSEG10 (30,000 ₮) and the promo code 2026 (40,000 ₮) apply.
    let product: Product;
    beforeAll(async () => {
      driveShop(kind);
      const [found] = await purchasable(1, 40_000);
      if (!found) throw new Error('no product');
      product = found;
    });

    it('shows the linked coupon with its terms; only the Apply button puts it on the cart', async () => {
      const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
      await addToCart(page, product);
      await page.goto('/cart?coupon=tsetseg10');
      await hydrated(page);
      const offered = banner(page);
      const text = await offered.textContent();
      expect(text).toContain(t('coupon.link_code', { code: 'TSETSEG10' }));
      expect(text).toContain(tsetseg?.name.mn);
      expect(text).toContain(tsetseg?.description.mn);
      expect(await page.locator('.cart-discount').count()).toBe(0);

      await applyButton(page).click();
      await page.waitForURL(/\/cart\?notice=coupon$/);
      expect(await page.locator('.cart-notice').textContent()).toBe(t('coupon.applied'));
      expect(await banner(page).count()).toBe(0);
      expect(await cartCoupon(page)).toBe(t('cart.coupon', { code: 'TSETSEG10' }));

      // Following the link again finds it on the cart already: nothing to press.
      await page.goto('/cart?coupon=TSETSEG10');
      await hydrated(page);
      expect(await banner(page).textContent()).toContain(t('coupon.link_applied'));
      expect(await banner(page).getByRole('button').count()).toBe(0);
    });

    it('leaves the cart’s coupon as it was when another site links to the cart or checkout', async () => {
      const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
      await addToCart(page, product);
      // The shopper's own cookies, as a link from another site would send them.
      const request = page.context().request;
      const asked: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, {}];
      const follow = async (path: string) => {
        for (const headers of asked) {
          const response = await request.get(path, { headers, maxRedirects: 0 });
          expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
        }
      };
      await follow('/en/cart?coupon=TSETSEG10');
      await follow('/checkout?coupon=TSETSEG10');
      expect(await cartCoupon(page)).toBeNull();

      await page.goto('/cart?coupon=TSETSEG10');
      await hydrated(page);
      await applyButton(page).click();
      await page.waitForURL(/\/cart\?notice=coupon$/);
      // A link to another coupon does not swap the one the shopper chose.
      await follow('/en/cart?coupon=2026');
      await follow('/cart?coupon=2026');
      expect(await cartCoupon(page)).toBe(t('cart.coupon', { code: 'TSETSEG10' }));
    });

    it('says why a linked coupon does not apply, and asks for products first in an empty cart', async () => {
      const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto('/cart?coupon=TSETSEG10');
      await hydrated(page);
      expect(await banner(page).textContent()).toContain(t('coupon.link_cart_empty'));
      expect(await banner(page).getByRole('button').count()).toBe(0);

      await addToCart(page, product);
      // FLOWERS15 is for signed-in shoppers only.
      await page.goto('/cart?coupon=FLOWERS15');
      await hydrated(page);
      await applyButton(page).click();
      await expect
        .poll(() => banner(page).getByRole('alert').textContent())
        .toBe(t('error.coupon_login_required'));

      // A code the shop does not know: shown without a name, refused when applied.
      await page.goto('/cart?coupon=NO-SUCH-COUPON');
      await hydrated(page);
      expect(await banner(page).locator('.coupon-link-terms').count()).toBe(0);
      await applyButton(page).click();
      await expect
        .poll(() => banner(page).getByRole('alert').textContent())
        .toBe(t('error.no_coupon'));
      // Words that cannot be a coupon code are not put on the page at all.
      await page.goto(`/cart?coupon=${encodeURIComponent('Call 99119911 to claim a prize!')}`);
      await hydrated(page);
      expect(await banner(page).count()).toBe(0);
      expect(await cartCoupon(page)).toBeNull();
    });

    it('counts links to unknown codes as guesses: they cannot list the shop’s coupons', async () => {
      const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
      await addToCart(page, product);
      // Ten unknown promo codes looked at through links, as a script walking 0000-9999 would.
      for (let i = 0; i < 10; i++) {
        const answer = await page.request.get(`/cart?coupon=${String(9100 + i)}`);
        expect(answer.status()).toBe(200);
      }
      // From the 11th, even a real coupon's link no longer says what it is.
      await page.goto('/cart?coupon=TSETSEG10');
      await hydrated(page);
      expect(await banner(page).textContent()).toContain(
        t('coupon.link_code', { code: 'TSETSEG10' }),
      );
      expect(await banner(page).locator('.coupon-link-terms').count()).toBe(0);
    });

    it('offers a linked coupon on the checkout too, applied on the step the shopper is on', async () => {
      const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
      await addToCart(page, product);
      await page.goto('/checkout?coupon=TSETSEG10');
      await hydrated(page);
      await applyButton(page).click();
      await page.waitForURL(/\/checkout\?step=contact&notice=coupon$/);
      expect(await page.locator('.checkout-page > .order-placed').textContent()).toBe(
        t('coupon.applied'),
      );
      expect(await cartCoupon(page)).toBe(t('cart.coupon', { code: 'TSETSEG10' }));
    });
  });
}
