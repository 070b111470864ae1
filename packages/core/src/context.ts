import type { Locale } from '@shop/i18n';
import type { Db } from './db/index.ts';

/** What every service function receives first: the database handle, the locale and the clock. */
export interface Ctx {
  db: Db;
  locale: Locale;
  now: Date;
}

export function createContext(db: Db, locale: Locale = 'mn', now = new Date()): Ctx {
  return { db, locale, now };
}
