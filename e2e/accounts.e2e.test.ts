import { createTranslator, LANGUAGE_TAGS, type Locale } from '@shop/i18n';
import cn from '@shop/i18n/catalogs/cn.json' with { type: 'json' };
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import itCatalog from '@shop/i18n/catalogs/it.json' with { type: 'json' };
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import ru from '@shop/i18n/catalogs/ru.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { currentOutsideList, hydrated, MISSING_KEY, useBrowser } from './support/browser.ts';
// A 99 number is a valid Mongolian mobile whatever the clock says (a 9 and any seven digits is not).
import { uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const sandboxUrl = inject('sandboxUrl');
const CATALOGS = { mn, en, ru, cn, it: itCatalog };
const text = (locale: Locale) => createTranslator(LANGUAGE_TAGS[locale], CATALOGS[locale]);
const t = text('mn');

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

let counter = 0;
const uniqueEmail = () => `e2e${Date.now()}${++counter}@example.mn`;

/** The messages the sandbox received for an address, newest first. */
async function messagesTo(to: string): Promise<{ id: string; body: string }[]> {
  const address = to.includes('@') ? to : `+976${to.replace(/\D/g, '')}`;
  const response = await fetch(`${sandboxUrl}/outbox.json?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: { id: string; body: string }[] }).messages;
}

/**
 * The newest code the sandbox received for an address, in a message newer than the one `after`
 * names (polled: delivery is asynchronous; a reset code even leaves after the answer).
 */
async function codeFor(to: string, after: string | null = null): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [newest] = await messagesTo(to);
    const code = newest && newest.id !== after && newest.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${to}`);
}

/** Types the newest code sent to `to` (newer than message `after`), once the page asks for it. */
async function enterCode(
  page: Page,
  to: string,
  label = t('auth.code'),
  after: string | null = null,
) {
  const field = page.getByLabel(label);
  await field.waitFor().catch(async (error: Error) => {
    // Say what the page shows instead (a refusal, a limit), not only that the field is missing.
    const shown =
      (await page
        .locator('main')
        .textContent()
        .catch(() => '')) ?? '';
    throw new Error(`${error.message}\nthe page shows: ${shown.slice(0, 500)}`);
  });
  await field.fill(await codeFor(to, after));
}

/** The page's words, without the inline hydration data (which holds every text's key). */
async function visibleText(page: Page): Promise<string> {
  return (await page.locator('header, main, footer').allTextContents()).join(' ');
}

async function signInByCode(page: Page, login: string, locale: Locale = 'mn', method = 'sms') {
  const tr = text(locale);
  const prefix = locale === 'mn' ? '' : `/${locale}`;
  await page.goto(`${prefix}/login?method=${method}`);
  await hydrated(page);
  await page.getByLabel(tr(method === 'email' ? 'auth.email' : 'auth.phone')).fill(login);
  await page.getByRole('button', { name: tr('auth.send_code') }).click();
  await enterCode(page, login, tr('auth.code'));
  await page.getByRole('button', { name: tr('nav.sign_in') }).click();
  await page.waitForURL(new RegExp(`${prefix}/account$`));
}

describe('signing in and out', () => {
  it('signs in by SMS code, then signs out with "Logged Out"', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    const phone = uniquePhone();
    await signInByCode(page, phone);
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('account.profile'));
    await page.getByRole('link', { name: t('account.contact') }).click();
    await expect
      .poll(() => page.locator('.contact-section').nth(1).textContent())
      .toContain(t('account.phone_confirmed'));
    await page.getByRole('button', { name: t('account.sign_out') }).click();
    await expect.poll(() => page.locator('.toast').textContent()).toContain(t('nav.logged_out'));
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.locator('.header-action').first().textContent()).toContain(t('nav.sign_in'));
  });

  it.each(['en', 'ru', 'cn', 'it'] as const)(
    'signs in by e-mail code in %s without a missing text',
    async (locale) => {
      const page = await shop.newPage();
      const email = uniqueEmail();
      await signInByCode(page, email, locale, 'email');
      await expect.poll(() => visibleText(page)).toContain(text(locale)('account.sign_out'));
      const body = await visibleText(page);
      expect(body.match(MISSING_KEY)?.[0]).toBeUndefined();
    },
  );

  it('registers with a password, then signs in with it (without JavaScript too)', async () => {
    const page = await shop.newPage();
    const email = uniqueEmail();
    await page.goto('/register');
    await hydrated(page);
    await page.getByLabel(t('auth.login')).fill(email);
    await page.getByLabel(t('account.first_name')).fill('Сараа');
    await page.locator('input[name=password]').fill('цэцэг-2026-x');
    await page.locator('input[name=password_confirmation]').fill('цэцэг-2026-y');
    await page.getByRole('button', { name: t('auth.send_code') }).click();
    await expect
      .poll(() => page.locator('.field-error').textContent())
      .toBe(t('validation.passwords_differ'));
    await page.locator('input[name=password]').fill('цэцэг-2026-x');
    await page.locator('input[name=password_confirmation]').fill('цэцэг-2026-x');
    await page.getByRole('button', { name: t('auth.send_code') }).click();
    await enterCode(page, email);
    await page.getByRole('button', { name: t('auth.finish_registration') }).click();
    await page.waitForURL(/\/account$/);
    expect(await page.locator('.account-greeting').textContent()).toContain('Сараа');

    const plain = await shop.newPage({ javaScriptEnabled: false });
    await plain.goto('/login?method=password');
    await plain.getByLabel(t('auth.login')).fill(email);
    await plain.locator('input[name=password]').fill('буруу-нууц-үг');
    await plain.getByRole('button', { name: t('nav.sign_in') }).click();
    await expect
      .poll(() => plain.locator('.form-error').textContent())
      .toBe(t('error.login_failed'));
    await plain.locator('input[name=password]').fill('цэцэг-2026-x');
    await plain.getByRole('button', { name: t('nav.sign_in') }).click();
    await plain.waitForURL(/\/account$/);
    expect(await plain.locator('.account-greeting').textContent()).toContain('Сараа');
  });

  it('resets a forgotten password by code', async () => {
    const page = await shop.newPage();
    const email = uniqueEmail();
    await signInByCode(page, email, 'mn', 'email');
    await page.getByRole('button', { name: t('account.sign_out') }).click();
    // Signed out once the header offers sign-in again (the toast may come and go under load).
    await expect
      .poll(() => page.locator('.header-action').first().textContent(), { timeout: 15_000 })
      .toContain(t('nav.sign_in'));
    await page.goto('/password-reset');
    await hydrated(page);
    await page.getByLabel(t('auth.login')).fill(email);
    // The sign-in code is in the outbox already: the reset code is the next message.
    const [signInMessage] = await messagesTo(email);
    await page.getByRole('button', { name: t('auth.send_code') }).click();
    await enterCode(page, email, t('auth.code'), signInMessage?.id ?? null);
    await page.locator('input[name=password]').fill('шинэ-нууц-үг-1');
    await page.locator('input[name=password_confirmation]').fill('шинэ-нууц-үг-1');
    await page.getByRole('button', { name: t('auth.save_password') }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('link', { name: t('account.password') }).click();
    await expect.poll(() => page.locator('input[name=current_password]').count()).toBe(1);
  });

  it('says "Login required" and comes back after signing in', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/account/addresses');
    expect(response?.status()).toBe(401);
    expect(await page.locator('h1').textContent()).toBe(t('error.unauthorized'));
    await hydrated(page);
    await page
      .getByRole('link', { name: t('nav.sign_in') })
      .last()
      .click();
    await page.waitForURL(/\/login\?next=/);
    const phone = uniquePhone();
    await page.getByLabel(t('auth.phone')).fill(phone);
    await page.getByRole('button', { name: t('auth.send_code') }).click();
    await enterCode(page, phone);
    await page.getByRole('button', { name: t('nav.sign_in') }).click();
    await page.waitForURL(/\/account\/addresses$/);
  });

  it('refuses a form post without the CSRF token', async () => {
    const response = await fetch(`${inject('baseUrl')}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=password&login=a%40example.mn&password=x',
    });
    expect(response.status).toBe(403);
  });
});

describe('social sign-in', () => {
  it('signs in with Google through the provider’s consent page', async () => {
    const page = await shop.newPage();
    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('link', { name: t('auth.continue_with', { provider: 'Google' }) }).click();
    await page.waitForURL(/\/oauth\/google\/authorize/);
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('First name').fill('Болд');
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await page.waitForURL(/\/account$/);
    expect(await page.locator('.account-greeting').textContent()).toContain('Болд');
  });

  it('signs in with Facebook, and again into the same account', async () => {
    const email = uniqueEmail();
    const signIn = async () => {
      const page = await shop.newPage();
      await page.goto('/en/login');
      await page
        .getByRole('link', { name: text('en')('auth.continue_with', { provider: 'Facebook' }) })
        .click();
      await page.waitForURL(/\/oauth\/facebook\/dialog/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('First name').fill('Ганаа');
      await page.getByRole('button', { name: 'Allow', exact: true }).click();
      await page.waitForURL(/\/en\/account$/);
      await page.getByRole('link', { name: text('en')('account.contact') }).click();
      await expect
        .poll(() => page.locator('.contact-section strong').first().textContent())
        .toBe(email);
      return page.locator('.account-greeting').textContent();
    };
    expect(await signIn()).toContain('Ганаа');
    expect(await signIn()).toContain('Ганаа');
  });

  it('shows the spec’s messages when Facebook access is denied or cannot be reached', async () => {
    const page = await shop.newPage();
    await page.goto('/login');
    await page
      .getByRole('link', { name: t('auth.continue_with', { provider: 'Facebook' }) })
      .click();
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL(/\/login\?error=denied/);
    expect(await page.locator('.form-error').textContent()).toBe(t('auth.social_error.denied'));
    await page
      .getByRole('link', { name: t('auth.continue_with', { provider: 'Facebook' }) })
      .click();
    await page.getByRole('button', { name: /fail the token exchange/ }).click();
    await page.waitForURL(/\/login\?error=connect/);
    expect(await page.locator('.form-error').textContent()).toBe(t('auth.social_error.connect'));
  });
});

describe('my account', () => {
  it('edits the profile and uploads a picture', async () => {
    const page = await shop.newPage();
    await signInByCode(page, uniquePhone());
    await hydrated(page);
    await page.getByLabel(t('account.last_name')).fill('Бат');
    await page.getByLabel(t('account.first_name')).fill('Сараа');
    await page.getByLabel(t('account.gender')).selectOption('female');
    await page.getByLabel(t('account.birth_date')).fill('1995-04-12');
    await page.getByRole('button', { name: t('account.save') }).click();
    await expect
      .poll(() => page.locator('.toast').textContent())
      .toContain(t('account.profile_updated'));
    await page.reload();
    expect(await page.getByLabel(t('account.first_name')).inputValue()).toBe('Сараа');
    expect(await page.locator('.account-greeting').textContent()).toContain('Сараа');

    await hydrated(page);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel(t('account.avatar_choose'))
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: t('account.upload') }).click();
    await expect
      .poll(() => page.locator('img.avatar').getAttribute('src'))
      .toMatch(/\/media\/avatars\/\d+\.webp\?v=1/);
    await page.getByLabel(t('account.avatar_choose')).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await page.getByRole('button', { name: t('account.upload') }).click();
    await expect
      .poll(() => page.locator('.field-error').textContent())
      .toBe(t('validation.avatar_type'));
  });

  it('shows on a phone which section one is in', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signInByCode(page, uniquePhone());
    const sections = page.getByRole('navigation', { name: t('nav.account') }).locator('ul');
    for (const [section, name] of [
      ['/sessions', 'account.sessions'],
      ['/wallet', 'account.wallet'],
    ] as const) {
      await page.goto(`/account${section}`);
      await hydrated(page);
      expect(await sections.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      await expect.poll(() => currentOutsideList(sections)).toBe(0);
      expect(await sections.locator('[aria-current="page"]').textContent()).toBe(t(name));
      // The page itself stays at its top: only the list moved.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  it('lines up fields side by side, and an empty list sits under its heading like any text', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signInByCode(page, uniquePhone());
    await page.goto('/account/addresses');
    // The phone has a hint below it; the name beside it keeps an input's height, in line.
    const name = await page.locator('input[name=receiver]').boundingBox();
    const phone = await page.locator('input[name=receiver_phone]').boundingBox();
    expect(name?.y).toBe(phone?.y);
    expect(name?.height).toBe(phone?.height);

    /** From the bottom of the page's heading to the top of the text that follows it, in pixels. */
    const gapUnder = (text: string) =>
      page.locator('.account-main').evaluate((main, wanted) => {
        const heading = main.querySelector('h1')?.getBoundingClientRect();
        const line = [...main.querySelectorAll('p')].find((p) => p.textContent === wanted);
        return heading && line ? line.getBoundingClientRect().top - heading.bottom : Number.NaN;
      }, text);
    const underAddresses = await gapUnder(t('account.no_addresses'));
    await page.goto('/account/orders');
    expect(await gapUnder(t('order.none'))).toBe(underAddresses);
  });

  it('offers the picture’s file in the page’s language, and the browser’s own picker without JavaScript', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signInByCode(page, phone);
    await hydrated(page);
    const picker = page.locator('.file-input');
    expect(await picker.locator('.file-input-button').textContent()).toBe(t('file.choose'));
    expect(await picker.locator('.file-input-names').textContent()).toBe(t('file.none'));
    // The browser's own input lies over the shop's button: a tap there reaches the picker.
    await picker.scrollIntoViewIfNeeded();
    expect(
      await picker.locator('.file-input-button').evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit instanceof HTMLInputElement ? hit.type : hit?.className;
      }),
    ).toBe('file');
    await page.getByLabel(t('account.avatar_choose')).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not read here'),
    });
    await expect.poll(() => picker.locator('.file-input-names').textContent()).toBe('me.png');

    const plain = await shop.newPage({ javaScriptEnabled: false });
    await plain.context().addCookies(await page.context().cookies());
    await plain.goto('/account');
    expect(await plain.locator('.file-input-button').count()).toBe(0);
    expect(await plain.getByLabel(t('account.avatar_choose')).isVisible()).toBe(true);
  });

  it('changes the e-mail through a code and shows its state', async () => {
    const page = await shop.newPage();
    await signInByCode(page, uniquePhone());
    await page.getByRole('link', { name: t('account.contact') }).click();
    await hydrated(page);
    const email = uniqueEmail();
    await page.getByLabel(t('account.new_email')).fill(email);
    await page
      .getByRole('button', { name: t('auth.send_code') })
      .first()
      .click();
    await enterCode(page, email);
    await page.getByRole('button', { name: t('account.confirm') }).click();
    await expect
      .poll(() => page.locator('.form-success, .form-error').first().textContent())
      .toBe(t('account.contact_confirmed'));
    await expect
      .poll(() => page.locator('.contact-section strong').first().textContent())
      .toBe(email);
    expect(await page.locator('.contact-section .state-badge').first().textContent()).toBe(
      t('account.email_state.confirmed'),
    );
  });

  it('changes the phone number through an SMS code', async () => {
    const page = await shop.newPage();
    await signInByCode(page, uniquePhone());
    await page.getByRole('link', { name: t('account.contact') }).click();
    await hydrated(page);
    const phone = uniquePhone();
    await page.getByLabel(t('account.new_phone')).fill(phone);
    await page
      .getByRole('button', { name: t('auth.send_code') })
      .last()
      .click();
    await enterCode(page, phone);
    await page.getByRole('button', { name: t('account.confirm') }).click();
    await expect
      .poll(() => page.locator('.contact-section strong').last().textContent())
      .toBe(`${phone.slice(0, 4)} ${phone.slice(4)}`);
    expect(await page.locator('.contact-section .state-badge').last().textContent()).toBe(
      t('account.phone_confirmed'),
    );
  });

  it('refuses the same phone number again', async () => {
    const page = await shop.newPage();
    const phone = uniquePhone();
    await signInByCode(page, phone);
    await page.getByRole('link', { name: t('account.contact') }).click();
    await hydrated(page);
    await page.getByLabel(t('account.new_phone')).fill(phone);
    await page
      .getByRole('button', { name: t('auth.send_code') })
      .last()
      .click();
    await expect
      .poll(() => page.locator('.field-error').textContent())
      .toBe(t('validation.phone_same'));
  });

  it('adds an address through the postal zones and keeps the organisation Cyrillic', async () => {
    const page = await shop.newPage();
    await signInByCode(page, uniquePhone());
    await page.getByRole('link', { name: t('account.addresses') }).click();
    await hydrated(page);
    await page.getByLabel(t('account.city')).selectOption({ index: 1 });
    await page.getByLabel(t('account.district')).selectOption({ index: 1 });
    await page.getByLabel(t('account.detail')).fill('12-р байр, 34 тоот');
    await page.locator('input[name=receiver]').fill('Сараа');
    await page.getByLabel(t('account.receiver_phone')).fill('123');
    await page.getByRole('button', { name: t('account.save') }).click();
    await expect.poll(() => page.locator('.field-error').textContent()).toBe(t('validation.phone'));
    await page.getByLabel(t('account.receiver_phone')).fill('9911 2233');
    await page.getByRole('button', { name: t('account.save') }).click();
    await expect.poll(() => page.locator('.address-card').count()).toBe(1);
    expect(await page.locator('.address-card').textContent()).toContain('9911 2233');

    await page.getByRole('link', { name: t('account.organisation') }).click();
    await page.getByLabel(t('account.org_name')).fill('Tsetseg LLC');
    await page.getByLabel(t('account.registry_number')).fill('1234567');
    await page.getByLabel(t('account.org_address')).fill('Улаанбаатар, Сүхбаатар дүүрэг');
    await page.getByLabel(t('account.org_phone')).fill('7011 2233');
    await page.getByRole('button', { name: t('account.save') }).click();
    await expect
      .poll(() => page.locator('.field-error').textContent())
      .toBe(t('validation.cyrillic_only'));
    await page.getByLabel(t('account.org_name')).fill('Цэцэг ХХК');
    await page.getByRole('button', { name: t('account.save') }).click();
    await expect
      .poll(() => page.locator('.form-success').textContent())
      .toBe(t('account.organisation_saved'));
  });
});
