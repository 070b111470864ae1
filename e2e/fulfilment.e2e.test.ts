import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_KEY, useBrowser } from './support/browser.ts';
import {
  addToCart,
  apiCall,
  apiToken,
  choosePayment,
  placeOrder,
  purchasable,
  signIn,
  smsTo,
  staffToken,
  toPaymentStep,
  uniquePhone,
} from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

/** The states the order page's timeline lists, oldest first, each with a time. */
async function timeline(page: Page): Promise<string[]> {
  const steps = page.locator('.order-timeline li');
  expect(await steps.locator('time').count()).toBe(await steps.count());
  return steps.locator('.order-timeline-state').allTextContents();
}
const labels = (states: string[]) => states.map((s) => t(`order.state.${s}`));

describe('fulfilment as the shopper sees it', () => {
  it('shows staff shipping and delivering the order, tells the shopper twice, and refunds a return to the wallet', async () => {
    const phone = uniquePhone();
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    await addToCart(page, product);
    await toPaymentStep(page, { phone, pickup: false });
    await choosePayment(page, 'bank_transfer');
    const number = await placeOrder(page);
    const staff = await staffToken();
    const office = (path: string, body: object) =>
      apiCall<{ state: string; total: number }>(
        staff,
        'POST',
        `/api/back_office/orders/${number}/${path}`,
        body,
      );
    expect((await office('bank_transfers', { bank_reference: `KHAN-${number}` })).status).toBe(200);
    for (const step of ['confirm', 'ready']) {
      expect((await office('fulfilment', { step })).status).toBe(200);
    }
    const shipped = await office('fulfilment', { step: 'ship', note: 'Жолооч Бат, 9911-4455' });
    expect(shipped.status).toBe(200);

    await page.reload();
    expect(await page.locator('.order-state').textContent()).toBe(t('order.state.shipped'));
    expect(await page.locator('.order-facts').textContent()).toContain('Жолооч Бат, 9911-4455');
    expect(await timeline(page)).toEqual(
      labels(['payment_pending', 'paid', 'confirmed', 'ready_to_deliver', 'shipped']),
    );

    expect((await office('fulfilment', { step: 'deliver' })).status).toBe(200);
    await page.reload();
    expect(await timeline(page)).toEqual(
      labels(['payment_pending', 'paid', 'confirmed', 'ready_to_deliver', 'shipped', 'delivered']),
    );
    expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();
    // Delivered: until when something wrong can be reported, and a way to write about it.
    const report = page.locator('.order-report');
    expect(await report.locator('h2').textContent()).toBe(t('order.report.title'));
    const [before] = t('order.report.until').split('{date}');
    expect(await report.locator('p').first().textContent()).toContain(before);
    await report.getByRole('link', { name: t('order.report.contact') }).click();
    await page.waitForURL(/\/contact\?subject=/);
    await expect
      .poll(() => page.getByLabel(t('contact.subject')).inputValue())
      .toBe(t('order.report.subject', { number }));
    await page.goBack();

    const vars = { shop: t('shop.name'), number };
    await expect
      .poll(() => smsTo(phone))
      .toEqual(
        expect.arrayContaining([
          t('notify.order_shipped_sms', { ...vars, note: 'Жолооч Бат, 9911-4455' }),
          t('notify.order_delivered_sms', vars),
        ]),
      );

    const returned = await office('return', { reason: 'Хэмжээ таараагүй', refund_to: 'wallet' });
    expect(returned.status).toBe(200);
    await page.reload();
    expect(await page.locator('.order-state').textContent()).toBe(t('order.state.returned'));
    expect(await report.count()).toBe(0);
    const wallet = await apiCall<{ full: number }>(
      await apiToken(phone),
      'GET',
      '/api/v2/users/wallet',
    );
    expect(wallet.body.full).toBe(returned.body.total);
    await page.goto('/account/wallet');
    expect(await page.locator('main').textContent()).toContain(
      formatMoney(returned.body.total, 'mn'),
    );
  });

  it('cancels an unpaid order with a first bank transfer from its page, the transfer back to the wallet', async () => {
    const phone = uniquePhone();
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, phone);
    await addToCart(page, product);
    await toPaymentStep(page, { phone, pickup: true });
    await choosePayment(page, 'bank_transfer');
    const number = await placeOrder(page);
    const part = await apiCall(
      await staffToken(),
      'POST',
      `/api/back_office/orders/${number}/bank_transfers`,
      { bank_reference: `KHAN-${number}-1`, amount: 5000 },
    );
    expect(part.status).toBe(200);
    await page.reload();
    expect(await page.locator('.order-state').textContent()).toBe(t('order.state.payment_pending'));
    await page.locator('.order-cancel summary').click();
    await page.getByLabel(t('order.cancel_reason')).fill('Өөр бараа сонгоно');
    expect(await page.getByLabel(t('order.refund_to_wallet')).isChecked()).toBe(true);
    await page.getByRole('button', { name: t('order.cancel_confirm') }).click();
    await page.waitForURL(/\?canceled=1$/);
    // The URL changes a moment before the page shows the answer.
    await expect
      .poll(() => page.locator('.order-state').textContent())
      .toBe(t('order.state.canceled'));
    expect(await timeline(page)).toEqual(labels(['payment_pending', 'canceled']));
    const wallet = await apiCall<{ full: number }>(
      await apiToken(phone),
      'GET',
      '/api/v2/users/wallet',
    );
    expect(wallet.body.full).toBe(5000);
  });

  it('buys a guest’s placed order again: its product goes into a new cart, said on the order’s page', async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await addToCart(page, product);
    await toPaymentStep(page, { phone: uniquePhone(), pickup: true });
    await choosePayment(page, 'bank_transfer');
    await placeOrder(page);
    // Placed: the cart is empty again.
    const cartLink = (count: number) =>
      page.getByRole('link', { name: t('cart.link_label', { count }), exact: true });
    expect(await cartLink(0).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: t('order.buy_again') }).click();
    const outcome = page.locator('.order-again-outcome');
    await expect
      .poll(() => outcome.locator('p').textContent())
      .toBe(t('order.bought_again', { count: 1 }));
    // The header's count follows once the page's data is read again.
    await expect.poll(() => cartLink(1).count()).toBeGreaterThan(0);
    await outcome.getByRole('link', { name: t('cart.view') }).click();
    await page.waitForURL(/\/cart$/);
    const lines = page.locator('.cart-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().locator('.cart-line-name').textContent()).toContain(product.name);
  });
});
