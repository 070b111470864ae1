import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import {
  addToCart,
  placeOrder,
  purchasable,
  throughCheckout,
  uniquePhone,
} from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('finding an order placed without an account', () => {
  it('a guest finds their order on another phone by its number and their phone number', async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const phone = uniquePhone();
    const buyer = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(buyer, product);
    await throughCheckout(buyer, { phone, pickup: true, payment: 'bank_transfer' });
    const number = await placeOrder(buyer);
    const state = await buyer.locator('.order-facts .order-state').textContent();
    const total = (await buyer.locator('.cart-total dd').textContent())?.trim() ?? '';

    // Another phone: no cookie of the order. The footer leads to the form.
    const other = await shop.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await other.goto('/');
    await other.getByRole('link', { name: t('nav.find_order') }).click();
    await other.waitForURL(/\/orders\/find$/);
    await hydrated(other);
    // The address changes before the new page shows.
    await expect.poll(() => other.locator('h1').textContent()).toBe(t('nav.find_order'));

    // A contact that is not the order's: the same answer as a number that is none.
    await other.getByLabel(t('order.find.number')).fill(number);
    await other.getByLabel(t('order.find.contact')).fill('8800 0000');
    await other.getByRole('button', { name: t('order.find.submit') }).click();
    await expect.poll(() => other.locator('.form-error').textContent()).toBe(t('order.find.none'));
    expect(await other.locator('.order-found').count()).toBe(0);

    // The number as typed from an SMS, and the phone as the checkout took it.
    await other.getByLabel(t('order.find.number')).fill(number.toLowerCase());
    await other.getByLabel(t('order.find.contact')).fill(`${phone.slice(0, 4)} ${phone.slice(4)}`);
    await other.getByRole('button', { name: t('order.find.submit') }).click();
    const found = other.locator('.order-found');
    await found.waitFor();
    expect(await found.locator('#order-found-title').textContent()).toBe(
      t('order.title', { number }),
    );
    expect(await found.locator('.order-state').textContent()).toBe(state);
    expect(await found.locator('.order-found-lines').textContent()).toContain(
      `${product.name} × 1`,
    );
    expect(total).not.toBe('');
    expect(await found.locator('.order-found-total').textContent()).toBe(
      t('order.find.total', { total }),
    );
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // Still no key to the order's own page in this browser: only what the pair shows.
    const page = await other.goto(`/orders/${number}`);
    expect(page?.status()).toBe(404);
  });
});
