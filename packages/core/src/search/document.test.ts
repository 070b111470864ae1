import { describe, expect, it } from 'vitest';
import type { ProductSource } from '../catalog/index.ts';
import { canonicalWords } from './canonical.ts';
import { documentText } from './document.ts';

const source = (over: Partial<ProductSource>): ProductSource => ({
  id: 1,
  slug: 'red-rose',
  sku: 'ROSE-25',
  names: { mn: 'Улаан сарнай', en: 'Red rose' },
  descriptions: { mn: 'Шинэ сарнай', en: 'Fresh roses, red' },
  image: null,
  brandId: null,
  brandName: 'Flora',
  vendorId: null,
  taxonIds: [2, 1],
  taxonNames: ['Сарнай', 'Roses', 'Цэцэг', 'Flowers'],
  keywords: [{ name: 'rose', mn: 'сарнай' }],
  colors: [],
  sizes: [],
  price: 1000,
  sellingPrice: 1000,
  salePercent: 0,
  saleStartAt: null,
  saleExpireAt: null,
  availableOn: new Date('2026-11-01T00:00:00Z'),
  createdAt: new Date('2026-11-01T00:00:00Z'),
  totalOnHand: 3,
  averageRating: 0,
  totalReviews: 0,
  badgeIds: [],
  ...over,
});

/** The words weighted B, in order, as the document gives them. */
const keywordWords = (document: string) =>
  document
    .split(' ')
    .filter((lexeme) => lexeme.endsWith('B'))
    .map((lexeme) => lexeme.slice(1, lexeme.indexOf("'", 1)));

describe('documentText', () => {
  it('weights keywords, brand, categories and the SKU as the words of their whole text', () => {
    for (const sku of ['ROSE-25', 'FLORA-1', 'X9']) {
      const product = source({ sku });
      const names = new Set(canonicalWords('Улаан сарнай Red rose'));
      const whole = canonicalWords(
        ['rose', 'сарнай', 'Flora', ...product.taxonNames, sku].join(' '),
      ).filter((word) => !names.has(word));
      // Twice: the second time the repeated part is looked up whole.
      expect(keywordWords(documentText(product).document)).toEqual(whole);
      expect(keywordWords(documentText(product).document)).toEqual(whole);
    }
  });

  it('gives the same document however often a description repeats', () => {
    const first = documentText(source({ id: 1 }));
    const again = documentText(source({ id: 2 }));
    expect(again).toEqual(first);
    // The description is in it (weighted C), so the repeated lookup was exercised.
    expect(first.document).toMatch(/:\d+C( |$)/);
  });
});
