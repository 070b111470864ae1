import { createTranslator, formatMoney } from '@shop/i18n';
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { apiCall, purchasable, signIn, staffToken, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const tEn = createTranslator('en', en);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('price quotes', () => {
  it('offers a new request as a button, drawn like every secondary button, not as bold text', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, uniquePhone());
    await page.goto('/account/quotes');
    const look = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            background: style.backgroundColor,
            border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
            colour: style.color,
          };
        });
    // A link to the request form, and the sign-out <button> beside the account's sections.
    const link = await look(`a.button[href="/account/quotes/new"]`);
    expect(link.border).not.toMatch(/rgba\(0, 0, 0, 0\)|none/);
    expect(link.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await look('button.button:not(.button-primary)')).toEqual(link);
  });

  it('requests a quote from a product page, sees it in My quotes, and takes the answered price into the cart', async () => {
    const [product] = await purchasable(1);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    const phone = uniquePhone();
    await signIn(page, phone);
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    await page.getByRole('link', { name: t('product.request_quote') }).click();
    await page.waitForURL(/\/account\/quotes\/new\?variant=\d+$/);
    await hydrated(page);
    await expect
      .poll(() => page.locator('.quote-request-product').textContent())
      .toContain(product.name);
    // Required fields carry an asterisk; the answer goes to the shopper's own phone, filled in.
    expect(
      await page.locator('label', { hasText: t('account.quotes.quantity') }).textContent(),
    ).toContain('*');
    expect(await page.getByLabel(t('account.quotes.phone')).inputValue()).not.toBe('');

    // Without a phone or an e-mail the request is refused with the spec's text.
    await page.getByLabel(t('account.quotes.phone')).fill('');
    await page.getByLabel(t('account.quotes.email')).fill('');
    await page.getByRole('button', { name: t('account.quotes.submit') }).click();
    await expect
      .poll(() => page.locator('.field-error').first().textContent())
      .toBe(t('validation.contact_needed'));

    await page.getByLabel(t('account.quotes.phone')).fill(phone);
    await page.getByLabel(t('account.quotes.quantity')).fill('3');
    await page.getByLabel(t('account.quotes.description')).fill('Цагаан цаасаар боож өгнө үү');
    await page.getByRole('button', { name: t('account.quotes.submit') }).click();
    await page.waitForURL(/\/account\/quotes\?sent=1$/);
    await hydrated(page);
    await expect
      .poll(() => page.locator('.account-main [role="status"]').textContent())
      .toBe(t('account.quotes.sent_notice'));
    const card = page.locator('.quote-card').first();
    expect(await card.locator('.state-badge').textContent()).toBe(t('account.quotes.state.sent'));
    expect(await card.textContent()).toContain(product.name);
    expect(await card.textContent()).toContain('Цагаан цаасаар боож өгнө үү');

    // Staff answer through the staff API; the page shows the price and how long it holds.
    const quoteId = Number(await card.getAttribute('data-quote-id'));
    const validUntil = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const answer = await apiCall(await staffToken(), 'PUT', `/api/back_office/quotes/${quoteId}`, {
      decision: 'price',
      unit_price: 1500,
      valid_until: validUntil,
      note: 'Боодол үнэгүй',
    });
    expect(answer.status).toBe(200);
    await page.goto('/en/account/quotes');
    await hydrated(page);
    const answered = page.locator(`.quote-card[data-quote-id="${quoteId}"]`);
    expect(await answered.locator('.state-badge').textContent()).toBe(
      tEn('account.quotes.state.answered'),
    );
    expect(await answered.locator('.quote-price').textContent()).toBe(
      tEn('account.quotes.price', {
        price: formatMoney(1500, 'en'),
        total: formatMoney(4500, 'en'),
      }),
    );
    await answered.getByRole('button', { name: tEn('account.quotes.accept') }).click();
    await expect
      .poll(() => page.locator('.account-main [role="status"]').textContent())
      .toContain(tEn('account.quotes.accepted_notice'));
    await expect
      .poll(() => answered.locator('.state-badge').textContent())
      .toBe(tEn('account.quotes.state.accepted'));

    await page.goto('/en/cart');
    await hydrated(page);
    const line = page.locator('.cart-line');
    expect(await line.count()).toBe(1);
    expect(await line.locator('.cart-line-price').textContent()).toContain(formatMoney(1500, 'en'));
    expect(await line.locator('.cart-line-quote').textContent()).toMatch(/^Quoted price, until /);
    expect(await page.locator('main').textContent()).not.toMatch(MISSING_KEY);
  });

  it('asks a guest to sign in first, and brings them back to the form', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/en/account/quotes/new');
    expect(response?.status()).toBe(401);
    await hydrated(page);
    expect(await page.locator('.auth-card h1').textContent()).toBe(tEn('error.unauthorized'));
    expect(await page.locator('.auth-card a').getAttribute('href')).toBe(
      `/en/login?next=${encodeURIComponent('/en/account/quotes/new')}`,
    );
  });
});
