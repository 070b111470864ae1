import { createTranslator, formatMoney } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import {
  addToCart,
  apiCall,
  apiToken,
  choosePayment,
  makeStaff,
  placeOrder,
  purchasable,
  signIn,
  staffToken,
  toPaymentStep,
  uniquePhone,
} from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

/** A signed-up shopper's order placed in the browser, to be paid by bank transfer. */
async function bankTransferOrder(pickup: boolean): Promise<{ number: string; phone: string }> {
  const phone = uniquePhone();
  const [product] = await purchasable(1);
  if (!product) throw new Error('no product');
  const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, phone);
  await addToCart(page, product);
  await toPaymentStep(page, { phone, pickup });
  await choosePayment(page, 'bank_transfer');
  const number = await placeOrder(page);
  await page.context().close();
  return { number, phone };
}

/** A staff member on a phone, signed in. */
async function staffPhone(): Promise<Page> {
  const phone = uniquePhone();
  const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(page, phone);
  await makeStaff(phone);
  return page;
}

const summary = (page: Page) => page.locator('.staff-order-summary');

/** Words of the order's facts (labels and values) that the page breaks across two lines. */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.scan-facts dt, .scan-facts dd')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
const done = (page: Page) => page.locator('.staff-done');

async function step(page: Page, label: string, state: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect
    .poll(() => done(page).textContent())
    .toBe(t('staff.orders.done.fulfil', { state: t(`order.state.${state}`) }));
  // The page's data comes back a moment after the action's answer.
  await expect
    .poll(() => summary(page).locator('.staff-state').textContent())
    .toBe(t(`order.state.${state}`));
}

