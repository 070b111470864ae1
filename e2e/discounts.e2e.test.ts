import { GIFT_CARDS, VOUCHERS } from '@shop/core/testing';
import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import {
  addToCart,
  api,
  apiCall,
  apiToken,
  applyCode,
  choosePayment,
  type Product,
  placeOrder,
  purchasable,
  signIn,
  toPaymentStep,
  uniquePhone,
} from './support/shop.ts';
import { baseUrl, driveShop, type ShopKind } from './support/target.ts';

// Issue 23: one order with the flowers coupon stopped the whole shop. A signed-in shopper
// places an order with each kind of discount and credit, on both databases, and the shop
// answers after each.
const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const money = (amount: number) => formatMoney(amount, 'mn');

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

const toast = (page: Page) => page.locator('[role=status]').first().textContent();

/** The shop still serves: ready, a product over the API, and the home page. */
async function shopAnswers() {
  expect((await fetch(new URL('/readyz', baseUrl()))).status).toBe(200);
  expect((await api('/api/v2/products/1')).status).toBeLessThan(500);
  expect((await fetch(new URL('/', baseUrl()))).status).toBe(200);
}

/** The product in the (new) cart, up to the payment step, for pickup. */
async function cartOf(page: Page, product: Product) {
  await addToCart(page, product);
  await toPaymentStep(page, { pickup: true });
}

for (const kind of ['pglite', 'postgres'] as ShopKind[]) {
  describe(`discounts and store credit on ${kind}`, () => {
    beforeAll(() => driveShop(kind));

    it('a signed-in shopper orders with FLOWERS15, TSETSEG10, the promo code 2026, a voucher, a gift card and the wallet', async () => {
      const phone = uniquePhone();
      const token = await apiToken(phone);
      const loaded = await apiCall<{ full: number }>(
        token,
        'POST',
        '/api/v2/users/wallet/gift_cards',
        { code: GIFT_CARDS[10]!.code },
      );
      expect(loaded.status).toBe(200);
      const [flower] = await purchasable(1, 50_000, { taxon: 'flowers' });
      const [big, third, fourth] = await purchasable(3, 60_000);
      // A voucher pays only towards a purchase of 100,000 ₮ or more.
      const [second] = await purchasable(1, 100_000);
      if (!flower || !big || !second || !third || !fourth) throw new Error('no product');
      const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(page, phone);

      // FLOWERS15: flowers for 50,000 ₮ or more, signed in, once per shopper.
      await cartOf(page, flower);
      await applyCode(page, t('checkout.coupon_code'), 'FLOWERS15');
      await expect.poll(() => toast(page)).toBe(t('coupon.applied'));
      await choosePayment(page, 'card');
      const first = await placeOrder(page);
      expect(first).toMatch(/^R\d{9}$/);
      await shopAnswers();

      // Once per shopper: the next cart hears so.
      await cartOf(page, flower);
      await applyCode(page, t('checkout.coupon_code'), 'FLOWERS15');
      await expect
        .poll(() => page.locator('.form-error').first().textContent())
        .toBe(t('error.coupon_already_used'));

      // TSETSEG10 on the same cart instead.
      await applyCode(page, t('checkout.coupon_code'), 'TSETSEG10');
      await expect.poll(() => toast(page)).toBe(t('coupon.applied'));
      await choosePayment(page, 'card');
      await placeOrder(page);
      await shopAnswers();

      // The promo code 2026: 5,000 ₮ off 40,000 ₮ or more.
      await cartOf(page, big);
      await applyCode(page, t('checkout.coupon_code'), '2026');
      await expect.poll(() => toast(page)).toBe(t('coupon.applied'));
      await choosePayment(page, 'card');
      await placeOrder(page);
      await shopAnswers();

      // A voucher of 5,000 ₮.
      await cartOf(page, second);
      await applyCode(page, t('checkout.voucher_code'), VOUCHERS[10]!.code);
      await expect.poll(() => page.locator('.tender-list li').count()).toBe(1);
      await choosePayment(page, 'card');
      await placeOrder(page);
      expect(await page.locator('.order-payments').textContent()).toContain(
        t('order.paid_with.voucher'),
      );
      await shopAnswers();

      // A gift card of 50,000 ₮.
      await cartOf(page, third);
      await applyCode(page, t('checkout.gift_card_code'), GIFT_CARDS[11]!.code);
      await expect.poll(() => page.locator('.tender-list li').count()).toBe(1);
      await choosePayment(page, 'card');
      await placeOrder(page);
      expect(await page.locator('.order-payments').textContent()).toContain(
        t('order.paid_with.gift_card'),
      );
      await shopAnswers();

      // The wallet (loaded with a gift card above).
      await cartOf(page, fourth);
      await page.getByLabel(t('checkout.wallet_amount')).fill('20000');
      await page.getByRole('button', { name: t('checkout.use_wallet') }).click();
      await expect.poll(() => toast(page)).toBe(t('wallet.deducted', { amount: money(20_000) }));
      await choosePayment(page, 'card');
      await placeOrder(page);
      expect(await page.locator('.order-payments').textContent()).toContain(money(20_000));
      await shopAnswers();

      const orders = await apiCall<{ orders: { number: string; coupon_code: string | null }[] }>(
        token,
        'GET',
        '/api/v2/orders/mine?per_page=20',
      );
      expect(orders.status).toBe(200);
      expect(orders.body.orders).toHaveLength(6);
      expect(orders.body.orders.map((o) => o.coupon_code).sort()).toEqual(
        ['2026', 'FLOWERS15', 'TSETSEG10', null, null, null].sort(),
      );
    });
  });
}
