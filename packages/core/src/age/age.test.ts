import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/index.ts';
import {
  ageOn,
  birthDateField,
  birthDateGap,
  checkBuyerBirthDate,
  isOfLegalAge,
  requireAgeConfirmed,
  ulaanbaatarDate,
} from './age.ts';

// 2026-03-10 16:30 UTC is already 11 March in Ulaanbaatar (UTC+8).
const evening = new Date('2026-03-10T16:30:00Z');

describe('age on a day in Ulaanbaatar', () => {
  it('takes the calendar day of Ulaanbaatar, not of the server', () => {
    expect(ulaanbaatarDate(evening)).toBe('2026-03-11');
    expect(ulaanbaatarDate(new Date('2026-03-10T15:59:00Z'))).toBe('2026-03-10');
  });

  it('turns 21 on the 21st birthday in Ulaanbaatar, not the day before', () => {
    expect(isOfLegalAge('2005-03-11', evening)).toBe(true);
    expect(isOfLegalAge('2005-03-12', evening)).toBe(false);
    expect(ageOn('2005-03-12', evening)).toBe(20);
    expect(isOfLegalAge('2005-03-11', new Date('2026-03-10T15:00:00Z'))).toBe(false);
  });

  it('gives someone born on 29 February their birthday on 1 March in other years', () => {
    expect(ageOn('2004-02-29', new Date('2025-02-28T04:00:00Z'))).toBe(20);
    expect(ageOn('2004-02-29', new Date('2025-03-01T04:00:00Z'))).toBe(21);
  });
});

describe('a date of birth given at checkout', () => {
  it('must be a real calendar date after 1900', () => {
    expect(birthDateField.safeParse('1990-05-17').success).toBe(true);
    for (const bad of ['1990-02-30', '17.05.1990', '1899-12-31', '', '1990-5-17']) {
      expect(birthDateField.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('refuses a buyer under 21 and a date in the future, on the field', () => {
    expect(() => checkBuyerBirthDate('1990-05-17', evening)).not.toThrow();
    const fieldOf = (date: string) => {
      try {
        checkBuyerBirthDate(date, evening);
      } catch (error) {
        return (error as AppError).fieldErrors?.buyer_birth_date;
      }
      return null;
    };
    expect(fieldOf('2006-01-01')).toEqual(['validation.underage']);
    expect(fieldOf('2026-03-12')).toEqual(['validation.birth_date']);
  });

  it('is what an order holding spirits still needs, and nothing else does', () => {
    expect(birthDateGap(false, null, evening)).toBeNull();
    expect(birthDateGap(true, null, evening)).toBe('validation.birth_date_required');
    expect(birthDateGap(true, '2006-01-01', evening)).toBe('validation.underage');
    expect(birthDateGap(true, '1990-05-17', evening)).toBeNull();
  });
});

describe('the age confirmation for a spirit', () => {
  it('refuses a spirit without it and lets everything else through', () => {
    expect(() => requireAgeConfirmed(true, false)).toThrow(AppError);
    expect(() => requireAgeConfirmed(true, true)).not.toThrow();
    expect(() => requireAgeConfirmed(false, false)).not.toThrow();
  });
});
