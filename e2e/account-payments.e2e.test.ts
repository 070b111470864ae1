import { GIFT_CARDS, submitPageForm } from '@shop/core/testing';
import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, loadMoreHeldBack, MISSING_KEY, useBrowser } from './support/browser.ts';
import {
  addToCart,
  apiCall,
  apiToken,
  payOnGateway,
  payQrInBankApp,
  purchasable,
  signIn,
  staffToken,
  uniquePhone,
} from './support/shop.ts';
import { baseUrl } from './support/target.ts';

// My Account's money pages (wallet, coupons, vouchers, saved cards) and the lease calculator.

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const money = (amount: number) => formatMoney(amount, 'mn');

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

const bucket = (page: Page, name: string) =>
  page.locator(`.wallet-buckets [data-bucket=${name}]`).textContent();

/** A signed-in shopper on their wallet page, with the phone to reach them over the API. */
async function onWallet() {
  const phone = uniquePhone();
  const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, phone);
  await page.goto('/account/wallet');
  await hydrated(page);
  return { page, phone };
}

/** A wallet top-up by QR over the API, paid in the bank app and then asked about (which settles it). */
async function topUpByQr(token: string, amount: number) {
  const started = await apiCall<{ number: string; invoice: { qr_text: string } }>(
    token,
    'POST',
    '/api/v2/users/wallet/recharges',
    { amount, method: 'qpay', return_url: `${baseUrl()}/account/wallet` },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await submitPageForm(started.body.invoice.qr_text, { action: 'pay' });
  const settled = await apiCall<{ state: string }>(
    token,
    'GET',
    `/api/v2/users/wallet/recharges/${started.body.number}`,
  );
  expect(settled.body.state).toBe('paid');
}

async function recharge(page: Page, amount: string, method: 'card' | 'qpay') {
  await page.getByLabel(t('account.wallet.amount')).fill(amount);
  await page.locator(`input[name=method][value=${method}]`).check();
  await page.getByRole('button', { name: t('account.wallet.recharge_submit') }).click();
}

describe('the wallet in My Account', () => {
  it('tops up by card: the gateway’s page, then the money in the wallet and its history', async () => {
    const { page } = await onWallet();
    expect(await page.locator('.wallet-total strong').textContent()).toBe(money(0));
    expect(await page.locator('.wallet-balance').textContent()).toContain(
      t('account.wallet.rules', { min: 20_000, cashback: 2, points: 1 }),
    );

    await recharge(page, '500', 'card');
    const tooSmall = t('validation.min_amount', { min: 1000 });
    await expect.poll(() => page.locator('.field-error').first().textContent()).toBe(tooSmall);
    expect(await page.locator('.form-error').textContent()).toBe(tooSmall);

    await recharge(page, '50 000', 'card');
    await payOnGateway(page);
    await page.waitForURL(/\/account\/wallet\/recharges\/W\d{9}$/);
    expect(await page.locator('.recharge-state').getAttribute('data-state')).toBe('paid');
    expect(await page.locator('.recharge-state').textContent()).toBe(
      t('account.recharge.paid', { amount: 50_000 }),
    );
    await page.getByRole('link', { name: t('account.recharge.back') }).click();
    await page.waitForURL(/\/account\/wallet$/);
    await expect.poll(() => bucket(page, 'full')).toBe(money(50_000));
    const entry = page.locator('.wallet-entry').first();
    expect(await entry.getAttribute('data-kind')).toBe('recharge');
    expect(await entry.locator('strong').textContent()).toBe(`+${money(50_000)}`);
  });

  it('tops up by QR: the page moves on by itself once the bank app paid', async () => {
    const { page } = await onWallet();
    await recharge(page, '30000', 'qpay');
    await page.waitForURL(/\/account\/wallet\/recharges\/W\d{9}$/);
    const qr = page.locator('.qr-payment');
    await qr.waitFor();
    expect(await qr.locator('svg').count()).toBe(1);
    expect(await qr.textContent()).toContain(t('order.qr_intro', { amount: money(30_000) }));
    await hydrated(page);

    await payQrInBankApp(page, await shop.newPage());
    await expect
      .poll(() => page.locator('.recharge-state').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('paid');
    await page.goto('/account/wallet');
    await expect.poll(() => bucket(page, 'full')).toBe(money(30_000));
  });

  it('loads a gift card once; a wrong number says so', async () => {
    const { page } = await onWallet();
    const form = page.locator('form:has(input[name=intent][value=gift_card])');
    await form.getByLabel(t('checkout.gift_card_code')).fill('NO-SUCH-CARD');
    await form.getByRole('button', { name: t('account.wallet.gift_card_submit') }).click();
    await expect
      .poll(() => form.locator('.field-error').first().textContent())
      .toBe(t('validation.gift_card'));

    await form.getByLabel(t('checkout.gift_card_code')).fill(GIFT_CARDS[16]!.code);
    await form.getByRole('button', { name: t('account.wallet.gift_card_submit') }).click();
    await expect
      .poll(() => page.locator('.form-success').textContent())
      .toBe(t('account.wallet.loaded', { amount: 50_000 }));
    // The page's data is asked again after the form's answer: the balance follows a moment later.
    await expect.poll(() => bucket(page, 'full')).toBe(money(50_000));
    expect(await page.locator('.wallet-entry').first().getAttribute('data-kind')).toBe('gift_card');

    await form.getByLabel(t('checkout.gift_card_code')).fill(GIFT_CARDS[16]!.code);
    await form.getByRole('button', { name: t('account.wallet.gift_card_submit') }).click();
    await expect
      .poll(() => form.locator('.field-error').first().textContent())
      .toBe(t('error.gift_card_empty'));
    expect(await bucket(page, 'full')).toBe(money(50_000));
  });

  it('shows the history twenty entries at a time; "load more" says so while it loads', async () => {
    const phone = uniquePhone();
    const token = await apiToken(phone);
    // 21 top-ups by QR over the API, each paid in the bank app (the sandbox's payer page).
    for (let i = 0; i < 21; i++) await topUpByQr(token, 1_000 + i);
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, phone);
    await page.goto('/account/wallet');
    await hydrated(page);
    const history = page.locator('section[aria-labelledby=wallet-history] .wallet-entry');
    expect(await history.count()).toBe(20);
    // Newest first: the last top-up heads the list.
    expect(await history.first().locator('strong').textContent()).toBe(`+${money(1_020)}`);

    expect(await loadMoreHeldBack(page)).toBe(t('listing.loading'));
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => history.count()).toBe(21);
    expect(await history.last().locator('strong').textContent()).toBe(`+${money(1_000)}`);
    expect(await page.locator('.load-more').count()).toBe(0);
  });
});

