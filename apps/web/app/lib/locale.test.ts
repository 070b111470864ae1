import { describe, expect, it } from 'vitest';
import {
  localeFromParam,
  localeFromPath,
  localePath,
  sectionOf,
  switchLocalePath,
} from './locale.ts';

describe('locale paths', () => {
  it('keeps mn unprefixed and prefixes the others', () => {
    expect(localePath('mn', '/products')).toBe('/products');
    expect(localePath('en', '/products')).toBe('/en/products');
    expect(localePath('ru', '/')).toBe('/ru');
  });

  it('reads the locale from a param or a path, falling back to mn', () => {
    expect(localeFromParam('cn')).toBe('cn');
    expect(localeFromParam('products')).toBe('mn');
    expect(localeFromParam(undefined)).toBe('mn');
    expect(localeFromPath('/it/t/flowers')).toBe('it');
    expect(localeFromPath('/t/flowers')).toBe('mn');
  });

  it('switches a page to another locale keeping path and query', () => {
    expect(switchLocalePath('/en/t/flowers', '?page=2', 'mn')).toBe('/t/flowers?page=2');
    expect(switchLocalePath('/t/flowers', '', 'ru')).toBe('/ru/t/flowers');
    expect(switchLocalePath('/en', '', 'it')).toBe('/it');
    expect(switchLocalePath('/', '', 'en')).toBe('/en');
  });

  it('names the section of a path after its locale prefix', () => {
    expect(sectionOf('/en/checkout')).toBe('checkout');
    expect(sectionOf('/checkout/payment')).toBe('checkout');
    expect(sectionOf('/it')).toBe('');
    expect(sectionOf('/')).toBe('');
    // mn has no prefix: a path starting "mn" is a page of that name.
    expect(sectionOf('/mn/cart')).toBe('mn');
  });
});
