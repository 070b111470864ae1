import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, picturesCutToFit, useBrowser } from './support/browser.ts';
import { ubDay } from './support/travel.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const PHONE = { viewport: { width: 390, height: 844 } };

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

async function cartAnswers200(page: Page) {
  await page.waitForURL(/\/cart$/);
  const response = await page.goto('/cart');
  expect(response?.status()).toBe(200);
  expect(await page.locator('.cart-count').first().textContent()).not.toBe('');
}

// Each test books nights or seats of its own (40 to 60 days ahead, different tour dates), so no
// other test, nor another run on the same shop, finds them taken.

describe('travel', () => {
  it('finds rooms for two nights, shows a hotel’s price night by night and books a stay', async () => {
    const [checkIn, checkOut] = [ubDay(40), ubDay(42)];
    const page = await shop.newPage(PHONE);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('nav.travel') })
      .click();
    await page.waitForURL(/\/travel$/);
    await hydrated(page);
    // Hotels and tours are drawn in their cards' frame, not cut to it.
    expect(await picturesCutToFit(page, '.travel-card-picture')).toEqual([]);
    await page.getByLabel(t('travel.check_in')).fill(checkIn);
    await page.getByLabel(t('travel.check_out')).fill(checkOut);
    await page.getByLabel(t('travel.guests')).selectOption('2');
    await page.getByRole('button', { name: t('travel.search') }).click();
    await page.waitForURL(/\/travel\/rooms\?/);
    const offer = page.locator('.room-offer').filter({ hasText: 'Цэцэг Сити зочид буудал' });
    await offer.first().waitFor();
    expect(await offer.first().textContent()).toContain(t('travel.nights', { count: 2 }));
    await offer
      .first()
      .getByRole('link', { name: t('travel.choose_room') })
      .click();
    await page.waitForURL(/\/hotels\/tsetseg-city-hotel\?/);
    await hydrated(page);

    expect(await picturesCutToFit(page, '.travel-gallery img, .room-picture')).toEqual([]);
    const room = page.locator('.room-card').first();
    const breakdown = room.locator('.price-table');
    expect(await breakdown.locator('caption').textContent()).toBe(
      t('travel.price_for', { count: 2 }),
    );
    expect(await breakdown.locator('tbody tr').count()).toBe(2);
    expect(await breakdown.locator('tfoot').textContent()).toContain(t('travel.total'));
    expect(await page.locator('main').textContent()).not.toMatch(MISSING_KEY);

    // Sent without a lead guest: the field says so, in Mongolian.
    await room.getByRole('button', { name: t('product.add_to_cart') }).click();
    await expect
      .poll(() => room.locator('.field-error').first().textContent())
      .toBe(t('validation.lead_guest'));
    await room.getByLabel(t('travel.lead_guest')).fill('Болд Батбаяр');
    await room.getByRole('button', { name: t('product.add_to_cart') }).click();
    await cartAnswers200(page);
  });

  it('books two seats on a chosen tour date with a passenger row for each', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/tours/terelj-day-trip');
    await hydrated(page);
    expect(await page.locator('.passenger-row').count()).toBe(1);
    // A date some weeks ahead: the sixth weekly departure.
    const date = page.locator('.departure-option').nth(5);
    await date.locator('input').check();
    await page.getByLabel(t('travel.seats')).selectOption('2');
    // With JavaScript the rows follow the seat count at once.
    expect(await page.locator('.passenger-row').count()).toBe(2);
    const passengers = [
      ['Сарнай', 'Дорж', 'female'],
      ['Тэмүүлэн', 'Дорж', 'male'],
    ] as const;
    for (const [i, [first, last, gender]] of passengers.entries()) {
      const row = page.getByRole('group', { name: t('travel.passenger', { number: i + 1 }) });
      await row.getByLabel(t('travel.first_name')).fill(first);
      await row.getByLabel(t('travel.last_name')).fill(last);
      await row.getByLabel(t('travel.gender')).selectOption(gender);
    }
    expect(await page.locator('.tour-total').textContent()).toContain('240,000₮');
    await page.getByRole('button', { name: t('product.add_to_cart') }).click();
    await cartAnswers200(page);
  });

  it('books a tour without JavaScript: the seats parameter sets the rows', async () => {
    const page = await shop.newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto('/tours/terelj-day-trip');
    await page.getByLabel(t('travel.seats')).selectOption('2');
    await page.getByRole('button', { name: t('travel.show_rows') }).click();
    await page.waitForURL(/\?seats=2$/);
    expect(await page.locator('.passenger-row').count()).toBe(2);
    await page.locator('.departure-option').nth(7).locator('input').check();
    for (const i of [0, 1]) {
      const row = page.locator('.passenger-row').nth(i);
      await row.getByLabel(t('travel.first_name')).fill(`Зорчигч${i}`);
      await row.getByLabel(t('travel.last_name')).fill('Бат');
      await row.getByLabel(t('travel.gender')).selectOption('other');
    }
    await page.getByRole('button', { name: t('product.add_to_cart') }).click();
    await page.waitForURL(/\/cart$/);
  });

  it('offers UBN for “chinggis” in the arrival airport type-ahead, chosen with the keyboard', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto(
      `/hotels/tsetseg-city-hotel?check_in=${ubDay(50)}&check_out=${ubDay(51)}&guests=1`,
    );
    await hydrated(page);
    const form = page.locator('.room-card').first().locator('form');
    const box = form.getByRole('combobox');
    await box.pressSequentially('chinggis', { delay: 30 });
    const ubn = form.getByRole('option').filter({ hasText: /^UBN — / });
    await ubn.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const options = await form.getByRole('option').allTextContents();
    const index = options.findIndex((text) => text.startsWith('UBN — '));
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await ubn.getAttribute('id'));
    await box.press('Enter');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toMatch(/^UBN — /);
    expect(await form.locator('input[type=hidden][name=arrival_airport]').inputValue()).toBe('UBN');
  });

  it('says in Mongolian what is wrong with a stay whose check-out comes before its check-in', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/travel');
    await hydrated(page);
    await page.getByLabel(t('travel.check_in')).fill(ubDay(55));
    await page.getByLabel(t('travel.check_out')).fill(ubDay(53));
    await page.getByRole('button', { name: t('travel.search') }).click();
    await expect
      .poll(() => page.locator('.stay-form .field-error').first().textContent())
      .toBe(t('validation.check_out_after_check_in'));
    expect(await page.locator('h1').textContent()).toBe(t('travel.rooms_title'));
    // The same refusal for the address itself (a link, a reload): the page, not an error page.
    const response = await page.goto(
      `/travel/rooms?check_in=${ubDay(55)}&check_out=${ubDay(53)}&guests=2`,
    );
    expect(response?.status()).toBe(400);
    expect(await page.locator('.stay-form .field-error').first().textContent()).toBe(
      t('validation.check_out_after_check_in'),
    );
    expect(await page.locator('main').textContent()).not.toMatch(MISSING_KEY);
  });
});
