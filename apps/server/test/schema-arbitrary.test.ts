import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valid } from './schema-arbitrary.ts';

const sample = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { numRuns: 400, seed: 7 });

describe('values a JSON Schema takes', () => {
  it('keeps integers in their range and tries its edges', () => {
    const values = sample(valid({ type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 })) as number[];
    expect(values.every((n) => Number.isInteger(n) && n >= 1)).toBe(true);
    // Past PostgreSQL's integer, and the largest a JSON number holds exactly.
    expect(values).toContain(2 ** 31);
    expect(values).toContain(2 ** 53 - 1);
  });

  it('gives an object its required properties, and only the ones it names', () => {
    const values = sample(
      valid({
        type: 'object',
        properties: { id: { type: 'integer' }, note: { type: 'string', maxLength: 5 } },
        required: ['id'],
      }),
    ) as Record<string, unknown>[];
    expect(values.every((v) => typeof v.id === 'number')).toBe(true);
    expect(values.every((v) => Object.keys(v).every((k) => k === 'id' || k === 'note'))).toBe(true);
    expect(values.some((v) => !('note' in v))).toBe(true);
    expect(values.every((v) => v.note === undefined || String(v.note).length <= 5)).toBe(true);
  });

  it('writes days as days, the impossible and the first one too', () => {
    const values = sample(valid({ type: 'string', format: 'date' })) as string[];
    expect(values.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(values).toContain('0001-01-01');
    expect(values).toContain('2026-02-30');
  });

  it('matches a pattern, and takes an enum’s values and nothing else', () => {
    const phones = sample(valid({ type: 'string', pattern: '^[89]\\d{7}$' })) as string[];
    expect(phones.every((p) => /^[89]\d{7}$/.test(p))).toBe(true);
    expect(new Set(sample(valid({ enum: ['a', 'b'] })))).toEqual(new Set(['a', 'b']));
  });
});
