import { createTranslator, LANGUAGE_TAGS, LOCALES, type Locale } from '@shop/i18n';
import cn from '@shop/i18n/catalogs/cn.json' with { type: 'json' };
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import it_ from '@shop/i18n/catalogs/it.json' with { type: 'json' };
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import ru from '@shop/i18n/catalogs/ru.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, PERSON_UA, useBrowser } from './support/browser.ts';

const shop = useBrowser();
const CATALOGS = { mn, en, ru, cn, it: it_ };
const tr = (locale: Locale) => createTranslator(LANGUAGE_TAGS[locale], CATALOGS[locale]);
const t = tr('en');
const prefix = (locale: Locale) => (locale === 'mn' ? '' : `/${locale}`);
const SITE = '/brand/suvdan-tsas';
const STORY_WORDS = 'Shine Tal';

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** A page as a person's browser (headless Chromium's own user agent reads as a crawler). */
const personPage = (options: { javaScriptEnabled?: boolean } = {}) =>
  shop.newPage({ userAgent: PERSON_UA, viewport: { width: 1280, height: 900 }, ...options });

async function answerGate(page: Page, answer: 'yes' | 'no', locale: Locale = 'en') {
  await page.waitForURL(/\/age-gate\?next=/);
  await hydrated(page);
  await page.getByRole('button', { name: tr(locale)(`age_gate.${answer}`) }).click();
}

/** The server's answer to a plain request (no browser), without following redirects. */
async function raw(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, shop.baseUrl), { redirect: 'manual', headers });
  return { response, html: await response.text() };
}

