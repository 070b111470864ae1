import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardSlugs, hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const PRICE = /^\d{1,3}(,\d{3})*₮$/;
const MN_AVAILABILITY = [
  'Бэлэн байгаа',
  'Цөөн үлдсэн',
  'Хангалттай нөөцтэй',
  'Дууссан',
  'Бүгд зарагдсан',
];

interface Variant {
  id: number;
  image: string | null;
  availability: string;
  selling_price: number;
  option_values: { type: string; code: string }[];
}
interface Product {
  id: number;
  slug: string;
  name: string;
  sku: string;
  image: string | null;
  preorder: boolean;
  availability: string;
  age_restricted: boolean;
  return_notice_hours: number;
  delivery_lead: string;
  variants: Variant[];
}

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, shop.baseUrl));
  return { status: response.status, body: (await response.json()) as T };
}

/** The first seeded product the predicate accepts (the e2e shop has 400). */
async function findProduct(accept: (p: Product) => Promise<boolean> | boolean): Promise<Product> {
  for (let id = 1; id <= 400; id++) {
    const { status, body } = await api<Product>(`/api/v2/products/${id}`);
    if (status === 200 && (await accept(body))) return body;
  }
  throw new Error('no seeded product fits');
}

const sizesOf = (p: Product) =>
  p.variants.filter((v) => v.option_values.some((o) => o.type === 'size'));

let sized: Product;

