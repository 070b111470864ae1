import { describe, expect, it } from 'vitest';
import { optionOpen } from './delivery-windows.ts';
import { deliveryTerms, shippingRates } from './shipping.ts';

// Times in Ulaanbaatar (UTC+8).
const ub = (iso: string) => new Date(`${iso}+08:00`);

describe('shipping rates', () => {
  it('prices central Ulaanbaatar, free from 100,000₮, with same-day and express', () => {
    expect(shippingRates('14200', 50_000, 1_000)).toEqual([
      { option: 'standard', price: 5_000, withinHours: 24 },
      { option: 'same_day', price: 8_000, withinHours: 5 },
      { option: 'express', price: 12_000, withinHours: 4 },
    ]);
    expect(shippingRates('14200', 100_000, 1_000)?.[0]?.price).toBe(0);
  });

  it('adds weight outside the centre and refuses the west', () => {
    expect(shippingRates('61011', 50_000, 7_200)).toEqual([
      { option: 'standard', price: 18_000, withinHours: 72 },
    ]);
    expect(shippingRates('84000', 50_000, 1_000)).toBeNull();
  });

  it("tells the product page the capital's terms as the checkout prices them", () => {
    const terms = deliveryTerms();
    const [standard, sameDay, express] = shippingRates('14200', 50_000, 1_000) ?? [];
    expect(terms.city).toEqual({
      price: standard?.price,
      freeFrom: 100_000,
      withinHours: standard?.withinHours,
      sameDayPrice: sameDay?.price,
      expressPrice: express?.price,
    });
    expect([terms.sameDayHours, terms.expressHours]).toEqual([
      sameDay?.withinHours,
      express?.withinHours,
    ]);
    expect(terms.sameDayBeforeHour).toBe(14);
    expect(terms.returnNoticeHours).toBe(24);
    expect(terms.lead).toBeNull();
  });

  it('sends an order with an item got ready first by standard delivery only, in its hours', () => {
    expect(shippingRates('14200', 50_000, 1_000, '24-48h')).toEqual([
      { option: 'standard', price: 5_000, withinHours: 48 },
    ]);
    expect(shippingRates('14200', 120_000, 1_000, '7-14d')).toEqual([
      { option: 'standard', price: 0, withinHours: 14 * 24 },
    ]);
    // The intercity courier's two days beyond the capital's one come on top.
    expect(shippingRates('61011', 50_000, 1_000, '48-72h')).toEqual([
      { option: 'standard', price: 15_000, withinHours: 120 },
    ]);
    expect(shippingRates('84000', 50_000, 1_000, '7-14d')).toBeNull();
  });

  it('tells a product got ready first its own time and no express or same day', () => {
    const terms = deliveryTerms(48, '7-14d');
    expect(terms.lead).toEqual({ from: 7 * 24, to: 14 * 24 });
    expect(terms.city).toEqual({
      price: 5_000,
      freeFrom: 100_000,
      withinHours: shippingRates('14200', 50_000, 1_000, '7-14d')?.[0]?.withinHours,
      sameDayPrice: null,
      expressPrice: null,
    });
    expect(terms.returnNoticeHours).toBe(48);
  });
});

describe('delivery windows', () => {
  it('offers same-day before 14:00 and express until 18:00', () => {
    expect(optionOpen('same_day', ub('2026-11-22T13:59:00'))).toBe(true);
    expect(optionOpen('same_day', ub('2026-11-22T14:00:00'))).toBe(false);
    expect(optionOpen('express', ub('2026-11-22T18:00:00'))).toBe(true);
    expect(optionOpen('express', ub('2026-11-22T18:01:00'))).toBe(false);
    expect(optionOpen('express', ub('2026-11-22T10:00:00'))).toBe(false);
  });
});
