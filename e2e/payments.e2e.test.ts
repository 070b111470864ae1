import { GIFT_CARDS, VOUCHERS } from '@shop/core/testing';
import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import {
  addToCart,
  apiCall,
  apiToken,
  applyCode,
  choosePayment,
  payByCardOnOrderPage,
  payQrInBankApp,
  placeOrder,
  purchasable,
  signIn,
  staffToken,
  toPaymentStep,
  uniquePhone,
} from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

const money = (amount: number) => formatMoney(amount, 'mn');
const stateOf = (page: Page) => page.locator('.order-state').textContent();

describe('payment methods at checkout', () => {
  it('pays with a coupon, a gift card and a voucher, then the rest by card', async () => {
    const [product] = await purchasable(1, 80_000);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(page, product);
    await toPaymentStep(page, { phone: '9911 2233', pickup: true });

    await applyCode(page, t('checkout.coupon_code'), 'TSETSEG10');
    await expect
      .poll(() => page.locator('[role=status]').first().textContent())
      .toBe(t('coupon.applied'));
    expect(await page.locator('.checkout-summary').textContent()).toContain(
      t('cart.coupon', { code: 'TSETSEG10' }),
    );

    await applyCode(page, t('checkout.gift_card_code'), 'NOPE-0000');
    await expect
      .poll(() => page.locator('.form-error').first().textContent())
      .toBe(t('validation.gift_card'));
    await applyCode(page, t('checkout.gift_card_code'), GIFT_CARDS[0]!.code);
    await page.locator('.tender-list').waitFor();
    await applyCode(page, t('checkout.voucher_code'), VOUCHERS[0]!.code);
    await expect.poll(() => page.locator('.tender-list li').count()).toBe(2);
    expect(await page.locator('.tender-list').textContent()).toContain(money(50_000));
    expect(await page.locator('.tender-list').textContent()).toContain(money(5_000));

    await choosePayment(page, 'card');
    const confirm = await page.locator('.checkout-review').textContent();
    expect(confirm).toContain(t('checkout.tender.gift_card'));
    expect(confirm).toContain(t('checkout.tender.voucher'));
    await placeOrder(page);
    const paid = await page.locator('.order-payments').textContent();
    expect(paid).toContain(t('order.paid_with.gift_card'));
    expect(paid).toContain(t('order.paid_with.voucher'));
    const due = Number((await page.locator('.pay-due strong').textContent())?.replace(/\D/g, ''));
    await hydrated(page);
    await payByCardOnOrderPage(page, due);
    expect(await stateOf(page)).toBe(t('order.state.paid'));
    expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();
  });

  it('pays by QR: the order page moves on by itself once the bank app paid', async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(page, product);
    await toPaymentStep(page, { phone: '9911 2233', pickup: true });
    await choosePayment(page, 'qpay');
    await placeOrder(page);
    const qr = page.locator('.qr-payment');
    expect(await qr.locator('svg').count()).toBe(1);
    expect(await qr.locator('.bank-apps a').count()).toBeGreaterThan(3);
    await hydrated(page);

    // The shopper's phone: the bank app opens the invoice the code holds and pays it.
    await payQrInBankApp(page, await shop.newPage());
    await expect.poll(() => stateOf(page), { timeout: 20_000 }).toBe(t('order.state.paid'));
    expect(await page.locator('.qr-payment').count()).toBe(0);
  });

  it('splits one order between the wallet and a card', async () => {
    const phone = uniquePhone();
    const token = await apiToken(phone);
    const loaded = await apiCall<{ full: number }>(
      token,
      'POST',
      '/api/v2/users/wallet/gift_cards',
      {
        code: GIFT_CARDS[1]!.code,
      },
    );
    expect(loaded.body.full).toBe(50_000);
    const [product] = await purchasable(1, 60_000);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, phone);
    await addToCart(page, product);
    await toPaymentStep(page, { pickup: true });
    expect(await page.locator('.pay-extras').textContent()).toContain(
      t('checkout.wallet_balance', { balance: money(50_000) }),
    );
    await page.getByLabel(t('checkout.wallet_amount')).fill('20000');
    await page.getByRole('button', { name: t('checkout.use_wallet') }).click();
    await expect
      .poll(() => page.locator('[role=status]').first().textContent())
      .toBe(t('wallet.deducted', { amount: money(20_000) }));
    await choosePayment(page, 'card');
    await placeOrder(page);
    expect(await page.locator('.order-payments').textContent()).toContain(money(20_000));
    const due = Number((await page.locator('.pay-due strong').textContent())?.replace(/\D/g, ''));
    await hydrated(page);
    await payByCardOnOrderPage(page, due);
    expect(await stateOf(page)).toBe(t('order.state.paid'));
    const wallet = await apiCall<{ full: number; limited: number }>(
      token,
      'GET',
      '/api/v2/users/wallet',
    );
    expect(wallet.body.full).toBe(30_000);
    // 2% cashback on the card's part.
    expect(wallet.body.limited).toBe(Math.floor((due * 2 + 50) / 100));
  });

  it('leases an order: the down payment by card, then the lender pays the rest', async () => {
    const [product] = await purchasable(1, 150_000);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(page, product);
    await toPaymentStep(page, { phone: '9911 2233', pickup: true });
    await page.locator('input[name=lease_months][value="6"]').check();
    await choosePayment(page, 'lease');
    expect(await page.locator('.checkout-review').textContent()).toContain(
      t('checkout.lease_months', { months: 6 }),
    );
    await placeOrder(page);
    expect(await page.locator('.lease-state').textContent()).toContain(
      t('order.lease.down_payment_due'),
    );
    const total = Number((await page.locator('.pay-due strong').textContent())?.replace(/\D/g, ''));
    const down = Math.floor((total * 30 + 99) / 100);
    await hydrated(page);
    await payByCardOnOrderPage(page, down);
    await expect.poll(() => stateOf(page), { timeout: 20_000 }).toBe(t('order.state.paid'));
    const paid = await page.locator('.order-payments').textContent();
    expect(paid).toContain(t('order.paid_with.lease'));
    expect(paid).toContain(money(total - down));
  });

  it('waits for a bank transfer until the back office records it', async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(page, product);
    await toPaymentStep(page, { phone: '9911 2233', pickup: true });
    await choosePayment(page, 'bank_transfer');
    const number = await placeOrder(page);
    expect(await page.locator('.order-bank').textContent()).toContain(number);
    const access_token = await staffToken();
    const recorded = await apiCall(
      access_token,
      'POST',
      `/api/back_office/orders/${number}/bank_transfers`,
      {
        bank_reference: `KHAN-${number}`,
      },
    );
    expect(recorded.status).toBe(200);
    await page.reload();
    expect(await stateOf(page)).toBe(t('order.state.paid'));
    expect(await page.locator('.order-payments').textContent()).toContain(
      t('order.paid_with.bank_transfer'),
    );
  });

  it('pays with a saved card from the order page, the card never typed again', async () => {
    const phone = uniquePhone();
    const token = await apiToken(phone);
    const started = await apiCall<{ registration_url: string }>(
      token,
      'PUT',
      '/api/v2/users/register_card',
      {
        return_url: `${shop.baseUrl}/account`,
      },
    );
    const gateway = await shop.newPage();
    await gateway.goto(started.body.registration_url);
    await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
    await gateway.getByLabel('Expiry (MM/YY)').fill('12/39');
    await gateway.getByLabel('CVC').fill('123');
    await gateway.getByLabel('Name on card').fill('SARAA BAT');
    await gateway.getByRole('button', { name: 'Save card' }).click();
    await gateway.waitForURL(/registration_id=/);
    const registrationId = new URL(gateway.url()).searchParams.get('registration_id');
    const saved = await apiCall<{ card: { last4: string } }>(
      token,
      'PUT',
      '/api/v2/users/register_card',
      {
        registration_id: registrationId,
      },
    );
    expect(saved.body.card.last4).toBe('4242');

    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, phone);
    await addToCart(page, product);
    await toPaymentStep(page, { pickup: true });
    await choosePayment(page, 'saved_card');
    await placeOrder(page);
    await hydrated(page);
    await page
      .locator('form:has(input[name=intent][value=pay_saved_card]) button[type=submit]')
      .click();
    await page.waitForURL(/payment=paid/);
    await expect.poll(() => stateOf(page)).toBe(t('order.state.paid'));
    expect(await page.locator('.order-payments').textContent()).toContain('•••• 4242');
  });

  it('shows the payment step and the order’s payment in every locale without a missing text', async () => {
    const [product] = await purchasable(1, 150_000);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(page, product);
    await toPaymentStep(page, { phone: '9911 2233', pickup: true });
    for (const locale of ['en', 'ru', 'cn', 'it']) {
      await page.goto(`/${locale}/checkout?step=payment`);
      expect(await page.locator('input[name=payment_method]').count()).toBeGreaterThanOrEqual(4);
      expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();
    }
    await page.goto('/checkout?step=payment');
    await choosePayment(page, 'lease');
    const number = await placeOrder(page);
    for (const locale of ['en', 'ru', 'cn', 'it']) {
      await page.goto(`/${locale}/orders/${number}`);
      await page.locator('.lease-state').waitFor();
      expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();
    }
  });
});
