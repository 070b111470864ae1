import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';

const shop = useBrowser();
const sandboxUrl = inject('sandboxUrl');
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

interface Variant {
  id: number;
  total_on_hand: number;
  availability: string;
  option_values: { type: string }[];
}
interface Product {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  preorder: boolean;
  availability: string;
  age_restricted: boolean;
  variants: Variant[];
}

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, shop.baseUrl));
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Seeded products a shopper can put in the cart with one click: no size to choose, and the
 * variant the page starts with in stock (well within a line's limit of 99).
 */
async function purchasable(count: number): Promise<Product[]> {
  const found: Product[] = [];
  for (let id = 1; id <= 400 && found.length < count; id++) {
    const { status, body } = await api<Product>(`/api/v2/products/${id}`);
    // Spirits first ask the buyer's age (brand.e2e.test.ts): not one click.
    if (status !== 200 || body.preorder || !body.image || body.age_restricted) continue;
    const first = body.variants[0];
    const sized = body.variants.some((v) => v.option_values.some((o) => o.type === 'size'));
    if (!sized && first && first.total_on_hand >= 5 && first.total_on_hand < 90) found.push(body);
  }
  if (found.length < count) throw new Error('not enough purchasable seeded products');
  return found;
}

let flowers: Product;
let scarce: Product;

beforeAll(async () => {
  [flowers, scarce] = (await purchasable(2)) as [Product, Product];
});

let counter = 0;
const uniquePhone = () => `9${String(Date.now() + ++counter).slice(-7)}`;

async function codeFor(phone: string): Promise<string> {
  const address = `+976${phone}`;
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${sandboxUrl}/outbox.json?to=${encodeURIComponent(address)}`);
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${phone}`);
}

async function signIn(page: Page, phone: string) {
  await page.goto('/login?method=sms');
  await hydrated(page);
  await page.getByLabel(t('auth.phone')).fill(phone);
  await page.getByRole('button', { name: t('auth.send_code') }).click();
  const field = page.getByLabel(t('auth.code'));
  await field.waitFor();
  await field.fill(await codeFor(phone));
  await page.getByRole('button', { name: t('nav.sign_in') }).click();
  await page.waitForURL(/\/account$/);
}

/** Adds the product's first variant from its page and waits for the page to say so. */
async function addToCart(page: Page, product: Product) {
  await page.goto(`/products/${product.slug}`);
  await hydrated(page);
  await page.locator('.add-to-cart').click();
  await expect.poll(() => page.locator('.cart-added').count()).toBe(1);
}

const cartCount = (page: Page) => page.locator('.header .cart-count').textContent();

/** Contact, then the chosen way of delivery, then the payment method, up to the confirm step. */
async function throughCheckout(
  page: Page,
  options: { phone?: string; pickup?: boolean; payment?: 'card' | 'bank_transfer' },
) {
  await page.goto('/checkout');
  await hydrated(page);
  if (options.phone) await page.getByLabel(t('checkout.phone')).fill(options.phone);
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  // The URL changes a moment before the next step renders.
  await page.locator('#checkout-delivery').waitFor();
  if (options.pickup) {
    await page.getByRole('button', { name: t('checkout.pickup_here') }).click();
  } else {
    await page.locator('#zone-city').selectOption('11000');
    await page.locator('#zone-district').selectOption('14000');
    await page.locator('#zone-quarter').selectOption('14010');
    await page.getByLabel(t('account.detail')).fill('12-р байр, 34 тоот');
    await page.locator('input[name=receiver]').fill('Сараа');
    await page.getByRole('button', { name: t('checkout.use_address') }).click();
    const standard = page.locator('input[name=delivery_option][value=standard]');
    await standard.waitFor();
    expect(await standard.isChecked()).toBe(true);
    expect(await page.locator('#delivery-options').textContent()).toContain(
      t('checkout.window.standard'),
    );
    await page.getByRole('button', { name: t('checkout.continue') }).click();
  }
  await page.locator('#checkout-payment').waitFor();
  await page.locator(`input[name=payment_method][value=${options.payment ?? 'card'}]`).check();
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await page.locator('#checkout-confirm').waitFor();
}

async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: t('checkout.place_order') }).click();
  await page.waitForURL(/\/orders\/R\d{9}\?placed=1$/);
  await page.locator('.order-facts').waitFor();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

