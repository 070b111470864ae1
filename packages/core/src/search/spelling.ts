import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows, TtlCache } from '../db/index.ts';

// The index's words with their counts, one entry for the whole index (a TtlCache: a request
// holding a transaction never waits for another's load, issue 26).
const vocabulary = new TtlCache<Map<string, number>>(5 * 60_000, 1);

/**
 * Corrects each word the index does not know to the closest word it does (Damerau-Levenshtein:
 * one wrong, missing, extra or swapped letter; two for long words), preferring common words.
 * "sarnia" (typed "сарнйа") becomes "sarnai". Words already known stay as they are.
 */
export async function correctWords(ctx: Ctx, words: string[]): Promise<string[]> {
  const known = await vocabularyOf(ctx);
  return words.map((word) => {
    if (known.has(word) || word.length < 3) return word;
    const allowed = word.length >= 7 ? 2 : 1;
    let best = word;
    let bestDistance = allowed + 1;
    let bestCount = 0;
    for (const [candidate, count] of known) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const distance = damerauLevenshtein(word, candidate, allowed);
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
    return bestDistance <= allowed ? best : word;
  });
}

/** Forgets the vocabulary (after a reindex). */
export function forgetVocabulary(): void {
  vocabulary.clear();
}

/** The index's title words (names, keywords, brands) with how many products have each. */
export function vocabularyOf(ctx: Ctx): Promise<Map<string, number>> {
  return vocabulary.get('index', async () => {
    const rows = await queryRows<{ word: string; n: number }>(
      ctx.db,
      sql`select word, count(*)::int as n
        from search_product, unnest(string_to_array(title_key, ' ')) as word group by word`,
    );
    return new Map(rows.map((r) => [r.word, r.n]));
  });
}

/** Edit distance with adjacent swaps counted as one edit; stops early past `limit`. */
export function damerauLevenshtein(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      let value = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return rowMin;
  }
  return (d[a.length] as number[])[b.length] as number;
}
