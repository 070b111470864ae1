/** The letters of the brands index, always shown (a letter without brands is shown inactive). */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Names starting with a digit or a sign gather under this heading. */
export const OTHER = '#';

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/**
 * The letter a name is filed under: its first letter without accents ("Üseg" under U). A
 * non-Latin letter (Cyrillic "Говь") is its own group after Z; digits and signs go under #.
 */
export function letterOf(name: string): string {
  const first = name.trim().normalize('NFKD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /\p{L}/u.test(first) ? first : OTHER;
}

/** Items grouped by the letter of their name: A-Z first, other scripts next, # last. */
export function groupByLetter<T extends { name: string }>(items: T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = letterOf(item.name);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  const rank = (letter: string) => (letter === OTHER ? 2 : ALPHABET.includes(letter) ? 0 : 1);
  return [...groups.entries()]
    .map(([letter, list]) => ({ letter, items: list }))
    .sort((a, b) => rank(a.letter) - rank(b.letter) || a.letter.localeCompare(b.letter));
}

/** The id of a letter's section, for the index's links. */
export function letterAnchor(letter: string): string {
  return letter === OTHER ? 'brands-other' : `brands-${letter}`;
}
