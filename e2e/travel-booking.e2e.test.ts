import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import {
  checkoutNothingToDeliver,
  makeStaff,
  payByCardOnOrderPage,
  signIn,
  uniquePhone,
} from './support/shop.ts';
import { ubDay } from './support/travel.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** The e-tickets' codes on the page, in order. */
const ticketCodes = (page: Page) =>
  page
    .locator('.e-ticket')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-code') ?? ''));

describe('booking travel', () => {
  it('books two nights, pays, finds the e-ticket in the account, and staff use it once', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    const checkIn = ubDay(75);
    const checkOut = ubDay(77);
    await page.goto(
      `/hotels/tsetseg-city-hotel?check_in=${checkIn}&check_out=${checkOut}&guests=2`,
    );
    await hydrated(page);
    const room = page.locator('.room-card').first();
    const roomName = (await room.locator('h3').textContent()) ?? '';
    await room.locator('input[name=lead_guest]').fill('Сараа Бат');
    await room.getByRole('button', { name: t('product.add_to_cart') }).click();
    await page.waitForURL(/\/cart$/);
    const booking = page.locator('.cart-booking');
    await expect.poll(() => booking.count()).toBe(1);
    expect(await booking.textContent()).toContain(roomName);
    expect(await booking.textContent()).toContain(t('booking.nights', { count: 2 }));
    expect(await booking.textContent()).toContain('Сараа Бат');

    const number = await checkoutNothingToDeliver(page);
    const total = Number(
      (await page.locator('.order-body .cart-booking .cart-line-total').textContent())?.replace(
        /\D/g,
        '',
      ),
    );
    expect(await page.locator('.order-e-tickets').textContent()).toContain(
      t('order.e_tickets_after_payment'),
    );
    await payByCardOnOrderPage(page, total);
    await hydrated(page);
    await expect.poll(() => page.locator('.order-e-tickets .e-ticket').count()).toBe(1);
    const [code = ''] = await ticketCodes(page);
    expect(code).toMatch(/^ET-/);
    expect(await page.locator('.order-e-tickets .qr-code svg').count()).toBe(1);

    // My Account lists it with its QR code and the order it came from.
    await page.goto('/account/tickets');
    await hydrated(page);
    const ticket = page.locator(`.e-ticket[data-code="${code}"]`);
    expect(await ticket.locator('.e-ticket-title').textContent()).toContain(roomName);
    expect(await ticket.textContent()).toContain('Сараа Бат');
    expect(await ticket.getByRole('link', { name: number }).count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(MISSING_KEY);

    // The hotel's staff scan it on arrival: used once, a second scan says so.
    const staffPhone = uniquePhone();
    const desk = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(desk, staffPhone);
    await makeStaff(staffPhone);
    await desk.goto('/back-office');
    await hydrated(desk);
    await desk.getByLabel(t('staff.code')).fill(code);
    await desk.getByRole('button', { name: t('staff.look_up') }).click();
    const card = desk.locator('.scan-card');
    await expect.poll(() => card.textContent()).toContain('Сараа Бат');
    expect(await card.locator('.scan-verdict').textContent()).toBe(t('staff.usable'));
    await desk.getByRole('button', { name: t('staff.use') }).click();
    await expect
      .poll(() => desk.locator('.scan-done').textContent())
      .toBe(t('staff.used_now', { code }));
    await page.reload();
    await hydrated(page);
    expect(await ticket.locator('.e-ticket-status').textContent()).toMatch(/^Ашигласан: /);
    expect(await ticket.locator('.qr-code').count()).toBe(0);
  });

  it('buys a tour for two passengers and gets two e-tickets, one each', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, uniquePhone());
    await page.goto('/tours/gobi-desert-5-days?seats=2');
    await hydrated(page);
    await page.locator('input[name=departure_id]:not([disabled])').nth(1).check();
    const seats = page.locator('select[name=seats], input[name=seats]').first();
    if ((await seats.evaluate((el) => el.tagName)) === 'SELECT') await seats.selectOption('2');
    else await seats.fill('2');
    const people = [
      ['Болд', 'Дорж', 'male'],
      ['Сараа', 'Дорж', 'female'],
    ] as const;
    for (const [i, [first, last, gender]] of people.entries()) {
      await page.locator(`[name="passengers.${i}.firstName"]`).fill(first);
      await page.locator(`[name="passengers.${i}.lastName"]`).fill(last);
      await page.locator(`[name="passengers.${i}.gender"]`).selectOption(gender);
    }
    await page.getByRole('button', { name: t('product.add_to_cart') }).click();
    await page.waitForURL(/\/cart$/);
    const booking = page.locator('.cart-booking');
    await expect.poll(() => booking.count()).toBe(1);
    expect(await booking.locator('.booking-passengers li').allTextContents()).toEqual([
      'Болд Дорж',
      'Сараа Дорж',
    ]);

    await checkoutNothingToDeliver(page);
    // Two seats of 1,850,000 ₮.
    await payByCardOnOrderPage(page, 3_700_000);
    await hydrated(page);
    await expect.poll(() => page.locator('.order-e-tickets .e-ticket').count()).toBe(2);
    const holders = await page.locator('.order-e-tickets .e-ticket-facts').allTextContents();
    expect(holders[0]).toContain('Болд Дорж');
    expect(holders[1]).toContain('Сараа Дорж');
    expect(new Set(await ticketCodes(page)).size).toBe(2);
  });
});
