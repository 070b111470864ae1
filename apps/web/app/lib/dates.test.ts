import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDay, formatListTime, formatWeekdayDate } from './dates.ts';

describe('shop dates', () => {
  // 2026-11-23 20:30 UTC is 2026-11-24 04:30 in Ulaanbaatar (UTC+8).
  const at = new Date('2026-11-23T20:30:00Z');

  it('uses Ulaanbaatar’s calendar and clock', () => {
    expect(formatDate(at, 'en')).toBe('November 24, 2026');
    expect(formatDate(at, 'en', { withTime: true })).toContain('04:30');
    expect(formatClock(at, 'en')).toBe('04:30');
  });

  it('reads ISO strings and leaves a missing date missing', () => {
    expect(formatDate(at.toISOString(), 'ru')).toBe(formatDate(at, 'ru'));
    expect(formatDate(null, 'mn')).toBeNull();
  });

  it('writes a stay’s night as that calendar day, and a departure’s day in Ulaanbaatar', () => {
    expect(formatDay('2026-08-14', 'en')).toBe('Fri, Aug 14');
    expect(formatWeekdayDate(at, 'en')).toBe('Tue, Nov 24');
  });

  it('gives each locale its own wording when formatters are reused', () => {
    expect(formatDate(at, 'en')).toBe('November 24, 2026');
    expect(formatDate(at, 'ru')).not.toBe(formatDate(at, 'en'));
    expect(formatDate(at, 'en', { withTime: true })).not.toBe(formatDate(at, 'en'));
    expect(formatDate(at, 'en')).toBe('November 24, 2026');
  });

  it('writes a list’s moments short, with the year only when it is not this one', () => {
    const sameYear = new Date('2026-12-01T07:20:00Z');
    expect(formatListTime(at, 'en', sameYear)).toBe('Nov 24, 04:30');
    expect(formatListTime(at, 'mn', sameYear)).toBe('11-р сарын 24 04:30');
    // Ulaanbaatar's new year came 8 hours before London's.
    const nextYear = new Date('2026-12-31T16:30:00Z');
    expect(formatListTime(at, 'en', nextYear)).toBe('Nov 24, 2026, 04:30');
    expect(formatListTime(at.toISOString(), 'ru', sameYear)).toBe(
      formatListTime(at, 'ru', sameYear),
    );
    expect(formatListTime(null, 'mn')).toBeNull();
  });
});
