import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import { apiCall, apiToken, signIn, staffToken, uniquePhone } from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('notifications', () => {
  it('the header counts the shop’s unread messages, and reading them clears it', async () => {
    const phone = uniquePhone();
    const token = await apiToken(phone);
    const me = await apiCall<{ id: number }>(token, 'GET', '/api/v2/users/me');
    const { body: before } = await apiCall<{ unread: number }>(
      token,
      'GET',
      '/api/v2/notifications',
    );
    const sent = await apiCall<{ id: number }>(
      await staffToken('website_admin'),
      'POST',
      '/api/v2/notifications',
      {
        title: 'Таны баглаа бэлэн',
        body: 'Таны захиалсан баглааг дэлгүүрээс авах боломжтой.',
        url: '/account/orders',
        user_id: me.body.id,
      },
    );
    expect(sent.status).toBe(201);
    const unread = before.unread + 1;

    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, phone);
    await hydrated(page);
    const bell = page.getByRole('link', { name: t('notifications.link_label', { count: unread }) });
    expect(await bell.locator('.unread-count').textContent()).toBe(String(unread));
    await bell.click();
    await page.waitForURL(/\/account\/notifications$/);
    await hydrated(page);
    const item = page.locator(`[data-notification-id="${sent.body.id}"]`);
    await expect.poll(() => item.locator('h2').textContent()).toContain('Таны баглаа бэлэн');
    expect(await item.locator('.state-new').count()).toBe(1);

    await page.getByRole('button', { name: t('account.notifications.read_all') }).click();
    await expect
      .poll(() => page.locator('.account-main [role="status"]').textContent())
      .toBe(t('account.notifications.unread', { count: 0 }));
    expect(await item.locator('.state-new').count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: t('notifications.link_label', { count: 0 }) })
          .locator('.unread-count')
          .count(),
      )
      .toBe(0);
  });
});
