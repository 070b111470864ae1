import { describe, expect, it } from 'vitest';
import { createTranslator } from './translate.ts';

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

  it('returns the key of a missing message so it is easy to spot', () => {
    expect(t('missing.key')).toBe('missing.key');
  });

  it('writes {name:money} placeholders as prices', () => {
    const money = createTranslator('en', { min: 'Over {min:money}, {n} times' });
    expect(money('min', { min: 20000, n: 3 })).toBe('Over 20,000₮, 3 times');
  });
});
