import { describe, expect, it } from 'vitest';
import { slugify, slugifyAny } from './slug.ts';

describe('slugify', () => {
  it('joins Latin words with hyphens and drops accents and punctuation', () => {
    expect(slugify('Crème Brûlée & Roses!')).toBe('creme-brulee-roses');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  --Red roses-- ')).toBe('red-roses');
  });
});

describe('slugifyAny', () => {
  it('spells Mongolian and Russian Cyrillic in Latin the way Mongolians type it', () => {
    expect(slugifyAny('Улаан сарнайн баглаа')).toBe('ulaan-sarnain-baglaa');
    expect(slugifyAny('Хөх цэцэг, Үнэртэй')).toBe('khokh-tsetseg-unertei');
    expect(slugifyAny('Шоколад «Щедрый»')).toBe('shokolad-shedryi');
  });

  it('leaves Latin as slugify does', () => {
    expect(slugifyAny('Red Roses 25')).toBe('red-roses-25');
  });
});