describe('the age gate', () => {
  it('asks the question in each locale before the microsite, and says how long yes lasts', async () => {
    for (const locale of LOCALES) {
      const page = await personPage();
      await page.goto(`${prefix(locale)}${SITE}`);
      await page.waitForURL(/\/age-gate\?next=/);
      expect(await page.locator('h1').textContent()).toBe(tr(locale)('age_gate.question'));
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain(tr(locale)('age_gate.remembered', { count: 30 }));
      expect(main.match(MISSING_KEY)?.[0]).toBeUndefined();
      expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
      expect(new URL(page.url()).pathname).toBe(`${prefix(locale)}/age-gate`);
      await page.context().close();
    }
  });

  it('opens a deep link after yes and remembers it for 30 days', async () => {
    const page = await personPage();
    await page.goto(`/en${SITE}/cocktails`);
    await answerGate(page, 'yes');
    await page.waitForURL(`**/en${SITE}/cocktails`);
    await expect.poll(() => page.locator('.ms-recipe').count()).toBe(3);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'shop_age');
    expect(cookie).toMatchObject({ value: '21', httpOnly: true, sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Remembered: the facts page opens straight away.
    await page.goto(`/en${SITE}/facts`);
    const facts = (await page.locator('.ms-facts').textContent()) ?? '';
    for (const claim of ['Distilled 6 times', 'pearls and diamond', '500 hours (21 days)']) {
      expect(facts).toContain(claim);
    }
    expect(await page.locator('.ms-fact').count()).toBe(8);
  });

  it('sends no to a polite exit and does not take it as yes', async () => {
    const page = await personPage();
    await page.goto(`/ru${SITE}/story`);
    await answerGate(page, 'no', 'ru');
    await page.waitForURL('**/ru/age-gate/exit');
    // The URL changes a moment before the page renders.
    await expect.poll(() => page.locator('h1').textContent()).toBe(tr('ru')('age_gate.exit_title'));
    expect((await page.context().cookies()).some((c) => c.name === 'shop_age')).toBe(false);
    await page.goto(`/ru${SITE}/story`);
    await page.waitForURL(/\/ru\/age-gate\?next=/);
  });

  it('works without JavaScript: a plain form post, back to the page asked for', async () => {
    const page = await personPage({ javaScriptEnabled: false });
    await page.goto(`${SITE}/vision`);
    await page.waitForURL(/\/age-gate\?next=/);
    await page.getByRole('button', { name: tr('mn')('age_gate.yes') }).click();
    await page.waitForURL(`**${SITE}/vision`);
    expect(await page.locator('h1').textContent()).toBe('Цөөн зүйлийг төгс хийх');
  });

  it('withholds the gated HTML without the answer, from browsers and crawlers alike', async () => {
    const person = { 'user-agent': PERSON_UA };
    for (const path of [`/en${SITE}`, `/en${SITE}/story`, `/en${SITE}/facts`]) {
      const { response, html } = await raw(path, person);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe(
        `/en/age-gate?next=${encodeURIComponent(path)}`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(html).not.toContain(STORY_WORDS);
    }
    // A client navigation's data request is gated the same way.
    const data = await raw(`/en${SITE}/story.data`, person);
    expect(data.html).not.toContain(STORY_WORDS);

    const confirmed = { ...person, cookie: 'shop_age=21' };
    const open = await raw(`/en${SITE}/story`, confirmed);
    expect(open.response.status).toBe(200);
    expect(open.html).toContain(STORY_WORDS);
    expect(open.response.headers.get('cache-control')).toBe('private, no-store');

    const crawler = await raw(`/en${SITE}/story`, {
      cookie: 'shop_age=21',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(crawler.response.status).toBe(302);
    expect(crawler.html).not.toContain(STORY_WORDS);

    const spirit = await raw('/products/suvdan-tsas-black-pearl-vodka', person);
    expect(spirit.response.status).toBe(302);
    expect(spirit.html).not.toContain('Black Pearl');
    expect((await raw('/products/suvdan-tsas-black-pearl-vodka', confirmed)).response.status).toBe(
      200,
    );
  });
});

describe('the Suvdan Tsas microsite', () => {
  it('shows its story, tasting notes and production claims, and adds a bottle to the cart', async () => {
    const page = await personPage();
    await page.goto(`/en${SITE}`);
    await answerGate(page, 'yes');
    await page.waitForURL(`**/en${SITE}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Suvdan Tsas');
    const notes = (await page.locator('.ms-notes').textContent()) ?? '';
    for (const part of ['Aroma', 'Palate', 'Finish']) expect(notes).toContain(part);
    expect(await page.locator('.ms-figures').textContent()).toContain('times distilled');
    expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();

    const offer = page.locator('.ms-offer', { hasText: 'Suvdan Tsas vodka' });
    await offer.locator('select[name=variant_id]').selectOption({ label: '0.7 L' });
    await offer.getByRole('button', { name: t('product.add_to_cart') }).click();
    await expect.poll(() => offer.locator('.ms-offer-added').count()).toBe(1);
    expect(await page.locator('.header .cart-count').textContent()).toBe('1');

    // Each bottle links to its page in the shop.
    await offer.locator('.ms-offer-name a').click();
    await page.waitForURL('**/en/products/suvdan-tsas-original-vodka');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Suvdan Tsas vodka');
    await page.goto('/en/cart');
    expect(await page.locator('.cart-line-name a').textContent()).toBe('Suvdan Tsas vodka');
  });

  it('sets its Mongolian titles in its own face, ү and ө included', async () => {
    const page = await personPage();
    await page.context().addCookies([{ name: 'shop_age', value: '21', url: shop.baseUrl }]);
    await page.goto(SITE);
    const tagline = (await page.locator('.ms-tagline').textContent()) ?? '';
    expect(tagline).toMatch(/[үө]/);
    // Every face the page loaded, by its letters: the shop's own, for the letters in use.
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => ({ family: face.family.replaceAll('"', ''), range: face.unicodeRange }));
    });
    const covers = (range: string, letter: string) =>
      range.split(',').some((part) => {
        const [from = '', to = from] = part.trim().replace('U+', '').split('-');
        const code = letter.codePointAt(0) ?? 0;
        return code >= Number.parseInt(from, 16) && code <= Number.parseInt(to, 16);
      });
    for (const letter of ['S', 'Н', 'ү', 'ө']) {
      expect(
        loaded.some((face) => face.family === 'Cormorant Garamond' && covers(face.range, letter)),
        letter,
      ).toBe(true);
    }
    expect(
      await page.locator('.ms-tagline').evaluate((el) => getComputedStyle(el).fontFamily),
    ).toMatch(/^"Cormorant Garamond"/);
  });

  it('renders the cocktails with ingredients, steps and a picture each', async () => {
    const page = await personPage();
    await page.context().addCookies([{ name: 'shop_age', value: '21', url: shop.baseUrl }]);
    await page.goto(`/it${SITE}/cocktails`);
    const recipes = page.locator('.ms-recipe');
    expect(await recipes.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const recipe = recipes.nth(i);
      expect(await recipe.locator('.ms-ingredients li').count()).toBeGreaterThanOrEqual(3);
      expect(await recipe.locator('.ms-steps li').count()).toBeGreaterThanOrEqual(3);
      const src = (await recipe.locator('img').getAttribute('src')) ?? '';
      const picture = await fetch(new URL(src, shop.baseUrl));
      expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect(await page.locator('.ms-ingredients').first().textContent()).toContain('60 ml');
  });

  it('asks the buyer of a spirit for a date of birth of 21 or more at checkout', async () => {
    const page = await personPage();
    await page.context().addCookies([{ name: 'shop_age', value: '21', url: shop.baseUrl }]);
    await page.goto(`/en${SITE}`);
    await hydrated(page);
    const offer = page.locator('.ms-offer', { hasText: 'Black Pearl' });
    await offer.getByRole('button', { name: t('product.add_to_cart') }).click();
    await expect.poll(() => offer.locator('.ms-offer-added').count()).toBe(1);

    await page.goto('/en/checkout');
    await hydrated(page);
    await page.getByLabel(t('checkout.phone')).fill('9911 2233');
    const birth = page.getByLabel(t('checkout.birth_date'));
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await expect
      .poll(() => page.locator('.field-error').allTextContents())
      .toContain(t('validation.birth_date_required'));
    const year = new Date().getUTCFullYear();
    await birth.fill(`${year - 18}-01-01`);
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await expect
      .poll(() => page.locator('.field-error').allTextContents())
      .toContain(t('validation.underage'));
    await birth.fill('1990-05-17');
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await page.locator('#checkout-delivery').waitFor();
    await page
      .getByRole('button', { name: t('checkout.pickup_here') })
      .first()
      .click();
    await page.locator('#checkout-payment').waitFor();
    await page.locator('input[name=payment_method][value=card]').check();
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await page.locator('#checkout-confirm').waitFor();
    expect(await page.locator('.checkout-review').textContent()).toContain(
      `${t('checkout.birth_date')}: May 17, 1990`,
    );
  });
});
