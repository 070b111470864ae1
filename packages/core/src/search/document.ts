import type { ProductSource } from '../catalog/index.ts';
import { canonicalWords, canonicalWordsOfRepeated } from './canonical.ts';

const DESCRIPTION_WORDS = 80;

/**
 * The text side of a search document: a tsvector literal with names weighted A, keywords, brand
 * and categories B, description C; and the title key for typo matching. Words come from
 * canonical(), so they are plain [a-z0-9] and need no quoting beyond the literal's own.
 */
export function documentText(source: ProductSource): { document: string; titleKey: string } {
  // Mongolian first, then the other locales by code, however the names object was put together:
  // word positions are part of the document.
  const locales = Object.keys(source.names).sort((a, b) =>
    a === 'mn' ? -1 : b === 'mn' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  const names = canonicalWords(locales.map((locale) => source.names[locale]).join(' '));
  // By name, in whatever order the catalogue gave them.
  const sourceKeywords = [...source.keywords].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  // The same words as of the whole text, the SKU last: all but the SKU repeat across a category.
  const keywords = [
    ...new Set([
      ...canonicalWordsOfRepeated(
        [
          ...sourceKeywords.flatMap((k) => [k.name, k.mn]),
          source.brandName ?? '',
          ...source.taxonNames,
        ].join(' '),
      ),
      ...canonicalWords(source.sku),
    ]),
  ];
  const description = canonicalWordsOfRepeated(
    [source.descriptions.mn ?? '', source.descriptions.en ?? ''].join(' '),
  ).slice(0, DESCRIPTION_WORDS);
  let position = 0;
  const lexemes = new Map<string, string>();
  const add = (words: readonly string[], weight: 'A' | 'B' | 'C') => {
    for (const word of words) {
      position++;
      // The first (heaviest) occurrence decides a word's weight.
      if (!lexemes.has(word)) lexemes.set(word, `'${word}':${position}${weight}`);
    }
  };
  add(names, 'A');
  add(keywords, 'B');
  add(description, 'C');
  return {
    document: [...lexemes.values()].join(' '),
    titleKey: [
      ...new Set([
        ...names,
        ...canonicalWordsOfRepeated(sourceKeywords.map((k) => `${k.name} ${k.mn}`).join(' ')),
      ]),
    ].join(' '),
  };
}
