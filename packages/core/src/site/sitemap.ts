import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale, localePath } from '@shop/i18n';
import {
  brandCodes,
  countVisibleProducts,
  listTaxons,
  vendorCodes,
  visibleProductUrls,
} from '../catalog/index.ts';
import {
  listLookBooks,
  openJobs,
  publishedArticlePaths,
  runningPromotions,
} from '../content/index.ts';
import type { Ctx } from '../context.ts';
import { listHotels, listTours } from '../travel/index.ts';

/**
 * Products per sitemap file. Each product is listed once per locale (Google wants every language
 * version as its own <url>), so a file holds 10,000 × 5 = 50,000 URLs: the protocol's maximum.
 */
export const PRODUCTS_PER_SITEMAP = 10_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

/**
 * The <url> entries of one page: one per locale, each naming every language version (and
 * x-default, the Mongolian page) so search engines pair them.
 */
export function pageEntries(
  origin: string,
  path: string,
  lastmod?: Date,
  locales: readonly Locale[] = LOCALES,
): string {
  const href = (locale: Locale) => escapeXml(origin + localePath(locale, path));
  const fallback = locales.includes(DEFAULT_LOCALE)
    ? DEFAULT_LOCALE
    : (locales[0] ?? DEFAULT_LOCALE);
  const versions = locales
    .map((l) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${href(l)}"/>`)
    .join('');
  const alternates = `${versions}<xhtml:link rel="alternate" hreflang="x-default" href="${href(fallback)}"/>`;
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return locales.map((l) => `<url><loc>${href(l)}</loc>${modified}${alternates}</url>\n`).join('');
}

/** How many product sitemap files `products` visible products need. */
export function productSitemapCount(products: number): number {
  return Math.ceil(products / PRODUCTS_PER_SITEMAP);
}

/** The sitemap index: the pages file and one file per 10,000 shopper-visible products. */
export async function sitemapIndex(ctx: Ctx, origin: string): Promise<string> {
  const files = productSitemapCount(await countVisibleProducts(ctx));
  const names = ['pages', ...Array.from({ length: files }, (_, i) => `products-${i + 1}`)];
  const entries = names
    .map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>\n`)
    .join('');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/**
 * Every page that is not a product: home, all products, categories, brands, vendors, articles,
 * look books, running promotions, open jobs, and the travel section's hotels and tours.
 */
export async function pagesSitemap(ctx: Ctx, origin: string): Promise<string> {
  const [taxons, brands, vendors, articles, lookBooks, promotions, jobs, hotels, tours] =
    await Promise.all([
      listTaxons(ctx),
      brandCodes(ctx),
      vendorCodes(ctx),
      publishedArticlePaths(ctx),
      listLookBooks(ctx),
      runningPromotions(ctx),
      openJobs(ctx),
      listHotels(ctx),
      listTours(ctx),
    ]);
  const paths = [
    '/',
    '/products',
    '/deals',
    ...taxons.map((t) => `/t/${t.permalink.split('/').map(encodeURIComponent).join('/')}`),
    '/brands',
    '/lease',
    ...brands.map((code) => `/brands/${encodeURIComponent(code)}`),
    ...vendors.map((code) => `/vendors/${encodeURIComponent(code)}`),
    '/articles',
    '/news',
    '/look-books',
    ...lookBooks.map((book) => `/look-books/${encodeURIComponent(book.slug)}`),
    '/promotions',
    ...promotions.map((p) => `/promotions/${encodeURIComponent(p.slug)}`),
    '/jobs',
    ...jobs.map((job) => `/jobs/${encodeURIComponent(job.slug)}`),
    '/travel',
    ...hotels.map((hotel) => `/hotels/${encodeURIComponent(hotel.slug)}`),
    ...tours.map((tour) => `/tours/${encodeURIComponent(tour.slug)}`),
  ];
  return (
    URLSET_OPEN +
    paths.map((path) => pageEntries(origin, path)).join('') +
    articles.map((a) => pageEntries(origin, a.path, a.updatedAt, a.locales)).join('') +
    URLSET_CLOSE
  );
}

/**
 * Product sitemap file `file` (1-based) as XML chunks to stream, or null when there is no such
 * file. Rows are read in batches, so a file of 50,000 URLs is never held whole.
 */
export async function productsSitemap(
  ctx: Ctx,
  origin: string,
  file: number,
): Promise<AsyncIterable<string> | null> {
  const files = productSitemapCount(await countVisibleProducts(ctx));
  if (!Number.isInteger(file) || file < 1 || file > files) return null;
  const range = { offset: (file - 1) * PRODUCTS_PER_SITEMAP, limit: PRODUCTS_PER_SITEMAP };
  return (async function* () {
    yield URLSET_OPEN;
    for await (const batch of visibleProductUrls(ctx, range)) {
      yield batch
        .map((p) => pageEntries(origin, `/products/${encodeURIComponent(p.slug)}`, p.updated_at))
        .join('');
    }
    yield URLSET_CLOSE;
  })();
}

/** Paths a crawler has no business in: the API, test pages, each shopper's own, and staff's. */
const PRIVATE_PAGES = ['/cart', '/checkout', '/account', '/back-office', '/tmp_roulette'];

/** robots.txt: everything public is open; the API, test hooks and private pages are not. */
export function robotsTxt(origin: string): string {
  const privatePaths = LOCALES.flatMap((l) => PRIVATE_PAGES.map((p) => localePath(l, p)));
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_test/',
    ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `Disallow: /${l}/_test/`),
    ...privatePaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
