import { describe, expect, it } from 'vitest';
import { shopLinks } from './shop-links.ts';

describe('shopLinks', () => {
  const links = shopLinks('https://shop.example.mn/');

  it('links a product in Mongolian without a prefix, in the other languages under theirs', () => {
    expect(links.product('mn', 'ulaan-sarnai')).toBe(
      'https://shop.example.mn/products/ulaan-sarnai',
    );
    expect(links.product('en', 'ulaan-sarnai')).toBe(
      'https://shop.example.mn/en/products/ulaan-sarnai',
    );
  });

  it('writes a slug as a URL carries it', () => {
    expect(links.product('mn', 'сарнай 7')).toBe(
      'https://shop.example.mn/products/%D1%81%D0%B0%D1%80%D0%BD%D0%B0%D0%B9%207',
    );
  });

  it('gives a product a short link by its id', () => {
    expect(links.productShort('mn', 42)).toBe('https://shop.example.mn/p/42');
    expect(links.productShort('cn', 42)).toBe('https://shop.example.mn/cn/p/42');
  });
});
