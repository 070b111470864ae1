import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('joins Latin words with hyphens and drops accents and punctuation', () => {
    expect(slugify('Crème Brûlée & Roses!')).toBe('creme-brulee-roses');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  --Red roses-- ')).toBe('red-roses');
  });
});