describe('saved cards, coupons and vouchers in My Account', () => {
  it('saves a card on the gateway’s page and removes it', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, uniquePhone());
    await page.goto('/account/cards');
    await hydrated(page);
    expect(await page.locator('main').textContent()).toContain(t('payment.no_saved_cards'));
    await page.getByRole('button', { name: t('account.cards.add') }).click();
    await page.waitForURL(/\/card\/register\//);
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByLabel('Expiry (MM/YY)').fill('11/38');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('SARAA BAT');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL(/\/account\/cards\?saved=4444$/);
    expect(await page.locator('.form-success').textContent()).toBe(
      t('account.cards.saved', { last4: '4444' }),
    );
    expect(await page.locator('.saved-card').textContent()).toContain('•••• 4444');
    expect(await page.locator('.saved-card').textContent()).toContain(
      t('account.cards.expires', { month: '11', year: '38' }),
    );
    // No card number is ever shown back, only its last four digits.
    expect(await page.locator('main').textContent()).not.toContain('5555 5555');

    await hydrated(page);
    await page
      .getByRole('button', { name: t('account.cards.remove_label', { last4: '4444' }) })
      .click();
    await expect.poll(() => page.locator('.saved-card').count()).toBe(0);
    expect(await page.locator('.form-success').textContent()).toBe(t('account.cards.removed'));
  });

  it('lists the running coupons, sends one by e-mail only with an address, and applies one to the cart', async () => {
    const [product] = await purchasable(1, 30_000);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, uniquePhone());
    await addToCart(page, product);
    await page.goto('/account/coupons');
    await hydrated(page);
    const coupon = page.locator('.coupon-card[data-code=TSETSEG10]');
    expect(await coupon.locator('.coupon-value').textContent()).toContain(
      t('account.coupons.percent_off', { value: 10 }),
    );
    // A coupon with counted uses shows its code as a QR code for a store's scanner; a code for
    // everyone without a limit does not.
    expect(await coupon.locator('.coupon-qr').count()).toBe(0);
    const atCounter = page.locator('.coupon-card[data-code="2026"] .coupon-qr');
    expect(
      await atCounter
        .getByRole('img', { name: t('account.coupons.qr_label', { code: '2026' }) })
        .locator('svg')
        .count(),
    ).toBe(1);
    // Signed in by SMS: no e-mail address to send to yet.
    await coupon.getByRole('button', { name: t('account.coupons.send') }).click();
    await expect.poll(() => coupon.locator('.form-error').textContent()).toBe(t('error.no_email'));

    // The link shows the coupon on the cart; the shopper's own press of Apply puts it on.
    await coupon.getByRole('link', { name: t('account.coupons.use') }).click();
    await page.waitForURL(/\/cart\?coupon=TSETSEG10$/);
    await hydrated(page);
    const banner = page.getByRole('region', { name: t('coupon.link_title') });
    expect(await banner.textContent()).toContain(t('coupon.link_code', { code: 'TSETSEG10' }));
    expect(await page.locator('main').textContent()).not.toContain(
      t('cart.coupon', { code: 'TSETSEG10' }),
    );
    await banner.getByRole('button', { name: t('coupon.link_apply') }).click();
    await page.waitForURL(/\/cart\?notice=coupon$/);
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain(t('cart.coupon', { code: 'TSETSEG10' }));
  });

  it('shows a voucher staff gave the shopper, with the purchase each way of paying needs', async () => {
    const phone = uniquePhone();
    const token = await apiToken(phone);
    const me = await apiCall<{ id: number }>(token, 'GET', '/api/v2/users/me');
    const access_token = await staffToken();
    const given = await apiCall<{ code: string }>(
      access_token,
      'POST',
      '/api/back_office/vouchers',
      {
        user_id: me.body.id,
        amount: 15_000,
        reference: `E2E-${me.body.id}`,
      },
    );
    expect(given.status).toBe(200);

    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, phone);
    await page.goto('/account/vouchers');
    const voucher = page.locator(`.voucher-card[data-code="${given.body.code}"]`);
    expect(await voucher.locator('.voucher-amount').textContent()).toBe(money(15_000));
    expect(await voucher.locator('.state-badge').textContent()).toBe(t('account.vouchers.usable'));
    expect(await page.locator('main').textContent()).toContain(
      t('account.vouchers.minimums', { qpay: 50, card: 500, other: 100_000 }),
    );
  });

  it('shows the money pages in every locale without a missing text', async () => {
    const { page } = await onWallet();
    // Something in the history, so its texts are rendered too.
    const form = page.locator('form:has(input[name=intent][value=gift_card])');
    await form.getByLabel(t('checkout.gift_card_code')).fill(GIFT_CARDS[17]!.code);
    await form.getByRole('button', { name: t('account.wallet.gift_card_submit') }).click();
    await page.locator('.wallet-entry').first().waitFor();
    for (const locale of ['en', 'ru', 'cn', 'it']) {
      for (const section of ['wallet', 'coupons', 'vouchers', 'cards']) {
        const response = await page.goto(`/${locale}/account/${section}`);
        expect(response?.status()).toBe(200);
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text.match(MISSING_KEY)?.[0], `${locale} ${section}`).toBeUndefined();
      }
    }
  });
});

