import { describe, expect, it } from 'vitest';
import { groupByLetter, letterAnchor, letterOf } from './letters.ts';

describe('brand letters', () => {
  it('files a name under its first letter without accents', () => {
    expect(letterOf('Üseg Stationery')).toBe('U');
    expect(letterOf('maison Ambrée')).toBe('M');
    expect(letterOf('Говь')).toBe('Г');
    expect(letterOf('3M')).toBe('#');
  });

  it('groups A-Z first, other scripts next and # last, keeping the given order inside', () => {
    const groups = groupByLetter(
      ['Zeta', '7 Days', 'Говь', 'Alpha', 'Üseg', 'Ambrée'].map((name) => ({ name })),
    );
    expect(groups.map((g) => g.letter)).toEqual(['A', 'U', 'Z', 'Г', '#']);
    expect(groups[0]?.items.map((i) => i.name)).toEqual(['Alpha', 'Ambrée']);
  });

  it('gives each letter an id usable as a link target', () => {
    expect(letterAnchor('A')).toBe('brands-A');
    expect(letterAnchor('#')).toBe('brands-other');
  });
});
