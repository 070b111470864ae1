import { createTranslator } from '@shop/i18n';
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
import { sandboxUrl } from './support/target.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);
const tEn = createTranslator('en', en);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

async function mailTo(address: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${sandboxUrl()}/outbox.json?to=${encodeURIComponent(address)}`);
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    if (messages[0]) return messages[0].body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${address}`);
}

describe('newsletter and contact form', () => {
  it('subscribes from the footer’s page, confirms through the e-mailed link, and unsubscribes', async () => {
    const page = await shop.newPage();
    const address = `reader.${Date.now()}@example.mn`;
    await page.goto('/en');
    await page.getByRole('link', { name: tEn('nav.newsletter') }).click();
    await page.waitForURL(/\/en\/subscribe$/);
    await hydrated(page);
    // A bad address gets the spec's subscription e-mail error.
    await page.getByLabel(tEn('subscribe.email')).fill('not-an-address');
    await page.getByRole('button', { name: tEn('subscribe.submit') }).click();
    await expect
      .poll(() => page.locator('.field-error').textContent())
      .toBe(tEn('validation.subscription_email'));
    await page.getByLabel(tEn('subscribe.email')).fill(address);
    await page.getByRole('button', { name: tEn('subscribe.submit') }).click();
    await expect
      .poll(() => page.locator('.auth-card [role="status"]').textContent())
      .toBe(tEn('subscribe.sent'));

    const body = await mailTo(address);
    const confirm = /https?:\S+\/subscribe\/confirm\?token=[\w%-]+/.exec(body)?.[0];
    const unsubscribe = /https?:\S+\/subscribe\/unsubscribe\?token=[\w%-]+/.exec(body)?.[0];
    if (!confirm || !unsubscribe) throw new Error(`no links in: ${body}`);
    // Opening the link alone changes nothing (mail scanners open links); the button does.
    await page.goto(new URL(confirm).pathname + new URL(confirm).search);
    await hydrated(page);
    await page.getByRole('button', { name: tEn('subscribe.confirm') }).click();
    await expect
      .poll(() => page.locator('.auth-card [role="status"]').textContent())
      .toBe(tEn('subscribe.confirmed'));
    await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
    await hydrated(page);
    await page.getByRole('button', { name: tEn('subscribe.unsubscribe') }).click();
    await expect
      .poll(() => page.locator('.auth-card [role="status"]').textContent())
      .toBe(tEn('subscribe.unsubscribed'));
  });

  it('sends a message through the contact form, which needs an e-mail or a phone (marked fields)', async () => {
    const page = await shop.newPage();
    await page.goto('/contact');
    await hydrated(page);
    expect(await page.locator('label', { hasText: t('contact.name') }).textContent()).toContain(
      '*',
    );
    await page.getByLabel(t('contact.name')).fill('Номин');
    await page.getByLabel(t('contact.message')).fill('Баглааг оффис руу хүргэж болох уу?');
    await page.getByRole('button', { name: t('contact.submit') }).click();
    await expect
      .poll(() => page.locator('.field-error').first().textContent())
      .toBe(t('validation.contact_needed'));
    await page.getByLabel(t('contact.phone')).fill('99112233');
    await page.getByRole('button', { name: t('contact.submit') }).click();
    await expect
      .poll(() => page.locator('.auth-card [role="status"]').textContent())
      .toBe(t('contact.sent'));
    expect(await page.textContent('main')).not.toMatch(MISSING_KEY);
  });
});