describe('the back office’s orders', () => {
  it('finds an order by its number, records its bank transfer and shows it paid', async () => {
    const { number } = await bankTransferOrder(false);
    const page = await staffPhone();
    await page.goto('/back-office/orders');
    await hydrated(page);
    await page.getByLabel(t('staff.orders.search')).fill(number);
    await page.getByRole('button', { name: t('staff.orders.show') }).click();
    const rows = page.locator('.staff-order');
    await expect.poll(() => page.url()).toContain(`q=${number}`);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(t('staff.orders.payment.unpaid'));
    expect(await rows.first().textContent()).toContain(t('staff.orders.shipping.delivery'));
    // Placed a moment ago, written short for a phone's row: no year, no month spelt out.
    const placed = rows.first().locator('time');
    const placedAt = Date.parse((await placed.getAttribute('datetime')) ?? '');
    expect(Date.now() - placedAt).toBeLessThan(10 * 60_000);
    expect(await placed.textContent()).toMatch(/^\d{1,2}-р сарын \d{1,2} \d{2}:\d{2}$/);

    await page.getByRole('link', { name: number }).click();
    await page.waitForURL(new RegExp(`/back-office/orders/${number}$`));
    // The address changes a moment before the order's page renders.
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('order.title', { number }));
    expect(await summary(page).locator('.staff-pay').textContent()).toBe(
      t('staff.orders.payment.unpaid'),
    );
    // On a phone a long label wraps; the address beside it keeps its words whole.
    expect(await page.locator('.scan-facts dd').allTextContents()).toContainEqual(
      expect.stringContaining('Улаанбаатар'),
    );
    // What the shopper was promised, so staff know how soon it must go.
    expect(await page.locator('.scan-facts dd').allTextContents()).toContainEqual(
      `${t('checkout.option.standard')}: ${t('checkout.window.standard', { hours: 24 })}`,
    );
    expect(await brokenWords(page)).toEqual([]);
    // The order is unpaid: no fulfilment step, no cancelling yet.
    expect(await page.getByRole('button', { name: t('staff.orders.step.confirm') }).count()).toBe(
      0,
    );
    await page.getByLabel(t('staff.orders.bank_reference')).fill(`KHAN-${number}`);
    await page.getByRole('button', { name: t('staff.orders.record_transfer') }).click();
    await expect.poll(() => done(page).textContent()).toMatch(/₮ банкны шилжүүлгийг бүртгэлээ\.$/);
    await expect
      .poll(() => summary(page).locator('.staff-pay').textContent())
      .toBe(t('staff.orders.payment.paid'));
    expect(await summary(page).locator('.staff-state').textContent()).toBe(t('order.state.paid'));
    expect(await summary(page).locator('.staff-owed').textContent()).toBe(formatMoney(0, 'mn'));
    const transfer = page.locator('.staff-payments li[data-method=bank_transfer]');
    expect(await transfer.getAttribute('data-state')).toBe('paid');
    expect(await transfer.textContent()).toContain(`KHAN-${number}`);
    // Paid, it can be confirmed now; the history shows who recorded it.
    expect(await page.getByRole('button', { name: t('staff.orders.step.confirm') }).count()).toBe(
      1,
    );
    expect(await page.locator('.staff-history li[data-to=paid]').count()).toBe(1);

    // The list finds it among the paid ones now.
    await page.goto(`/back-office/orders?q=${number}&payment=paid`);
    await hydrated(page);
    await expect.poll(() => rows.count()).toBe(1);
    await page.goto(`/back-office/orders?q=${number}&payment=unpaid`);
    await expect.poll(() => rows.count()).toBe(0);
    // Days the wrong way round are said to be, not answered with an empty list.
    await page.goto('/back-office/orders?from=2031-05-12&to=2031-05-10');
    await hydrated(page);
    expect(await page.locator('.form-error').textContent()).toBe(t('validation.days_reversed'));
    expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Cancelled the way it was paid: no provider sends a bank transfer back, so the page tells
    // staff to, and how much, rather than that it was refunded.
    await page.goto(`/back-office/orders/${number}`);
    await hydrated(page);
    const amount = Number(
      ((await transfer.locator('p').first().textContent()) ?? '').split('·')[1]?.replace(/\D/g, ''),
    );
    expect(amount).toBeGreaterThan(0);
    await page.locator('summary', { hasText: t('staff.orders.cancel') }).click();
    await page.getByLabel(t('order.cancel_reason')).fill('Худалдан авагч татгалзсан');
    await page.getByRole('radio', { name: t('staff.orders.refund_original') }).check();
    await page.getByRole('button', { name: t('staff.orders.cancel_submit') }).click();
    await expect
      .poll(() => done(page).textContent())
      .toBe(t('staff.orders.done.cancel_send_back', { amount }));
    expect(await page.locator('.staff-send-back').textContent()).toBe(
      t('staff.orders.send_back', { amount }),
    );
  });

  it('marks a pickup order ready at the store, then handed over', async () => {
    const { number } = await bankTransferOrder(true);
    const staff = await staffToken();
    await apiCall(staff, 'POST', `/api/back_office/orders/${number}/bank_transfers`, {
      bank_reference: `GOLOMT-${number}`,
    });
    const page = await staffPhone();
    await page.goto(`/back-office/orders/${number}`);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('order.title', { number }));
    expect(await page.getByRole('region', { name: t('order.shipment') }).textContent()).toContain(
      t('staff.orders.shipping.pickup'),
    );
    await step(page, t('staff.orders.step.confirm'), 'confirmed');
    // The phone shows what the tap did, though the message sits above the button.
    await expect.poll(() => done(page).isVisible()).toBe(true);
    const message = await done(page).boundingBox();
    expect(message?.y).toBeGreaterThanOrEqual(0);
    expect((message?.y ?? 0) + (message?.height ?? 0)).toBeLessThanOrEqual(844);
    await step(page, t('staff.orders.step.ready_pickup'), 'ready_to_deliver');
    // A pickup order is never shipped: handed over is its one way on.
    expect(await page.getByRole('button', { name: t('staff.orders.step.ship') }).count()).toBe(0);
    await step(page, t('staff.orders.step.deliver_pickup'), 'delivered');
    expect(
      await page
        .locator('.staff-history li')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-to'))),
    ).toEqual(['payment_pending', 'paid', 'confirmed', 'ready_to_deliver', 'delivered']);
    expect(await page.getByRole('button', { name: t('staff.orders.step.complete') }).count()).toBe(
      1,
    );
  });

  it('shows core’s refusals in the form, gives a voucher, and cancels with a refund to the wallet', async () => {
    const { number, phone } = await bankTransferOrder(false);
    const staff = await staffToken();
    const paid = await apiCall<{ amount: number }>(
      staff,
      'POST',
      `/api/back_office/orders/${number}/bank_transfers`,
      { bank_reference: `TDB-${number}` },
    );
    const page = await staffPhone();
    await page.goto(`/back-office/orders/${number}`);
    await hydrated(page);

    // A voucher above what staff may give: core refuses, the form says why.
    await page.locator('summary', { hasText: t('staff.orders.voucher') }).click();
    await page.getByLabel(t('staff.orders.voucher_amount')).fill('2 000 000');
    await page.getByRole('button', { name: t('staff.orders.give_voucher') }).click();
    await expect
      .poll(() => page.locator('.staff-actions .form-error').textContent())
      .toBe(t('validation.max_amount', { max: 1_000_000 }));
    await page.getByLabel(t('staff.orders.voucher_amount')).fill('5000');
    await page.getByRole('button', { name: t('staff.orders.give_voucher') }).click();
    await expect.poll(() => done(page).textContent()).toMatch(/^VCH-\S+ кодтой 5,000₮-ийн/);

    // Cancel: a reason is needed first.
    await page.locator('summary', { hasText: t('staff.orders.cancel') }).click();
    const cancel = page.getByRole('button', { name: t('staff.orders.cancel_submit') });
    await cancel.click();
    await expect
      .poll(() => page.locator('.staff-actions .field-error').first().textContent())
      .toBe(t('validation.blank'));
    await page.getByLabel(t('order.cancel_reason')).fill('Бараа дууссан');
    expect(
      await page.getByRole('radio', { name: t('staff.orders.refund_wallet') }).isChecked(),
    ).toBe(true);
    await cancel.click();
    await expect.poll(() => done(page).textContent()).toBe(t('staff.orders.done.cancel'));
    await expect
      .poll(() => summary(page).locator('.staff-state').textContent())
      .toBe(t('order.state.canceled'));
    expect(await summary(page).locator('.staff-pay').textContent()).toBe(
      t('staff.orders.payment.refunded'),
    );
    expect(await summary(page).textContent()).toContain('Бараа дууссан');
    expect(await page.locator('.staff-history li[data-to=canceled]').textContent()).toContain(
      'Бараа дууссан',
    );
    const wallet = await apiCall<{ full: number }>(
      await apiToken(phone),
      'GET',
      '/api/v2/users/wallet',
    );
    expect(wallet.body.full).toBe(paid.body.amount);
    expect((await page.locator('main').textContent())?.match(MISSING_KEY)?.[0]).toBeUndefined();
  });
});