beforeAll(async () => {
  // A purchasable product in sizes of different prices, and only one colour choice at most;
  // not a spirit, whose page first asks the visitor's age (brand.e2e.test.ts); sent from stock.
  sized = await findProduct(
    (p) =>
      !p.age_restricted &&
      !p.preorder &&
      p.delivery_lead === 'now' &&
      p.image !== null &&
      p.availability !== 'sold_out' &&
      sizesOf(p).length >= 2 &&
      new Set(sizesOf(p).map((v) => v.selling_price)).size >= 2,
  );
});

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('product page', () => {
  it('opens from a home page rail with its price in tögrög and its availability', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    const card = page.locator('.rail .product-card-link').first();
    const name = (await card.locator('.product-card-name').textContent()) ?? '';
    await card.click();
    await page.waitForURL('**/products/**');
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(await page.locator('.purchase-price .price-now').textContent()).toMatch(PRICE);
    expect(MN_AVAILABILITY).toContain(
      await page.locator('.purchase > .availability').textContent(),
    );
    expect(await page.locator('.breadcrumbs li').first().textContent()).toBe('Бүх бараа');
    // biome-ignore lint/performance/useDomNodeTextContent: only what a shopper sees
    expect(await page.locator('main').innerText()).not.toMatch(MISSING_KEY);
  });

  it('updates the price when another size is chosen', async () => {
    const page = await shop.newPage();
    await page.goto(`/products/${sized.slug}`);
    await hydrated(page);
    const [first, second] = sizesOf(sized);
    const sizeOf = (v: Variant) => v.option_values.find((o) => o.type === 'size')?.code;
    const color = first?.option_values.find((o) => o.type === 'color')?.code;
    const sameColor = sizesOf(sized).filter(
      (v) => v.option_values.find((o) => o.type === 'color')?.code === color,
    );
    const [a, b] = color ? sameColor : [first, second];
    await page.locator('.size-option', { hasText: sizeOf(a as Variant) }).click();
    await expect
      .poll(() => page.locator('.purchase-price .price-now').textContent())
      .toBe(formatMoney((a as Variant).selling_price));
    await page.locator('.size-option', { hasText: sizeOf(b as Variant) }).click();
    await expect
      .poll(() => page.locator('.purchase-price .price-now').textContent())
      .toBe(formatMoney((b as Variant).selling_price));
  });

  it('shows the colour chosen, and the next product opens with its own first colour', async () => {
    const coloursOf = (p: Product) => [
      ...new Set(
        p.variants.flatMap((v) =>
          v.option_values.filter((o) => o.type === 'color').map((o) => o.code),
        ),
      ),
    ];
    const pictureOf = (p: Product, colour: string) =>
      p.variants.find((v) => v.option_values.some((o) => o.code === colour))?.image;
    const coloured = await findProduct((p) => !p.age_restricted && coloursOf(p).length >= 2);
    const page = await shop.newPage();
    await page.goto(`/products/${coloured.slug}`);
    await hydrated(page);
    const main = page.locator('.gallery-main img');
    const [first, second] = coloursOf(coloured) as [string, string];
    expect(await main.getAttribute('src')).toBe(pictureOf(coloured, first));
    // Each colour a target of its own, side by side (WCAG 2.5.8: at least 24 px, none overlapping).
    const boxes = await page
      .locator('.purchase .swatch')
      .evaluateAll((found) => found.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    for (const [i, box] of boxes.entries()) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      if (i > 0) expect(box.left).toBeGreaterThanOrEqual((boxes[i - 1] as DOMRect).right);
    }
    await page.locator(`.swatch input[value="${second}"]`).check();
    await expect.poll(() => main.getAttribute('src')).toBe(pictureOf(coloured, second));
    await expect
      .poll(() => page.locator('.option-group legend strong').textContent())
      .not.toBe('—');

    // A related product's link keeps the page's component: nothing of this product may stay.
    const links = await page
      .locator('.rail a[href*="/products/"]')
      .evaluateAll((found) => found.map((a) => a.getAttribute('href') ?? ''));
    let next: Product | undefined;
    for (const href of links) {
      const { body } = await api<Product>(`/api/v2/products/${href.split('/products/')[1]}`);
      if (body.id !== coloured.id && coloursOf(body).length > 0) {
        next = body;
        break;
      }
    }
    if (!next) throw new Error('no related product in colours');
    await page.locator(`.rail a[href$="/products/${next.slug}"]`).first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(next.name);
    await expect.poll(() => main.getAttribute('src')).toBe(next.image);
    const nextFirst = coloursOf(next)[0] as string;
    expect(await page.locator(`.swatch input[value="${nextFirst}"]`).isChecked()).toBe(true);
  });

  it('marks a size none can buy, and will not add it to the cart', async () => {
    const sizeOf = (v: Variant) => v.option_values.find((o) => o.type === 'size')?.code;
    const colourless = (p: Product) =>
      p.variants.every((v) => v.option_values.every((o) => o.type !== 'color'));
    const gone = (p: Product) =>
      p.variants.find((v) => sizeOf(v) && v.availability === 'out_of_stock');
    const product = await findProduct(
      (p) =>
        !p.age_restricted &&
        p.availability !== 'sold_out' &&
        colourless(p) &&
        gone(p) !== undefined,
    );
    const page = await shop.newPage();
    await page.goto(`/products/${product.slug}`);
    await hydrated(page);
    const option = page.locator('.purchase .size-option', {
      has: page.locator(`input[value=${JSON.stringify(sizeOf(gone(product) as Variant))}]`),
    });
    expect(await option.getAttribute('class')).toContain('is-unavailable');
    expect(await option.locator('.visually-hidden').textContent()).toContain(
      MN_AVAILABILITY[3] as string,
    );
    await option.locator('input').check();
    await expect.poll(() => page.locator('.add-to-cart').isDisabled()).toBe(true);
    await page.locator('.purchase .size-option:not(.is-unavailable) input').first().check();
    await expect.poll(() => page.locator('.add-to-cart').isDisabled()).toBe(false);
  });

  it('says the size is not selected when adding a sized product without one', async () => {
    const page = await shop.newPage();
    await page.goto(`/products/${sized.slug}`);
    await hydrated(page);
    await page.locator('.add-to-cart').click();
    await expect
      .poll(() => page.locator('.form-error').textContent())
      .toBe('Барааны хэмжээг сонгоно уу.');
    // Choosing a size takes the message away.
    await page.locator('.size-option').first().click();
    expect(await page.locator('.form-error').count()).toBe(0);
  });

  it('checks the size before JavaScript runs too, answering 400', async () => {
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto(`/en/products/${sized.slug}`);
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.locator('.add-to-cart').click(),
    ]);
    expect(response?.status()).toBe(400);
    expect(await page.locator('.form-error').textContent()).toBe('Product size not selected.');
  });

  it('carries Product structured data with the price in MNT', async () => {
    const page = await shop.newPage();
    await page.goto(`/products/${sized.slug}`);
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const ld = JSON.parse(json ?? '');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: sized.name,
      sku: sized.sku,
      offers: { '@type': 'Offer', priceCurrency: 'MNT' },
    });
    expect(Number.isInteger(ld.offers.price)).toBe(true);
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\//);
    // Delivery in Ulaanbaatar: 5,000₮ within a day, free from 100,000₮ (docs/ORDERS.md).
    expect(ld.offers.shippingDetails).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { value: ld.offers.price >= 100_000 ? 0 : 5_000, currency: 'MNT' },
      shippingDestination: { addressCountry: 'MN' },
      deliveryTime: { transitTime: { maxValue: 1, unitCode: 'DAY' } },
    });
    expect(ld.image[0]).toMatch(/^http/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${shop.baseUrl}/products/${sized.slug}`);
  });

  it('tells delivery and returns beside the buy button, as the checkout prices them, and links the pages', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/products/${sized.slug}`);
    await hydrated(page);
    // It can be bought: nobody is asked whom to tell when it is back.
    expect(await page.locator('.stock-alert').count()).toBe(0);
    const terms = page.locator('.product-summary .delivery-terms');
    expect(await terms.locator('h2').textContent()).toBe(t('product.terms.title'));
    // Central Ulaanbaatar's rates (docs/ORDERS.md), the checkout's own figures.
    expect(await terms.locator('li').allTextContents()).toEqual([
      t('product.terms.city_free_from', { hours: 24, price: '5,000₮', free: '100,000₮' }),
      t('product.terms.same_day', { hour: 14, hours: 5, price: '8,000₮' }),
      t('product.terms.express', { hours: 4, price: '12,000₮' }),
      t('product.terms.pickup'),
      t('product.terms.returns', { hours: sized.return_notice_hours }),
    ]);
    expect(await terms.locator('li svg').count()).toBe(5);
    // What keeps gives longer to report a bad parcel: the product's own hours, not the 24.
    const keeps = await findProduct((p) => p.return_notice_hours === 72 && !p.preorder);
    const other = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await other.goto(`/products/${keeps.slug}`);
    expect(await other.locator('.product-summary .delivery-terms li').last().textContent()).toBe(
      t('product.terms.returns', { hours: 72 }),
    );
    await terms.getByRole('link', { name: t('product.terms.returns_page') }).click();
    await page.waitForURL(/\/pages\/returns$/);
    // The address changes a moment before the page under it does.
    await expect.poll(() => page.locator('h1').textContent()).toBe('Буцаалт');
    await page.goBack();
    await page
      .locator('.delivery-terms')
      .getByRole('link', { name: t('product.terms.delivery_page') })
      .click();
    await page.waitForURL(/\/pages\/delivery$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Хүргэлтийн нөхцөл');
  });

  it("takes a guest's mobile number to tell when a sold-out product is back, refuses what is none, and gives the alert to the account that proves the number", async () => {
    const soldOut = await findProduct((p) => p.availability === 'sold_out' && !p.age_restricted);
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/products/${soldOut.slug}`);
    await hydrated(page);
    expect(await page.locator('.add-to-cart').isDisabled()).toBe(true);
    const alert = page.locator('.purchase .stock-alert');
    expect(await alert.locator('h2').textContent()).toBe(t('product.stock_alert.title'));
    const contact = alert.getByLabel(t('product.stock_alert.contact'));
    const ask = alert.getByRole('button', { name: t('product.stock_alert.submit') });

    await contact.fill('hello');
    await ask.click();
    await expect
      .poll(() => alert.locator('.field-error').textContent())
      .toBe(t('product.stock_alert.invalid_contact'));
    expect(await contact.getAttribute('aria-invalid')).toBe('true');
    expect(await contact.inputValue()).toBe('hello');

    const phone = uniquePhone();
    await contact.fill(`${phone.slice(0, 4)} ${phone.slice(4)}`);
    await ask.click();
    await expect
      .poll(() => alert.locator('[role="status"]').textContent())
      .toBe(t('product.stock_alert.waiting_sms'));
    expect(await alert.locator('form').count()).toBe(0);

    // Signed in later with the same number (proven by its code): the alert is theirs, to see
    // on the page and in their account, and to take back.
    await signIn(page, phone);
    await page.goto(`/products/${soldOut.slug}`);
    await hydrated(page);
    expect(await alert.locator('[role="status"]').textContent()).toBe(
      `${t('product.stock_alert.waiting_sms')} ${t('product.stock_alert.manage')}`,
    );
    await page.goto('/account/stock-alerts');
    await hydrated(page);
    const card = page.locator('.stock-alert-card');
    expect(await card.getByRole('heading').textContent()).toBe(soldOut.name);
    await card.getByRole('button', { name: t('account.stock_alerts.cancel') }).click();
    await expect.poll(() => card.count()).toBe(0);
  });

  it('fills a signed-in shopper\'s number into "tell me when it\'s back", and remembers they asked', async () => {
    const soldOut = await findProduct((p) => p.availability === 'sold_out' && !p.age_restricted);
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    const phone = uniquePhone();
    await signIn(page, phone);
    await page.goto(`/products/${soldOut.slug}`);
    await hydrated(page);
    const alert = page.locator('.purchase .stock-alert');
    expect(await alert.getByLabel(t('product.stock_alert.contact')).inputValue()).toBe(
      `${phone.slice(0, 4)} ${phone.slice(4)}`,
    );
    await alert.getByRole('button', { name: t('product.stock_alert.submit') }).click();
    const answer = alert.locator('[role="status"]');
    const told = `${t('product.stock_alert.waiting_sms')} ${t('product.stock_alert.manage')}`;
    await expect.poll(() => answer.textContent()).toBe(told);
    // Back on the page later: it says so, and asks nothing.
    await page.goto(`/products/${soldOut.slug}`);
    await hydrated(page);
    expect(await answer.textContent()).toBe(told);
    expect(await alert.locator('form').count()).toBe(0);

    // My account lists it, how they will be told, and takes it back.
    await answer.getByRole('link', { name: t('product.stock_alert.manage') }).click();
    await page.waitForURL(/\/account\/stock-alerts$/);
    const card = page.locator('.stock-alert-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('heading').textContent()).toBe(soldOut.name);
    const state = await card.locator('.stock-alert-state').textContent();
    expect(state).toContain(t('account.stock_alerts.waiting'));
    expect(state).toContain(
      t('account.stock_alerts.sms_to', { contact: `${phone.slice(0, 4)} ${phone.slice(4)}` }),
    );
    expect(
      await page.getByRole('link', { name: t('account.stock_alerts'), exact: true }).count(),
    ).toBe(1);
    await card.getByRole('button', { name: t('account.stock_alerts.cancel') }).click();
    await expect
      .poll(() => page.locator('.account-main [role="status"]').textContent())
      .toBe(t('account.stock_alerts.cancelled', { product: soldOut.name }));
    expect(await card.count()).toBe(0);
    expect(await page.getByText(t('account.stock_alerts.none')).count()).toBe(1);
    // The product's page offers the form again.
    await page.goto(`/products/${soldOut.slug}`);
    await hydrated(page);
    expect(await alert.locator('form').count()).toBe(1);
  });

  it('promises a pre-order no hours, only the day its deliveries begin', async () => {
    const preorder = await findProduct((p) => p.preorder && !p.age_restricted);
    const page = await shop.newPage();
    await page.goto(`/products/${preorder.slug}`);
    // The day as the page already gives it beside the price ("available from ...").
    const [before, after] = t('product.available_from').split('{date}');
    const day = ((await page.locator('.product-summary .preorder').textContent()) ?? '')
      .replace(before ?? '', '')
      .replace(after ?? '', '');
    expect(day).not.toBe('');
    expect(await page.locator('.delivery-terms li').allTextContents()).toEqual([
      t('product.terms.preorder', { date: day }),
      t('product.terms.pickup'),
      t('product.terms.returns', { hours: 24 }),
    ]);
  });

  it('offers products like this one below related products, none shown twice', async () => {
    const page = await shop.newPage();
    await page.goto(`/products/${sized.slug}`);
    const rail = page.locator('#rail-more-like-this');
    expect(await rail.textContent()).toContain(t('product.more_like_this'));
    const slugsIn = (section: string) =>
      cardSlugs(page.locator(`section[aria-labelledby="${section}"]`));
    const like = await slugsIn('rail-more-like-this');
    expect(like.length).toBeGreaterThan(0);
    expect(like.length).toBeLessThanOrEqual(12);
    const elsewhere = [
      sized.slug,
      ...(await slugsIn('rail-related')),
      ...(await slugsIn('rail-other-models')),
    ];
    for (const slug of like) expect(elsewhere).not.toContain(slug);
    // The rails line up with the sections above them, not indented a second time.
    const left = async (selector: string) => (await page.locator(selector).boundingBox())?.x;
    expect(await left('#rail-more-like-this')).toBe(await left('.product-main'));
    // The API's list, with what the page shows first.
    const { body } = await api<{ more_like_this: { slug: string }[] }>(
      `/api/v2/products/${sized.slug}/related`,
    );
    expect(body.more_like_this.slice(0, like.length).map((p) => p.slug)).toEqual(like);
  });

  it('renders in English under /en', async () => {
    const { body: en } = await api<Product>(`/api/v2/products/${sized.id}?locale=en`);
    const page = await shop.newPage();
    await page.goto(`/en/products/${sized.slug}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe(en.name);
    expect(await page.locator('.breadcrumbs li').first().textContent()).toBe('All products');
    expect(await page.title()).toContain(en.name);
    expect(await page.locator('.add-to-cart').textContent()).toBe('Add to cart');
  });

  it('shows nutrition facts for food', async () => {
    const food = await findProduct(
      async (p) => (await api(`/api/v2/products/${p.id}/nutrition`)).status === 200,
    );
    const page = await shop.newPage();
    await page.goto(`/products/${food.slug}`);
    expect(await page.locator('#nutrition').textContent()).toBe('Тэжээллэг чанар');
    expect(await page.locator('.nutrition-table tbody tr').count()).toBe(6);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`/products/${sized.slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await page.locator('.add-to-cart').isVisible()).toBe(true);
  });

  it('answers an unknown product with the 404 page', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/products/no-such-product-0');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(
      'Уучлаарай, таны хайсан «/products/no-such-product-0» хуудас олдсонгүй',
    );
  });

  it('moves a product reached by its id to its slug address', async () => {
    const page = await shop.newPage();
    await page.goto(`/en/products/${sized.id}`);
    expect(new URL(page.url()).pathname).toBe(`/en/products/${sized.slug}`);
  });
});
