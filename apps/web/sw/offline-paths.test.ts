import { describe, expect, it } from 'vitest';
import { isReadableOffline, OFFLINE_PAGE_PATHS, pagePathOf, splitLocale } from './offline-paths.ts';

describe('what the service worker keeps for offline reading', () => {
  it('keeps catalogue and writing pages in every locale, and their data requests', () => {
    for (const path of [
      '/',
      '/en',
      '/products/red-roses',
      '/ru/products/red-roses',
      '/t/flowers/roses',
      '/articles',
      '/it/articles/how-to-keep-tulips',
      '/news/opening',
      '/pages/about',
      '/products/red-roses.data',
      '/_root.data',
      '/en.data',
    ]) {
      expect(isReadableOffline(path), path).toBe(true);
    }
  });

  it('never keeps personal, changing or staff pages', () => {
    for (const path of [
      '/cart',
      '/en/cart',
      '/checkout',
      '/orders/R123',
      '/account',
      '/account/orders',
      '/back-office',
      '/back-office/orders/R1',
      '/wishlist',
      '/search',
      '/products',
      '/products/red-roses/reviews',
      '/login',
      '/cart.data',
      '/api/v2/products/red-roses',
      '/tmp_roulette',
    ]) {
      expect(isReadableOffline(path), path).toBe(false);
    }
  });

  it('reads the locale and the page from a path', () => {
    expect(splitLocale('/en/products/x')).toEqual({ locale: 'en', rest: '/products/x' });
    expect(splitLocale('/cn')).toEqual({ locale: 'cn', rest: '/' });
    expect(splitLocale('/products/x')).toEqual({ locale: 'mn', rest: '/products/x' });
    expect(splitLocale('/mn/products/x').locale).toBe('mn');
    expect(pagePathOf('/t/flowers.data')).toBe('/t/flowers');
    expect(OFFLINE_PAGE_PATHS).toEqual([
      '/offline',
      '/en/offline',
      '/ru/offline',
      '/cn/offline',
      '/it/offline',
    ]);
  });
});
