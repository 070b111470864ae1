import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LOCALES } from './locales.ts';
import { createTranslator } from './translate.ts';

const dir = fileURLToPath(new URL('./catalogs/', import.meta.url));
const catalogs = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    JSON.parse(readFileSync(`${dir}${l}.json`, 'utf8')) as Record<string, string>,
  ]),
);
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+(?::money)?)\}/g)].map((m) => m[1]).sort();

describe('UI catalogs', () => {
  it('has exactly one catalog per locale', () => {
    expect(readdirSync(dir).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(LOCALES)('%s has every key of mn, none extra, none empty', (locale) => {
    const mnKeys = Object.keys(catalogs.mn ?? {}).sort();
    const keys = Object.keys(catalogs[locale] ?? {}).sort();
    expect(keys).toEqual(mnKeys);
    for (const key of keys) expect(catalogs[locale]?.[key]?.trim(), key).not.toBe('');
  });

  it.each(LOCALES)('%s uses the same placeholders as mn', (locale) => {
    for (const [key, text] of Object.entries(catalogs.mn ?? {})) {
      expect(placeholders(catalogs[locale]?.[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('counts a review histogram’s stars in each language’s plural', () => {
    const row = (locale: (typeof LOCALES)[number], stars: number) =>
      createTranslator(LANGUAGE_TAGS[locale], catalogs[locale] ?? {})('review.histogram_row', {
        count: stars,
        reviews: 4,
      });
    expect([row('en', 1), row('en', 5)]).toEqual(['1 star: 4', '5 stars: 4']);
    expect([row('it', 1), row('it', 2)]).toEqual(['1 stella: 4', '2 stelle: 4']);
    expect([row('ru', 1), row('ru', 3)]).toEqual(['1 звезда: 4', '3 зв.: 4']);
    expect(row('mn', 1)).toBe('1 од: 4');
  });
});
