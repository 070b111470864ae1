import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { readMatchSet } from './match-set.ts';
import { MORE_LIKE_THIS_SIZE, moreLikeThis } from './more-like-this.ts';
import { type SearchParams, type Sort, searchParams } from './params.ts';
import {
  forgetSearchResults,
  runSearch,
  type SearchHit,
  type SearchRoute,
  withinTimeLimit,
} from './query.ts';
import { postgresSearchIndex } from './service.ts';
import { searchForShopper } from './shopper-query.ts';
import { suggest, typedSpellings } from './suggest.ts';

let testDb: TestDatabase;
let mn: Ctx;
let en: Ctx;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 800 });
  mn = createContext(testDb.database.db, 'mn');
  en = createContext(testDb.database.db, 'en');
});

afterAll(async () => {
  await testDb?.dispose();
});

const find = (ctx: Ctx, q: string, extra: object = {}) =>
  postgresSearchIndex.searchProducts(ctx, { q, perPage: 40, ...extra });
const names = (hits: SearchHit[]) => hits.map((h) => h.name.toLowerCase());

describe(`search on ${testDatabaseKind()}: judged queries`, () => {
  it.each([
    ['sarnai', 'сарнай'],
    ['arkhi', 'архи'],
    ['arhi', 'архи'],
    ['tsetseg', 'цэцэг'],
    ['shokolad', 'шоколад'],
  ])('Latin-typed "%s" finds the Cyrillic "%s" products', async (latin, cyrillic) => {
    const [byLatin, byCyrillic] = await Promise.all([find(mn, latin), find(mn, cyrillic)]);
    expect(byLatin.total).toBeGreaterThan(0);
    expect(byLatin.total).toBe(byCyrillic.total);
    // Products named with the whole word come first; the rest have it inside a longer word
    // ("цэцэгтэй"), as a keyword or in their category.
    const whole = new RegExp(`(^|[^а-яёөү])${cyrillic}($|[^а-яёөү])`);
    const named = names(byLatin.hits).map((n) => whole.test(n));
    expect(named[0]).toBe(true);
    expect(
      named.slice(named.indexOf(false) === -1 ? named.length : named.indexOf(false)),
    ).not.toContain(true);
  });

  it('treats ө/о, ү/у and ё/е/э as the same letter', async () => {
    const [a, b] = await Promise.all([find(mn, 'өнгө'), find(mn, 'онго')]);
    expect(a.total).toBeGreaterThan(0);
    expect(a.total).toBe(b.total);
    const [c, d] = await Promise.all([find(mn, 'үнэр'), find(mn, 'унер')]);
    expect(c.total).toBeGreaterThan(0);
    expect(c.total).toBe(d.total);
  });

  it('corrects a typo ("сарнйа") to the word the shop knows', async () => {
    const result = await find(mn, 'сарнйа');
    expect(result.fuzzy).toBe(true);
    for (const name of names(result.hits.slice(0, 5))) expect(name).toContain('сарнай');
  });

  it('matches prefixes as the shopper types', async () => {
    const result = await find(mn, 'сарн');
    expect(names(result.hits).some((n) => n.includes('сарнай'))).toBe(true);
  });

  it('matches one- and two-letter words whole, and as prefixes only beside a longer word', async () => {
    const it_ = createContext(testDb.database.db, 'it');
    // "di" (Italian "of") is a word of many names; "sa" begins thousands of words but is none.
    const [di, sa, redSa] = await Promise.all([
      find(it_, 'di'),
      find(mn, 'sa'),
      find(mn, 'улаан са'),
    ]);
    expect(di.total).toBeGreaterThan(0);
    expect(di.fuzzy).toBe(false);
    expect(sa.total).toBe(0);
    expect(sa.fuzzy).toBe(false);
    expect(redSa.total).toBeGreaterThan(0);
    expect(names(redSa.hits).some((n) => n.includes('улаан сарнай'))).toBe(true);
  });

  it('ranks a whole word in the name above a word that only begins with it', async () => {
    const result = await find(mn, 'утас');
    expect(names(result.hits.slice(0, 3)).every((n) => /(^|\s)утас(\s|$)/.test(n))).toBe(true);
  });

  it('ranks products in stock above sold-out ones when sold-out ones are asked for', async () => {
    const { facets } = await postgresSearchIndex.searchProducts(mn, {
      availability: 'all',
      facets: true,
      perPage: 1,
    });
    const inStock = facets?.availability.in_stock ?? 0;
    expect(facets?.availability.sold_out).toBeGreaterThan(0);
    // The page where in-stock products end: every sold-out product comes after them.
    const perPage = 20;
    const page = Math.floor(inStock / perPage) + 1;
    const { hits } = await postgresSearchIndex.searchProducts(mn, {
      availability: 'all',
      sort: 'price_asc',
      page,
      perPage,
    });
    const stock = hits.map((h) => h.total_on_hand > 0);
    expect(stock.filter(Boolean)).toHaveLength(inStock % perPage);
    expect(stock.slice(inStock % perPage).every((s) => !s)).toBe(true);
  });

  it('finds Chinese names in Chinese, a word inside a longer name too', async () => {
    const cn = createContext(testDb.database.db, 'cn');
    const roses = await find(cn, '玫瑰');
    expect(roses.total).toBeGreaterThan(0);
    expect(roses.hits.slice(0, 5).every((h) => h.name.includes('玫瑰'))).toBe(true);
    // "花束" (bouquet) is a word of its own in "红玫瑰花束"; "玫瑰花束" finds only what has both.
    const bouquets = await find(cn, '玫瑰花束');
    expect(bouquets.total).toBeGreaterThan(0);
    expect(bouquets.total).toBeLessThanOrEqual(roses.total);
    expect(bouquets.hits.every((h) => h.name.includes('玫瑰') && h.name.includes('花束'))).toBe(
      true,
    );
  });

  it('finds English names in English', async () => {
    const result = await find(en, 'rose');
    expect(result.total).toBeGreaterThan(0);
    expect(names(result.hits.slice(0, 5)).every((n) => n.includes('rose'))).toBe(true);
  });
});

