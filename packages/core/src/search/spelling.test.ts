import { describe, expect, it } from 'vitest';
import { damerauLevenshtein } from './spelling.ts';

describe('damerauLevenshtein', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(damerauLevenshtein('sarnia', 'sarnai')).toBe(1);
  });

  it('counts wrong, missing and extra letters', () => {
    expect(damerauLevenshtein('sarnai', 'sarnai')).toBe(0);
    expect(damerauLevenshtein('sarai', 'sarnai')).toBe(1);
    expect(damerauLevenshtein('sarnaii', 'sarnai')).toBe(1);
    expect(damerauLevenshtein('sornai', 'sarnai')).toBe(1);
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
  });
});
