import { describe, expect, it } from 'vitest';
import { safeReturnTarget } from './return-target.ts';

const FALLBACK = '/en/account';

/** Where a browser goes when a page at https://shop.example redirects to `location`. */
function landing(location: string): URL {
  // The WHATWG URL parser is the browser's: it drops tabs and newlines as Chromium does.
  return new URL(location, 'https://shop.example/en/login');
}

describe('safeReturnTarget', () => {
  it('keeps a path of the shop with its query and fragment', () => {
    expect(safeReturnTarget('/en/cart?step=2#lines', FALLBACK)).toBe('/en/cart?step=2#lines');
    expect(safeReturnTarget('/', FALLBACK)).toBe('/');
  });

  it.each([
    '/\t/evil.example/phish',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t\\evil.example',
    '\\/evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '\u0000//evil.example',
    '/%09/evil.example',
    'evil.example',
    '',
  ])('never leaves the shop: %j', (payload) => {
    const target = safeReturnTarget(payload, FALLBACK);
    expect(landing(target).host).toBe('shop.example');
    expect(target.startsWith('/')).toBe(true);
    expect(target).not.toMatch(/[\t\n\r\\]/);
  });

  it('sends the dangerous ones to the fallback', () => {
    expect(safeReturnTarget('/\t/evil.example/phish', FALLBACK)).toBe(FALLBACK);
    expect(safeReturnTarget('/\\evil.example', FALLBACK)).toBe(FALLBACK);
    expect(safeReturnTarget(null, FALLBACK)).toBe(FALLBACK);
    expect(safeReturnTarget(42, FALLBACK)).toBe(FALLBACK);
  });

  it('percent-encodes a Cyrillic path, so it can go in a Location header', () => {
    const target = safeReturnTarget('/t/цэцэг?q=сарнай', FALLBACK);
    expect(target).toBe('/t/%D1%86%D1%8D%D1%86%D1%8D%D0%B3?q=%D1%81%D0%B0%D1%80%D0%BD%D0%B0%D0%B9');
    expect(() => new Headers({ location: target })).not.toThrow();
    expect(decodeURIComponent(landing(target).pathname)).toBe('/t/цэцэг');
  });

  it('keeps a path with a tab inside it on the shop, the tab dropped as a browser drops it', () => {
    expect(safeReturnTarget('/en/\tcart', FALLBACK)).toBe('/en/cart');
  });
});
