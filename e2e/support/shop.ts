import { createTranslator, formatMoney } from '@shop/i18n';
import cn from '@shop/i18n/catalogs/cn.json' with { type: 'json' };
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import it from '@shop/i18n/catalogs/it.json' with { type: 'json' };
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import ru from '@shop/i18n/catalogs/ru.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated, nextAddress } from './browser.ts';
import { baseUrl, sandboxUrl } from './target.ts';

// Shared steps of the shopping browser tests: seeded products, signing in, checkout.

const t = createTranslator('mn-MN', mn);

export interface Variant {
  id: number;
  total_on_hand: number;
  availability: string;
  option_values: { type: string }[];
}
export interface Product {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  preorder: boolean;
  availability: string;
  age_restricted: boolean;
  selling_price: number;
  package_components: unknown[] | null;
  /** How soon it can be sent: `now` from stock, else got ready first (standard delivery only). */
  delivery_lead: string;
  variants: Variant[];
}

export async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, baseUrl()));
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Seeded products a shopper can put in the cart with one click: no size to choose, and the
 * variant the page starts with in stock (well within a line's limit of 99); of one category
 * (a permalink) when `taxon` is given; sent from stock (every delivery option) unless `lead`
 * asks for one got ready first.
 */
export async function purchasable(
  count: number,
  minPrice = 0,
  options: { taxon?: string; lead?: string } = {},
): Promise<Product[]> {
  const ids = options.taxon
    ? (
        await api<{ products: { id: number }[] }>(
          `/api/v2/search/products?taxon=${options.taxon}&price_min=${minPrice}&per_page=100`,
        )
      ).body.products.map((p) => p.id)
    : Array.from({ length: 400 }, (_, i) => i + 1);
  const found: Product[] = [];
  for (const id of ids) {
    if (found.length >= count) break;
    const { status, body } = await api<Product>(`/api/v2/products/${id}`);
    // Spirits first ask the buyer's age (brand.e2e.test.ts): not one click.
    if (status !== 200 || body.preorder || !body.image || body.age_restricted) continue;
    if (body.selling_price < minPrice || body.package_components) continue;
    if (body.delivery_lead !== (options.lead ?? 'now')) continue;
    const first = body.variants[0];
    const sized = body.variants.some((v) => v.option_values.some((o) => o.type === 'size'));
    if (!sized && first && first.total_on_hand >= 5 && first.total_on_hand < 90) found.push(body);
  }
  if (found.length < count) throw new Error('not enough purchasable seeded products');
  return found;
}

/** A product with its variants' SKUs (staff find a product by one). */
export type ProductWithSkus = Product & {
  variants: (Variant & { sku: string })[];
};

/**
 * A seeded product of one variant in stock and sent from stock, the first from id `from`
 * down: a stretch of the catalogue the tests that buy whatever comes first never reach, so
 * what a test sets on it (licence keys) stays its own.
 */
export async function quietSellable(from: number): Promise<ProductWithSkus> {
  for (let id = from; id > 200; id--) {
    const { status, body } = await api<ProductWithSkus>(`/api/v2/products/${id}`);
    if (status !== 200 || body.preorder || !body.image || body.age_restricted) continue;
    if (body.package_components || body.delivery_lead !== 'now') continue;
    const [only] = body.variants;
    if (body.variants.length === 1 && only && only.total_on_hand >= 3) return body;
  }
  throw new Error('no quiet product in stock');
}

/** Loads licence keys for the product of a SKU, as staff do over the back office's API. */
export async function loadLicenceKeys(sku: string, keys: string[]): Promise<void> {
  const loaded = await apiCall(await staffToken(), 'POST', '/api/back_office/licence_keys', {
    sku,
    keys: keys.join('\n'),
    // The product is meant to sell keys (its first keys ask for this).
    new_product: true,
  });
  if (loaded.status !== 200) throw new Error(`loading keys answered ${loaded.status}`);
}

/** The first seeded product (of the e2e shop's 400) that `accept` takes. */
export async function seededProduct(accept: (p: Product) => boolean): Promise<Product> {
  for (let id = 1; id <= 400; id++) {
    const { status, body } = await api<Product>(`/api/v2/products/${id}`);
    if (status === 200 && accept(body)) return body;
  }
  throw new Error('no seeded product fits');
}

let counter = 0;
// 99 is a Mongolian mobile prefix: every number made here is a valid one.
export const uniquePhone = () => `99${String(Date.now() + ++counter).slice(-6)}`;

/** A sign-in code's SMS in any of the shop's languages, its code captured. */
const SIGN_IN_CODE = new RegExp(
  [mn, en, ru, cn, it]
    .map((messages) => {
      const [before, after] = String(messages['auth.code_sms']).split('{code}');
      const literal = (text = '') =>
        text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*?');
      return `${literal(before)}(\\d{6})${literal(after)}`;
    })
    .join('|'),
);
const signInCode = (body: string) => body.match(SIGN_IN_CODE)?.slice(1).find(Boolean);

export async function codeFor(phone: string): Promise<string> {
  const address = `+976${phone}`;
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${sandboxUrl()}/outbox.json?to=${encodeURIComponent(address)}`);
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    // The newest sign-in code: order news delivered by the job queue may arrive after it.
    const code = messages.map((m) => signInCode(m.body)).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${phone}`);
}

