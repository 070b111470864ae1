import { describe, expect, it } from 'vitest';
import { copyPayload } from './copy-rows.ts';

describe('copyPayload', () => {
  it('writes a line per row, a tab between values and \\N for null', () => {
    const payload = copyPayload({
      table: 'loaded',
      columns: { id: 'int', label: 'text', flag: 'boolean', at: 'timestamptz' },
      rows: [
        [1, 'rose', true, new Date('2026-11-28T05:00:00.000Z')],
        [2, null, false, null],
      ],
    });
    expect(payload).toEqual({
      target: '"loaded" ("id", "label", "flag", "at")',
      text: '1\trose\tt\t2026-11-28T05:00:00.000Z\n2\t\\N\tf\t\\N\n',
    });
  });

  it('escapes what COPY gives a meaning to, and nothing else', () => {
    const payload = copyPayload({
      table: 't',
      columns: { label: 'text' },
      rows: [['a\tb'], ['two\nlines\r'], ['back\\slash'], ['\\N'], ['"quoted", {braced}']],
    });
    expect(payload?.text.split('\n')).toEqual([
      'a\\tb',
      'two\\nlines\\r',
      'back\\\\slash',
      '\\\\N',
      '"quoted", {braced}',
      '',
    ]);
  });

  it('stores every jsonb value as JSON, strings included, and other objects as JSON text', () => {
    const payload = copyPayload({
      table: 't',
      columns: { facts: 'jsonb', currency: 'jsonb', note: 'text' },
      rows: [[{ a: 'x\ty' }, 'MNT', { b: 1 }]],
    });
    expect(payload?.text).toBe('{"a":"x\\\\ty"}\t"MNT"\t{"b":1}\n');
  });

  it('has nothing to send for no rows', () => {
    expect(copyPayload({ table: 't', columns: { id: 'int' }, rows: [] })).toBeNull();
  });
});
