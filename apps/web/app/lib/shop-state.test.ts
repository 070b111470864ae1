import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRecentlyViewed,
  addRecentSearch,
  COMPARE_MAX,
  EMPTY_STATE,
  migrateState,
  toggleCompare,
  type ViewedProduct,
} from './shop-state.ts';

const product = (id: number): ViewedProduct => ({
  id,
  slug: `p-${id}`,
  name: `P ${id}`,
  image: null,
  price: 1000,
  selling_price: 1000,
});

describe('migrateState', () => {
  it('empties state of version 0, 1 and earlier (the spec migrations end in an empty v2)', () => {
    expect(migrateState({ version: 0, layout: 'list' })).toEqual(EMPTY_STATE);
    expect(migrateState({ version: 1, eTicket: {}, taxon: {}, layout: 'list' })).toEqual(
      EMPTY_STATE,
    );
    expect(migrateState({ layout: 'list' })).toEqual(EMPTY_STATE);
  });

  it('keeps a version 2 state and repairs malformed fields', () => {
    const state = migrateState({
      version: 2,
      layout: 'list',
      recentSearches: ['a', 3],
      compare: 'x',
    });
    expect(state.layout).toBe('list');
    expect(state.recentSearches).toEqual(['a']);
    expect(state.compare).toEqual([]);
  });

  it('keeps the answer to the push prompt and the device, and nothing else in their place', () => {
    const kept = migrateState({ version: 2, pushAnswer: 'dismissed', pushDevice: 'abc' });
    expect(kept).toMatchObject({ pushAnswer: 'dismissed', pushDevice: 'abc' });
    const junk = migrateState({ version: 2, pushAnswer: 'maybe', pushDevice: 7 });
    expect(junk).toMatchObject({ pushAnswer: null, pushDevice: null });
  });

  it('survives anything stored', () => {
    fc.assert(fc.property(fc.anything(), (value) => migrateState(value).version === 2));
  });
});

describe('recent searches', () => {
  it('are unique, newest first, at most 10', () => {
    let state = EMPTY_STATE;
    for (const q of ['a', 'b', 'A']) state = addRecentSearch(state, q);
    expect(state.recentSearches).toEqual(['A', 'b']);
    for (const q of 'cdefghijkl') state = addRecentSearch(state, q);
    expect(state.recentSearches).toHaveLength(10);
    expect(state.recentSearches[0]).toBe('l');
    expect(state.recentSearches).not.toContain('A');
  });
});

describe('recently viewed', () => {
  it('is unique by id, newest first, at most 40', () => {
    let state = EMPTY_STATE;
    for (let i = 1; i <= 45; i++) state = addRecentlyViewed(state, product(i));
    state = addRecentlyViewed(state, product(20));
    expect(state.recentlyViewed).toHaveLength(40);
    expect(state.recentlyViewed[0]?.id).toBe(20);
    expect(new Set(state.recentlyViewed.map((p) => p.id)).size).toBe(40);
  });
});

describe('compare', () => {
  it('adds, removes when present, and refuses a fifth product', () => {
    let state = EMPTY_STATE;
    for (let i = 1; i <= COMPARE_MAX; i++) state = toggleCompare(state, product(i)).state;
    const fifth = toggleCompare(state, product(5));
    expect(fifth.outcome).toBe('full');
    expect(fifth.state.compare).toHaveLength(4);
    const removed = toggleCompare(state, product(2));
    expect(removed.outcome).toBe('removed');
    expect(removed.state.compare.map((p) => p.id)).toEqual([1, 3, 4]);
  });
});
