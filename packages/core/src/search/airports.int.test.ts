import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { AIRPORTS_SIZE, loadAirportsIfMissing, searchAirports } from './airports.ts';

let testDb: TestDatabase;
const ctx = (locale: 'mn' | 'en' = 'en') => createContext(testDb.database.db, locale);
const codes = async (q: string, locale: 'mn' | 'en' = 'en') =>
  (await searchAirports(ctx(locale), q)).map((a) => a.iata);

beforeAll(async () => {
  testDb = await freshDatabase({ products: 5 });
});

afterAll(async () => {
  await testDb?.dispose();
});

describe(`the airport search on ${testDatabaseKind()}`, () => {
  it('finds Ulaanbaatar’s airports typed in Cyrillic or in Latin', async () => {
    for (const q of ['Чингис', 'chinggis', 'Улаанбаатар', 'ulaanbaatar']) {
      expect(await codes(q), q).toEqual(expect.arrayContaining(['ULN', 'UBN']));
    }
    expect(await codes('Мөрөн')).toContain('MXV');
    expect(await codes('moron')).toContain('MXV');
  });

  it('puts a code typed whole first, by IATA or ICAO, and finds a country by its Mongolian name', async () => {
    expect((await codes('NRT'))[0]).toBe('NRT');
    expect((await codes('zmub'))[0]).toBe('ULN');
    expect(await codes('Япон Нарита')).toContain('NRT');
    expect(await codes('Франкфурт')).toContain('FRA');
  });

  it('answers 40 at most, names Mongolia’s airports in Mongolian for Mongolian readers, and nothing for nothing', async () => {
    expect((await searchAirports(ctx(), 'international')).length).toBe(AIRPORTS_SIZE);
    const [ubn] = await searchAirports(ctx('mn'), 'UBN');
    expect(ubn).toMatchObject({
      iata: 'UBN',
      icao: 'ZMCK',
      name: 'Чингис хаан олон улсын нисэх буудал',
      city: 'Улаанбаатар',
      country: 'Монгол',
      cc: 'MN',
    });
    const [inEnglish] = await searchAirports(ctx('en'), 'UBN');
    expect([inEnglish?.name, inEnglish?.country]).toEqual([
      'Ulaanbaatar Chinggis Khaan International Airport',
      'Mongolia',
    ]);
    expect(await codes('   ')).toEqual([]);
    expect(await codes('%_\\')).toEqual([]);
  });

  it('loads the list once', async () => {
    expect(await loadAirportsIfMissing(testDb.database.db)).toBe(0);
  });
});
