import { type Locale, localePath } from '@shop/i18n';

/**
 * Links to the shop in messages (e-mail, SMS), which leave the site and so need its address:
 * `origin` is the shop's public address (PUBLIC_URL), without a trailing slash.
 */
export interface ShopLinks {
  /** A product's page in a language, as a shopper reads it. */
  product(locale: Locale, slug: string): string;
  /**
   * A product's short link (`/p/{id}`), which the web app sends on to its page: short enough for
   * an SMS, and still good after staff rename the product (its slug changes, its id does not).
   */
  productShort(locale: Locale, productId: number): string;
}

export function shopLinks(origin: string): ShopLinks {
  const base = origin.replace(/\/+$/, '');
  return {
    product: (locale, slug) => base + localePath(locale, `/products/${encodeURIComponent(slug)}`),
    productShort: (locale, productId) => base + localePath(locale, `/p/${productId}`),
  };
}
