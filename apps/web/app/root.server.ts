import { content } from '@shop/core';
import type { Route } from './+types/root';
import { contextFor, viewerSummary } from './lib/auth.server.ts';
import { localeFromParam } from './lib/locale.ts';
import { personalOf } from './lib/personal.server.ts';
import { siteScript } from './lib/site-shared.server.ts';

/**
 * What every page gets: the viewer, unread notifications, menus and the shop's contacts; the
 * texts and categories come in the script it names (`siteScript`, lib/site-shared.ts). The cart
 * count and hearts come with a page rendered for this visitor alone, and after load for a shared
 * page (`personal` null; lib/personal.tsx).
 */
export async function loadRoot({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const signedIn = context.auth.viewer;
  const [site, viewer, personal, unread] = await Promise.all([
    context.siteData(locale),
    viewerSummary(context),
    context.sharedPage ? null : personalOf(ctx, context, request),
    signedIn ? content.unreadCount(ctx, signedIn.userId) : 0,
  ]);
  return {
    viewer,
    unread,
    personal,
    // A shared page is the same for everyone: its forms get the token after load (personal.tsx).
    csrfToken: context.sharedPage ? '' : context.auth.csrfToken,
    locale,
    origin: new URL(request.url).origin,
    siteScript: siteScript(locale, site).href,
    menus: site.menus,
    notifications: site.notifications,
    contact: site.configs.contact as { phone: string; email: string } | undefined,
    // The shop's year, in Ulaanbaatar: decided once on the server so the browser agrees.
    year: Number(
      new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Ulaanbaatar' }).format(),
    ),
  };
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>;