export async function signIn(page: Page, phone: string) {
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
export async function addToCart(page: Page, product: Product) {
  await page.goto(`/products/${product.slug}`);
  await hydrated(page);
  await page.locator('.add-to-cart').click();
  await expect.poll(() => page.locator('.cart-added').count()).toBe(1);
}

/**
 * Contact, then the chosen way of delivery, up to the payment step. Delivery is standard, in the
 * capital's 24 hours, or only standard and in `standardWindow` (an item got ready first).
 */
export async function toPaymentStep(
  page: Page,
  options: { phone?: string; pickup?: boolean; standardWindow?: string },
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
    const choices = page.locator('#delivery-options');
    if (options.standardWindow) {
      expect(await choices.locator('.choice-note').textContent()).toBe(t('checkout.lead_note'));
      expect(await choices.locator('input[name=delivery_option]').count()).toBe(1);
    }
    expect(await choices.textContent()).toContain(
      options.standardWindow ?? t('checkout.window.standard', { hours: 24 }),
    );
    await page.getByRole('button', { name: t('checkout.continue') }).click();
  }
  await page.locator('#checkout-payment').waitFor();
  await hydrated(page);
}

/** On the payment step: the method for what is left (when something is), then confirm. */
export async function choosePayment(page: Page, method = 'card') {
  const radio = page.locator(`input[name=payment_method][value=${method}]`);
  if ((await radio.count()) > 0) await radio.check();
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await page.locator('#checkout-confirm').waitFor();
}

/** Contact, then the chosen way of delivery, then the payment method, up to the confirm step. */
export async function throughCheckout(
  page: Page,
  options: { phone?: string; pickup?: boolean; payment?: string; standardWindow?: string },
) {
  await toPaymentStep(page, options);
  await choosePayment(page, options.payment ?? 'card');
}

