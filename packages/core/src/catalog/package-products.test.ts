import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changePackage,
  type PackageProduct,
  packageQuantity,
  updateCustomValues,
} from './package-products.ts';

const rose: PackageProduct = { slug: 'red-roses-1', qty: 2, cv: { card: 'Хайртай шүү' } };
const bear: PackageProduct = { slug: 'teddy-bear-7', qty: 1, cv: {} };

const slugs = fc.constantFrom('a', 'b', 'c', 'd');
const change = fc.record(
  {
    slug: slugs,
    qty: fc.integer({ min: -3, max: 9 }),
    cv: fc.dictionary(fc.string(), fc.string()),
  },
  { requiredKeys: ['slug'] },
);

describe('package products', () => {
  it('adds an absent product with quantity 1 when no quantity is given', () => {
    expect(changePackage([rose], { slug: 'cake-3' })).toEqual([
      rose,
      { slug: 'cake-3', qty: 1, cv: {} },
    ]);
  });

  it('increments a present product by 1 when no quantity is given', () => {
    expect(changePackage([rose, bear], { slug: rose.slug })).toEqual([{ ...rose, qty: 3 }, bear]);
  });

  it('sets a given positive quantity and removes the product at 0 or less', () => {
    expect(changePackage([rose], { slug: rose.slug, qty: 5 })).toEqual([{ ...rose, qty: 5 }]);
    expect(changePackage([rose, bear], { slug: rose.slug, qty: 0 })).toEqual([bear]);
    expect(changePackage([rose, bear], { slug: bear.slug, qty: -2 })).toEqual([rose]);
    expect(changePackage([rose], { slug: 'nothing', qty: 0 })).toEqual([rose]);
  });

  it('updates custom values per product, keeping the others', () => {
    const list = updateCustomValues([rose, bear], rose.slug, { ribbon: 'red' });
    expect(list).toEqual([{ ...rose, cv: { card: 'Хайртай шүү', ribbon: 'red' } }, bear]);
    expect(updateCustomValues([bear], 'nothing', { a: 'b' })).toEqual([bear]);
  });

  it('never holds a product twice nor a quantity below 1, and never changes its input', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
        let list: PackageProduct[] = [];
        for (const c of changes) {
          const before = structuredClone(list);
          const next = changePackage(list, c);
          expect(list).toEqual(before);
          list = next;
        }
        const seen = list.map((p) => p.slug);
        return new Set(seen).size === seen.length && list.every((p) => p.qty >= 1);
      }),
    );
  });

  it('grows the total by exactly one for each change without a quantity', () => {
    fc.assert(
      fc.property(fc.array(slugs, { maxLength: 20 }), (added) => {
        const list = added.reduce<PackageProduct[]>((l, slug) => changePackage(l, { slug }), []);
        return packageQuantity(list) === added.length;
      }),
    );
  });
});
