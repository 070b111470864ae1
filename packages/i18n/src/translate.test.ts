import { describe, expect, it } from 'vitest';
import { countWriter, createTranslator } from './translate.ts';

describe('createTranslator', () => {
  const t = createTranslator('en', {
    hello: 'Hello, {name}',
    items_one: '{count} item',
    items_other: '{count} items',
  });

  it('fills placeholders', () => {
    expect(t('hello', { name: 'Bold' })).toBe('Hello, Bold');
  });

  it('picks the plural form by count', () => {
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
  });

  it('writes the count as the locale writes numbers, and other numbers as given', () => {
    const messages = { products_other: '{count} ({year})', products_one: '{count} ({year})' };
    expect(createTranslator('mn-MN', messages)('products', { count: 1840, year: 2026 })).toBe(
      '1,840 (2026)',
    );
    expect(createTranslator('ru', messages)('products', { count: 18400, year: 2026 })).toBe(
      '18\u00a0400 (2026)',
    );
    expect(createTranslator('it', messages)('products', { count: 18400, year: 2026 })).toBe(
      '18.400 (2026)',
    );
  });

  it('writes a quantity alone as the locale writes numbers', () => {
    expect(countWriter('mn-MN')(12345)).toBe('12,345');
    expect(countWriter('mn-MN')(352)).toBe('352');
  });

  it('returns the key of a missing message so it is easy to spot', () => {
    expect(t('missing.key')).toBe('missing.key');
  });

  it('writes {name:money} placeholders as prices', () => {
    const money = createTranslator('en', { min: 'Over {min:money}, {n} times' });
    expect(money('min', { min: 20000, n: 3 })).toBe('Over 20,000₮, 3 times');
  });
});
