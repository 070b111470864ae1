import { describe, expect, it } from 'vitest';
import { addDays, isWeekendNight, nightsOf, ubInstant, ubToday } from './dates.ts';
import { priceStay, type SeasonRate } from './stay-price.ts';

const room = { nightRate: 180_000, weekendRate: 220_000, baseGuests: 2, extraGuestPrice: 40_000 };
const summer: SeasonRate = {
  id: 1,
  name: 'Зун',
  startsOn: '2027-06-01',
  endsOn: '2027-09-01',
  nightRate: 250_000,
  weekendRate: 280_000,
};
const naadam: SeasonRate = {
  id: 2,
  name: 'Наадам',
  startsOn: '2027-07-10',
  endsOn: '2027-07-16',
  nightRate: 400_000,
  weekendRate: null,
};

describe('stay days', () => {
  it('counts nights up to, not including, the check-out day, across a month', () => {
    expect(nightsOf('2027-05-30', '2027-06-02')).toEqual([
      '2027-05-30',
      '2027-05-31',
      '2027-06-01',
    ]);
    expect(nightsOf('2027-06-02', '2027-06-02')).toEqual([]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('takes Friday and Saturday nights as the weekend', () => {
    // 2027-06-04 is a Friday.
    expect(['2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06'].map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('reads days and hours in Ulaanbaatar time', () => {
    expect(ubToday(new Date('2027-06-01T16:30:00Z'))).toBe('2027-06-02');
    expect(ubToday(new Date('2027-06-01T15:59:00Z'))).toBe('2027-06-01');
    expect(ubInstant('2027-06-02', '14:00').toISOString()).toBe('2027-06-02T06:00:00.000Z');
  });
});

describe('priceStay', () => {
  it('prices each night by the season it falls in, over the season edges', () => {
    // Mon 31 May (no season), Tue 1 June to Wed 2 June (summer weekdays).
    const price = priceStay(room, [summer, naadam], {
      checkIn: '2027-05-31',
      checkOut: '2027-06-03',
      guests: 2,
    });
    expect(price.nights.map((n) => [n.night, n.rate, n.seasonId])).toEqual([
      ['2027-05-31', 180_000, null],
      ['2027-06-01', 250_000, 1],
      ['2027-06-02', 250_000, 1],
    ]);
    expect(price.total).toBe(680_000);
  });

  it('ends a season on its last night: the end day is the next season’s', () => {
    const price = priceStay(room, [summer], {
      checkIn: '2027-08-30',
      checkOut: '2027-09-02',
      guests: 1,
    });
    expect(price.nights.map((n) => n.rate)).toEqual([250_000, 250_000, 180_000]);
  });

  it('lets a festival inside a season win, and uses weekend rates where set', () => {
    // Thu 8 to Mon 12 July: Thu summer, Fri summer weekend, Sat Naadam (no weekend rate of its own), Sun Naadam.
    const price = priceStay(room, [summer, naadam], {
      checkIn: '2027-07-08',
      checkOut: '2027-07-12',
      guests: 2,
    });
    expect(price.nights.map((n) => [n.rate, n.weekend])).toEqual([
      [250_000, false],
      [280_000, true],
      [400_000, true],
      [400_000, false],
    ]);
    expect(price.nightsTotal).toBe(1_330_000);
  });

  it('charges extra guests for every night, and the room’s weekend rate outside seasons', () => {
    // Fri 4 and Sat 5 March.
    const price = priceStay(room, [summer], {
      checkIn: '2027-03-05',
      checkOut: '2027-03-07',
      guests: 3,
    });
    expect(price.nights.map((n) => n.rate)).toEqual([220_000, 220_000]);
    expect(price.extraGuests).toBe(1);
    expect(price.extraGuestsTotal).toBe(80_000);
    expect(price.total).toBe(520_000);
  });
});
