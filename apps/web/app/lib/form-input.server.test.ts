import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idField, MAX_ID, orderNumberField, parseForm } from './form-input.server.ts';

const form = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('remove'), id: idField }),
    z.object({ intent: z.literal('empty'), number: orderNumberField }),
  ],
  { error: 'validation.invalid_choice' },
);

describe('parseForm', () => {
  it('reads the fields, ignoring the CSRF token and submit buttons it does not know', () => {
    expect(parseForm(form, { intent: 'remove', id: '42', _csrf: 'x', save: '' })).toEqual({
      ok: true,
      data: { intent: 'remove', id: 42 },
    });
  });

  it('refuses with every field’s message key, never throwing', () => {
    expect(parseForm(form, { intent: 'remove', id: 'abc' })).toEqual({
      ok: false,
      error: 'error.invalid_input',
      fields: { id: ['validation.invalid_choice'] },
    });
    expect(parseForm(form, { intent: 'empty', number: "R1'; drop" })).toMatchObject({
      ok: false,
      fields: { number: ['validation.invalid_field'] },
    });
  });

  it('refuses an intent the form does not have, or none', () => {
    for (const values of [{ intent: 'update' }, {}] as Record<string, string>[]) {
      expect(parseForm(form, values)).toEqual({
        ok: false,
        error: 'error.invalid_input',
        fields: { intent: ['validation.invalid_choice'] },
      });
    }
  });
});

describe('idField', () => {
  it('takes a whole number from 1 to PostgreSQL’s integer', () => {
    expect(idField.parse('1')).toBe(1);
    expect(idField.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of ['', '0', '-3', '1.5', 'abc', String(MAX_ID + 1), undefined]) {
      expect(idField.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