describe(`search on ${testDatabaseKind()}: the default filter and paging`, () => {
  it('never shows a product that is sold out, unpriced, not yet available or without picture', async () => {
    const result = await postgresSearchIndex.searchProducts(mn, { perPage: 100 });
    for (const hit of result.hits) {
      expect(hit.total_on_hand).toBeGreaterThan(0);
      expect(hit.selling_price).toBeGreaterThan(1);
      expect(hit.image).not.toBeNull();
      expect(new Date(hit.available_on).getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(result.total).toBeLessThan(800);
  });

  it('pages without overlap', async () => {
    const [one, two] = await Promise.all([
      postgresSearchIndex.searchProducts(mn, { sort: 'date_desc', page: 1, perPage: 40 }),
      postgresSearchIndex.searchProducts(mn, { sort: 'date_desc', page: 2, perPage: 40 }),
    ]);
    expect(one.hits).toHaveLength(40);
    const ids = new Set(one.hits.map((h) => h.id));
    expect(two.hits.some((h) => ids.has(h.id))).toBe(false);
    expect(one.total).toBe(two.total);
  });
});

describe(`search on ${testDatabaseKind()}: sorts`, () => {
  const ordered = async (sort: Sort, key: (h: SearchHit) => number | string, direction: 1 | -1) => {
    const { hits } = await postgresSearchIndex.searchProducts(en, { sort, perPage: 60 });
    expect(hits.length).toBeGreaterThan(10);
    for (let i = 1; i < hits.length; i++) {
      const a = key(hits[i - 1] as SearchHit);
      const b = key(hits[i] as SearchHit);
      expect(direction === 1 ? a <= b : a >= b, `${sort} at ${i}: ${a} then ${b}`).toBe(true);
    }
  };

  it('sorts newest and oldest first', async () => {
    await ordered('date_desc', (h) => h.available_on, -1);
    await ordered('date_asc', (h) => h.available_on, 1);
  });

  it('sorts by price up and down', async () => {
    await ordered('price_asc', (h) => h.selling_price, 1);
    await ordered('price_desc', (h) => h.selling_price, -1);
  });

  it('sorts by the biggest sale and by popularity', async () => {
    await ordered('sale_desc', (h) => h.sale_percent, -1);
    await ordered('popularity', (h) => h.total_reviews * h.average_rating, -1);
  });

  it('sorts A-Z and Z-A by the name in the shopper’s language', async () => {
    await ordered('name_asc', (h) => h.name.toLowerCase(), 1);
    await ordered('name_desc', (h) => h.name.toLowerCase(), -1);
  });

  it('keeps a random order stable between pages of the same day', async () => {
    const [a, b] = await Promise.all([
      postgresSearchIndex.searchProducts(mn, { sort: 'random', perPage: 20 }),
      postgresSearchIndex.searchProducts(mn, { sort: 'random', perPage: 20 }),
    ]);
    expect(a.hits.map((h) => h.id)).toEqual(b.hits.map((h) => h.id));
  });
});

describe(`search on ${testDatabaseKind()}: filters and facets`, () => {
  it('counts each facet under the other active filters', async () => {
    const base = await searchForShopper(mn, { q: 'цэцэг', facets: true, perPage: 1 });
    const brand = base.facets?.brands[0];
    expect(brand).toBeDefined();
    // Choosing a brand gives the count its facet promised, and the brand facet (which ignores
    // its own filter) still offers the other brands with the same counts.
    const byBrand = await searchForShopper(mn, {
      q: 'цэцэг',
      brands: [brand?.code ?? ''],
      facets: true,
      perPage: 1,
    });
    expect(byBrand.total).toBe(brand?.count);
    expect(byBrand.facets?.brands).toEqual(base.facets?.brands);
    // Other facets do narrow to the chosen brand.
    const sizesInBrand = byBrand.facets?.sizes.reduce((n, s) => n + s.count, 0) ?? 0;
    const sizesInAll = base.facets?.sizes.reduce((n, s) => n + s.count, 0) ?? 0;
    expect(sizesInBrand).toBeLessThanOrEqual(sizesInAll);
    expect(byBrand.facets?.availability.in_stock).toBe(brand?.count);
  });

  it('counts every facet under the other filters when several are active', async () => {
    const all = await searchForShopper(mn, { q: 'цэцэг', facets: true, perPage: 1 });
    const query = {
      q: 'цэцэг',
      brands: (all.facets?.brands ?? []).slice(0, 3).map((b) => b.code),
      sizes: (all.facets?.sizes ?? []).slice(0, 4).map((s) => s.value),
      priceMin: 10_000,
      priceMax: 400_000,
    };
    const base = await searchForShopper(mn, { ...query, facets: true, perPage: 1 });
    const facets = base.facets;
    expect(base.total).toBeGreaterThan(0);
    expect(facets?.availability.in_stock).toBe(base.total);
    expect(facets?.brands.length).toBeGreaterThan(1);
    const total = async (change: object) =>
      (await searchForShopper(mn, { ...query, ...change, perPage: 1 })).total;
    for (const brand of facets?.brands.slice(0, 4) ?? []) {
      expect(await total({ brands: [brand.code] }), brand.code).toBe(brand.count);
    }
    for (const size of facets?.sizes.slice(0, 4) ?? []) {
      expect(await total({ sizes: [size.value] }), size.value).toBe(size.count);
    }
    for (const color of facets?.colors.slice(0, 3) ?? []) {
      expect(await total({ colors: [color.value] }), color.value).toBe(color.count);
    }
    // Categories count under every filter, their own included.
    const top = facets?.taxons.find((t) => t.depth === 0);
    expect(await total({ taxons: [top?.permalink ?? ''] })).toBe(top?.count);
    // The price range ignores the price filter; sold-out products ignore the stock filter.
    const cheapest = await searchForShopper(mn, {
      ...query,
      priceMin: undefined,
      priceMax: undefined,
      sort: 'price_asc',
      perPage: 1,
    });
    expect(facets?.price.min).toBe(cheapest.hits[0]?.selling_price);
    const withSoldOut = await total({ availability: 'all' });
    expect(withSoldOut).toBe(
      (facets?.availability.in_stock ?? 0) + (facets?.availability.sold_out ?? 0),
    );
  });

  it('filters by colour and size with counts that match the facet', async () => {
    const base = await searchForShopper(mn, { facets: true, perPage: 1 });
    const color = base.facets?.colors[0];
    const size = base.facets?.sizes[0];
    expect(color && size).toBeTruthy();
    const byColor = await searchForShopper(mn, { colors: [color?.value ?? ''], perPage: 1 });
    expect(byColor.total).toBe(color?.count);
    const bySize = await searchForShopper(mn, { sizes: [size?.value ?? ''], perPage: 1 });
    expect(bySize.total).toBe(size?.count);
  });

  it('filters by category permalink including everything below, and names the facet', async () => {
    const base = await searchForShopper(mn, { facets: true, perPage: 1 });
    const top = base.facets?.taxons.find((t) => t.depth === 0);
    expect(top).toBeDefined();
    const inside = await searchForShopper(mn, { taxons: [top?.permalink ?? ''], perPage: 1 });
    expect(inside.total).toBe(top?.count);
    const unknown = await searchForShopper(mn, { taxons: ['no/such/category'], perPage: 1 });
    expect(unknown.total).toBe(0);
  });

  it('filters by price range on the price the shopper pays', async () => {
    const result = await searchForShopper(mn, { priceMin: 20_000, priceMax: 60_000, perPage: 100 });
    expect(result.total).toBeGreaterThan(0);
    for (const hit of result.hits) {
      expect(hit.selling_price).toBeGreaterThanOrEqual(20_000);
      expect(hit.selling_price).toBeLessThanOrEqual(60_000);
    }
  });

  it('shows only running sales when asked for the sale list', async () => {
    const result = await searchForShopper(mn, { onSale: true, sort: 'sale_desc', perPage: 40 });
    expect(result.total).toBeGreaterThan(0);
    for (const hit of result.hits) expect(hit.sale_percent).toBeGreaterThan(0);
  });

  it('lists deals: running sales with an end, the first to end first', async () => {
    const deals = await searchForShopper(mn, { deals: true, perPage: 100 });
    const sales = await searchForShopper(mn, { onSale: true, perPage: 100 });
    expect(deals.total).toBeGreaterThan(1);
    // Half the seed's sales run until further notice: those are sales, not deals.
    expect(deals.total).toBeLessThan(sales.total);
    const now = mn.now.getTime();
    const ends = deals.hits.map((h) => Date.parse(h.sale_expire_at ?? ''));
    for (const [i, end] of ends.entries()) {
      expect(deals.hits[i]?.sale_percent).toBeGreaterThan(0);
      expect(end).toBeGreaterThan(now);
      if (i > 0) expect(end).toBeGreaterThanOrEqual(ends[i - 1] as number);
    }
    // The same order on request in any list; sold-out or open-ended sales last.
    const sorted = await searchForShopper(mn, { onSale: true, sort: 'ending_soon', perPage: 100 });
    expect(sorted.hits.slice(0, ends.length).map((h) => h.id)).toEqual(deals.hits.map((h) => h.id));
    expect(sorted.hits.slice(ends.length).every((h) => h.sale_expire_at === null)).toBe(true);
    // Other sorts still apply to deals.
    const cheapest = await searchForShopper(mn, { deals: true, sort: 'price_asc', perPage: 100 });
    expect(new Set(cheapest.hits.map((h) => h.id))).toEqual(new Set(deals.hits.map((h) => h.id)));
  });

  it('finds products by SKU list and by variant id', async () => {
    const { hits } = await postgresSearchIndex.searchProducts(mn, {
      sort: 'price_asc',
      perPage: 3,
    });
    const skus = hits.map((h) => h.sku);
    const bySku = await searchForShopper(mn, { skus, sort: 'price_asc' });
    expect(bySku.hits.map((h) => h.sku)).toEqual(skus);
    const byVid = await searchForShopper(mn, { variantId: 999_999 });
    expect(byVid.total).toBe(0);
  });

  it('finds the same series by SKU prefix', async () => {
    const { hits } = await postgresSearchIndex.searchProducts(mn, { perPage: 1 });
    const prefix = hits[0]?.sku.split('-')[0] ?? '';
    const series = await postgresSearchIndex.searchProducts(mn, { skuPrefix: prefix, perPage: 50 });
    expect(series.total).toBeGreaterThan(0);
    for (const hit of series.hits) expect(hit.sku.startsWith(prefix)).toBe(true);
  });
});

describe(`more like this on ${testDatabaseKind()}`, () => {
  it('finds products sharing the words of a product’s names, best match first, in any category', async () => {
    const roses = await find(mn, 'сарнай');
    const rose = roses.hits[0] as SearchHit;
    const like = await moreLikeThis(mn, rose.id);
    expect(like.length).toBeGreaterThan(3);
    expect(like.length).toBeLessThanOrEqual(MORE_LIKE_THIS_SIZE);
    expect(like.map((h) => h.id)).not.toContain(rose.id);
    // The best match shares a word of the rose's name.
    expect(like[0]?.name.toLowerCase()).toMatch(/сарнай/);
    // The default filter holds.
    for (const hit of like) {
      expect(hit.total_on_hand).toBeGreaterThan(0);
      expect(hit.image).not.toBeNull();
    }
    // What the page already shows is left out, and the rest move up.
    const shown = like.slice(0, 3).map((h) => h.id);
    const rest = await moreLikeThis(mn, rose.id, { excludeIds: shown, limit: 5 });
    expect(rest.map((h) => h.id)).toEqual(like.slice(3, 8).map((h) => h.id));
    // In English, the English names.
    const inEnglish = await moreLikeThis(en, rose.id, { limit: 5 });
    expect(inEnglish.map((h) => h.id)).toEqual(like.slice(0, 5).map((h) => h.id));
    expect(inEnglish[0]?.name).not.toBe(like[0]?.name);
  });

  it('finds nothing for an unknown product', async () => {
    expect(await moreLikeThis(mn, 987_654)).toEqual([]);
  });
});

describe(`search on ${testDatabaseKind()}: answers from the match set`, () => {
  const answer = (ctx: Ctx, params: SearchParams, route: SearchRoute) => {
    forgetSearchResults();
    return runSearch(ctx, searchParams.parse(params), route);
  };

  it('gives the database’s answer for every setting of the turned filters', async () => {
    const all = await find(mn, '', { facets: true, availability: 'all' });
    // The set route answers from a set, not by falling back to the rows: the catalogue's set is
    // read whole, in the list's order.
    const catalogue = await withinTimeLimit(mn, (limited) =>
      readMatchSet(
        limited,
        searchParams.parse({}),
        { tsquery: null, fuzzyKey: null },
        'popularity',
        250_000,
      ),
    );
    expect(catalogue?.ids.length).toBe(all.total);
    const firstPage = await find(mn, '', { availability: 'all', perPage: 5 });
    expect(Array.from(catalogue?.ids.slice(0, 5) ?? [])).toEqual(firstPage.hits.map((h) => h.id));
    const brands = (all.facets?.brands ?? []).map((b) => b.id);
    const sizes = (all.facets?.sizes ?? []).map((s) => s.value);
    const colors = (all.facets?.colors ?? []).map((c) => c.value);
    expect(brands.length).toBeGreaterThan(3);
    expect(sizes.length).toBeGreaterThan(2);
    expect(colors.length).toBeGreaterThan(2);
    const sorts: Sort[] = ['popularity', 'price_asc', 'price_desc', 'date_desc', 'name_asc'];
    const cases: SearchParams[] = [
      { priceMax: 15_000 },
      { priceMax: 80_000, perPage: 24, page: 2 },
      { priceMin: 20_000, priceMax: 60_000, availability: 'all' },
      { brandIds: brands.slice(0, 2), facets: true },
      { sizes: sizes.slice(0, 2), colors: colors.slice(0, 1), facets: true },
      { q: 'цэцэг', priceMax: 100_000, facets: true },
      { q: 'tsetseg', brandIds: brands.slice(1, 4), priceMin: 5_000, facets: true },
      { q: 'сарнйа', priceMax: 500_000, facets: true },
      { onSale: true, priceMax: 200_000, sort: 'sale_desc', facets: true },
      { deals: true, priceMin: 2_000, facets: true },
      { taxonIds: all.facets?.taxons.slice(0, 1).map((t) => t.id), colors: colors.slice(1, 3) },
      { priceMax: 1, facets: true },
      ...sorts.map((sort, i) => ({
        sort,
        priceMin: 1_000 * i,
        availability: i % 2 ? ('all' as const) : ('in_stock' as const),
        perPage: 10,
        page: 1 + i,
        facets: i === 0,
      })),
    ];
    let compared = 0;
    for (const params of cases) {
      for (const ctx of [mn, en]) {
        const fromRows = await answer(ctx, params, 'rows');
        const fromSet = await answer(ctx, params, 'match set');
        expect(fromSet, JSON.stringify(params)).toEqual(fromRows);
        if (fromRows.hits.length > 0) compared++;
      }
    }
    // Most cases find something; a case that finds nothing compares empty answers.
    expect(compared).toBeGreaterThan(cases.length);
  });
});

describe(`suggestions on ${testDatabaseKind()}`, () => {
  it('combines categories, keywords and products for a Latin-typed prefix', async () => {
    const suggestions = await suggest(mn, 'sarn');
    const types = new Set(suggestions.map((s) => s.type));
    expect(types.has('category')).toBe(true);
    expect(types.has('product')).toBe(true);
    expect(suggestions.length).toBeLessThanOrEqual(50);
    expect(suggestions.some((s) => s.text.toLowerCase().includes('сарнай'))).toBe(true);
  });

  it('suggests brands by name', async () => {
    const suggestions = await suggest(en, 'talb');
    expect(suggestions.some((s) => s.type === 'brand' && s.path.startsWith('/brands/'))).toBe(true);
  });

  it('offers products from two letters on, most popular first, by their titles', async () => {
    const one = await suggest(en, 'r');
    expect(one.some((s) => s.type === 'product')).toBe(false);
    const two = (await suggest(en, 'ro')).filter((s) => s.type === 'product');
    expect(two.length).toBeGreaterThan(0);
    // Titles are names in every locale, keywords and brand; here the word is in the name shown.
    const rose = (await suggest(en, 'rose')).filter((s) => s.type === 'product');
    expect(rose.length).toBeGreaterThan(0);
    for (const s of rose) expect(s.text.toLowerCase()).toContain('rose');
  });

  it('follows Latin typing that stops inside "ts" or "kh"', async () => {
    expect(typedSpellings('tset')).toEqual([['cet'], ['cec']]);
    expect(typedSpellings('ar k')).toEqual([
      ['ar', 'k'],
      ['ar', 'h'],
    ]);
    expect(typedSpellings('сарнаит')).toEqual([['sarnait']]);
    const suggestions = await suggest(mn, 'tset');
    expect(suggestions.some((s) => s.type === 'category' && s.text.includes('цэцэг'))).toBe(true);
    expect(suggestions.some((s) => s.type === 'product')).toBe(true);
  });

  it('gives nothing for nothing', async () => {
    expect(await suggest(mn, '   ')).toEqual([]);
  });
});

describe(`search time limit on ${testDatabaseKind()}`, () => {
  it('answers unavailable when the database cancels a search that outlives the limit', async () => {
    // PGlite runs no statement timer, so there the database's cancellation is played back.
    const slowQuery =
      testDatabaseKind() === 'postgres'
        ? (ctx: Ctx) => ctx.db.execute(sql`select pg_sleep(5)`)
        : async () => {
            throw Object.assign(new Error('canceling statement due to statement timeout'), {
              code: '57014',
            });
          };
    const started = Date.now();
    await expect(withinTimeLimit(mn, slowQuery, 200)).rejects.toMatchObject({
      type: 'unavailable',
      messageKey: 'error.timeout',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
