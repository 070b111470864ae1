import { LANGUAGE_TAGS } from '@shop/i18n';
import { localeFromParam, localePath } from '../lib/locale.ts';
import { translator } from '../lib/messages.server.ts';
import type { Route } from './+types/manifest';

const ICON_SIZES = [192, 512] as const;

/**
 * The web app manifest in the page's locale (each page links its own): what a phone shows when
 * the shop is installed, and where it opens. One id for every locale: installed from any of
 * them, it is the same app.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const t = translator(locale);
  const at = (path: string) => localePath(locale, path);
  const manifest = {
    id: '/',
    name: t('shop.name'),
    short_name: t('app.short_name'),
    description: t('shop.tagline'),
    lang: LANGUAGE_TAGS[locale],
    start_url: at('/'),
    scope: '/',
    display: 'standalone',
    // The shop's rose, as the pages' theme-color meta (root.tsx).
    theme_color: '#c2185b',
    background_color: '#ffffff',
    categories: ['shopping', 'lifestyle'],
    icons: ICON_SIZES.flatMap((size) => [
      { src: `/media/app-icon/any/${size}.png`, sizes: `${size}x${size}`, type: 'image/png' },
      {
        src: `/media/app-icon/maskable/${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ]),
    shortcuts: [
      { name: t('search.label'), url: at('/search') },
      { name: t('nav.cart'), url: at('/cart') },
      { name: t('order.my_orders'), url: at('/account/orders') },
    ].map((shortcut) => ({
      ...shortcut,
      icons: [{ src: '/media/app-icon/any/192.png', sizes: '192x192', type: 'image/png' }],
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
