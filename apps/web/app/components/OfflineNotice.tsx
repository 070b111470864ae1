import type { Locale } from '@shop/i18n';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGES_CACHE, splitLocale } from '../../sw/offline-paths.ts';
import { useI18n } from '../lib/i18n.tsx';
import { localePath } from '../lib/locale.ts';
import type { ViewedProduct } from '../lib/shop-state.ts';
import { useShopStore } from '../lib/store.tsx';

/**
 * What a shopper without a connection sees instead of a page the service worker did not keep:
 * why, what still works, and the products they viewed that it did keep, to read offline.
 */
export function OfflineNotice() {
  const { t, path, locale } = useI18n();
  const [viewed] = useShopStore(
    (s) => s.recentlyViewed,
    (s) => s,
  );
  const readable = useKeptPages(viewed, locale);
  const asked = useAskedPath();
  const { rest } = splitLocale(asked);
  const cart = rest === '/cart' || rest.startsWith('/checkout');
  return (
    <section className="offline container" aria-labelledby="offline-title">
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p>{cart ? t('offline.cart') : t('offline.text')}</p>
      <p>{t('offline.needs_connection')}</p>
      <div className="offline-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.assign(asked)}
        >
          {t('offline.retry')}
        </button>
        <Link to={path('/')} className="button">
          {t('offline.home')}
        </Link>
      </div>
      {readable.length > 0 && (
        <>
          <h2>{t('offline.seen')}</h2>
          <ul className="offline-kept">
            {readable.map((p) => (
              <li key={p.id}>
                <a href={path(`/products/${p.slug}`)}>{p.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The address the shopper asked for: the service worker's `?from=` on the offline page (read
 * after hydration, as the kept page was rendered without it), or the page a move inside the app
 * failed to reach.
 */
function useAskedPath(): string {
  const { pathname, search } = useLocation();
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('from');
    // Only a path of this shop: `//elsewhere` or a full address would lead away.
    if (asked?.startsWith('/') && !asked.startsWith('//')) setFrom(asked);
  }, []);
  return from ?? pathname + search;
}

/** The products among `viewed` whose pages the service worker keeps (looked up after load). */
function useKeptPages(viewed: ViewedProduct[], locale: Locale) {
  const [kept, setKept] = useState<ViewedProduct[]>([]);
  useEffect(() => {
    if (!('caches' in window)) return;
    let current = true;
    void (async () => {
      const cache = await caches.open(PAGES_CACHE);
      const found = await Promise.all(
        viewed.map(
          async (p) => (await cache.match(localePath(locale, `/products/${p.slug}`))) && p,
        ),
      );
      if (current) setKept(found.filter((p): p is ViewedProduct => Boolean(p)));
    })().catch(() => {});
    return () => {
      current = false;
    };
  }, [viewed, locale]);
  return kept;
}
