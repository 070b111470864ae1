import { describe, expect, it } from 'vitest';
import { parseKeys } from './parse-keys.ts';

describe('parseKeys', () => {
  it('takes one key per line, skipping blank lines and repeats', () => {
    expect(parseKeys('AAAAA-BBBBB-CCCCC\r\n\n  DDDDD-EEEEE  \nAAAAA-BBBBB-CCCCC\n')).toEqual({
      keys: ['AAAAA-BBBBB-CCCCC', 'DDDDD-EEEEE'],
      badLines: [],
      repeated: 1,
    });
  });

  it('names the lines that are not keys: too short, spaces inside, or stray characters', () => {
    const parsed = parseKeys('ABC\nGOOD-KEY-123\nTWO WORDS\n<script>\n-LEADING');
    expect(parsed.keys).toEqual(['GOOD-KEY-123']);
    expect(parsed.badLines).toEqual([1, 3, 4, 5]);
  });

  it('keeps base64-like keys whole', () => {
    expect(parseKeys('ab12+/cd34==').keys).toEqual(['ab12+/cd34==']);
  });
});
