import { describe, expect, it } from 'vitest';
import { escapeXml, pageEntries, productSitemapCount, robotsTxt } from './sitemap.ts';

const ORIGIN = 'https://shop.example.mn';

describe('sitemap entries', () => {
  it('lists a page once per locale, each naming all five versions and x-default', () => {
    const xml = pageEntries(ORIGIN, '/brands/NOMAD', new Date('2026-01-02T03:04:05Z'));
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((u) => u.match(/<loc>(.*?)<\/loc>/)?.[1])).toEqual([
      `${ORIGIN}/brands/NOMAD`,
      `${ORIGIN}/en/brands/NOMAD`,
      `${ORIGIN}/ru/brands/NOMAD`,
      `${ORIGIN}/cn/brands/NOMAD`,
      `${ORIGIN}/it/brands/NOMAD`,
    ]);
    for (const url of urls) {
      const langs = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1],
        m[2],
      ]);
      expect(langs).toEqual([
        ['mn-MN', `${ORIGIN}/brands/NOMAD`],
        ['en', `${ORIGIN}/en/brands/NOMAD`],
        ['ru', `${ORIGIN}/ru/brands/NOMAD`],
        ['zh-Hans', `${ORIGIN}/cn/brands/NOMAD`],
        ['it', `${ORIGIN}/it/brands/NOMAD`],
        ['x-default', `${ORIGIN}/brands/NOMAD`],
      ]);
      expect(url).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    }
  });

  it('writes the home page as / in Mongolian and /en in English', () => {
    expect(pageEntries(ORIGIN, '/')).toContain(`<loc>${ORIGIN}/it</loc>`);
  });

  it('escapes what XML cannot hold as text', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(pageEntries('https://x.mn', '/t/a&b')).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('splits products into files of 10,000', () => {
    expect(productSitemapCount(0)).toBe(0);
    expect(productSitemapCount(1)).toBe(1);
    expect(productSitemapCount(10_000)).toBe(1);
    expect(productSitemapCount(100_001)).toBe(11);
  });
});

describe('robots.txt', () => {
  it('opens the shop, closes the API, test pages and private pages, and names the sitemap', () => {
    const lines = robotsTxt(ORIGIN).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /_test/',
        'Disallow: /cart',
        'Disallow: /en/checkout',
        'Disallow: /cn/account',
        'Disallow: /back-office',
        'Disallow: /en/tmp_roulette',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /products');
  });
});
