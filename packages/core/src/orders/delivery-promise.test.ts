import { describe, expect, it } from 'vitest';
import { nextWorkMoment, promisedBy } from './delivery-promise.ts';

// Times in Ulaanbaatar (UTC+8).
const ub = (iso: string) => new Date(`${iso}+08:00`);

describe('the delivery promised', () => {
  it('waits for work hours', () => {
    expect(nextWorkMoment(ub('2026-11-22T09:30:00'))).toEqual(ub('2026-11-22T11:00:00'));
    expect(nextWorkMoment(ub('2026-11-22T15:00:00'))).toEqual(ub('2026-11-22T15:00:00'));
    expect(nextWorkMoment(ub('2026-11-22T22:30:00'))).toEqual(ub('2026-11-23T11:00:00'));
  });

  it('promises within the hours, carrying past closing to the next morning', () => {
    expect(promisedBy('same_day', 5, ub('2026-11-22T12:00:00'))).toEqual(ub('2026-11-22T17:00:00'));
    expect(promisedBy('same_day', 5, ub('2026-11-22T08:00:00'))).toEqual(ub('2026-11-22T16:00:00'));
    expect(promisedBy('express', 4, ub('2026-11-22T20:00:00'))).toEqual(ub('2026-11-23T13:00:00'));
    expect(promisedBy('standard', 24, ub('2026-11-22T20:00:00'))).toEqual(
      ub('2026-11-23T20:00:00'),
    );
    // An item ordered in: fourteen days from the next morning.
    expect(promisedBy('standard', 14 * 24, ub('2026-11-22T23:00:00'))).toEqual(
      ub('2026-12-07T11:00:00'),
    );
  });
});
