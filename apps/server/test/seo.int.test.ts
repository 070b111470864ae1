import { catalog, content, travel } from '@shop/core';
import { tables } from '@shop/core/testing';

const { catalogProduct } = tables;

import { and, count, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp, type ShopApp } from '../src/app.ts';

let testDb: TestDatabase;
let app: ShopApp;
let behindProxy: ShopApp;
const PUBLIC = 'https://shop.example.mn';

beforeAll(async () => {
  const seedDay = new Date();
  seedDay.setUTCHours(0, 0, 0, 0);
  testDb = await freshDatabase({ products: 150, now: seedDay });
  ({ app } = await buildApp({ database: testDb.database }));
  ({ app: behindProxy } = await buildApp({ database: testDb.database, publicUrl: PUBLIC }));
});

afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
  await testDb?.dispose();
});

/** A light well-formedness check: balanced tags, nothing unescaped, one root. */
function expectWellFormed(xml: string, root: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of body.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(body.trim().startsWith(`<${root} `)).toBe(true);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Products passing the default filter (spec §9), counted here independently of the service. */
async function visibleProducts() {
  const [row] = await testDb.database.db
    .select({ n: count() })
    .from(catalogProduct)
    .where(
      and(
        gt(catalogProduct.sellingPrice, 1),
        gt(catalogProduct.totalOnHand, 0),
        lte(catalogProduct.availableOn, new Date()),
        isNotNull(catalogProduct.image),
      ),
    );
  return row!.n;
}

describe(`sitemaps on ${testDatabaseKind()}`, () => {
  it('indexes the pages file and one products file, at the request origin', async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'shop.test:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    // Links from the request's Host (no PUBLIC_URL): never kept by a shared cache.
    expect(response.headers['cache-control']).toBe('no-store');
    expectWellFormed(response.body, 'sitemapindex');
    expect(locs(response.body)).toEqual([
      'http://shop.test:8080/sitemaps/pages.xml',
      'http://shop.test:8080/sitemaps/products-1.xml',
    ]);
  });

  it('uses PUBLIC_URL for every link when it is set', async () => {
    const index = await behindProxy.inject({
      url: '/sitemap.xml',
      headers: { host: 'internal:3000' },
    });
    expect(locs(index.body).every((loc) => loc.startsWith(`${PUBLIC}/sitemaps/`))).toBe(true);
    const pages = await behindProxy.inject({ url: '/sitemaps/pages.xml' });
    expect(locs(pages.body).every((loc) => loc.startsWith(PUBLIC))).toBe(true);
  });

  it('lists home, all products, deals, the lease calculator, every category, brand and vendor, the travel section’s hotels and tours in five locales, and each published article in the languages it is written in', async () => {
    const response = await behindProxy.inject({ url: '/sitemaps/pages.xml' });
    expect(response.statusCode).toBe(200);
    expectWellFormed(response.body, 'urlset');
    const urls = locs(response.body);
    const ctx = { db: testDb.database.db, locale: 'mn' as const, now: new Date() };
    const [taxons, brands, vendors, articles, lookBooks, promotions, jobs, hotels, tours] =
      await Promise.all([
        catalog.listTaxons(ctx),
        catalog.brandCodes(ctx),
        catalog.vendorCodes(ctx),
        content.publishedArticlePaths(ctx),
        content.listLookBooks(ctx),
        content.runningPromotions(ctx),
        content.openJobs(ctx),
        travel.listHotels(ctx),
        travel.listTours(ctx),
      ]);
    // Home, all products, deals, brands, the lease calculator, the articles, news, look book,
    // promotion, job and travel lists, then one per category, brand, vendor, published article,
    // news item (not the draft), page, look book, running promotion, open job, hotel and tour.
    expect(articles).toHaveLength(96);
    expect(urls).toHaveLength(
      5 *
        (11 +
          taxons.length +
          brands.length +
          vendors.length +
          lookBooks.length +
          promotions.length +
          jobs.length +
          hotels.length +
          tours.length) +
        articles.reduce((sum, a) => sum + a.locales.length, 0),
    );
    // An article written in Mongolian only is listed once, in Mongolian.
    const mongolianOnly = articles.find((a) => a.locales.join() === 'mn');
    expect(mongolianOnly).toBeDefined();
    const slug = mongolianOnly!.path.split('/').at(-1);
    expect(urls.filter((url) => url.endsWith(`/${slug}`))).toEqual([
      `${PUBLIC}${mongolianOnly!.path}`,
    ]);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${PUBLIC}/`,
        `${PUBLIC}/en`,
        `${PUBLIC}/products`,
        `${PUBLIC}/ru/products`,
        `${PUBLIC}/en/deals`,
        `${PUBLIC}/brands`,
        `${PUBLIC}/lease`,
        `${PUBLIC}/en/lease`,
        `${PUBLIC}/travel`,
        `${PUBLIC}/en/hotels/tsetseg-city-hotel`,
        `${PUBLIC}/cn/tours/gobi-desert-5-days`,
        `${PUBLIC}/news`,
        `${PUBLIC}/it/pages/returns`,
        `${PUBLIC}/ru/articles/${articles
          .find((a) => a.locales.includes('ru'))!
          .path.split('/')
          .at(-1)}`,
        `${PUBLIC}/brands/NOMAD`,
        `${PUBLIC}/cn/vendors/TSETSEG`,
        `${PUBLIC}/t/${taxons[0]!.permalink}`,
        `${PUBLIC}/it/t/${taxons.at(-1)!.permalink}`,
      ]),
    );
    const first = response.body.match(/<url>.*?<\/url>/)![0];
    for (const lang of ['mn-MN', 'en', 'ru', 'zh-Hans', 'it']) {
      expect(first).toContain(`hreflang="${lang}"`);
    }
    expect(first).toContain(`hreflang="x-default" href="${PUBLIC}/"`);
  });

  it('lists every shopper-visible product once per locale, and only those', async () => {
    const response = await behindProxy.inject({ url: '/sitemaps/products-1.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectWellFormed(response.body, 'urlset');
    const visible = await visibleProducts();
    expect(visible).toBeGreaterThan(50);
    const urls = locs(response.body);
    expect(urls).toHaveLength(visible * 5);
    const mnProducts = urls.filter((u) => u.startsWith(`${PUBLIC}/products/`));
    expect(new Set(mnProducts).size).toBe(visible);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);

    // A product taken off sale leaves the sitemap.
    const [gone] = await testDb.database.db
      .update(catalogProduct)
      .set({ totalOnHand: 0 })
      .where(eq(catalogProduct.slug, mnProducts[0]!.slice(`${PUBLIC}/products/`.length)))
      .returning({ slug: catalogProduct.slug });
    const after = await behindProxy.inject({ url: '/sitemaps/products-1.xml' });
    expect(locs(after.body)).toHaveLength((visible - 1) * 5);
    expect(after.body).not.toContain(`/products/${gone!.slug}<`);
  });

  it('answers 404 past the last products file and 400 for a malformed file number', async () => {
    expect((await app.inject({ url: '/sitemaps/products-2.xml' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemaps/products-0.xml' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/sitemaps/products-x.xml' })).statusCode).toBe(400);
  });
});

describe(`the news feed on ${testDatabaseKind()}`, () => {
  it('serves the newest news as Atom in Mongolian and in each language, well formed', async () => {
    const mn = await behindProxy.inject({ url: '/feeds/news.atom' });
    expect(mn.statusCode).toBe(200);
    expect(mn.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expectWellFormed(mn.body, 'feed');
    expect(mn.body).toContain('<title>Мэдээ — Цэцэг Маркет</title>');
    expect(mn.body).toContain(
      `<link rel="self" type="application/atom+xml" href="${PUBLIC}/feeds/news.atom"/>`,
    );
    expect(mn.body.match(/<entry>/g)).toHaveLength(12);
    const links = [...mn.body.matchAll(/<entry><id>([^<]+)<\/id>/g)].map((m) => m[1]!);
    expect(links.every((l) => /^https:\/\/shop\.example\.mn\/news\/[a-z0-9-]+$/.test(l))).toBe(
      true,
    );
    const en = await behindProxy.inject({ url: '/feeds/news-en.atom' });
    expectWellFormed(en.body, 'feed');
    expect(en.body).toContain('xml:lang="en"');
    expect(en.body).toContain(`<id>${PUBLIC}/en/news</id>`);
    expect((await app.inject({ url: '/feeds/news-mn.atom' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/feeds/news-xx.atom' })).statusCode).toBe(400);
  });
});

describe('robots.txt', () => {
  it('allows the shop, keeps crawlers out of the API and private pages, names the sitemap', async () => {
    const response = await behindProxy.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /_test/']) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain('Disallow: /checkout');
    expect(lines).toContain('Disallow: /en/cart');
    expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });
});
