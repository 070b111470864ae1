import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import { counterCoupon, makeStaff, signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('the back office', () => {
  it('is closed to a signed-out visitor and to a shopper', async () => {
    const page = await shop.newPage();
    const signedOut = await page.goto('/back-office');
    expect(signedOut?.status()).toBe(401);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe(t('error.unauthorized'));

    await signIn(page, uniquePhone());
    const shopper = await page.goto('/back-office/scans');
    expect(shopper?.status()).toBe(403);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe(t('staff.only_title'));
    expect(await page.locator('.scan-log').count()).toBe(0);
  });

  it('scans a coupon by its typed code and uses it; a second scan says who used it, where and when', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    await makeStaff(phone);
    const coupon = await counterCoupon();

    await page.goto('/back-office');
    await hydrated(page);
    await page.getByLabel(t('staff.code')).fill(coupon.code.toLowerCase());
    await page.getByRole('button', { name: t('staff.look_up') }).click();
    const card = page.locator('.scan-card');
    expect(await page.locator('nav').first().textContent()).not.toMatch(/\bstaff\./);
    await expect.poll(() => card.locator('h2').textContent()).toBe('Дэлгүүрийн бэлэг');
    expect(await card.locator('.scan-verdict').textContent()).toBe(t('staff.usable'));
    const store = page.getByLabel(t('staff.store'), { exact: true });
    const storeName = (await store.locator('option').nth(1).textContent()) ?? '';
    await store.selectOption({ label: storeName });
    await page.getByRole('button', { name: t('staff.use') }).click();
    await expect
      .poll(() => page.locator('.scan-done').textContent())
      .toBe(t('staff.used_now', { code: coupon.code }));
    // The page looks again: no use is left, and the button is gone.
    await expect.poll(() => card.locator('.scan-refused').count()).toBe(1);
    expect(await page.getByRole('button', { name: t('staff.use') }).count()).toBe(0);

    // The next scan, later, typed with a space as it was read out: the counter sees who used
    // it, where and when.
    await page.goto('/back-office');
    await hydrated(page);
    await page
      .getByLabel(t('staff.code'))
      .fill(`${coupon.code.slice(0, 3)} ${coupon.code.slice(3)}`);
    await page.getByRole('button', { name: t('staff.look_up') }).click();
    await expect.poll(() => card.locator('.scan-refused').textContent()).toContain(storeName);
    expect(await card.locator('.scan-refused').textContent()).toMatch(
      /^Аль хэдийн ашигласан: \d{4}-\d\d-\d\d \d\d:\d\d, /,
    );
    expect(await page.getByRole('button', { name: t('staff.use') }).count()).toBe(0);

    // A code that cannot be one is refused, naming the field.
    await page.goto('/back-office');
    await hydrated(page);
    await page.getByLabel(t('staff.code')).fill('ab#$%');
    await page.getByRole('button', { name: t('staff.look_up') }).click();
    await expect
      .poll(() => page.locator('.form-error').textContent())
      .toBe(t('validation.invalid_field', { field: t('staff.code') }));

    // The log has the one use, with its store.
    await page.getByRole('link', { name: t('staff.scans') }).click();
    await page.waitForURL(/\/back-office\/scans$/);
    await hydrated(page);
    const row = page.locator('.scan-log tbody tr', { hasText: coupon.code });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-outcome')).toBe('used');
    expect(await row.textContent()).toContain(storeName);
    // Every text is there: a missing one would show its key.
    expect(await page.title()).toContain(t('nav.back_office'));
    expect(await page.locator('main').textContent()).not.toMatch(/\b(?:staff|nav|error)\.[a-z_]/);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
