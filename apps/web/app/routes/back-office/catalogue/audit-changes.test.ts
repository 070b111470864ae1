import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes.ts';

describe('changedFields', () => {
  it('names only the fields whose values changed, old and new', () => {
    const before = { name: 'Сарнай', price: 12_000, status: 'draft', badge_ids: [1, 2] };
    const after = { name: 'Сарнай', price: 15_000, status: 'published', badge_ids: [1, 2] };
    expect(changedFields(before, after)).toEqual([
      { field: 'price', before: ['12000'], after: ['15000'] },
      { field: 'status', before: ['draft'], after: ['published'] },
    ]);
  });

  it('shows every field of a created record as new, and of a deleted one as gone', () => {
    expect(changedFields(null, { name: 'Rose', image: null })).toEqual([
      { field: 'name', before: [], after: ['Rose'] },
    ]);
    expect(changedFields({ name: 'Rose' }, null)).toEqual([
      { field: 'name', before: ['Rose'], after: [] },
    ]);
  });

  it('writes translations one line per language and field', () => {
    const before = { translations: { en: { name: 'Rose' } } };
    const after = { translations: { en: { name: 'Red rose' }, ru: { name: 'Роза' } } };
    expect(changedFields(before, after)).toEqual([
      {
        field: 'translations',
        before: ['en name: Rose'],
        after: ['en name: Red rose', 'ru name: Роза'],
      },
    ]);
  });

  it('writes other nested values as compact JSON, and cuts long ones', () => {
    const [change] = changedFields({ variants: [] }, { variants: [{ sku: 'A-1', price: 5 }] });
    expect(change?.after).toEqual(['[{"sku":"A-1","price":5}]']);
    const [long] = changedFields({ description: '' }, { description: 'a'.repeat(1000) });
    expect(long?.after[0]).toHaveLength(400);
    expect(long?.after[0]?.endsWith('…')).toBe(true);
  });

  it('finds no change between equal snapshots, and compares non-records whole', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields(null, { rows: 3 })).toEqual([{ field: 'rows', before: [], after: ['3'] }]);
    expect(changedFields(['a'], ['b'])).toEqual([
      { field: '', before: ['["a"]'], after: ['["b"]'] },
    ]);
  });
});
