import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  HIGH_STOCK_MIN,
  isPurchasable,
  LOW_STOCK_MAX,
  schemaOrgAvailability,
} from './availability.ts';

describe('availability labels', () => {
  it('says sold out when nothing is left in any variant', () => {
    expect(availabilityOf(0)).toBe('sold_out');
    expect(availabilityOf(0, 0)).toBe('sold_out');
  });

  it('says out of stock when the chosen variant has none but others have some', () => {
    expect(availabilityOf(0, 12)).toBe('out_of_stock');
  });

  it('puts the low and high stock boundaries at 5 and 50', () => {
    expect(LOW_STOCK_MAX).toBe(5);
    expect(HIGH_STOCK_MIN).toBe(50);
    expect(availabilityOf(1)).toBe('low_stock');
    expect(availabilityOf(5)).toBe('low_stock');
    expect(availabilityOf(6)).toBe('in_stock');
    expect(availabilityOf(49)).toBe('in_stock');
    expect(availabilityOf(50)).toBe('high_stock');
    expect(availabilityOf(5, 500)).toBe('low_stock');
  });

  it('gives every positive count a purchasable label and never sold out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(1_000_000), (count, extra) => {
        const label = availabilityOf(count, count + extra);
        return isPurchasable(label) && label !== 'sold_out';
      }),
    );
  });

  it('maps labels to schema.org availability, pre-orders first', () => {
    expect(schemaOrgAvailability('in_stock', true)).toBe('https://schema.org/PreOrder');
    expect(schemaOrgAvailability('high_stock', false)).toBe('https://schema.org/InStock');
    expect(schemaOrgAvailability('sold_out', false)).toBe('https://schema.org/SoldOut');
    expect(schemaOrgAvailability('out_of_stock', false)).toBe('https://schema.org/OutOfStock');
  });
});
