import { describe, expect, it } from 'vitest';
import { likeWords } from './more-like-this.ts';

describe('the words a product is compared by', () => {
  const productsWith = new Map([
    ['sarnai', 400],
    ['rose', 400],
    ['hatbox', 30],
    ['khairtsag', 30],
    ['ulaan', 1_700],
    ['red', 1_700],
    ['unique', 1],
  ]);

  it('takes the rarest shared words first, leaving out a word no other product has and one too common', () => {
    expect(likeWords(['red', 'rose', 'hatbox', 'unique', 'rose'], productsWith)).toEqual([
      'hatbox',
      'rose',
    ]);
  });

  it('stops before the words together are in too many products, but keeps one', () => {
    const words = likeWords(
      ['ulaan', 'red', 'sarnai', 'rose', 'hatbox', 'khairtsag'],
      productsWith,
    );
    // As rare as each other: the longer word first. With "ulaan" the four would be in 2,560.
    expect(words).toEqual(['khairtsag', 'hatbox', 'sarnai', 'rose']);
    expect(likeWords(['red', 'ulaan'], productsWith)).toEqual(['ulaan']);
  });

  it('finds nothing to compare by in words no other product has', () => {
    expect(likeWords(['unique', 'nowhere'], productsWith)).toEqual([]);
  });
});
