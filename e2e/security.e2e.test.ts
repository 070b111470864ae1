import { createHash } from 'node:crypto';
import { createTranslator } from '@shop/i18n';
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import type { APIResponse, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, PERSON_UA, useBrowser } from './support/browser.ts';
import { codeFor, signIn, uniquePhone } from './support/shop.ts';
import { baseUrl } from './support/target.ts';

// Issue 27: a return address after sign-in must never leave the shop, and every page carries
// the browser-security headers (every browser test fails on a policy violation: support/browser).

const shop = useBrowser();
const t = createTranslator('en', en);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
});

/** Addresses that leave the shop once a browser has cleaned them up (tabs, newlines, slashes). */
const PAYLOADS = [
  '/\t/evil.example/phish',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '/\\evil.example',
  '/\t\\evil.example',
  '\t//evil.example',
  ' //evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%09/evil.example',
];

/** Where a browser that got `location` from the shop ends up (the URL parser is the browser's). */
function landing(location: string | undefined): URL {
  expect(location).toBeTruthy();
  return new URL(location ?? '', baseUrl());
}

async function expectOnShop(response: APIResponse) {
  expect(response.status(), await response.text()).toBe(302);
  const target = landing(response.headers().location);
  expect(target.host).toBe(new URL(baseUrl()).host);
}

const noFollow = { maxRedirects: 0 } as const;

