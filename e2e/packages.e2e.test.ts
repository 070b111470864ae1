import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

interface Component {
  slug: string;
  name: string;
  price: number;
  on_sale: boolean;
}
let box: { slug: string; selling_price: number; package_components: Component[] };

beforeAll(async () => {
  const response = await fetch(new URL('/api/v2/products/build-your-gift-box', shop.baseUrl));
  box = await response.json();
});

const money = (amount: number) => formatMoney(amount, 'mn');
const item = (page: Page, slug: string) => page.locator(`.package-content[data-slug="${slug}"]`);
const lineTotal = (page: Page) => page.locator('.cart-line-total').textContent();

describe('package products', () => {
  it('fills a gift box on its page, then changes what is inside in the cart', async () => {
    const [first, second] = box.package_components.filter((c) => c.on_sale) as [
      Component,
      Component,
    ];
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`/products/${box.slug}`);
    await hydrated(page);
    expect(await page.locator('.package-chooser legend').textContent()).toBe(t('package.choose'));

    // Nothing chosen: the box alone cannot be bought.
    await page.locator('.add-to-cart').click();
    await expect
      .poll(() => page.locator('#purchase-error').textContent())
      .toBe(t('error.package_empty'));

    await page.locator(`#pkg-${first.slug}-qty`).fill('2');
    await page
      .getByLabel(`${t('package.message')}: ${first.name}`)
      .fill('Төрсөн өдрийн мэнд хүргэе!');
    await page.locator(`#pkg-${second.slug}-qty`).fill('1');
    const total = box.selling_price + first.price * 2 + second.price;
    expect(await page.locator('.package-total').textContent()).toContain(money(total));
    await page.locator('.add-to-cart').click();
    await expect.poll(() => page.locator('.cart-added').count()).toBe(1);

    await page.goto('/cart');
    await hydrated(page);
    expect(await item(page, first.slug).locator('.package-content-qty').textContent()).toBe('2');
    expect(
      await item(page, first.slug).locator('.package-content-message-input').inputValue(),
    ).toBe('Төрсөн өдрийн мэнд хүргэе!');
    expect(await lineTotal(page)).toContain(money(total));

    // + adds one more of the second product.
    await item(page, second.slug)
      .getByRole('button', { name: `${t('cart.increase')}: ${second.name}` })
      .click();
    await expect
      .poll(() => item(page, second.slug).locator('.package-content-qty').textContent())
      .toBe('2');
    await expect.poll(() => lineTotal(page)).toContain(money(total + second.price));

    // − twice takes the first product out.
    for (const expected of ['1', null]) {
      await item(page, first.slug)
        .getByRole('button', { name: `${t('cart.decrease')}: ${first.name}` })
        .click();
      await expect
        .poll(async () =>
          (await item(page, first.slug).count()) === 0
            ? null
            : item(page, first.slug).locator('.package-content-qty').textContent(),
        )
        .toBe(expected);
    }

    // The gift tag's words are kept and shown on the way through checkout.
    await item(page, second.slug).locator('.package-content-message-input').fill('Хайртай ээждээ');
    // Waited for by its answer: the line may not yet be marked busy when the click returns.
    const saved = page.waitForResponse((r) => r.request().method() === 'POST');
    await item(page, second.slug)
      .getByRole('button', { name: t('package.save_message') })
      .click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.locator('.cart-line[aria-busy]').count()).toBe(0);
    expect(await item(page, second.slug).locator('.package-content-qty').textContent()).toBe('2');
    await page.reload();
    expect(
      await item(page, second.slug).locator('.package-content-message-input').inputValue(),
    ).toBe('Хайртай ээждээ');
    await page.goto('/checkout');
    expect(await page.locator('.checkout-summary-lines').textContent()).toContain(
      `${second.name} × 2`,
    );
  });
});