describe('checkout', () => {
  it('takes a guest from the product page to a delivered order waiting for payment', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(page, flowers);
    expect(await cartCount(page)).toBe('1');
    // The just-changed mark shows, then clears after 3 s.
    expect(await page.locator('.add-to-cart[data-just-changed]').count()).toBe(1);
    await expect
      .poll(() => page.locator('.add-to-cart[data-just-changed]').count(), { timeout: 5000 })
      .toBe(0);

    await page.locator('.header-cart').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('cart.title'));
    expect(await page.locator('.cart-line-name a').textContent()).toBe(flowers.name);
    expect(await page.locator('.cart-totals').textContent()).toContain(
      t('cart.shipping_at_checkout'),
    );

    await throughCheckout(page, { phone: '9911 2233' });
    const confirm = await page.locator('main').textContent();
    expect(confirm).toContain('12-р байр, 34 тоот');
    expect(confirm).toContain(t('checkout.payment.card'));
    expect(confirm).toContain(t('checkout.pay_next'));
    const number = await placeOrder(page);

    expect(await page.locator('.order-placed').textContent()).toBe(t('order.placed'));
    expect(await page.locator('.order-state').textContent()).toBe(t('order.state.payment_pending'));
    expect(await page.locator('.order-payment').textContent()).toContain(t('order.card_intro'));
    expect(await page.locator('.order-facts').textContent()).toContain(t('order.vat.waiting'));
    expect(await page.locator('.header .cart-count').count()).toBe(0);
    expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();

    // The guest keeps the order's page; a stranger with its number alone gets the 404 page.
    expect((await page.goto(`/orders/${number}`))?.status()).toBe(200);
    const stranger = await shop.newPage();
    expect((await stranger.goto(`/orders/${number}`))?.status()).toBe(404);

    // Paying by card on the gateway's page brings the shopper back to the paid order.
    await hydrated(page);
    await page.locator('.order-payment button[type=submit]').click();
    await page.waitForURL(/\/card\/pay\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('SARAA BAT');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(new RegExp(`/orders/${number}\\?payment=paid`));
    expect(await page.locator('.order-placed').textContent()).toBe(t('order.payment_result.paid'));
    expect(await page.locator('.order-state').textContent()).toBe(t('order.state.paid'));
  });

  it('lets a signed-in shopper pick up in a store and pay by bank transfer', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    const phone = uniquePhone();
    await signIn(page, phone);
    await addToCart(page, flowers);
    await throughCheckout(page, { pickup: true, payment: 'bank_transfer' });
    expect(await page.locator('.checkout-review').textContent()).toContain(t('checkout.pickup'));
    const number = await placeOrder(page);

    const payment = await page.locator('.order-payment').textContent();
    expect(payment).toContain(t('order.reference'));
    expect(payment).toContain(number);
    expect(payment).toContain('IBAN');
    expect(await page.locator('.order-facts').textContent()).toContain(t('checkout.pickup'));

    await page.goto('/account/orders');
    await expect.poll(() => page.locator('.my-order').count()).toBe(1);
    expect(await page.locator('.my-order-number').textContent()).toBe(number);
    await page.locator('.my-order-number').click();
    await page.waitForURL(new RegExp(`/orders/${number}$`));
  });

  it('checks out on a 390 px phone without sideways scrolling', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await addToCart(page, flowers);
    expect(await page.locator('.bottom-nav .cart-count').textContent()).toBe('1');
    await page.locator('.bottom-nav-cart').click();
    await page.locator('.cart-lines').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await throughCheckout(page, { phone: '8811 2233' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await placeOrder(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await page.locator('.order-state').textContent()).toBe(t('order.state.payment_pending'));
  });

  it('checks out without JavaScript, every step a plain form post', async () => {
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto(`/products/${flowers.slug}`);
    await page.locator('.add-to-cart').click();
    await expect.poll(() => page.locator('.cart-added').count()).toBe(1);
    await page.goto('/checkout');
    await page.getByLabel(t('checkout.phone')).fill('123');
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    expect(await page.locator('.field-error').first().textContent()).toBe(t('validation.phone'));
    await page.getByLabel(t('checkout.phone')).fill('9911 4455');
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await page.waitForURL(/step=delivery/);
    await page.getByRole('button', { name: t('checkout.pickup_here') }).click();
    await page.waitForURL(/step=payment/);
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await page.waitForURL(/step=confirm/);
    await placeOrder(page);
    expect(await page.locator('.order-state').textContent()).toBe(t('order.state.payment_pending'));
  });

  it('places one order when the confirm form is sent twice at once', async () => {
    const page = await shop.newPage();
    await signIn(page, uniquePhone());
    await addToCart(page, flowers);
    await throughCheckout(page, { pickup: true });
    const form = Object.fromEntries(
      await page
        .locator('.checkout-place input[type=hidden]')
        .evaluateAll((inputs) =>
          (inputs as HTMLInputElement[]).map((input) => [input.name, input.value]),
        ),
    ) as Record<string, string>;
    const send = () => page.request.post('/checkout?step=confirm', { form, maxRedirects: 0 });
    const answers = await Promise.all([send(), send()]);
    const places = answers.map((a) => a.headers().location);
    expect(answers.map((a) => a.status())).toEqual([302, 302]);
    expect(places[0]).toMatch(/^\/orders\/R\d{9}\?placed=1$/);
    expect(places[1]).toBe(places[0]);
    // And once more after it was placed: the same order again.
    expect((await send()).headers().location).toBe(places[0]);
    await page.goto('/account/orders');
    await expect.poll(() => page.locator('.my-order').count()).toBe(1);
  });
});