describe('every next taker lands on the shop', () => {
  let signedIn: Page;
  let guest: Page;

  beforeAll(async () => {
    signedIn = await shop.newPage();
    await signIn(signedIn, uniquePhone());
    guest = await shop.newPage({ userAgent: PERSON_UA });
    await guest.goto('/en');
    await hydrated(guest);
  });

  it.each(PAYLOADS)('sign-in and register pages of a signed-in shopper: %j', async (payload) => {
    const next = encodeURIComponent(payload);
    for (const path of ['/en/login', '/login', '/en/register']) {
      await expectOnShop(await signedIn.request.get(`${path}?next=${next}`, noFollow));
    }
  });

  it.each(PAYLOADS)('the age gate, asked and answered: %j', async (payload) => {
    const context = guest.context();
    const csrf = await cookie(context, 'shop_csrf');
    const answered = await context.request.post('/en/age-gate', {
      form: { _csrf: csrf, next: payload, answer: 'yes' },
      headers: { origin: baseUrl() },
      ...noFollow,
    });
    await expectOnShop(answered);
    // Answered yes: the gate sends straight back to `next`.
    await expectOnShop(
      await context.request.get(`/en/age-gate?next=${encodeURIComponent(payload)}`, noFollow),
    );
  });

  it.each(PAYLOADS)('a social sign-in keeps only a path of the shop: %j', async (payload) => {
    const started = await guest.request.get(
      `/auth/google?next=${encodeURIComponent(payload)}`,
      noFollow,
    );
    expect(started.status()).toBe(302);
    const pending = await cookie(guest.context(), 'shop_oauth');
    const { next } = JSON.parse(Buffer.from(pending, 'base64url').toString('utf8')) as {
      next: string;
    };
    expect(landing(next).host).toBe(new URL(baseUrl()).host);
  });

  it('follows a Cyrillic next instead of failing', async () => {
    const answer = await signedIn.request.get(
      `/en/login?next=${encodeURIComponent('/t/цэцэг?q=сарнай')}`,
      noFollow,
    );
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(
      '/t/%D1%86%D1%8D%D1%86%D1%8D%D0%B3?q=%D1%81%D0%B0%D1%80%D0%BD%D0%B0%D0%B9',
    );
  });

  it('the SMS sign-in form, posted with a next that leaves the shop, ends on the shop', async () => {
    const page = await shop.newPage();
    const phone = uniquePhone();
    await page.goto('/en/login?method=sms');
    await hydrated(page);
    // As a page of another site would post it: the hidden field holds the attacker's value.
    const forge = () =>
      page.evaluate((value) => {
        for (const input of document.querySelectorAll<HTMLInputElement>('input[name="next"]')) {
          input.value = value;
        }
      }, '/\t/evil.example/phish');
    await forge();
    await page.getByLabel(t('auth.phone')).fill(phone);
    await page.getByRole('button', { name: t('auth.send_code') }).click();
    const field = page.getByLabel(t('auth.code'));
    await field.waitFor();
    await forge();
    await field.fill(await codeFor(phone));
    await page.getByRole('button', { name: t('nav.sign_in') }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/account'));
    expect(new URL(page.url()).host).toBe(new URL(baseUrl()).host);
  });
});

describe('a signed-in shopper following the tab link', () => {
  it('ends on the shop, not on the other site', async () => {
    const page = await shop.newPage();
    await signIn(page, uniquePhone());
    await page.goto('/en/login?next=%2F%09%2Fevil.example%2Fphish');
    await hydrated(page);
    const url = new URL(page.url());
    expect(url.host).toBe(new URL(baseUrl()).host);
    expect(url.pathname).toBe('/en/account');
  });
});

describe('pages carry the policy', () => {
  it.each([
    ['/', 'hash'],
    ['/en/products', 'hash'],
    ['/en/login', 'nonce'],
    ['/en/cart', 'nonce'],
  ])('%s: every inline script allowed by the header (by %s)', async (path, by) => {
    const page = await shop.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'log') warnings.push(message.text());
    });
    const response = await page.goto(path);
    await hydrated(page);
    // Chromium names a header it cannot read on the console ("Error with Permissions-Policy
    // header: Unrecognized feature").
    expect(warnings.filter((text) => /header/i.test(text))).toEqual([]);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.match(/script-src ([^;]*)/)?.[1]?.split(' ') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    const html = (await response?.text()) ?? '';
    const executable = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .map((m) => ({ attributes: m[1] ?? '', text: m[2] ?? '' }))
      .filter(({ attributes }) => !/type="application\/ld\+json"/.test(attributes));
    expect(executable.length).toBeGreaterThan(0);
    if (by === 'nonce') {
      // A page of this visitor's own: the answer's nonce on each.
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toBeTruthy();
      for (const { attributes } of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    } else {
      // A page kept for everyone carries no nonce: each script's hash is in the header.
      expect(csp).not.toContain("'nonce-");
      for (const { attributes, text } of executable) {
        expect(attributes).not.toContain('nonce=');
        const hash = createHash('sha256').update(text).digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('the brand microsite and the API docs run under it without a violation', async () => {
    const page = await shop.newPage({ userAgent: PERSON_UA });
    await page.goto('/en/age-gate?next=/en/brand/suvdan-tsas');
    await hydrated(page);
    await page.getByRole('button', { name: t('age_gate.yes') }).click();
    await page.waitForURL(/\/brand\/suvdan-tsas/);
    await hydrated(page);
    await page.goto('/api/docs/');
    await page.locator('.swagger-ui .info').waitFor();
  });
});

describe('forms and the session cookie', () => {
  it('refuses a form posted from another site, even with the right CSRF token', async () => {
    const page = await shop.newPage({ userAgent: PERSON_UA });
    await page.goto('/en');
    await hydrated(page);
    const context = page.context();
    const form = { _csrf: await cookie(context, 'shop_csrf'), next: '/en', answer: 'yes' };
    const foreign = await context.request.post('/en/age-gate', {
      form,
      headers: { origin: 'https://evil.example' },
      ...noFollow,
    });
    expect(foreign.status()).toBe(403);
    const own = await context.request.post('/en/age-gate', {
      form,
      headers: { origin: baseUrl() },
      ...noFollow,
    });
    expect(own.status()).toBe(302);
  });

  it('keeps the session in an httpOnly, SameSite=Lax cookie, never one planted before sign-in', async () => {
    const page = await shop.newPage();
    const context = page.context();
    // A session id planted by someone else (session fixation) is not what signing in keeps.
    const planted = 'p'.repeat(43);
    await context.addCookies([{ name: 'shop_session', value: planted, url: baseUrl() }]);
    await signIn(page, uniquePhone());
    const session = (await context.cookies()).find((c) => c.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toBeTruthy();
    expect(session?.value).not.toBe(planted);
  });
});

async function cookie(context: BrowserContext, name: string): Promise<string> {
  const found = (await context.cookies()).find((c) => c.name === name);
  expect(found, `cookie ${name}`).toBeTruthy();
  return found?.value ?? '';
}
