import { describe, expect, it } from 'vitest';
import { wishNews } from './wish-alerts.ts';

describe('wish alerts', () => {
  it('only notes what is true the first time a wish is looked at', () => {
    expect(wishNews({ price: null, inStock: null }, { price: 5000, inStock: true })).toBeNull();
  });

  it('tells of a product back in stock, and of one cheaper than the shopper knew', () => {
    const told = { price: 10_000, inStock: false };
    expect(wishNews(told, { price: 12_000, inStock: true })).toBe('wish_back_in_stock');
    expect(wishNews({ price: 10_000, inStock: true }, { price: 8_000, inStock: true })).toBe(
      'wish_price_drop',
    );
  });

  it('keeps quiet about a dearer price, a sell-out, or a drop that cannot be bought', () => {
    const told = { price: 10_000, inStock: true };
    expect(wishNews(told, { price: 11_000, inStock: true })).toBeNull();
    expect(wishNews(told, { price: 10_000, inStock: false })).toBeNull();
    expect(wishNews(told, { price: 8_000, inStock: false })).toBeNull();
  });
});
