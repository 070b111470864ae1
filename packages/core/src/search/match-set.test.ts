import { describe, expect, it } from 'vitest';
import { buildMatchSet, countsOf, type MatchRow, pageOf } from './match-set.ts';
import { searchParams } from './params.ts';

const row = (id: number, price: number, more: Partial<MatchRow> = {}): MatchRow => ({
  id,
  price,
  in_stock: true,
  brand_id: null,
  brand_name: null,
  taxons: '{1}',
  sizes: '[]',
  colors: '[]',
  ...more,
});

// In the list's order: in-stock products first.
const set = buildMatchSet([
  row(5, 10_000, { brand_id: 7, brand_name: 'Tuul', sizes: '["S","M"]', colors: '["red"]' }),
  row(4, 30_000, { brand_id: 8, brand_name: 'Nomad', sizes: '["M"]', taxons: '{1,2}' }),
  row(3, 50_000, { brand_id: 7, brand_name: 'Tuul', colors: '["red","blue"]' }),
  row(2, 20_000, { in_stock: false, brand_id: 8, brand_name: 'Nomad', sizes: '["S"]' }),
  row(1, 90_000, { in_stock: false, taxons: '{}' }),
]);

describe('match set', () => {
  it('keeps each distinct array once', () => {
    expect(set.taxons.values).toEqual([[1], [1, 2], []]);
    expect(Array.from(set.taxons.of)).toEqual([0, 1, 0, 0, 2]);
    expect(set.sizes.values).toEqual([['S', 'M'], ['M'], [], ['S']]);
  });

  it('pages in order under the filters, counting every match', () => {
    const page = (params: object) => pageOf(set, searchParams.parse(params));
    expect(page({})).toEqual({ ids: [5, 4, 3], total: 3 });
    expect(page({ availability: 'all', perPage: 2, page: 2 })).toEqual({ ids: [3, 2], total: 5 });
    expect(page({ availability: 'all', priceMin: 20_000, priceMax: 50_000 })).toEqual({
      ids: [4, 3, 2],
      total: 3,
    });
    expect(page({ brandIds: [8], availability: 'all' })).toEqual({ ids: [4, 2], total: 2 });
    expect(page({ sizes: ['S', 'L'], availability: 'all' })).toEqual({ ids: [5, 2], total: 2 });
    expect(page({ colors: ['red'], priceMax: 40_000 })).toEqual({ ids: [5], total: 1 });
    expect(page({ page: 2 })).toEqual({ ids: [], total: 3 });
    // A price range alone stops at the page's end and counts from the prices in order.
    expect(page({ availability: 'all', priceMin: 20_000, priceMax: 50_000, perPage: 1 })).toEqual({
      ids: [4],
      total: 3,
    });
    expect(page({ priceMax: 30_000, perPage: 1 })).toEqual({ ids: [5], total: 2 });
  });

  it('counts the facet buckets by key and stock, as the database groups them', () => {
    const counts = countsOf(set, { availability: 'all', priceMax: 60_000 });
    const find = (facet: string, inStock: boolean) =>
      counts.filter((r) => r.facet === facet && r.in_stock === inStock);
    expect(find('brand', true).map((r) => [r.brand_id, r.brand_name, r.count])).toEqual([
      [7, 'Tuul', 2],
      [8, 'Nomad', 1],
    ]);
    expect(find('brand', false).map((r) => [r.brand_id, r.count])).toEqual([[8, 1]]);
    expect(find('taxon', true).map((r) => [r.taxon_ids, r.count])).toEqual([
      [[1], 2],
      [[1, 2], 1],
    ]);
    expect(find('size', false).map((r) => [r.sizes, r.count])).toEqual([[['S'], 1]]);
    expect(find('price', true)).toMatchObject([{ count: 3, min: 10_000, max: 50_000 }]);
    expect(find('price', false)).toMatchObject([{ count: 1, min: 20_000, max: 20_000 }]);
  });
});
