import { SAMPLE_ADDRESS } from '@shop/core/testing';
import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, loadMoreHeldBack, MISSING_KEY, useBrowser } from './support/browser.ts';
import {
  addToCart,
  api,
  apiCall,
  apiToken,
  type Product,
  placeOrder,
  purchasable,
  signIn,
  throughCheckout,
  uniquePhone,
} from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const cartCount = (page: Page) => page.locator('.header .cart-count').textContent();

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

let flowers: Product;
let scarce: Product;

beforeAll(async () => {
  [flowers, scarce] = (await purchasable(2)) as [Product, Product];
});

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
    // The unit price reads on its label's line, as a sentence: "Unit price: 12,000₮".
    const unit = await page.locator('.cart-line-price').evaluate((line) => {
      const price = line.querySelector('.price')?.getBoundingClientRect();
      const box = line.getBoundingClientRect();
      return price && { top: price.top - box.top, left: price.left - box.left };
    });
    expect(unit?.top).toBeLessThan(4);
    expect(unit?.left).toBeGreaterThan(40);

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
    const total = (await page.locator('.cart-total dd').textContent()) ?? '';
    await page.getByRole('button', { name: t('order.pay_by_card', { amount: total }) }).click();
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

  it('sends what is ordered in by standard delivery only, in the days its page promised', async () => {
    const [slow] = await purchasable(1, 0, { lead: '7-14d' });
    if (!slow) throw new Error('no seeded product is ordered in');
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/products/${slow.slug}`);
    const terms = await page.locator('.product-summary .delivery-terms li').allTextContents();
    expect(terms.slice(0, 2)).toEqual([
      t('product.terms.lead_days', { from: 7, to: 14, price: formatMoney(5_000) }),
      t('product.terms.free_from', { free: formatMoney(100_000) }),
    ]);
    expect(terms).not.toContain(
      t('product.terms.express', { hours: 4, price: formatMoney(12_000) }),
    );
    // Search engines are told the same: six to thirteen days of handling, then a day's courier.
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld.offers.shippingDetails.deliveryTime).toMatchObject({
      handlingTime: { minValue: 6, maxValue: 13, unitCode: 'DAY' },
      transitTime: { minValue: 0, maxValue: 1, unitCode: 'DAY' },
    });

    await addToCart(page, slow);
    const inDays = t('checkout.window.standard_days', { days: 14 });
    await throughCheckout(page, { phone: '9911 2233', standardWindow: inDays });
    expect(await page.locator('.checkout-review').textContent()).toContain(
      `${t('checkout.option.standard')}: ${inDays}`,
    );
    await placeOrder(page);
    expect(await page.locator('.order-facts').textContent()).toContain(
      `${t('checkout.option.standard')}: ${inDays}`,
    );
  });

  it('asks for delivery again when an item ordered in joins a cart sent express', async () => {
    const [quick] = await purchasable(1);
    const [slow] = await purchasable(1, 0, { lead: '7-14d' });
    if (!quick || !slow) throw new Error('no product');
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    // Every step done over the API with express (a shopper's one cart, on any device).
    const token = await apiToken(phone);
    const cart = await apiCall<{ number: string }>(token, 'POST', '/api/v2/orders/0/line_items', {
      line_item: { variant_id: quick.variants[0]?.id },
    });
    const step = await apiCall(token, 'PATCH', `/api/v2/checkouts/${cart.body.number}`, {
      phone,
      address: SAMPLE_ADDRESS,
      delivery_option: 'express',
      payment_method: 'card',
    });
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    await page.goto('/checkout?step=confirm');
    expect(new URL(page.url()).searchParams.get('step')).toBe('confirm');

    // The item ordered in takes express away: the confirm step sends the shopper back.
    await addToCart(page, slow);
    await page.goto('/checkout?step=confirm');
    expect(new URL(page.url()).searchParams.get('step')).toBe('delivery');
    const choices = page.locator('#delivery-options');
    expect(await choices.locator('.choice-note').textContent()).toBe(t('checkout.lead_note'));
    expect(await choices.locator('input[name=delivery_option]').count()).toBe(1);
    expect(await choices.locator('input[value=standard]').isChecked()).toBe(true);
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await page.locator('#checkout-payment').waitFor();
    await page.goto('/checkout?step=confirm');
    expect(await page.locator('.checkout-review').textContent()).toContain(
      `${t('checkout.option.standard')}: ${t('checkout.window.standard_days', { days: 14 })}`,
    );
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
    // What the order held, as a picture named for screen readers.
    const pictures = page.locator('.my-order-pictures li');
    expect(await pictures.count()).toBe(1);
    expect(await pictures.locator('img').count()).toBe(1);
    expect(await pictures.textContent()).toBe(flowers.name);
    await page.locator('.my-order-number').click();
    await page.waitForURL(new RegExp(`/orders/${number}$`));

    // Bought again from its row in My orders: the order's page says what went in, in view.
    await page.goto('/account/orders');
    await hydrated(page);
    await page.getByRole('button', { name: `${t('order.buy_again')} ${number}` }).click();
    await page.waitForURL(new RegExp(`/orders/${number}$`));
    const outcome = page.locator('.order-again-outcome p');
    await expect.poll(() => outcome.textContent()).toBe(t('order.bought_again', { count: 1 }));
    await expect
      .poll(() =>
        outcome.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page.goto('/cart');
    await page.locator('.cart-line').first().waitFor();
    expect(await page.locator('.cart-line-name').first().textContent()).toContain(flowers.name);
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

  it('on its first step, asks for a registry number only from an organisation', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await addToCart(page, flowers);
    await page.goto('/checkout');
    await hydrated(page);
    // Shipping is priced by the delivery chosen on the next step (the cart says "at checkout").
    expect(await page.locator('.cart-totals').textContent()).toContain(
      t('cart.shipping_when_chosen'),
    );
    const registry = page.getByLabel(t('checkout.registry_number'));
    expect(await registry.isVisible()).toBe(false);
    await page.getByLabel(t('checkout.buyer_organisation')).check();
    expect(await registry.isVisible()).toBe(true);
    // Chosen, it is required: none given, the step says so.
    await page.getByLabel(t('checkout.phone')).fill('8811 2234');
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await expect
      .poll(() => page.locator('.field-error').first().textContent())
      .toBe(t('validation.registry_number'));
    await page.getByLabel(t('checkout.buyer_person')).check();
    expect(await registry.isVisible()).toBe(false);
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

describe('my orders', () => {
  /** An order placed and cancelled over the API (cancelled, so its stock goes back). */
  async function orderOverApi(token: string, phone: string, variantId: number): Promise<string> {
    const cart = await apiCall<{ number: string }>(token, 'POST', '/api/v2/orders/0/line_items', {
      line_item: { variant_id: variantId },
    });
    const number = cart.body.number;
    const step = await apiCall(token, 'PATCH', `/api/v2/checkouts/${number}`, {
      phone,
      address: SAMPLE_ADDRESS,
      delivery_option: 'standard',
      payment_method: 'bank_transfer',
    });
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    const complete = await apiCall(token, 'POST', `/api/v2/checkouts/${number}/complete`);
    expect(complete.status, JSON.stringify(complete.body)).toBe(200);
    const cancel = await apiCall(token, 'POST', `/api/v2/orders/${number}/cancel`, {
      reason: 'Туршилт',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    return number;
  }

  it('leads a shopper without orders to the shop', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await signIn(page, uniquePhone());
    await page.goto('/account/orders');
    await hydrated(page);
    expect(await page.locator('.account-main').textContent()).toContain(t('order.none'));
    await page.getByRole('link', { name: t('cart.continue_shopping') }).click();
    await page.waitForURL(/\/products$/);
  });

  it('sorts a shopper’s orders by order date either way, and "load more" keeps the order', async () => {
    const phone = uniquePhone();
    const token = await apiToken(phone);
    const placed: string[] = [];
    for (let i = 0; i < 11; i++)
      placed.push(await orderOverApi(token, phone, flowers.variants[0]?.id ?? 0));
    const page = await shop.newPage();
    await signIn(page, phone);
    await page.goto('/account/orders');
    await hydrated(page);
    const numbers = () => page.locator('.my-order-number').allTextContents();
    // Newest first, ten to a page.
    expect(await numbers()).toEqual(placed.slice(1).reverse());
    const sort = page.getByLabel(t('listing.sort'));
    expect(await sort.inputValue()).toBe('date_desc');

    await sort.selectOption({ label: t('sort.order_date_asc') });
    await page.waitForURL(/[?&]sort=date_asc/);
    await expect.poll(numbers).toEqual(placed.slice(0, 10));
    // While the next page is on its way the link says so.
    expect(await loadMoreHeldBack(page)).toBe(t('listing.loading'));
    await page.waitForURL(/[?&]page=2/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('date_asc');
    await expect.poll(numbers).toEqual(placed);
    expect(await page.getByRole('link', { name: t('order.load_more') }).count()).toBe(0);
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
    await expect.poll(() => second.locator('.shop-link-empty').count()).toBe(1);

    await first.getByRole('button', { name: t('cart.increase') }).click();
    await expect.poll(() => first.locator('.cart-notice').textContent()).toBe(t('cart.reloaded'));
    expect(await first.locator('.shop-link-empty').textContent()).toContain(t('cart.empty'));
    expect(await first.locator('.header .cart-count').count()).toBe(0);
  });

  it('marks a line as updating while its change is under way, its stepper held until it ends', async () => {
    const page = await shop.newPage();
    await addToCart(page, scarce);
    await page.goto('/cart');
    await hydrated(page);
    // The change's request is held until the test lets it go, so the flag can be looked at.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const line = page.locator('.cart-line').first();
    await line.getByRole('button', { name: t('cart.increase') }).click();
    await expect.poll(() => line.getAttribute('aria-busy')).toBe('true');
    expect(await line.getAttribute('class')).toContain('is-updating');
    expect(await line.getByRole('button', { name: t('cart.increase') }).isDisabled()).toBe(true);
    expect(await line.getByRole('button', { name: t('cart.decrease') }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => line.getAttribute('aria-busy')).toBeNull();
    expect(await line.getAttribute('class')).not.toContain('is-updating');
    expect(await line.locator('.stepper-input').inputValue()).toBe('2');
    await page.unroute('**/*');
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
    await expect.poll(() => page.locator('.shop-link-empty').count()).toBe(1);
  });

  it('tells how far the cart is from free delivery in Ulaanbaatar, and when it has it', async () => {
    // 100,000₮ of items (docs/ORDERS.md): a product under it, and enough in stock to pass it.
    const candidates = await purchasable(12, 20_000);
    const cheap = candidates.find(
      (p) =>
        p.selling_price < 100_000 &&
        (p.variants[0]?.total_on_hand ?? 0) >= Math.ceil(100_000 / p.selling_price),
    );
    if (!cheap) throw new Error('no seeded product under 100,000₮');
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await addToCart(page, cheap);
    await page.goto('/cart');
    await hydrated(page);
    const note = page.locator('.cart-summary .free-delivery p');
    expect(await note.textContent()).toBe(
      t('cart.free_delivery_left', { amount: formatMoney(100_000 - cheap.selling_price, 'mn') }),
    );
    await page.locator('.stepper-input').fill(String(Math.ceil(100_000 / cheap.selling_price)));
    await page.locator('.stepper-input').press('Enter');
    await expect.poll(() => note.textContent()).toBe(t('cart.free_delivery_reached'));
    expect(await page.locator('.free-delivery.is-reached').count()).toBe(1);
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
