import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageMeta, rootMeta, withShopName } from './seo.ts';

const location = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: 'default',
});

// The texts come from the script the root loader names (site-shared.ts), as the browser has run it.
const SITE_SCRIPT = '/_site/en-0123456789ab.js';
globalThis.__shopSite = {
  [SITE_SCRIPT]: { locale: 'en', messages: { 'shop.name': 'Tsetseg Market' }, taxons: [] },
};

const matches = [
  {
    id: 'root',
    loaderData: { locale: 'en', origin: 'https://shop.example.mn', siteScript: SITE_SCRIPT },
  },
];

describe('page meta', () => {
  it('gives title, description and an absolute canonical link without stray parameters', () => {
    const tags = pageMeta(
      { location: location('/en/vendors/UNUR/', '?page=2&utm_source=x'), matches },
      { title: 'Unur', description: 'Flowers', query: { page: 2 } },
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Unur' },
        { name: 'description', content: 'Flowers' },
        {
          tagName: 'link',
          rel: 'canonical',
          href: 'https://shop.example.mn/en/vendors/UNUR?page=2',
        },
      ]),
    );
  });

  it('leaves page 1 and the home page plain', () => {
    expect(canonicalUrl('https://x.mn', '/vendors/A', { page: 1 })).toBe('https://x.mn/vendors/A');
    expect(canonicalUrl('https://x.mn', '/')).toBe('https://x.mn/');
    expect(canonicalUrl('https://x.mn', '/en')).toBe('https://x.mn/en');
  });

  it("reads the root loader's locale and texts, and names the shop in titles", () => {
    const { locale, t } = rootMeta({ location: location('/en'), matches });
    expect(locale).toBe('en');
    expect(withShopName('Brands', t)).toBe('Brands — Tsetseg Market');
  });
});
