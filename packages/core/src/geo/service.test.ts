import { describe, expect, it } from 'vitest';
import { zoneLevel } from './service.ts';

describe('zoneLevel', () => {
  it('maps categories 2-4 to city, 5-6 to district, 7-8 to quarter and 9 to address', () => {
    expect([2, 3, 4].map(zoneLevel)).toEqual(['city', 'city', 'city']);
    expect([5, 6].map(zoneLevel)).toEqual(['district', 'district']);
    expect([7, 8].map(zoneLevel)).toEqual(['quarter', 'quarter']);
    expect(zoneLevel(9)).toBe('address');
  });
});
