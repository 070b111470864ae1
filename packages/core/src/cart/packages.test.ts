import { describe, expect, it } from 'vitest';
import type { VariantOffer } from '../catalog/index.ts';
import { priceLineNow, quoteHolds } from './packages.ts';

const offer = (variantId: number, price: number, onSale = true): VariantOffer => ({
  variantId,
  productId: variantId,
  sku: `SKU-${variantId}`,
  slug: `p-${variantId}`,
  name: `Product ${variantId}`,
  names: { source: `Product ${variantId}`, translations: {} },
  brand: null,
  image: null,
  price,
  optionValues: {},
  onSale,
  ageRestricted: false,
  returnNoticeHours: 24,
  deliveryLead: 'now',
  weightGrams: 0,
  isPackage: false,
});

const now = new Date('2026-11-26T10:00:00Z');
const offers = new Map([
  [1, offer(1, 5000)],
  [2, offer(2, 3000, false)],
]);

describe('priceLineNow', () => {
  it('prices a line at today’s price', () => {
    expect(priceLineNow({ variantId: 1, price: 4000, package: null }, offers, now)).toEqual({
      price: 5000,
      contents: null,
    });
  });

  it('keeps a quoted price while the quote holds, and the usual price from its last moment', () => {
    const quoted = { variantId: 1, price: 3500, package: null };
    const until = (at: string) => ({ ...quoted, quotedUntil: new Date(at) });
    expect(priceLineNow(until('2026-11-26T10:00:01Z'), offers, now)?.price).toBe(3500);
    expect(priceLineNow(until('2026-11-26T10:00:00Z'), offers, now)?.price).toBe(5000);
    expect(quoteHolds(until('2026-11-27T00:00:00Z'), now)).toBe(true);
    expect(quoteHolds({ quotedUntil: null }, now)).toBe(false);
  });

  it('answers null for a line not on sale, quoted or not', () => {
    const line = { variantId: 2, price: 100, package: null, quotedUntil: new Date('2027-01-01') };
    expect(priceLineNow(line, offers, now)).toBeNull();
  });
});
