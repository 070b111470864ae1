import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { makeStaff, signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** Opens a page of the roulette admin and waits for it to be live. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

const mainText = (page: Page) => page.locator('main').textContent();

/** The page's "add" form, unfolded. */
async function createForm(page: Page) {
  const form = page.locator('.roulette-create');
  if ((await form.getAttribute('open')) === null) await form.locator('summary').click();
  return form;
}

describe('the roulette admin', () => {
  it('asks a visitor to sign in, and turns away a shopper and staff it does not list', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    const signedOut = await open(page, '/tmp_roulette/locations');
    expect(signedOut?.status()).toBe(401);
    expect(await page.locator('h1').textContent()).toBe(t('error.unauthorized'));
    expect(await page.getByRole('link', { name: t('nav.sign_in') }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/tmp_roulette/locations')}`,
    );

    const phone = uniquePhone();
    await signIn(page, phone);
    const shopper = await open(page, '/tmp_roulette');
    expect(shopper?.status()).toBe(403);
    expect(await page.locator('h1').textContent()).toBe(t('staff.roulette.only_title'));
    expect(await mainText(page)).toContain(t('staff.roulette.only_text'));
    const office = await open(page, '/back-office');
    expect(office?.status()).toBe(403);
    expect(await page.locator('h1').textContent()).toBe(t('staff.only_title'));
    // Nor is the CSV theirs, nor any page's data.
    const csv = await page.request.get('/tmp_roulette/results.csv');
    expect(csv.status()).toBe(403);
    const stocks = await open(page, '/tmp_roulette/stocks');
    expect(stocks?.status()).toBe(403);
    expect(await page.locator('.roulette-cards').count()).toBe(0);

    // Staff, but not on the roulette's users list: the back office opens, the roulette does not.
    await makeStaff(phone);
    await open(page, '/back-office');
    expect(await page.getByRole('link', { name: t('nav.roulette_admin') }).count()).toBe(0);
    const staff = await open(page, '/tmp_roulette');
    expect(staff?.status()).toBe(403);
  });

  it('lets an admin add a location, a prize and its stock, receipt numbers and a user', async () => {
    const adminPhone = uniquePhone();
    const staffPhone = uniquePhone();
    const tag = adminPhone.slice(-6);
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, adminPhone);
    await makeStaff(adminPhone, 'website_admin');

    // The back office links the roulette admin for a website admin.
    await open(page, '/back-office');
    await page.getByRole('link', { name: t('nav.roulette_admin') }).click();
    await page.waitForURL(/\/tmp_roulette$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('staff.roulette.results'));
    expect(await page.title()).toContain(t('nav.roulette_admin'));
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');

    // A location, with its English name.
    const place = `Үзэсгэлэн ${tag}`;
    await open(page, '/tmp_roulette/locations');
    let form = await createForm(page);
    await form.getByLabel(t('staff.roulette.name')).fill(place);
    await form.getByLabel(t('language.en')).fill(`Fair ${tag}`);
    await form.getByLabel(t('staff.roulette.location.address')).fill('Сүхбаатарын талбай');
    await form.getByRole('button', { name: t('staff.roulette.add') }).click();
    const placeCard = page.locator('.roulette-card', { hasText: place });
    await expect.poll(() => placeCard.count()).toBe(1);
    expect(await page.locator('.roulette-status').textContent()).toBe(
      t('staff.roulette.done.create'),
    );
    expect(await placeCard.textContent()).toContain('Сүхбаатарын талбай');

    // The same name again is refused, in words, in the form that sent it.
    form = await createForm(page);
    await form.getByLabel(t('staff.roulette.name')).fill(place);
    await form.getByRole('button', { name: t('staff.roulette.add') }).click();
    await expect
      .poll(() => form.locator('.form-error').textContent())
      .toBe(t('error.roulette_name_taken'));

    // Changed in place: the address.
    await placeCard.locator('summary', { hasText: t('staff.roulette.edit') }).click();
    await placeCard.getByLabel(t('staff.roulette.location.address')).fill('Их дэлгүүр, 1 давхар');
    await placeCard.getByRole('button', { name: t('staff.roulette.save') }).click();
    await expect.poll(() => placeCard.textContent()).toContain('Их дэлгүүр, 1 давхар');

    // Found by its search.
    await open(page, `/tmp_roulette/locations?q=${encodeURIComponent(tag)}`);
    expect(await page.locator('.roulette-card').count()).toBe(1);

    // A prize of the wheel: a voucher of 3,000₮.
    const prize = `Ваучер ${tag}`;
    await open(page, '/tmp_roulette/prizes');
    form = await createForm(page);
    await form.getByLabel(t('staff.roulette.name')).fill(prize);
    await form.getByLabel(t('staff.roulette.prize.kind')).selectOption('voucher');
    await form.getByLabel(t('staff.roulette.prize.value')).fill('3000');
    await form.getByRole('button', { name: t('staff.roulette.add') }).click();
    const prizeCard = page.locator('.roulette-card', { hasText: prize });
    await expect.poll(() => prizeCard.count()).toBe(1);
    expect(await prizeCard.textContent()).toContain(t('staff.roulette.kind.voucher'));
    expect(await prizeCard.textContent()).toContain(t('staff.roulette.game.lucky_wheel'));

    // Seven of it at the new location.
    await open(page, '/tmp_roulette/stocks');
    form = await createForm(page);
    await form
      .getByLabel(t('staff.roulette.prize'))
      .selectOption({ label: `${prize} (${t('staff.roulette.game.lucky_wheel')})` });
    await form.getByLabel(t('staff.roulette.location')).selectOption({
      label: place,
    });
    await form.getByLabel(t('staff.roulette.stock.quantity')).fill('7');
    await form.getByRole('button', { name: t('staff.roulette.stock.set') }).click();
    const stockCard = page.locator('.roulette-card', { hasText: prize });
    await expect.poll(() => stockCard.count()).toBe(1);
    expect(await stockCard.locator('.roulette-quantity').textContent()).toBe('7');
    expect(await stockCard.textContent()).toContain(place);

    // The results page lists what is left.
    await open(page, '/tmp_roulette');
    const left = page.locator('tr', { hasText: prize });
    await expect.poll(() => left.textContent()).toContain(place);
    expect(await left.textContent()).toContain('7');
    const csv = await page.request.get('/tmp_roulette/results.csv');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="roulette-/);
    expect(await csv.text()).toMatch(/^\uFEFFday,game,location,prize,reward,spins\r\n/);

    // Receipt numbers: two typed from receipts, then three made fresh.
    const codes = [`R${tag}-0001`, `R${tag}-0002`];
    await open(page, '/tmp_roulette/numbers');
    form = await createForm(page);
    await form.getByLabel(t('staff.roulette.location')).selectOption({
      label: place,
    });
    await form.getByLabel(t('staff.roulette.number.codes')).fill(codes.join('\n').toLowerCase());
    await form.getByRole('button', { name: t('staff.roulette.add') }).click();
    await expect
      .poll(() => page.locator('.roulette-status').textContent())
      .toContain(t('staff.roulette.number.made', { count: 2 }));
    for (const code of codes) {
      await expect
        .poll(() => page.locator('.roulette-card', { hasText: code }).count(), {
          message: `${code} in ${await mainText(page)}`,
        })
        .toBe(1);
    }
    form = await createForm(page);
    await form.getByLabel(t('staff.roulette.location')).selectOption({
      label: place,
    });
    await form.getByLabel(t('staff.roulette.number.count')).fill('3');
    await form.getByRole('button', { name: t('staff.roulette.add') }).click();
    await expect
      .poll(() => page.locator('.roulette-status').textContent())
      .toContain(t('staff.roulette.number.made', { count: 3 }));
    expect(await page.locator('.roulette-codes').textContent()).toMatch(
      /^[A-Z0-9]{5}-[A-Z0-9]{5}\n[A-Z0-9]{5}-[A-Z0-9]{5}\n[A-Z0-9]{5}-[A-Z0-9]{5}$/,
    );
    // A number that is there already: the batch is refused and says which.
    form = await createForm(page);
    await form.getByLabel(t('staff.roulette.location')).selectOption({
      label: place,
    });
    await form.getByLabel(t('staff.roulette.number.codes')).fill(codes[0] ?? '');
    await form.getByRole('button', { name: t('staff.roulette.add') }).click();
    await expect
      .poll(() => form.locator('.form-error').textContent())
      .toBe(t('error.roulette_number_taken', { code: codes[0] ?? '' }));
    // An unused number is deleted after a confirm step.
    const numberCard = page.locator('.roulette-card', { hasText: codes[1] });
    await numberCard.locator('summary', { hasText: t('staff.roulette.delete') }).click();
    await numberCard.getByRole('button', { name: t('staff.roulette.delete_submit') }).click();
    await expect.poll(() => numberCard.count()).toBe(0);

    // A staff member added to the roulette's users can open it.
    const colleague = await shop.newPage();
    await signIn(colleague, staffPhone);
    await makeStaff(staffPhone);
    await open(page, '/tmp_roulette/users');
    form = await createForm(page);
    await form.getByLabel(t('staff.roulette.user.login')).fill(staffPhone);
    await form.getByRole('button', { name: t('staff.roulette.add') }).click();
    await expect.poll(() => page.locator('.roulette-card').count()).toBeGreaterThan(0);
    expect(await mainText(page)).toContain(staffPhone.slice(-4));
    const opened = await open(colleague, '/tmp_roulette/stocks');
    expect(opened?.status()).toBe(200);
    expect(await colleague.locator('.roulette-card', { hasText: prize }).count()).toBe(1);
    await colleague.context().close();

    // Every text is there (a missing one would show its key), and nothing is wider than a phone.
    for (const path of ['', '/games', '/locations', '/prizes', '/numbers', '/stocks', '/users']) {
      await open(page, `/tmp_roulette${path}`);
      expect(await mainText(page), path).not.toMatch(MISSING_KEY);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
    }
  });
});