describe('cart', () => {
  it('reloads the cart with a notice when a changed line was removed meanwhile', async () => {
    const first = await shop.newPage();
    await addToCart(first, flowers);
    await first.goto('/cart');
    await hydrated(first);
    // Another tab of the same browser removes the line.
    const second = await first.context().newPage();
    await second.goto('/cart');
    await hydrated(second);
    await second.getByRole('button', { name: t('cart.remove'), exact: true }).click();
    await expect.poll(() => second.locator('.cart-empty').count()).toBe(1);

    await first.getByRole('button', { name: t('cart.increase') }).click();
    await expect.poll(() => first.locator('.cart-notice').textContent()).toBe(t('cart.reloaded'));
    expect(await first.locator('.cart-empty').textContent()).toContain(t('cart.empty'));
    expect(await first.locator('.header .cart-count').count()).toBe(0);
  });

  it('changes quantities with the stepper and says when the stock ran out', async () => {
    const page = await shop.newPage();
    await addToCart(page, scarce);
    await page.goto('/cart');
    await hydrated(page);
    await page.getByRole('button', { name: t('cart.increase') }).click();
    await expect.poll(() => page.locator('.stepper-input').inputValue()).toBe('2');
    await expect.poll(() => cartCount(page)).toBe('2');

    const { body } = await api<Product>(`/api/v2/products/${scarce.id}`);
    const available = body.variants[0]?.total_on_hand ?? 0;
    await page.locator('.stepper-input').fill(String(available + 1));
    await page.locator('.stepper-input').press('Enter');
    await expect
      .poll(() => page.locator('.cart-line-error').textContent())
      .toBe(t('error.stock_ran_out', { available }));
    expect(await page.locator('.stepper-input').inputValue()).toBe('2');

    // All there is in the cart, then one more from the product page: refused with the message.
    await page.locator('.stepper-input').fill(String(available));
    await page.locator('.stepper-input').press('Enter');
    await expect.poll(() => cartCount(page)).toBe(String(available));
    await page.goto(`/products/${scarce.slug}`);
    await hydrated(page);
    await page.locator('.add-to-cart').click();
    await expect
      .poll(() => page.locator('.purchase .form-error').textContent())
      .toBe(t('error.stock_ran_out', { available }));
    expect(await cartCount(page)).toBe(String(available));

    await page.goto('/cart');
    await hydrated(page);
    await page.getByRole('button', { name: t('cart.empty_cart') }).click();
    await expect.poll(() => page.locator('.cart-empty').count()).toBe(1);
  });

  it('keeps a guest’s cart through signing in by SMS code', async () => {
    const page = await shop.newPage();
    await addToCart(page, flowers);
    await signIn(page, uniquePhone());
    expect(await cartCount(page)).toBe('1');
    await page.goto('/cart');
    expect(await page.locator('.cart-line-name a').textContent()).toBe(flowers.name);
  });
});
