import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/index.ts';
import { freeTextOptions, keptLineOptions, lineOptions } from './line-options.ts';

const redM = { optionValues: { color: 'red', size: 'M' } };
const engraving = { engraving: { maxLength: 20 } };

function refusal(work: () => unknown): AppError {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('line-item options', () => {
  it('keeps nothing of the variant’s own values: the variant carries them', () => {
    expect(lineOptions(redM, { color: 'red', size: 'M' })).toEqual({});
    expect(lineOptions(redM, { size: 'M' })).toEqual({});
    expect(lineOptions(redM, {})).toEqual({});
    expect(lineOptions(redM)).toEqual({});
  });

  it.each<Record<string, string>>([
    { size: 'XXL (the expensive one)' },
    { size: 'L' },
    { colour: 'red' },
    { color: 'red', note: 'free gift please' },
    { engraving: 'Хайртай шүү' },
    { constructor: 'x' },
    { toString: 'x' },
  ])('refuses %o with a field error on options', (asked) => {
    const error = refusal(() => lineOptions(redM, asked));
    expect(error.type).toBe('invalid_input');
    expect(error.messageKey).toBe('validation.unknown_option');
    expect(error.fieldErrors).toEqual({ options: ['validation.unknown_option'] });
  });

  it('declares no free-text option for any product today', () => {
    expect(freeTextOptions(redM)).toEqual({});
    expect(freeTextOptions({ optionValues: {} })).toEqual({});
  });

  it('keeps a declared free-text option within its length, beside the variant’s own values', () => {
    expect(lineOptions(redM, { size: 'M', engraving: ' Саранд ' }, engraving)).toEqual({
      engraving: 'Саранд',
    });
    expect(lineOptions(redM, { engraving: '   ' }, engraving)).toEqual({});
    expect(refusal(() => lineOptions(redM, { engraving: 'х'.repeat(21) }, engraving)).type).toBe(
      'invalid_input',
    );
  });

  it('shows and carries over of a stored line only its declared free-text options', () => {
    const stored = { size: 'XXL (the expensive one)', note: 'junk', engraving: 'Саранд' };
    expect(keptLineOptions(redM, stored)).toEqual({});
    expect(keptLineOptions(undefined, stored)).toEqual({});
    expect(keptLineOptions(redM, stored, engraving)).toEqual({ engraving: 'Саранд' });
    expect(keptLineOptions(redM, { engraving: 'х'.repeat(21) }, engraving)).toEqual({});
  });
});
