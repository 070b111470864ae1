import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

const shop = useBrowser();
const PRICE = /^\d{1,3}(,\d{3})*₮$/;

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

interface VendorOut {
  code: string;
  name: string;
  product_count: number;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('brands page', () => {
  it('shows every brand as a tile under its letter, with a canonical address', async () => {
    const { brands } = await api<{ brands: { name: string }[] }>('/api/v2/brands?per_page=999');
    const page = await shop.newPage();
    const response = await page.goto('/brands');
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Брэндүүд');
    expect(await page.title()).toBe('Брэндүүд — Цэцэг Маркет');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.baseUrl}/brands`,
    );
    expect(await page.locator('.brand-tile').count()).toBe(brands.length);
    const letters = new Set(brands.map((b) => b.name.normalize('NFKD').charAt(0).toUpperCase()));
    expect(await page.locator('.az-index a').count()).toBe(letters.size);
    // Every letter is shown; those without brands are not links.
    expect(await page.locator('.az-index li').count()).toBeGreaterThanOrEqual(26);
  });

  it('jumps to a letter from the A-Z index', async () => {
    const page = await shop.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto('/brands');
    await page.locator('.az-index a', { hasText: /^T$/ }).click();
    await page.waitForURL('**/brands#brands-T');
    const section = page.locator('#brands-T');
    await expect
      .poll(() => section.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await section.locator('.brand-tile-name').allTextContents()).toEqual(
      expect.arrayContaining(['Talbai', 'Teddora']),
    );
  });

  it('renders in English under /en, with links that stay in English', async () => {
    const page = await shop.newPage();
    await page.goto('/en/brands');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('Brands');
    expect(await page.title()).toBe('Brands — Tsetseg Market');
    expect(await page.locator('.brand-tile').first().getAttribute('href')).toMatch(
      /^\/en\/brands\/[A-Z]+$/,
    );
    expect(await page.locator('.brand-tile-count').first().textContent()).toMatch(
      /^Products: \d+$/,
    );
  });
});

describe('brand page', () => {
  it('opens from its tile with header, products rail in ₮ and the sellers', async () => {
    const page = await shop.newPage();
    await page.goto('/brands');
    await page.locator('.brand-tile', { hasText: 'Nomad Bloom' }).click();
    await page.waitForURL('**/brands/NOMAD');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Nomad Bloom');
    expect(await page.title()).toBe('Nomad Bloom — Цэцэг Маркет');
    const facts = await page.locator('.maker-facts').textContent();
    expect(facts).toContain('Улс: Монгол');
    expect(facts).toMatch(/Бараа: \d+/);
    expect(await page.locator('a', { hasText: 'Бүх барааг үзэх' }).getAttribute('href')).toBe(
      '/products?brand=NOMAD',
    );
    expect(await page.locator('#rail-brand-newest').textContent()).toBe(
      'Nomad Bloom: шинээр ирсэн',
    );
    const cards = page.locator('.rail .product-card');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.locator('.product-card-brand').first().textContent()).toBe('Nomad Bloom');
    expect(await cards.locator('.price-now').first().textContent()).toMatch(PRICE);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.baseUrl}/brands/NOMAD`,
    );
  });

  it('answers an unknown brand or vendor with the 404 page', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/brands/NO-SUCH-BRAND');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(
      'Уучлаарай, таны хайсан «/brands/NO-SUCH-BRAND» хуудас олдсонгүй',
    );
    expect((await page.goto('/en/vendors/NOBODY'))?.status()).toBe(404);
    expect((await page.goto('/vendors/TSETSEG?page=0'))?.status()).toBe(404);
    expect((await page.goto('/vendors/TSETSEG?page=999'))?.status()).toBe(404);
  });
});

describe('vendor page', () => {
  it('is reached from a brand page and shows the store with its products', async () => {
    const page = await shop.newPage();
    await page.goto('/brands/NOMAD');
    const seller = page.locator('.maker-vendors a').first();
    const href = await seller.getAttribute('href');
    expect(href).toMatch(/^\/vendors\/[A-Z]+$/);
    await seller.click();
    await page.waitForURL(`**${href}`);
    const { vendor } = await api<{ vendor: VendorOut & { about: string } }>(`/api/v2${href}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(vendor.name);
    expect(await page.locator('.maker-about').textContent()).toBe(vendor.about);
    expect(await page.locator('.maker-grid .product-card').count()).toBe(
      Math.min(40, vendor.product_count),
    );
    expect(await page.locator('.maker-grid .price-now').first().textContent()).toMatch(PRICE);
  });

  it('pages 40 products at a time through plain links, without JavaScript', async () => {
    const { vendors } = await api<{ vendors: VendorOut[] }>('/api/v2/vendors?per_page=999');
    const busiest = vendors.reduce((a, b) => (b.product_count > a.product_count ? b : a));
    expect(busiest.product_count).toBeGreaterThan(40);
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto(`/en/vendors/${busiest.code}`);
    const firstPage = await page.locator('.maker-grid .product-card-name').allTextContents();
    expect(firstPage).toHaveLength(40);
    expect(await page.locator('.maker-pager').textContent()).toContain(
      `Page 1 of ${Math.ceil(busiest.product_count / 40)}`,
    );
    await page.locator('.maker-pager a', { hasText: 'Load more' }).click();
    await page.waitForURL(`**/en/vendors/${busiest.code}?page=2`);
    const secondPage = await page.locator('.maker-grid .product-card-name').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((name) => firstPage.includes(name) === false)).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.baseUrl}/en/vendors/${busiest.code}?page=2`,
    );
    expect(await page.locator('.maker-pager a', { hasText: 'Previous page' }).count()).toBe(1);
  });
});

describe('search engines', () => {
  it('gives the home page a canonical address too', async () => {
    const page = await shop.newPage();
    await page.goto('/en?utm_source=newsletter');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.baseUrl}/en`,
    );
  });

  it('serves a sitemap index whose product file lists every visible product in five locales', async () => {
    const index = await fetch(`${shop.baseUrl}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      `${shop.baseUrl}/sitemaps/pages.xml`,
      `${shop.baseUrl}/sitemaps/products-1.xml`,
    ]);
    const products = await (await fetch(files[1]!)).text();
    const { vendors } = await api<{ vendors: VendorOut[] }>('/api/v2/vendors?per_page=999');
    const visible = vendors.reduce((sum, v) => sum + v.product_count, 0);
    expect(products.match(/<url>/g)).toHaveLength(visible * 5);
    expect(products).toContain('hreflang="zh-Hans"');
    const pages = await (await fetch(files[0]!)).text();
    expect(pages).toContain(`<loc>${shop.baseUrl}/en/brands/NOMAD</loc>`);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const response = await fetch(`${shop.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${shop.baseUrl}/sitemap.xml`);
  });
});
