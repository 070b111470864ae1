import { createECDH, randomBytes } from 'node:crypto';
import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, nextAddress, useBrowser } from './support/browser.ts';
import { apiCall, apiToken, signIn, staffToken, uniquePhone } from './support/shop.ts';
import { baseUrl, sandboxUrl } from './support/target.ts';

// Issue 21 and spec §9: the push prompt 10 s after start, not again once answered; a
// subscription reaches the shop.

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

const prompt = (page: Page) => page.getByRole('complementary', { name: t('push.prompt_title') });

/**
 * A shopper's page with the shop's service worker and notifications allowed, on a clock the
 * test moves. The browser's push service is the one outside part: Chromium's own (Google's)
 * cannot be reached here, so `pushManager.subscribe` answers a subscription on the sandbox's
 * stand-in, with keys made as a browser makes them.
 */
async function shopperPage(options: { clock?: boolean } = {}) {
  const page = await shop.newPage({ serviceWorkers: 'allow', permissions: ['notifications'] });
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const subscription = {
    endpoint: `${sandboxUrl()}/push/e2e-${randomBytes(6).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: keys.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  await page.addInitScript((json) => {
    // Kept across page loads, as the browser keeps a real subscription, with the key it was
    // made for (the shop subscribes again when its key is not that one).
    const MARK = 'e2e-push-subscribed';
    const keyBytes = (base64url: string) =>
      Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
        .buffer;
    const fake = {
      ...json,
      get options() {
        const key = localStorage.getItem(MARK);
        return { applicationServerKey: key ? keyBytes(key) : null };
      },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(MARK);
        return true;
      },
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      localStorage.setItem(MARK, String(options?.applicationServerKey ?? ''));
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(MARK) !== null ? fake : null) as unknown as PushSubscription;
  }, subscription);
  if (options.clock !== false) await page.clock.install();
  return { page, subscription };
}

/**
 * The device id the shop answers for this subscription posted as a browser posts it: from an
 * address of its own, as pages are, so the per-address limit counts this shopper, not the run.
 */
async function subscribeAgain(subscription: unknown): Promise<string> {
  const answer = await fetch(new URL('/api/v2/push/subscriptions', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(subscription),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { player_id: string }).player_id;
}

describe('the push prompt', () => {
  it('asks 10 s after start, and a yes sends the subscription to the shop', async () => {
    const { page } = await shopperPage();
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(9_000);
    expect(await prompt(page).count()).toBe(0);
    await page.clock.runFor(1_500);
    await prompt(page).waitFor();

    await page.getByRole('button', { name: t('push.prompt_allow') }).click();
    await page.getByText(t('push.enabled')).waitFor();
    expect(await prompt(page).count()).toBe(0);
    const device = await page.evaluate(
      () => JSON.parse(localStorage.getItem('shop-state') ?? '{}').pushDevice,
    );
    expect(device).toMatch(/^[\w-]{22}$/);
    // The shop keeps it: the same subscription again is the same device.
    const subscription = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.pushManager.getSubscription())?.toJSON();
    });
    expect(subscription?.endpoint).toContain('/push/e2e-');
    expect(await subscribeAgain(subscription)).toBe(device);

    // A message the push service delivers is shown, and names the page it opens.
    const cdp = await page.context().newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseUrl()).origin,
        registrationId,
        data: JSON.stringify({
          title: 'R123 төлөгдлөө',
          body: 'Төлбөр баталгаажлаа.',
          url: '/orders/R123',
          tag: 'order_paid:R123',
        }),
      });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => [n.title, n.data?.url]);
      });
    // Chromium answers the delivery before its worker has the message, and on a loaded machine
    // has been seen to drop it; a push service delivers again until it is taken, and so does
    // the test (one tag: a second delivery replaces the first, never adds to it).
    let notifications: unknown[] = [];
    for (let attempt = 0; attempt < 3 && notifications.length === 0; attempt++) {
      await deliver();
      const until = Date.now() + 5_000;
      do {
        notifications = await shown();
        if (notifications.length === 0) await new Promise((wake) => setTimeout(wake, 200));
      } while (notifications.length === 0 && Date.now() < until);
    }
    expect(notifications).toEqual([['R123 төлөгдлөө', '/orders/R123']]);

    // Subscribed: the next visit does not ask.
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(12_000);
    expect(await prompt(page).count()).toBe(0);
    await page.context().close();
  });

  it('waits while the shopper is in the cart or the checkout, and asks on their next page', async () => {
    const { page } = await shopperPage();
    await page.goto('/cart');
    await hydrated(page);
    await page.clock.runFor(12_000);
    expect(await prompt(page).count()).toBe(0);
    await page.goto('/en/checkout');
    await hydrated(page);
    await page.clock.runFor(12_000);
    expect(await prompt(page).count()).toBe(0);
    await page.goto('/t/flowers');
    await hydrated(page);
    await page.clock.runFor(10_500);
    await prompt(page).waitFor();
    await page.context().close();
  });

  it('is not shown again once dismissed', async () => {
    const { page } = await shopperPage();
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(10_500);
    await page.getByRole('button', { name: t('push.prompt_later') }).click();
    expect(await prompt(page).count()).toBe(0);

    await page.goto('/t/flowers');
    await hydrated(page);
    await page.clock.runFor(12_000);
    expect(await prompt(page).count()).toBe(0);
    await page.context().close();
  });

  it('subscribes again without asking once the shop’s key changed, and keeps the device', async () => {
    const { page, subscription } = await shopperPage();
    await page.goto('/');
    await hydrated(page);
    // Subscribed on an earlier visit, with a key the shop has since rotated away from.
    const device = await subscribeAgain(subscription);
    const oldKey = createECDH('prime256v1');
    oldKey.generateKeys();
    await page.evaluate(
      ({ device, key }) => {
        localStorage.setItem('e2e-push-subscribed', key);
        const state = JSON.parse(localStorage.getItem('shop-state') ?? '{}');
        const subscribed = { ...state, pushAnswer: 'subscribed', pushDevice: device };
        localStorage.setItem('shop-state', JSON.stringify(subscribed));
      },
      { device, key: oldKey.getPublicKey().toString('base64url') },
    );
    await page.reload();
    await hydrated(page);
    const posted = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/v2/push/subscriptions' &&
        r.request().method() === 'POST',
    );
    await page.clock.runFor(12_000);
    expect((await posted).status()).toBe(201);

    const answer = await fetch(new URL('/api/v2/push/key', baseUrl()));
    const { public_key } = (await answer.json()) as { public_key: string };
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('e2e-push-subscribed')))
      .toBe(public_key);
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('shop-state') ?? '{}'));
    expect(state).toMatchObject({ pushAnswer: 'subscribed', pushDevice: device });
    expect(await prompt(page).count()).toBe(0);
    await page.context().close();
  });

  it('lets a signed-in shopper turn them on and off from the account', async () => {
    const { page, subscription } = await shopperPage({ clock: false });
    await signIn(page, uniquePhone());
    await page.goto('/account/notifications');
    await hydrated(page);
    const settings = page.getByRole('region', { name: t('push.settings_title') });
    await settings.getByText(t('push.settings_off')).waitFor();

    await settings.getByRole('button', { name: t('push.turn_on') }).click();
    await settings.getByText(t('push.settings_on')).waitFor();
    const device = await page.evaluate(
      () => JSON.parse(localStorage.getItem('shop-state') ?? '{}').pushDevice,
    );
    expect(device).toMatch(/^[\w-]{22}$/);

    await settings.getByRole('button', { name: t('push.turn_off') }).click();
    await settings.getByText(t('push.settings_off')).waitFor();
    await page.getByText(t('push.disabled')).waitFor();
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('shop-state') ?? '{}'));
    expect(state).toMatchObject({ pushDevice: null, pushAnswer: 'dismissed' });
    // The shop forgot it: the same subscription again is a new device.
    const renewed = await subscribeAgain(subscription);
    expect(renewed).toMatch(/^[\w-]{22}$/);
    expect(renewed).not.toBe(device);
    await page.context().close();
  });

  it('links a signed-in shopper’s device, so their news reaches it, until they sign out', async () => {
    const { page, subscription } = await shopperPage({ clock: false });
    const phone = uniquePhone();
    await signIn(page, phone);
    await page.goto('/account/notifications');
    await hydrated(page);
    const settings = page.getByRole('region', { name: t('push.settings_title') });
    // The device is linked to the account by a request of its own after the switch shows
    // "on"; a message told before that answers goes to the account's devices without this one.
    const linked = page.waitForResponse(
      (r) =>
        /\/push-device(\.data)?$/.test(new URL(r.url()).pathname) &&
        r.request().method() === 'POST',
    );
    await settings.getByRole('button', { name: t('push.turn_on') }).click();
    await settings.getByText(t('push.settings_on')).waitFor();
    expect((await linked).ok()).toBe(true);

    // The shop tells this shopper something: it reaches the stand-in push service for this
    // device, encrypted (the job queue of the running shop sends it).
    const me = await apiCall<{ id: number }>(await apiToken(phone), 'GET', '/api/v2/users/me');
    const admin = await staffToken('website_admin');
    const tell = (title: string) =>
      apiCall(admin, 'POST', '/api/v2/notifications', {
        title,
        body: 'Туршилт',
        user_id: me.body.id,
      });
    const received = async () => {
      const answer = await fetch(`${subscription.endpoint}/messages`);
      return ((await answer.json()) as { messages: unknown[] }).messages.length;
    };
    expect((await tell('Эхний мэдэгдэл')).status).toBe(201);
    // The shop's one queue worker sends it after whatever the run's other tests queued before
    // it: on a loaded machine (a CI run 1.7 times slower than usual) 15 s was not enough.
    await expect.poll(received, { timeout: 30_000 }).toBe(1);

    // Signed out, the device stays subscribed but hears no more of the account.
    const unlinked = page.waitForResponse(
      (r) => r.url().endsWith('/unlink') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t('account.sign_out') }).click();
    expect((await unlinked).status()).toBe(204);
    expect((await tell('Хоёр дахь мэдэгдэл')).status).toBe(201);
    // The queue sends within a second or two; three is the bound for "nothing came".
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await received()).toBe(1);
    await page.context().close();
  });
});