/** On the card gateway's page: a test card typed and paid. */
export async function payOnGateway(page: Page, card = '4242 4242 4242 4242') {
  await page.waitForURL(/\/card\/pay\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('SARAA BAT');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/**
 * The shopper's phone: the bank app opens the invoice the QR code on `page` holds and pays it
 * (the sandbox's bank app, in a page of its own).
 */
export async function payQrInBankApp(page: Page, bankApp: Page) {
  const qr = page.locator('.qr-payment');
  await bankApp.goto((await qr.getAttribute('data-qr-text')) ?? '');
  await bankApp.getByRole('button', { name: /^Pay/ }).click();
}

/** The order page's own "Pay by card" for what can be paid now, through the gateway's page. */
export async function payByCardOnOrderPage(page: Page, amount: number) {
  await page
    .getByRole('button', { name: t('order.pay_by_card', { amount: formatMoney(amount, 'mn') }) })
    .click();
  await payOnGateway(page);
  await page.waitForURL(/\/orders\/R\d{9}\?payment=/);
}

/** An API access token for the shopper with this phone (signed in by SMS code over the API). */
export async function apiToken(phone: string): Promise<string> {
  // An app of its own, from an address of its own (as pages are): the per-address limit on
  // code requests counts one shopper, not every API sign-in of the run.
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() };
  const asked = await fetch(new URL('/api/v2/mcs_auth', baseUrl()), {
    method: 'POST',
    headers,
    body: JSON.stringify({ login: phone }),
  });
  if (!asked.ok) throw new Error(`asking a code for ${phone} answered ${asked.status}`);
  const { request_token } = (await asked.json()) as { request_token: string };
  const verified = await fetch(new URL('/api/v2/mcs_auth/verify', baseUrl()), {
    method: 'POST',
    headers,
    body: JSON.stringify({ request_token, code: await codeFor(phone) }),
  });
  const { access_token } = (await verified.json()) as { access_token: string };
  return access_token;
}

/** A staff member's (or the website admin's) API access token, signed in by the test shop's hook. */
export async function staffToken(role: 'staff' | 'website_admin' = 'staff'): Promise<string> {
  const staff = await fetch(new URL(`/api/_test/staff_session?role=${role}`, baseUrl()), {
    method: 'POST',
  });
  return ((await staff.json()) as { access_token: string }).access_token;
}

/** A call to the shop's API with a bearer token. */
export async function apiCall<T>(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, baseUrl()), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: t('checkout.place_order') }).click();
  await page.waitForURL(/\/orders\/R\d{9}\?placed=1$/);
  await page.locator('.order-facts').waitFor();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/**
 * From the cart to the placed order when there is nothing to deliver or pick up (stays, tours,
 * licence keys): three steps, contact (the account's phone), then the card.
 */
export async function checkoutNothingToDeliver(page: Page): Promise<string> {
  await page.goto('/checkout');
  await hydrated(page);
  expect(await page.locator('.checkout-step').count()).toBe(3);
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await page.locator('#checkout-payment').waitFor();
  await hydrated(page);
  await choosePayment(page, 'card');
  return placeOrder(page);
}

/** Types a code into the payment step's form for it (coupon, gift card, voucher) and applies it. */
export async function applyCode(page: Page, label: string, code: string) {
  const form = page.locator('form.pay-extra', { has: page.getByLabel(label, { exact: true }) });
  await form.getByLabel(label, { exact: true }).fill(code);
  await form.getByRole('button', { name: t('checkout.apply') }).click();
}

/** Makes the account of a phone (signed up already) staff, or the website admin, by the test hooks. */
export async function makeStaff(
  phone: string,
  role: 'staff' | 'website_admin' = 'staff',
): Promise<void> {
  const response = await fetch(new URL('/api/_test/staff_role', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: phone, role }),
  });
  if (!response.ok) throw new Error(`making ${phone} staff answered ${response.status}`);
}

/** A new coupon of one use, for the counter to scan. */
export async function counterCoupon(): Promise<{ id: number; code: string }> {
  const response = await fetch(new URL('/api/_test/counter_coupon', baseUrl()), { method: 'POST' });
  return (await response.json()) as { id: number; code: string };
}

/** Looks at who waits for a product to come back now (the shop does every 5 minutes). */
export async function tellWaitingShoppers(): Promise<void> {
  const response = await fetch(new URL('/api/_test/stock_alerts', baseUrl()), { method: 'POST' });
  expect(response.status).toBe(200);
}

/** The messages the sandbox's outbox holds for a mobile number (+976…), newest first. */
export async function smsTo(phone: string): Promise<string[]> {
  const to = encodeURIComponent(`+976${phone}`);
  const response = await fetch(`${sandboxUrl()}/outbox.json?to=${to}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  return messages.map((m) => m.body);
}

/** A receipt number that wins the one prize of a stand of its own (a 20% coupon). */
export async function rouletteNumber(): Promise<{ code: string; prize: string }> {
  const response = await fetch(new URL('/api/_test/roulette_number', baseUrl()), {
    method: 'POST',
  });
  return (await response.json()) as { code: string; prize: string };
}
