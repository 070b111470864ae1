import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { readShopDay, shopDay } from './shop-day.ts';

describe('a day on the shop’s calendar', () => {
  it('runs from midnight to midnight in Ulaanbaatar', () => {
    expect(shopDay('2026-12-01')).toEqual({
      from: new Date('2026-11-30T16:00:00Z'),
      to: new Date('2026-12-01T16:00:00Z'),
    });
  });

  it('refuses a day that does not exist, or one before the shop’s time', () => {
    for (const day of ['2026-02-30', '2026-13-01', 'yesterday', '0001-01-01', '1899-12-31']) {
      expect(() => shopDay(day), day).toThrow(AppError);
      expect(readShopDay(day), day).toBeNull();
    }
  });
});