describe('the lease calculator', () => {
  it('shows the down payment and the monthly amount for a price and a term, in every locale', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/lease');
    await hydrated(page);
    await page.getByLabel(t('lease.price')).fill('1000000');
    await page.getByRole('button', { name: t('lease.calculate') }).click();
    // 30% down; 700,000 over 12 months at 1.8% a month.
    await expect.poll(() => page.locator('[data-field=down]').textContent()).toBe(money(300_000));
    expect(await page.locator('[data-field=financed]').textContent()).toBe(money(700_000));
    expect(await page.locator('[data-field=monthly]').textContent()).toBe(money(65_382));

    await page.getByLabel(t('lease.months')).selectOption('6');
    await expect
      .poll(() => page.locator('[data-field=monthly]').textContent())
      .toBe(money(124_126));

    await page.goto('/lease?price=90000');
    expect(await page.locator('[data-field=monthly]').count()).toBe(0);
    expect(await page.locator('.lease-form .field-error').textContent()).toBe(
      t('error.lease_range', { min: 120_000, max: 1_500_000 }),
    );

    for (const locale of ['en', 'ru', 'cn', 'it']) {
      await page.goto(`/${locale}/lease?price=300000`);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text.match(MISSING_KEY)?.[0], locale).toBeUndefined();
      expect(await page.locator('[data-field=down]').textContent()).toBe(
        formatMoney(90_000, locale as 'en'),
      );
    }
  });

  it('is linked from a product page from the lease barrier on, with its price', async () => {
    const [product] = await purchasable(1, 120_000);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`/products/${product.slug}`);
    const teaser = page.locator('.lease-teaser a');
    expect(await teaser.getAttribute('href')).toBe(`/lease?price=${product.selling_price}`);
    await teaser.click();
    await page.waitForURL(/\/lease\?price=/);
    expect(await page.getByLabel(t('lease.price')).inputValue()).toBe(
      String(product.selling_price),
    );
  });
});
