import { describe, expect, it } from 'vitest';
import { passengerRows } from './tour.server.ts';

describe('a tour booking form’s passenger rows', () => {
  it('reads the rows in order, a missing field as empty, up to the first row not sent', () => {
    const rows = passengerRows({
      'passengers.0.firstName': 'Сарнай',
      'passengers.0.lastName': 'Дорж',
      'passengers.0.gender': 'female',
      'passengers.1.firstName': 'Тэмүүлэн',
      'passengers.3.firstName': 'Skipped',
    });
    expect(rows).toEqual([
      { firstName: 'Сарнай', lastName: 'Дорж', gender: 'female' },
      { firstName: 'Тэмүүлэн', lastName: '', gender: '' },
    ]);
  });

  it('reads no more rows than one booking takes', () => {
    const values = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [`passengers.${i}.firstName`, `P${i}`]),
    );
    expect(passengerRows(values)).toHaveLength(10);
  });
});
