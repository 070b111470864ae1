import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  LISTING_PAGE_SIZE,
  listingQuery,
  MAX_PAGES,
  withoutFilters,
  withParam,
} from './listing-query.ts';

describe('listingQuery', () => {
  it('reads filters, sort and page from the URL', () => {
    const query = listingQuery(
      new URLSearchParams(
        'q=sarnai&brand=TALBAI,NOMAD&size=M&price_min=1000&sort=price_asc&page=3',
      ),
      'flowers',
    );
    expect(query).toMatchObject({
      q: 'sarnai',
      taxons: ['flowers'],
      brands: ['TALBAI', 'NOMAD'],
      sizes: ['M'],
      priceMin: 1000,
      sort: 'price_asc',
      perPage: LISTING_PAGE_SIZE * 3,
      availability: 'in_stock',
    });
  });

  it('ignores malformed values instead of failing', () => {
    const query = listingQuery(new URLSearchParams('sort=cheap&page=-4&price_max=lots'));
    expect(query.sort).toBeUndefined();
    expect(query.pages).toBe(1);
    expect(query.priceMax).toBeUndefined();
    expect(listingQuery(new URLSearchParams('page=999')).pages).toBe(MAX_PAGES);
  });
});

describe('withParam', () => {
  it('changes one parameter and goes back to the first page', () => {
    const params = new URLSearchParams('q=a&page=3&sort=price_asc');
    expect(withParam(params, 'sort', 'name_asc')).toBe('?q=a&sort=name_asc');
    expect(withParam(params, 'page', '4')).toBe('?q=a&page=4&sort=price_asc');
    expect(withParam(params, 'sort', null)).toBe('?q=a');
  });
});

describe('filters', () => {
  it('tells a filtered list, and gives it back without its filters, keeping the search and sort', () => {
    const params = new URLSearchParams(
      'q=sarnai&brand=TALBAI&color=red&price_max=9000&availability=all&sort=price_asc&page=2',
    );
    expect(isFiltered(params)).toBe(true);
    expect(withoutFilters(params)).toBe('?q=sarnai&sort=price_asc');
    expect(isFiltered(new URLSearchParams('q=sarnai&sort=price_asc&page=2'))).toBe(false);
    expect(withoutFilters(new URLSearchParams('price_min=5'))).toBe('?');
  });
});
