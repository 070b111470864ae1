import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDay, formatWeekdayDate } from './dates.ts';

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
});
